import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));
}

/** The keys of `language`'s texts that say the English word "wallet" (a wallet's name or a placeholder aside). */
function sayingWallet(language: string): string[] {
  const dir = new URL(`../locales/${language}/`, import.meta.url);
  return (
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => flatten(JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Tree, `${file}:`))
      // {{wallet}} is a wallet's name; "MyTonWallet" is one; storage keys are the library's names.
      .filter(([, text]) => /\bwallets?\b/i.test(text.replace(/\{\{\w+\}\}|ton-connect[\w-]*/g, '')))
      .map(([key]) => key)
  );
}

describe('the word for a wallet, as each Wallet page titles it', () => {
  it('is "portefeuille" in French, never "wallet"', () => {
    expect(sayingWallet('fr')).toEqual([]);
  });

  it('is "billetera" in Spanish, never "wallet"', () => {
    expect(sayingWallet('es')).toEqual([]);
  });
});
