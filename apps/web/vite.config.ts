import preact from '@preact/preset-vite';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localeFiles } from './plugins/locale-files';
import { pagePlanFileOutput } from './plugins/page-plan-file';

const THEME = '#0B1020';

/**
 * Modules every page needs (framework, data and translation clients, the API client). Kept in one
 * chunk that the entry loads: without it, the bundler splits them into several shared chunks as
 * soon as a large lazy tree (the back office) also uses them, which costs ~2.5 KB gzip of
 * first-load JS in compression overhead (bench/bundle.mjs).
 */
const APP_CORE = new RegExp(
  [
    String.raw`node_modules[\\/](preact|react-router|@tanstack)[\\/]`,
    String.raw`src[\\/]lib[\\/](api-client|api-error|i18n|query-client|translator|translator-context|use-translation)\.tsx?$`,
    // The network state and the offline copy's key (docs/decisions/042): shared with a lazy chunk, they were a file of their own.
    String.raw`src[\\/]lib[\\/]offline[\\/](forget-offline-copy|reachability|use-online)\.ts$`,
    // Every text's typesetting (i18n.ts) and the install offer the app listens for from its start
    // (boot.tsx): a file of their own each, else. Its hook goes with the landing and the profile.
    String.raw`src[\\/]lib[\\/]typeset\.ts$`,
    String.raw`src[\\/]lib[\\/]install[\\/]capture-install-offer\.ts$`,
    // Whether Telegram launched the app (boot.tsx, the pages' Telegram-only parts): the bridge itself stays lazy (decision 045).
    String.raw`src[\\/]lib[\\/]telegram[\\/]launch-params\.ts$`,
  ].join('|'),
);

/**
 * What the pre-rendered landing's script shares with the app, in a chunk of its own: left to the
 * app-core group, these would follow i18n.ts into it and the landing would load the framework.
 */
const LANDING_SHARED = new RegExp(
  [
    String.raw`packages[\\/]domain[\\/]src[\\/]constants\.ts$`,
    // The game catalogue and each game's numbers it reads (the landing's games), without their math.
    String.raw`packages[\\/]domain[\\/]src[\\/]games[\\/](catalogue|game-rules)\.ts$`,
    // Nano-FRE arithmetic and the rate, which the landing's figures and every amount the app reads or
    // sends go through (decision 077): shared by the landing and the first screens, a file of their own each, else.
    String.raw`packages[\\/]domain[\\/]src[\\/](money|rate)\.ts$`,
    String.raw`src[\\/]lib[\\/]language-storage\.ts$`,
    String.raw`src[\\/]lib[\\/]consent[\\/](consent-storage|privacy-settings-attribute)\.ts$`,
    String.raw`src[\\/]lib[\\/]language[\\/]menu-keys\.ts$`,
    String.raw`src[\\/]lib[\\/]focus[\\/]page-heading\.ts$`,
    String.raw`vite[\\/]preload-helper`,
  ].join('|'),
);

/**
 * The icons in two parts: those the first screens draw (top bar, navigation, dashboard, profile, error
 * screen), in the first screens' chunk, and the rest, loaded with the lazy pages that draw them. Left to the
 * bundler (the barrel components/icons.tsx re-exports all of them), every icon two lazy pages
 * shared was hoisted into the entry's chunk and every first load carried the whole set; one chunk
 * per icon instead costs more in compression overhead. An icon added to a first screen but not to
 * this list pulls the second chunk into the first load, which bench/bundle.mjs shows.
 */
const FIRST_SCREEN_ICONS = ['create-icon', 'alert', 'arrow-left', 'arrow-right', 'bell', 'bolt', 'chevron-down', 'dice', 'download', 'gift', 'grid', 'id-card', 'layers', 'logout', 'mail', 'megaphone', 'pickaxe', 'refresh', 'rocket', 'shield', 'star', 'tool', 'trophy', 'users', 'wallet'];
const FIRST_ICONS = new RegExp(String.raw`src[\\/]components[\\/]icons[\\/](?:${FIRST_SCREEN_ICONS.join('|')})\.tsx$`);
const LAZY_ICONS = new RegExp(String.raw`src[\\/]components[\\/]icons[\\/](?!(?:${FIRST_SCREEN_ICONS.join('|')})\.tsx$)[a-z-]+\.tsx$`);

