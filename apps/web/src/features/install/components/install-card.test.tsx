import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { createInstallOffer } from '#web/lib/install/install-offer.ts';
import { InstallCard } from './install-card.tsx';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';

/** One page load in a browser with this user agent, opened from the home screen or not. */
function openPage(userAgent: string, { standalone = false } = {}) {
  const page = Object.assign(new EventTarget(), {
    navigator: { userAgent, maxTouchPoints: userAgent.includes('iPhone') ? 5 : 0 },
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }),
  }) as unknown as Window;
  const offer = createInstallOffer(page);
  const { container } = renderWithProviders(<InstallCard offer={offer} />);
  /** Chromium's offer, to be answered by the person with `outcome`. */
  const offerInstall = (outcome: 'accepted' | 'dismissed') => {
    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome }) });
    act(() => void page.dispatchEvent(event));
    return { prompt, event };
  };
  return { container, offerInstall, installedElsewhere: () => act(() => void page.dispatchEvent(new Event('appinstalled'))) };
}

describe('the install card of the profile', () => {
  beforeAll(() => setupI18n('en'));

  it('shows nothing while the browser offers no way to install', () => {
    const { container } = openPage(DESKTOP_CHROME);
    expect(container.textContent).toBe('');
  });

  it('offers the browser’s install dialog once the browser has one, and says when the app is installed', async () => {
    const page = openPage(DESKTOP_CHROME);
    const { prompt, event } = page.offerInstall('accepted');
    // The app offers it here, not the browser's own bar.
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('heading', { name: 'App on your home screen' })).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Done: FRE Mining is on your home screen.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('takes the card away when the person declines, since the browser will not ask again on this page', async () => {
    const page = openPage(DESKTOP_CHROME);
    page.offerInstall('dismissed');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Install the app' }));
    await vi.waitFor(() => expect(page.container.textContent).toBe(''));
  });

  it('takes the card away when the app gets installed from the browser’s own menu', () => {
    const page = openPage(DESKTOP_CHROME);
    page.offerInstall('accepted');
    page.installedElsewhere();
    expect(page.container.textContent).toBe('');
  });

  it('gives Safari’s Share-menu steps on an iPhone, which has no install dialog', () => {
    openPage(IPHONE_SAFARI);
    expect(screen.getAllByRole('listitem').map((step) => step.textContent)).toEqual(['In Safari, tap the Share button', 'Choose “Add to Home Screen”, then “Add”.']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives no Safari steps in another iPhone browser, where Share is elsewhere', () => {
    const { container } = openPage(IPHONE_CHROME);
    expect(container.textContent).toBe('');
  });

  it('shows nothing when the app already runs from the home screen', () => {
    const page = openPage(IPHONE_SAFARI, { standalone: true });
    page.offerInstall('accepted');
    expect(page.container.textContent).toBe('');
  });
});
