import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, ButtonLink } from '#web/components/button.tsx';
import { IconBell } from '#web/components/icons.tsx';
import { Modal } from '#web/components/modal.tsx';
import { paths } from '#web/config/paths.ts';
import styles from './messages.module.css';

/** Unread information messages wait: read them now or later. */
export function UnreadModal({ count, onClose }: { count: number; onClose: () => void }) {
  const { t } = useTranslation(['messages', 'web']);
  return (
    <Modal
      title={t('unread.title')}
      closeLabel={t('web:nav.close')}
      onClose={onClose}
      eyebrow={<IconBell size={16} />}
      footer={
        <>
          <ButtonLink to={paths.information.getHref()} onClick={onClose} block data-autofocus>
            {t('unread.view')}
          </ButtonLink>
          <Button variant="ghost" onClick={onClose} block>
            {t('unread.later')}
          </Button>
        </>
      }
    >
      <p className={styles.content}>{t('unread.text', { count })}</p>
    </Modal>
  );
}
