import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconAlert } from '#web/components/icons.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import content from '#web/components/card-content.module.css';
import styles from './delete-account.module.css';

/** GDPR erasure: the danger card; everything is said again, and confirmed, in the dialog. */
export function DeleteAccountCard() {
  const { t } = useTranslation('my-data');
  const [open, setOpen] = useState(false);
  return (
    <Card title={t('delete.title')} icon={<IconAlert size={16} />} className={styles.danger}>
      <div className={content.body}>
        <p className={content.intro}>{t('delete.intro')}</p>
        <Button variant="danger" onClick={() => setOpen(true)} block>
          {t('delete.button')}
        </Button>
      </div>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}
