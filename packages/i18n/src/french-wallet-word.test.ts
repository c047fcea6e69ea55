import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const frenchDir = new URL('../locales/fr/', import.meta.url);

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));
}

describe('the French texts', () => {
  it('say "portefeuille", as the Wallet page\'s title does, never "wallet" (a wallet\'s name or a placeholder aside)', () => {
    const english = readdirSync(frenchDir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => flatten(JSON.parse(readFileSync(new URL(file, frenchDir), 'utf8')) as Tree, `${file}:`))
      // {{wallet}} is a wallet's name; "MyTonWallet" is one; storage keys are the library's names.
      .filter(([, text]) => /\bwallets?\b/i.test(text.replace(/\{\{\w+\}\}|ton-connect[\w-]*/g, '')))
      .map(([key]) => key);
    expect(english).toEqual([]);
  });
});
