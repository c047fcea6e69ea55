/**
 * The repository stands alone (docs/decisions/075): every citation in it of a decision or a
 * document resolves to a file in it. The probes plant each kind of citation in a file that does
 * not exist and expect the check to name the ones that do not resolve, and only those.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionsOnRecord, unresolvedIn, unresolvedReferences } from './references.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('the citations of the repository', () => {
  it('all resolve to a file in it', () => {
    const unresolved = unresolvedReferences(root).map(({ file, line, reference }) => `${file}:${line}: ${reference}`);
    expect(unresolved).toEqual([]);
  }, 60_000);

  describe('the check', () => {
    const decisions = decisionsOnRecord(root);
    const found = (text: string, file = 'apps/server/src/modules/mining/probe.ts') => unresolvedIn(root, file, text, decisions).map((u) => u.reference);

    it('refuses the first product decisions by their D-numbers', () => {
      expect(found('/** Minimums by level (D4), stored with the settings (D3/D6). */')).toEqual(['D4', 'D3', 'D6']);
    });

    it("refuses the original description's sections", () => {
      expect(found('// Boosts do not stack (spec §4); Spec §5 in order; spec §2, §4')).toEqual(['spec §4', 'Spec §5', 'spec §2']);
    });

    it('refuses a decision whose file does not exist, alone or in a list', () => {
      expect(found('(decision 999) and (decisions 001, 998 and 002) and docs/decisions/997 and Decision 996.')).toEqual([
        'decision 999 (no decision 999)',
        'decisions 001, 998 and 002 (no decision 998)',
        'Decision 996 (no decision 996)',
        'docs/decisions/997',
      ]);
    });

    it('refuses a document that is not where the citation says', () => {
      expect(found('every error has the api.md format; see architecture.md and docs/missing.md')).toEqual(['api.md', 'architecture.md', 'docs/missing.md']);
    });

    it('accepts decisions on record and documents where they are said to be', () => {
      const text = 'decision 002, decisions 024 and 039, docs/decisions/057, amends 004; docs/api.md, README.md, ../../../README.md, https://example.org/x/README.md';
      expect(found(text, 'apps/server/src/probe.ts')).toEqual([]);
    });

    it('accepts what only looks like a citation: a hex byte, a CSS class, a year after a decision', () => {
      expect(found('0xD8; .md { color: red } decided in 2026: decisions 2026', 'apps/web/src/probe.css')).toEqual([]);
    });
  });
});
