import { act, render, screen, waitFor } from '@testing-library/react';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { render as mount } from 'preact';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation.ts';

/** An instance with `web` embedded and `consent` fetched lazily, answered when `release` is called. */
async function lazyInstance() {
  const pending: (() => void)[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const texts = { fr: 'Vos cookies, votre choix', en: 'Your cookies, your choice' } as Record<string, string>;
      pending.push(() => callback(null, namespace === 'consent' ? { popup: { title: texts[language] } } : {}));
    },
  };
  const instance = i18next.createInstance();
  await instance.use(backend).init({
    lng: 'fr',
    fallbackLng: 'fr',
    ns: ['web'],
    defaultNS: 'web',
    partialBundledLanguages: true,
    resources: { fr: { web: { nav: { skipToContent: 'Aller au contenu' } } }, en: { web: { nav: { skipToContent: 'Skip to content' } } } },
  });
  const release = () => act(() => pending.splice(0).forEach((answer) => answer()));
  return { instance, release };
}

function SkipLink() {
  const { t } = useTranslation();
  return <p>{t('nav.skipToContent')}</p>;
}

function ConsentTitle() {
  const { t, ready } = useTranslation('consent');
  return <p>{ready ? t('popup.title') : 'waiting'}</p>;
}

describe('useTranslation', () => {
  it('reads the default namespace and renders again in the new language', async () => {
    const { instance } = await lazyInstance();
    render(
      <I18nextProvider i18n={instance}>
        <SkipLink />
      </I18nextProvider>,
    );
    expect(screen.getByText('Aller au contenu')).toBeTruthy();
    await act(() => instance.changeLanguage('en'));
    expect(screen.getByText('Skip to content')).toBeTruthy();
  });

  it('catches up on a language changed before it started listening', async () => {
    // Mounted without act(): Preact subscribes in an effect, after the next frame.
    const { instance } = await lazyInstance();
    const host = document.body.appendChild(document.createElement('div'));
    mount(
      <I18nextProvider i18n={instance}>
        <SkipLink />
      </I18nextProvider>,
      host,
    );
    expect(host.textContent).toBe('Aller au contenu');
    await instance.changeLanguage('en');
    await waitFor(() => expect(host.textContent).toBe('Skip to content'));
    mount(null, host);
    host.remove();
  });

  it('is not ready until a lazy namespace has arrived, then shows its texts', async () => {
    const { instance, release } = await lazyInstance();
    render(
      <I18nextProvider i18n={instance}>
        <ConsentTitle />
      </I18nextProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await release();
    expect(await screen.findByText('Vos cookies, votre choix')).toBeTruthy();

    // A change of language fetches the namespace in the new language before it is announced.
    const changed = instance.changeLanguage('en');
    await release();
    await act(() => changed);
    expect(screen.getByText('Your cookies, your choice')).toBeTruthy();
  });
});
