import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { shortenAddress, toFriendlyAddress } from './ton-address.ts';

describe('wallet addresses', () => {
  it('shortens to the first 4 and last 4 characters', () => {
    expect(shortenAddress('UQBeXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXmYz')).toBe('UQBe…XmYz');
    expect(shortenAddress('short')).toBe('short');
  });

  it('writes a raw address in the non-bounceable form wallets show', () => {
    const raw = `0:${'5e'.repeat(32)}`;
    expect(toFriendlyAddress(raw)).toBe(Address.parse(raw).toString({ bounceable: false }));
    expect(toFriendlyAddress(raw, true)).toBe(Address.parse(raw).toString({ bounceable: false, testOnly: true }));
    expect(toFriendlyAddress('not-an-address')).toBe('not-an-address');
  });
});
