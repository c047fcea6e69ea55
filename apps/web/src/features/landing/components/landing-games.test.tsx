import { GAME_CATALOGUE, type GameId } from '@fre/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { FeaturesSection } from './features-section.tsx';
import { GamesSection } from './games-section.tsx';

describe.each(['fr', 'en'] as const)('the landing in %s', (language) => {
  const name = (id: GameId) => i18n.getFixedT(language, 'web')(`gameNames.${id}`);

  it("names every game of the catalogue in the games' feature card, by its one name", async () => {
    await setupI18n(language);
    renderWithProviders(<FeaturesSection />);
    const card = screen.getByRole('heading', { level: 3, name: i18n.getFixedT(language, 'web')('landing.features.items.games.title') }).closest('li')!;
    for (const game of GAME_CATALOGUE) expect(card.textContent).toContain(name(game.id));
  });

  it('shows a card per game of the catalogue, in its order, with its top multiplier and its badge', async () => {
    await setupI18n(language);
    renderWithProviders(<GamesSection />);
    const cards = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li')!);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(GAME_CATALOGUE.map((game) => name(game.id)));
    const t = i18n.getFixedT(language, 'web');
    GAME_CATALOGUE.forEach((game, index) => {
      const text = cards[index]!.textContent!.replace(/\s/g, ' ');
      if (game.topMultiplier === null) expect(text).toContain(t('landing.games.jackpot'));
      else expect(text).toMatch(new RegExp(`×\\s?${String(game.topMultiplier).replace('.', '[.,]')}`));
      expect(text.includes(t('landing.games.new'))).toBe(game.isNew);
    });
  });
});