/**
 * The small shared pieces of the first screens (sign-in form, signed-in shell, everyday pages) in
 * one chunk: left to the bundler they were about 10 chunks of 1-2 KB, each one more request
 * before the page can render (on HTTP/1.1, six at a time) and one more stylesheet to apply
 * (docs/decisions/029).
 */
const FIRST_SCREENS_COMMON = new RegExp(
  [
    String.raw`src[\\/]components[\\/](banner|card|empty-state|load-error|modal|use-modal-behaviour|page-header|skeleton|spinner|button)\.(ts|tsx|module\.css)$`,
    // How every amount is written (the dashboard's balance, the lobby's, the profile's) and a FRE amount (a
    // game's balance, a price): a file of their own each, else, the second one request more before a game's paint.
    String.raw`src[\\/]components[\\/](amount\.(tsx|module\.css)|fre\.tsx)$`,
    String.raw`src[\\/]features[\\/]account[\\/]sign-in[\\/](components[\\/]logout-button\.(tsx|module\.css)|api[\\/]logout\.ts)$`,
    String.raw`src[\\/](components[\\/]language-selector[\\/]|lib[\\/]language[\\/](update-language|use-account-language|use-change-language|language-names)\.ts$)`,
    String.raw`src[\\/]components[\\/]logo\.tsx$`,
    // The footers' way to the privacy settings (the landing's and the app's).
    String.raw`src[\\/]components[\\/]privacy-settings-button\.tsx$`,
    FIRST_ICONS.source,
    String.raw`packages[\\/]domain[\\/]src[\\/]earnings\.ts$`,
    String.raw`src[\\/]lib[\\/](format|use-api-error-text)\.ts$`,
    String.raw`packages[\\/]i18n[\\/]src[\\/]intl-formats\.ts$`,
    String.raw`src[\\/]lib[\\/]render[\\/]deferred-render\.tsx$`,
    String.raw`src[\\/](config[\\/]paths|lib[\\/]auth[\\/]forget-account)\.ts$`,
    String.raw`src[\\/]lib[\\/]open-tutorial\.ts$`,
    // The agenda's query (the bar's badges and the dashboard's list read it) and the push check.
    String.raw`src[\\/](features[\\/]agenda[\\/]api[\\/]get-agenda|lib[\\/]push-support)\.ts$`,
    String.raw`src[\\/]app[\\/]routes[\\/]with-texts\.tsx$`,
    // The way back of every page below another (a game, the profile's pages) and the Telegram back button it drives: three files of their own, else.
    String.raw`src[\\/](components[\\/]back-link\.(tsx|module\.css)|lib[\\/]history-trail\.ts|lib[\\/]telegram[\\/]in-telegram\.ts)$`,
    // A form's field: the games' bet is one, and with the sign-in forms it brought their code and the lazy icons (the password's eye) to a game's first paint.
    String.raw`src[\\/]components[\\/]field\.(tsx|module\.css)$`,
    // How every paged list reads its next page (the rounds of a game, the messages, the ledger): a file of its own, else.
    String.raw`src[\\/]lib[\\/]api[\\/]cursor-paging\.ts$`,
  ].join('|'),
);

/**
 * The forms' pieces of the guest pages (sign-in, sign-up, reset, the Telegram entry's code step): one
 * chunk those pages load first, and the signed-in pages' forms later; in the first screens' chunk
 * the dashboard's first load carried them for nothing (decision 045 paid the Telegram entry with it).
 */
const AUTH_FORMS = new RegExp(
  [
    String.raw`src[\\/]components[\\/](bot-check-status|password-field)\.(tsx|module\.css)$`,
    String.raw`src[\\/]features[\\/]account[\\/]sign-in[\\/](components[\\/](form\.module\.css|(auth-shell|second-factor-step|email-form)\.(tsx|module\.css))|hooks[\\/]use-form-errors\.ts)$`,
    String.raw`src[\\/]lib[\\/]bot-challenge[\\/]use-bot-challenge\.ts$`,
  ].join('|'),
);

