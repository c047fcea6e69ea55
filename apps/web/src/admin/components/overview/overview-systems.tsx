import { useTranslation } from '#web/lib/use-translation.ts';
import { IconAlert, IconCheckCircle } from '#web/components/icons.tsx';
import type { AdminOverview } from '../../types.ts';
import { ReplicaRow } from './replica-row.tsx';
import { SystemRow } from './system-row.tsx';
import pageStyles from './overview-page.module.css';
import styles from './overview-systems.module.css';

type Service = AdminOverview['services'][number];
const KNOWN_SERVICES = ['ton-indexer', 'price-api', 'shop-wallet', 'hot-wallet'] as const;
const isKnown = (name: string): name is (typeof KNOWN_SERVICES)[number] => (KNOWN_SERVICES as readonly string[]).includes(name);

/** An outside service as the health job last found it (every 5 minutes). */
function ServiceRow({ service }: { service: Service }) {
  const { t } = useTranslation('admin');
  return (
    <SystemRow
      // A service added on the server before its translation still shows, by its own name.
      name={isKnown(service.name) ? t(`overview.systems.names.${service.name}`) : service.name}
      status={service.ok ? t('overview.systems.ok') : t('overview.systems.failing')}
      tone={service.ok ? 'gain' : 'loss'}
      icon={service.ok ? <IconCheckCircle size={18} /> : <IconAlert size={18} />}
      checkedAt={service.checkedAt}
    >
      {/* Written by the server in English ("123 ms", "API responded with status 502"). */}
      {service.detail ? (
        <p className={`${styles.line} tabular`} lang="en">
          {service.detail}
        </p>
      ) : null}
    </SystemRow>
  );
}

/** System health under the tiles: the outside services, then the read replica when there is one. */
export function OverviewSystems({ overview }: { overview: Pick<AdminOverview, 'services' | 'replica'> }) {
  const { t } = useTranslation('admin');
  const { services, replica } = overview;
  return (
    <section aria-labelledby="systems-title" className={styles.systems}>
      <h2 id="systems-title" className={pageStyles.sectionTitle}>
        {t('overview.systems.title')}
      </h2>
      {services.length === 0 && !replica ? (
        <p className={styles.empty}>{t('overview.systems.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {services.map((service) => (
            <ServiceRow key={service.name} service={service} />
          ))}
          {replica ? <ReplicaRow replica={replica} /> : null}
        </ul>
      )}
    </section>
  );
}
