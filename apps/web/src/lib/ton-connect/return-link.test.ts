import { describe, expect, it } from 'vitest';
import { walletFrontLink, withReturn } from './return-link.ts';

describe('a wallet\'s return link', () => {
  it('is left to the protocol\'s default ("back") in a browser', () => {
    expect(withReturn('https://app.tonkeeper.com/ton-connect?v=2&id=abc', null)).toBe('https://app.tonkeeper.com/ton-connect?v=2&id=abc');
  });

  it('sends the player back to the Mini App from a wallet app', () => {
    const link = new URL(withReturn('https://app.tonkeeper.com/ton-connect?v=2&id=abc', 'https://t.me/fre_bot/app'));
    expect(link.searchParams.get('ret')).toBe('https://t.me/fre_bot/app');
    expect(link.searchParams.get('id')).toBe('abc');
  });

  it('travels inside startapp for a wallet in Telegram, written as the SDK writes its parameters', () => {
    const link = new URL(withReturn('https://t.me/wallet/start?startapp=tonconnect-v__2', 'https://t.me/fre_bot/app'));
    expect(link.searchParams.get('startapp')).toBe('tonconnect-v__2-ret__https--3A--2F--2Ft--2Eme--2Ffre--5Fbot--2Fapp');
  });

  it('brings a connected Telegram wallet to the front through its Mini App\'s direct link', () => {
    expect(walletFrontLink('https://t.me/wallet?attach=wallet')).toBe('https://t.me/wallet/start?startapp=tonconnect');
    expect(walletFrontLink('https://app.tonkeeper.com/ton-connect')).toBe('https://app.tonkeeper.com/ton-connect');
  });
});
