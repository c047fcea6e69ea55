import type { Transparency } from '@fre/domain';
import { formatBalance, formatNanoExact, formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { shopItemName } from './shop-item-name.ts';
import styles from './transparency-page.module.css';

/** The rules in force: mining, the contest's rewards, the withdrawal minimums by level, the shop's prices. */
export function RulesSection({ rules }: { rules: Transparency['rules'] }) {
  const { t, i18n } = useTranslation(['transparency', 'web']);
  const language = i18n.language;
  const perHour = (nano: string) => t('web:units.perHour', { amount: formatBalance(nano, language) });
  return (
    <section className={styles.section} aria-labelledby="transparency-rules">
      <h2 id="transparency-rules">{t('rules.title')}</h2>
      <h3>{t('rules.mining')}</h3>
      <p>{t('rules.baseRate', { rate: perHour(rules.mining.baseRate), hours: formatNumber(rules.mining.sessionHours, language) })}</p>
      <p>{t('rules.referral', { rate: perHour(rules.mining.referralBonus), max: formatNumber(rules.mining.maxCountedReferrals, language) })}</p>

      <h3>{t('rules.levels')}</h3>
      <ul className={styles.pairs}>
        {rules.levelRewards.map((reward, i) => (
          <li key={i}>
            <span>{t('rules.level', { level: formatNumber(i + 1, language) })}</span>
            <span className="tabular">{t('rules.levelReward', { rate: perHour(reward) })}</span>
          </li>
        ))}
      </ul>

      <h3>{t('rules.minimums')}</h3>
      <ul className={styles.pairs}>
        {rules.withdrawalMinimums.map((minimum, level) => (
          <li key={level}>
            <span>{t('rules.level', { level: formatNumber(level, language) })}</span>
            <span className="tabular">{t('web:units.fre', { amount: formatNanoExact(minimum, language) })}</span>
          </li>
        ))}
      </ul>

      <h3>{t('rules.shop')}</h3>
      <ul className={styles.rows}>
        {rules.shop.map((item) => {
          const prices = [
            item.price === null ? null : t('rules.priceTon', { amount: formatNanoExact(item.price, language) }),
            item.stars === null ? null : t('rules.priceStars', { stars: formatNumber(item.stars, language) }),
          ].filter((price) => price !== null);
          return (
            <li key={item.id} className={styles.row}>
              <span className={styles.rowMain}>{shopItemName(t, item, language)}</span>
              <span className={styles.note}>
                {item.available && prices.length > 0 ? prices.join(' · ') : t('rules.notForSale')}
                {item.requiredLevel > 0 ? ` · ${t('rules.requiredLevel', { level: formatNumber(item.requiredLevel, language) })}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