/**
 * What every signed-in page shows once its first screen is painted (the notifications bell, the
 * messages and tutorial overlays, the extras under the mining screen and the ranking): one chunk
 * fetched then, one stylesheet.
 */
const AFTER_FIRST_PAINT = new RegExp(
  [
    String.raw`src[\\/]app[\\/]layout[\\/](top-bar-notifications|offline-notice(-text)?|overlays-with-tutorial)\.tsx$`,
    String.raw`src[\\/]app[\\/]layout[\\/]offline-notice(-text)?\.module\.css$`,
    String.raw`src[\\/]app[\\/]routes[\\/](dashboard|leaderboard)-extras\.tsx$`,
    String.raw`src[\\/]features[\\/](notifications[\\/]|tutorial[\\/](components|api)[\\/]|tutorial[\\/]tutorial-(steps|values|rules)\.ts$)`,
    String.raw`src[\\/]features[\\/]messages[\\/](api[\\/](get-messages|mark-global-read)\.ts|new-information\.ts|components[\\/](engagement-overlays-root|global-message-modal|new-message-toast|unread-modal)\.tsx|components[\\/]messages\.module\.css)$`,
    // The toasts' frame, shared with the started-session toast: already loaded when a session starts.
    String.raw`src[\\/]components[\\/]toast\.module\.css$`,
  ].join('|'),
);

/**
 * What every game page shares and the lobby does not draw (the table's frame, the bet form and the
 * stake's format, the round's hook and its API calls): one chunk, loaded with a game's own. Left to
 * the bundler they were five files of 0.2–1.3 KB, and a game opened first waited for each of them
 * on HTTP/1.1's six connections (docs/decisions/050). The lobby's modules stay out: it would load
 * the tables' code before its own paint.
 */
const GAMES_KIT = new RegExp(
  [
    String.raw`src[\\/]features[\\/]games[\\/]stake\.ts$`,
    String.raw`src[\\/]features[\\/]games[\\/]components[\\/](?:bet-form|bet-input|game-page|low-balance|round-result|use-game-round)\.`,
    String.raw`src[\\/]features[\\/]games[\\/]api[\\/](?:get-rounds|get-fairness|play-round)\.ts$`,
  ].join('|'),
);

/** Writes which source modules each output chunk holds, so bench/bundle.mjs can prove what stays lazy. */
function chunkModules(): Plugin {
  return {
    name: 'fre-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = new URL('../..', import.meta.url).pathname;
      const modules = Object.fromEntries(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.moduleIds.map((id) => id.replace(root, ''))]] : [])),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}

/**
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints) on the app's own chunks and the
 * framework's (app-core): V8 compiles their functions on a background thread while the file streams
 * in, instead of one at a time on the main thread as the first render calls them; that was most of
 * a signed-in page's first render (docs/decisions/033). Not on the large libraries one feature
 * loads (TON Connect, charts, zod), where most functions never run and eager compiling would only
 * cost memory.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const isLibrary = (chunk: Rollup.OutputChunk) => chunk.name !== 'app-core' && chunk.moduleIds.filter((id) => id.includes('node_modules')).length * 2 > chunk.moduleIds.length;
  return {
    name: 'fre-compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last: Vite's preload helper is put in front of the code by a generateBundle of its own.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) if (output.type === 'chunk' && !isLibrary(output)) output.code = HINT + output.code;
      },
    },
  };
}

/**
 * CSS module class names from the file's path and the class, so the server-side build of the
 * landing (scripts/prerender-landing.mjs) and the browser build name every class alike.
 */
function scopedName(local: string, file: string): string {
  const relative = path.relative(import.meta.dirname, file.split('?')[0]!);
  return `${path.basename(relative, '.module.css').replace(/\W/g, '')}_${local}_${createHash('sha256').update(`${relative}:${local}`).digest('base64url').slice(0, 5)}`;
}

