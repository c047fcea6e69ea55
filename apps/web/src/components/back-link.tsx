import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { IconArrowLeft } from '#web/components/icons.tsx';
import { useTelegramBackButton } from '#web/lib/telegram/in-telegram.ts';
import { isInTelegram } from '#web/lib/telegram/launch-params.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { APP_PAGES, pageTitleKey } from '#web/config/app-pages.ts';
import { previousVisit } from '#web/lib/history-trail.ts';
import styles from './back-link.module.css';

const pageOf = (path: string | null) => APP_PAGES.find((page) => page.path === path);

/**
 * The way back from a sub-page (a game, KYC, withdrawal, Security, Privacy), as the browser's back
 * button: to the page the player came from, named when it is one of the app's; opened directly (a
 * link in an email, a typed address), to `section`, the page it belongs to. A real link to
 * `section`, so that it also opens in a new tab. Inside Telegram, Telegram's BackButton takes its
 * place and does the same (decision 045): two controls for one action, one in the page and one in
 * Telegram's header, made players wonder which to use. The top-level pages have no back control,
 * so no BackButton.
 */
export function BackLink({ section }: { section: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read again on each move: the entry behind changes with it.
  useLocation();
  const previous = previousVisit();
  const target = previous ? pageOf(previous.path) : pageOf(section);
  const label = target ? t('nav.backTo', { page: t(pageTitleKey(target)) }) : t('nav.back');
  useTelegramBackButton(() => void (previous ? navigate(-1) : navigate(section)));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!previous || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(-1);
  };
  if (isInTelegram()) return null;
  return (
    <Link to={section} className={styles.link} onClick={onClick}>
      <IconArrowLeft size={16} />
      {label}
    </Link>
  );
}
