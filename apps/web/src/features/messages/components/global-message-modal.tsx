import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconAlert, IconCheckCircle, IconMegaphone } from '#web/components/icons.tsx';
import { Modal } from '#web/components/modal.tsx';
import type { GlobalMessage } from '../api/get-messages.ts';
import styles from './messages.module.css';

const ICONS = { info: IconMegaphone, warning: IconAlert, success: IconCheckCircle } as const;

/** The global announcement, styled by its type; closing it marks it read. */
export function GlobalMessageModal({ message, onClose }: { message: GlobalMessage; onClose: () => void }) {
  const { t } = useTranslation(['messages', 'web']);
  const Icon = ICONS[message.type];
  return (
    <Modal
      tone={message.type}
      title={message.title}
      closeLabel={t('web:nav.close')}
      onClose={onClose}
      eyebrow={
        <span className={`${styles.typeBadge} ${styles[message.type]}`}>
          <Icon size={14} />
          {t(`global.types.${message.type}`)}
        </span>
      }
      footer={
        <Button onClick={onClose} block data-autofocus>
          {t('global.ok')}
        </Button>
      }
    >
      <p className={styles.content}>{message.content}</p>
    </Modal>
  );
}
