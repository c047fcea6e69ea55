import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_CATEGORIES } from '@fre/domain';
import { i18n } from '#web/lib/i18n.ts';
import { ALL_DECLINED, CONSENT_STORAGE_KEY, readConsent } from '#web/lib/consent/consent-storage.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { PrivacyDialog } from './privacy-dialog.tsx';

const webSrc = path.resolve(import.meta.dirname, '../../..');
/** Where the choice is stored and asked for: reading it there is not using it. */
const CONSENT_ITSELF = [path.join(webSrc, 'lib/consent'), path.join(webSrc, 'features/consent')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return CONSENT_ITSELF.includes(full) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
const sources = sourceFiles(webSrc).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The product's files that act on the visitor's choice for `category`. */
const readersOf = (category: string) =>
  sources.filter(({ text }) => new RegExp(`(?:useConsent|readConsent)\\(\\)\\?\\.${category}\\b`).test(text)).map(({ file }) => path.relative(webSrc, file));

describe('consent for what exists', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('consent');
  });

  it('offers only the categories some code of the product reads', () => {
    renderWithProviders(<PrivacyDialog initial={ALL_DECLINED} onSave={() => undefined} onClose={() => undefined} />);
    const offered = screen.getAllByRole('switch').map((input) => input.id.replace(/^consent-/, '')).filter((category) => category !== 'necessary');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((category) => readersOf(category).length === 0)).toEqual([]);
    expect(offered).toEqual(Object.keys(CONSENT_CATEGORIES));
  });

  it('names, for each category, a file that reads it', () => {
    for (const [category, { reader }] of Object.entries(CONSENT_CATEGORIES)) {
      expect(readersOf(category)).toContain(path.relative(webSrc, path.resolve(webSrc, '../../..', reader)));
    }
  });

  it('still reads a choice stored when more categories were offered', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, functional: true, analytics: false, advertising: true, savedAt: '2026-11-01T10:00:00.000Z' }));
    expect(readConsent()).toEqual({ necessary: true, advertising: true });
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, functional: true, analytics: true, advertising: false }));
    expect(readConsent()).toEqual({ necessary: true, advertising: false });
  });
});
