import { act, render, screen, waitFor } from '@testing-library/react';
import { render as mount } from 'preact';
import { TranslatorProvider } from '#web/lib/translator-context.tsx';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Texts } from './translator.ts';
import { useTranslation } from './use-translation.ts';

/** A translator with `web` embedded and `consent` fetched lazily, answered when `release` is called. */
async function lazyInstance() {
  const pending: (() => void)[] = [];
  const load = (language: string, namespace: string) =>
    new Promise<Record<string, Texts>>((answer) => {
      const texts = { fr: 'Vos cookies, votre choix', en: 'Your cookies, your choice' } as Record<string, string>;
      pending.push(() => answer(namespace === 'consent' ? { consent: { popup: { title: texts[language]! } } } : {}));
    });
  const instance = createTranslator({
    fallbackLanguage: 'fr',
    supportedLanguages: ['fr', 'en'],
    defaultNamespace: 'web',
    namespaces: ['web'],
    resources: { fr: { web: { nav: { skipToContent: 'Aller au contenu' } } }, en: { web: { nav: { skipToContent: 'Skip to content' } } } },
    load,
  });
  await instance.init('fr');
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
      <TranslatorProvider translator={instance}>
        <SkipLink />
      </TranslatorProvider>,
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
      <TranslatorProvider translator={instance}>
        <SkipLink />
      </TranslatorProvider>,
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
      <TranslatorProvider translator={instance}>
        <ConsentTitle />
      </TranslatorProvider>,
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
