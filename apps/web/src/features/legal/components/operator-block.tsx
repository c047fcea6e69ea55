import { useClientConfig } from '#web/lib/client-config.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './legal-page.module.css';

/**
 * Who runs this installation, as the operator set it (OPERATOR_NAME, OPERATOR_ADDRESS,
 * OPERATOR_CONTACT): an app that collects identity documents names who holds them. Not set yet,
 * the page says so plainly rather than leaving the place empty.
 */
export function OperatorBlock() {
  const { t } = useTranslation('legal');
  const { data } = useClientConfig();
  if (!data) return null;
  const { operator } = data;
  return (
    <section className={styles.operator} aria-labelledby="legal-operator">
      <h2 id="legal-operator">{t('operator.title')}</h2>
      {operator ? (
        <dl>
          <dt>{t('operator.name')}</dt>
          <dd>{operator.name}</dd>
          <dt>{t('operator.address')}</dt>
          <dd>{operator.address}</dd>
          <dt>{t('operator.contact')}</dt>
          <dd>{operator.contact.includes('@') ? <a href={`mailto:${operator.contact}`}>{operator.contact}</a> : operator.contact}</dd>
        </dl>
      ) : (
        <p>{t('operator.missing')}</p>
      )}
    </section>
  );
}
