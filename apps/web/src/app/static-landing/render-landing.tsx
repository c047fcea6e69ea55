import { FALLBACK_LANGUAGE, HOUR_MS, LANGUAGES, MINING, PUBLIC_LINK_STAND_INS, type Language } from '@fre/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SkipLink } from '#web/components/skip-link.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { createTranslator, type Catalog, type Texts } from '#web/lib/translator.ts';
import { TranslatorProvider } from '#web/lib/translator-context.tsx';
import { typeset } from '#web/lib/typeset.ts';
import { CookiePopup } from '#web/features/consent/components/cookie-popup.tsx';
import { LandingPage } from '#web/features/landing/components/landing-page.tsx';

/** The build script renders one page per language of the domain's list (not a copy of it). */
export { LANGUAGES } from '@fre/domain';

/** The namespaces the landing and its cookie notice use, in every language. */
const catalogs = import.meta.glob<Texts>('../../../../../packages/i18n/locales/*/{web,consent}.json', { eager: true, import: 'default' });

function resources(): Catalog {
  const byLanguage: Catalog = {};
  for (const [file, catalog] of Object.entries(catalogs)) {
    const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
    (byLanguage[language!] ??= {})[namespace!] = catalog;
  }
  return byLanguage;
}

export interface RenderedLanding {
  /** The markup that goes inside #root. */
  html: string;
  /** The page's meta description, plain text. */
  description: string;
}

const noop = () => undefined;

/**
 * The landing page as HTML, in `language`, from the same components the app renders (build time,
 * scripts/prerender-landing.mjs). The cookie notice is in the page, hidden, for the small script
 * that shows it (enhance-landing.ts). The footer holds every public link with its stand-in address,
 * which the server fills in or removes when it loads the page (fillPublicLinks).
 */
export async function renderLanding(language: Language): Promise<RenderedLanding> {
  const i18n = createTranslator({
    fallbackLanguage: FALLBACK_LANGUAGE,
    supportedLanguages: LANGUAGES,
    defaultNamespace: 'web',
    namespaces: ['web', 'consent'],
    resources: resources(),
    // Set as the app sets its texts: the app's first render then finds the same page.
    postProcess: typeset,
  });
  await i18n.init(language);
  // A guest's page: the session query stays pending (nothing is fetched while rendering).
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <TranslatorProvider translator={i18n}>
        <MemoryRouter>
          <SkipLink />
          <LandingPage links={PUBLIC_LINK_STAND_INS} />
          <div hidden data-static-consent>
            <CookiePopup onAcceptAll={noop} onDecline={noop} onCustomise={noop} />
          </div>
        </MemoryRouter>
      </TranslatorProvider>
    </QueryClientProvider>,
  );
  const hours = formatNumber(MINING.sessionDurationMs / HOUR_MS, language);
  return { html, description: i18n.t('landing.meta.description', { hours }) };
}
