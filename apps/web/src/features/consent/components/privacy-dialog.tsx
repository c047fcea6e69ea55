import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { Switch } from '#web/components/switch.tsx';
import { ALL_ACCEPTED, OPTIONAL_CATEGORIES, type OptionalCategory, type PrivacySettings } from '#web/lib/consent/consent-storage.ts';
import styles from './consent.module.css';

interface PrivacyDialogProps {
  initial: PrivacySettings;
  onSave: (settings: PrivacySettings) => void;
  onClose: () => void;
}

/** Privacy settings: necessary cookies always on, each optional category (those some feature reads) as a switch. */
export function PrivacyDialog({ initial, onSave, onClose }: PrivacyDialogProps) {
  const { t } = useTranslation(['consent', 'web']);
  const [settings, setSettings] = useState<PrivacySettings>(initial);
  const set = (category: OptionalCategory, value: boolean) => setSettings((current) => ({ ...current, [category]: value }));
  return (
    <Modal
      title={t('dialog.title')}
      closeLabel={t('web:nav.close')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={() => onSave(ALL_ACCEPTED)} block>
            {t('dialog.acceptAll')}
          </Button>
          <Button variant="secondary" onClick={() => onSave(settings)} block>
            {t('dialog.save')}
          </Button>
          <Link to={paths.cookies.getHref()} className={styles.policyLink} onClick={onClose}>
            {t('dialog.policy')}
          </Link>
        </>
      }
    >
      <p>{t('dialog.intro')}</p>
      <ul className={styles.categories}>
        <li className={styles.category}>
          <label htmlFor="consent-necessary" className={styles.categoryText}>
            <strong>{t('categories.necessary.title')}</strong>
            <span>{t('categories.necessary.text')}</span>
            <span className={styles.always}>{t('dialog.always')}</span>
          </label>
          <Switch id="consent-necessary" checked disabled label={t('categories.necessary.title')} />
        </li>
        {OPTIONAL_CATEGORIES.map((category) => (
          <li key={category} className={styles.category}>
            <label htmlFor={`consent-${category}`} className={styles.categoryText}>
              <strong>{t(`categories.${category}.title`)}</strong>
              <span>{t(`categories.${category}.text`)}</span>
            </label>
            <Switch id={`consent-${category}`} checked={settings[category]} onChange={(value) => set(category, value)} label={t(`categories.${category}.title`)} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