export default defineConfig(({ isSsrBuild }) => ({
  css: { modules: { generateScopedName: scopedName } },
  plugins: [
    // Preact with preact/compat in place of React (docs/decisions/028): react, react-dom and
    // react/jsx-runtime resolve to it, for the app and its React libraries alike.
    preact(),
    ...(isSsrBuild ? [] : [chunkModules(), localeFiles(), pagePlanFileOutput(), pwa(), compileHints()]),
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        target: 'node20',
        emptyOutDir: true,
        // This build runs once at build time and is not split: the app's lazy locale imports,
        // also bundled here, are no code-splitting mistake.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        manifest: true,
        target: 'es2022',
        // Source maps beside the chunks, named by no chunk, for the first-screen bench's CPU profile (bench/first-screen.ts): only when asked.
        sourcemap: process.env.FRE_WEB_SOURCEMAP ? 'hidden' : false,
        rolldownOptions: {
          // The pre-rendered landing's only script (docs/decisions/015).
          input: { index: 'index.html', 'enhance-landing': 'src/app/static-landing/enhance-landing.ts' },
          // @fre/domain is pure: modules whose exports are unused (zod schemas) are dropped.
          output: {
            // Seven characters of hash instead of eight (the fewest the bundler takes for this many chunks):
            // the boot names every lazy page's files (about 150 names), and their random characters are what
            // compression cannot shrink (0.17 KB of the dashboard's first load; still one in 2^42 for two
            // versions of one chunk's name to meet).
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
            codeSplitting: {
              groups: [
                { name: 'landing-shared', test: LANDING_SHARED, priority: 20 },
                { name: 'app-core', test: APP_CORE, priority: 10 },
                { name: 'auth-forms', test: AUTH_FORMS, priority: 9, includeDependenciesRecursively: false },
                { name: 'first-screens', test: FIRST_SCREENS_COMMON, priority: 8, includeDependenciesRecursively: false },
                { name: 'after-first-paint', test: AFTER_FIRST_PAINT, priority: 7, includeDependenciesRecursively: false },
                { name: 'game-kit', test: GAMES_KIT, priority: 6, includeDependenciesRecursively: false },
                { name: 'icons', test: LAZY_ICONS, priority: 5, includeDependenciesRecursively: false },
              ],
            },
          },
          // The icon set is pure too: the barrel (components/icons.tsx) must not pull in every icon.
          treeshake: {
            moduleSideEffects: (id: string) => !/packages[\\/]domain[\\/]src|src[\\/]components[\\/]icons/.test(id),
          },
        },
      },
  // One copy of Preact, resolved from the app, for the app and for the React libraries whose
  // `react` imports the preset points at preact/compat.
  resolve: { dedupe: ['preact'] },
  // The landing's server-side build bundles the React libraries it renders, so that their `react`
  // imports go to preact/compat too (left external, Node would load React itself).
  ssr: { noExternal: ['@tanstack/react-query', 'react-router', 'use-sync-external-store'] },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));

function pwa() {
  return VitePWA({
    registerType: 'autoUpdate',
    // An external registerSW.js keeps the page free of inline scripts (CSP script-src 'self');
    // deferred, so it never holds up the first paint (it only waits for 'load' anyway).
    injectRegister: 'script-defer',
    includeAssets: ['favicon-48.png', 'apple-touch-icon.png'],
    manifest: {
      name: 'FRE Mining',
      short_name: 'FRE Mining',
      // French first (fallback language): the install dialog's text, and the language it is in.
      description: 'Minez du FRE toutes les 24 heures depuis votre téléphone.',
      lang: 'fr',
      dir: 'ltr',
      theme_color: THEME,
      background_color: THEME,
      display: 'standalone',
      start_url: '/',
      scope: '/',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      navigateFallback: 'index.html',
      // The page that installed the worker is served by it at once: a connection lost on the first
      // visit still finds the other pages' code in the cache (docs/decisions/042).
      clientsClaim: true,
      // Web Push display and notification clicks (public/push-handler.js).
      importScripts: ['push-handler.js'],
      // The Mini App's entry (/tg) always from the server: its headers let Telegram Web frame it, the
      // cached index.html's forbid it (decision 045).
      navigateFallbackDenylist: [/^\/api/, /^\/tg(?:$|\?)/],
      // The translations too (plain JSON files, decision 027): the app works offline in every language.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'locales/**/*.json'],
      // The API is never cached: no runtime caching rule matches /api.
      runtimeCaching: [],
    },
  });
}
