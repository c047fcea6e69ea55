import { DAY_MS, wayToMinimum, type Lever, type User } from '@fre/domain';
import { dateTimeFormat } from '@fre/i18n/intl-formats';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '#web/components/card.tsx';
import { IconArrowRight, IconBolt, IconGift, IconTrophy, IconUsers, IconHourglass } from '#web/components/icons.tsx';
import { TextWithAmounts } from '#web/components/text-with-amounts.tsx';
import { paths } from '#web/config/paths.ts';
import { useClientConfig } from '#web/lib/client-config.ts';
import { formatBalance, formatNumber, formatRate } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './way-to-minimum.module.css';

/** Beyond two years a date means nothing: the card says years, and what shortens them. */
const DAYS_SHOWN_AS_A_DATE = 730;
const DAYS_PER_YEAR = 365;

/**
 * Below the minimum, the way there: what is missing, when mining every day at today's rate gets
 * there, and what each lever adds, each a tap to the page that pulls it (issue 45's day one).
 */
export function WayToMinimum({ user, minimum, now = Date.now() }: { user: User; minimum: string; now?: number }) {
  const { t, i18n } = useTranslation(['withdrawals', 'web']);
  const config = useClientConfig();
  const way = wayToMinimum({
    balanceNano: BigInt(user.balance),
    minimumNano: BigInt(minimum),
    rateNano: BigInt(user.miningRate),
    level: user.level,
    activeReferrals: user.activeReferrals,
    shopOpen: config.data?.shopConfigured === true,
    links: config.data?.links ?? null,
  });
  if (!way) return null;
  const language = i18n.language;
  const fre = (place: string) => t('web:units.fre', { amount: place });
  const perHour = (place: string) => t('web:units.perHour', { amount: place });

  const pace = () => {
    if (way.days === null) return t('way.noRate');
    if (way.days <= DAYS_SHOWN_AS_A_DATE) {
      const date = dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(now + way.days * DAY_MS));
      return t('way.byDate', { count: way.days, date });
    }
    const years = Math.floor(way.days / DAYS_PER_YEAR);
    return t('way.inYears', { count: years, years: formatNumber(years, language, 0) });
  };

  const lever = (item: Lever): { key: string; icon: ReactNode; href: string; text: ReactNode } => {
    switch (item.kind) {
      case 'referral':
        return {
          key: item.kind,
          icon: <IconUsers size={18} />,
          href: paths.group.getHref(),
          text: <TextWithAmounts text={(rate) => t('way.levers.referral', { rate: perHour(rate), count: item.left })} amounts={[formatRate(item.perHourNano, language)]} />,
        };
      case 'level':
        return {
          key: item.kind,
          icon: <IconTrophy size={18} />,
          href: paths.contest.getHref(),
          text: <TextWithAmounts text={(rate) => t('way.levers.level', { rate: perHour(rate), level: item.next })} amounts={[formatRate(item.perHourNano, language)]} />,
        };
      case 'boost':
        return {
          key: item.kind,
          icon: <IconBolt size={18} />,
          href: paths.shop.getHref(),
          text: <TextWithAmounts text={(rate) => t('way.levers.boost', { rate: perHour(rate), count: item.days })} amounts={[formatRate(item.perHourNano, language)]} />,
        };
      case 'box':
        return {
          key: item.kind,
          icon: <IconGift size={18} />,
          href: paths.shop.getHref(),
          text: <TextWithAmounts text={(amount) => t('way.levers.box', { amount: fre(amount) })} amounts={[formatBalance(item.amountNano, language)]} />,
        };
    }
  };

  return (
    <Card title={t('way.title')} icon={<IconHourglass size={18} />}>
      <div className={styles.body}>
        <p>
          <TextWithAmounts
            text={(missing, rate, day) => t('way.pace', { missing: fre(missing), rate: perHour(rate), perDay: fre(day) })}
            amounts={[formatBalance(way.missingNano, language), formatRate(user.miningRate, language), formatBalance(way.perDayNano, language)]}
          />
        </p>
        <p className={styles.when}>{pace()}</p>
        {way.levers.length > 0 ? (
          <>
            <h3 className={styles.leversTitle}>{t('way.leversTitle')}</h3>
            <ul className={styles.levers}>
              {way.levers.map(lever).map(({ key, icon, href, text }) => (
                <li key={key}>
                  <Link className={styles.lever} to={href}>
                    <span className={styles.icon} aria-hidden="true">
                      {icon}
                    </span>
                    <span className={styles.text}>{text}</span>
                    <IconArrowRight size={16} className={styles.arrow} />
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Card>
  );
}
