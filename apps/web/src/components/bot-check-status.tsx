import { useTranslation } from '#web/lib/use-translation.ts';

/**
 * Tells screen readers that the bot check (decision 021) is running: a polite live region, empty
 * otherwise. The form's submit button shows the same words meanwhile.
 */
export function BotCheckStatus({ solving }: { solving: boolean }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="visually-hidden">
      {solving ? t('common.botCheck') : ''}
    </span>
  );
}
