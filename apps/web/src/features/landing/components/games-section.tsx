import { GAME_CATALOGUE, GAMES, SLOT_FREE_SPIN } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconDice } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import styles from './landing.module.css';
import { Section } from './section.tsx';

export function GamesSection() {
  const { t, i18n } = useTranslation();
  // The slot's card quotes its free spin rule: "1 tour gratuit toutes les 24 h".
  const freeSpin = t('common.freeSpin', { count: SLOT_FREE_SPIN.count, hours: formatNumber(SLOT_FREE_SPIN.everyHours, i18n.language) });
  return (
    <Section
      id="games"
      eyebrow={t('landing.games.eyebrow')}
      title={t('landing.games.title', { count: GAME_CATALOGUE.length })}
      lead={t('landing.games.lead', {
        min: formatNumber(GAMES.minBetFre, i18n.language),
        max: formatNumber(GAMES.maxBetFre, i18n.language),
      })}
    >
      <ul className={styles.gameGrid}>
        {GAME_CATALOGUE.map((game) => (
          <li key={game.id} className={styles.gameCard}>
            <span className={styles.gameIcon}>
              <IconDice size={22} />
            </span>
            {game.isNew ? <span className={styles.newBadge}>{t('landing.games.new')}</span> : null}
            <h3>{t(`gameNames.${game.id}`)}</h3>
            <p>{t(`landing.games.items.${game.id}.text`, { freeSpin })}</p>
            {game.topMultiplier ? (
              <strong className={`${styles.multiplier} tabular`}>
                {t('landing.games.upTo', { multiplier: formatNumber(game.topMultiplier, i18n.language, 1) })}
              </strong>
            ) : (
              <strong className={styles.multiplier}>{t('landing.games.jackpot')}</strong>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
