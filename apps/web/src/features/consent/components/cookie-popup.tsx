import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/button';
import { IconShield } from '../../../components/icons';
import styles from './consent.module.css';

interface CookiePopupProps {
  onAcceptAll: () => void;
  onDecline: () => void;
  onCustomise: () => void;
}

/** First-visit cookie notice at the bottom of the screen; the page stays usable behind it. */
export function CookiePopup({ onAcceptAll, onDecline, onCustomise }: CookiePopupProps) {
  const { t } = useTranslation('engage');
  const titleId = useId();
  return (
    <div className={styles.popup} role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.popupTitle}>
        <IconShield size={20} />
        {t('consent.popup.title')}
      </h2>
      <p className={styles.popupText}>
        {t('consent.popup.text')}{' '}
        <Link to={paths.cookies.getHref()} className={styles.link}>
          {t('consent.popup.policy')}
        </Link>
      </p>
      <div className={styles.popupActions}>
        <Button onClick={onAcceptAll} block data-consent="accept">
          {t('consent.popup.acceptAll')}
        </Button>
        <div className={styles.row}>
          <Button variant="secondary" onClick={onDecline} block data-consent="decline">
            {t('consent.popup.decline')}
          </Button>
          <Button variant="ghost" onClick={onCustomise} block data-consent="customise">
            {t('consent.popup.customise')}
          </Button>
        </div>
      </div>
    </div>
  );
}
