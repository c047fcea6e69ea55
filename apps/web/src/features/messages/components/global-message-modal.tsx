import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { IconAlert, IconCheckCircle, IconMegaphone } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import type { GlobalMessage } from '../api/get-messages';
import styles from './messages.module.css';

const ICONS = { info: IconMegaphone, warning: IconAlert, success: IconCheckCircle } as const;

/** The global announcement, styled by its type; closing it marks it read (spec §2, §4). */
export function GlobalMessageModal({ message, onClose }: { message: GlobalMessage; onClose: () => void }) {
  const { t } = useTranslation('engage');
  const Icon = ICONS[message.type];
  return (
    <Modal
      tone={message.type}
      title={message.title}
      closeLabel={t('common.close')}
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
