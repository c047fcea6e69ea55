import { HOUR_MS, type Agenda } from '@fre/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { DayAgenda } from './day-agenda.tsx';

const nothing: Agenda = { freeSpin: null, messages: null, support: null, boost: null, kyc: null, withdrawal: null, contest: null, invite: null, pushOff: false };

function renderAgenda(agenda: Agenda | 'down') {
  const calls = stubApi({ 'GET /api/me/agenda': agenda === 'down' ? { status: 503, body: { error: { code: 'internal_error', message: 'Down' } } } : { status: 200, body: agenda } });
  const view = renderWithProviders(<DayAgenda />, { route: '/dashboard' });
  return { ...view, calls };
}

/** The agenda's lines as a player reads them: each link's title and text, and where it leads. */
const lines = () =>
  within(screen.getByRole('region', { name: 'Waiting for you today' }))
    .getAllByRole('link')
    .map((link) => [link.textContent?.replace(/\s+/g, ' '), link.getAttribute('href')]);

/** A browser that can show push notifications, with the player's answer so far. */
function browserWithPush(permission: NotificationPermission) {
  Object.assign(window, { PushManager: class {}, Notification: { permission } });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

describe('the day agenda under the ring', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => {
    delete (window as { PushManager?: unknown }).PushManager;
    delete (window as { Notification?: unknown }).Notification;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('shows nothing at all when nothing waits: no heading, no empty card', async () => {
    const { container, calls } = renderAgenda(nothing);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me/agenda')).toBe(true));
    // Answered, and still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows nothing while the agenda cannot be read', async () => {
    const { container, calls } = renderAgenda('down');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
  });

  it('lists what waits, news first, each a link to the page that deals with it', async () => {
    renderAgenda({
      freeSpin: { free: true, bonusSpins: 2 },
      messages: { unread: 3 },
      support: { unread: 1 },
      boost: { state: 'ending', endsAt: new Date(Date.now() + 4.5 * HOUR_MS).toISOString() },
      kyc: { state: 'rejected' },
      withdrawal: { stage: 'pending', amount: '250000000000000' },
      contest: { level: 1, next: 2 },
      invite: { bonusSpins: 1 },
      pushOff: true,
    });
    await screen.findByRole('heading', { level: 2, name: 'Waiting for you today' });
    expect(lines()).toEqual([
      ['Verification refused See why and send a new request.', '/kyc'],
      ['Support has answered you Read the answer on the Support page.', '/support'],
      ['Withdrawal awaiting approval 250,000.0000000 FRE, processed within 72 h at most.', '/withdrawal'],
      ['Free spin available Plus 2 bonus spins earned through your referrals.', '/game/slot'],
      ['3 unread messages News from the FRE Mining team.', '/information'],
      ['Your boost ends soon It ends within 5 hours; the shop has more.', '/shop'],
      ['Contest: level 2 of 10 to complete Each level completed raises your mining speed for good.', '/contest'],
      ['Invite a friend Faster mining, and 1 bonus spin (Slot machine) once they finish a first session.', '/group'],
    ]);
  });

  it('says what is left of the rest: bonus spins alone, no boost, a decision, KYC to withdraw, the money sent', async () => {
    renderAgenda({ ...nothing, freeSpin: { free: false, bonusSpins: 1 }, boost: { state: 'none' }, kyc: { state: 'needed' }, withdrawal: { stage: 'sent', amount: '1500000000' } });
    await screen.findByRole('region', { name: 'Waiting for you today' });
    expect(lines()).toEqual([
      ['Withdrawal sent 1.5000000 FRE are on their way to your wallet.', '/withdrawal'],
      ['1 bonus spin available Earned through your referrals (Slot machine).', '/game/slot'],
      ['Verify your identity Your balance has reached the withdrawal minimum: this check is required to withdraw.', '/kyc'],
      ['No boost running A boost raises your mining speed for several days.', '/shop'],
    ]);
  });

  it('offers the end-of-session notifications only where this browser can show them and they were not refused', async () => {
    const offer = 'Get told when a session ends Turn on notifications to restart your mining in time.';
    const first = renderAgenda({ ...nothing, kyc: { state: 'approved' }, pushOff: true });
    await screen.findByRole('region', { name: 'Waiting for you today' });
    expect(lines()).toEqual([['Identity verified You can now withdraw your FRE.', '/kyc']]);
    first.unmount();

    browserWithPush('default');
    const second = renderAgenda({ ...nothing, pushOff: true });
    await screen.findByRole('region', { name: 'Waiting for you today' });
    expect(lines()).toEqual([[offer, '/profile#push-settings']]);
    second.unmount();

    browserWithPush('denied');
    const { container, calls } = renderAgenda({ ...nothing, pushOff: true });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
  });
});
