import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import type { ContestLevel } from '../api/get-contest.ts';
import { LevelCard } from './level-card.tsx';

// Telegram's launch, as lib/telegram/launch-params.ts reads it from the address (null: a browser).
const telegram = vi.hoisted(() => ({ initData: null as string | null }));
vi.mock('#web/lib/telegram/launch-params.ts', () => ({
  telegramLaunch: () => (telegram.initData ? { initData: telegram.initData, platform: 'android', version: '8.0', themeParams: {} } : null),
  isInTelegram: () => telegram.initData !== null,
}));

const base: ContestLevel = { level: 1, task: 'telegram_group', reward: '1000000', state: 'available', verification: 'telegram', link: 'https://t.me/fre', validatedAt: null };
const renderLevel = (level: Partial<ContestLevel>, telegramLinked = false, showLockedHint = false) =>
  renderWithProviders(
    <ol>
      <LevelCard level={{ ...base, ...level }} telegramLinked={telegramLinked} showLockedHint={showLockedHint} />
    </ol>,
  );

describe('LevelCard', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('contest');
  });
  afterEach(() => {
    telegram.initData = null;
  });

  it('shows a validated level with its date and no action', () => {
    renderLevel({ state: 'validated', validatedAt: '2025-03-04T10:00:00Z' });
    screen.getByText('Done');
    screen.getByText(/^Done on /);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a locked level with the level to complete first', () => {
    renderLevel({ level: 4, task: 'follow_facebook', state: 'locked', verification: 'self_declared' }, false, true);
    screen.getByText('Locked');
    screen.getByText('Complete level 3 first.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends a waiting wallet level to the wallet page', () => {
    renderLevel({ level: 7, task: 'add_wallet', state: 'waiting', verification: 'wallet', link: null });
    screen.getByText('Waiting');
    expect(screen.getByRole('link', { name: 'Go to the wallet' }).getAttribute('href')).toBe('/wallet');
  });

  it('says a self-declared task is self-declared and confirms only after the link was opened', async () => {
    const calls = stubApi({ 'POST /api/contest/levels/3/validate': { status: 200, body: { level: 3, reward: '1000000' } } });
    renderLevel({ level: 3, task: 'follow_x', verification: 'self_declared', link: 'https://x.com/fre' });
    screen.getByText(/Self-declared task/);
    const confirm = screen.getByRole('button', { name: "I'm done, validate" });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'Open the link' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await user.click(confirm);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/contest/levels/3/validate');
  });

  it('says a task whose link is not set waits for it, with nothing to confirm (X, then Telegram)', () => {
    const { unmount } = renderLevel({ level: 3, task: 'follow_x', verification: 'self_declared', link: null });
    screen.getByText(/This task waits for its link/);
    screen.getByText('Waiting');
    expect(screen.queryByText('To do')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderLevel({ link: null }, true);
    screen.getByText(/This task waits for its link/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains outside Telegram that the task is checked from the Telegram app', () => {
    renderLevel({});
    screen.getByText(/This task is checked when the app is opened from Telegram/);
    expect(screen.queryByRole('button', { name: 'Link my Telegram account' })).toBeNull();
  });

  it('offers to link Telegram inside the Mini App, then checks membership and shows the refusal', async () => {
    telegram.initData = 'query_id=1&user=%7B%7D&hash=abc';
    const calls = stubApi({
      'POST /api/telegram/link': { status: 200, body: { user: {} } },
      'GET /api/contest': { status: 200, body: { level: 0, telegramLinked: true, levels: [] } },
      'GET /api/me': { status: 200, body: { user: {} } },
    });
    renderLevel({});
    await userEvent.setup().click(screen.getByRole('button', { name: 'Link my Telegram account' }));
    expect(calls.find((call) => call.path === '/api/telegram/link')?.body).toEqual({ initData: 'query_id=1&user=%7B%7D&hash=abc' });
  });

  it('shows why a linked Telegram task was refused', async () => {
    stubApi({
      'POST /api/contest/levels/1/validate': { status: 409, body: { error: { code: 'task_not_completed', message: "This level's task is not completed yet" } } },
    });
    renderLevel({}, true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check my membership' }));
    await screen.findByText("This level's task is not completed yet");
  });
});
