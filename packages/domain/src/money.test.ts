import { describe, expect, it } from 'vitest';
import { nanoToFre, parseFre } from './money.ts';
import { isStrongPassword } from './password-policy.ts';
import { makeReferralCode } from './referral-code.ts';

describe('money', () => {
  it('round-trips decimal FRE and nano-FRE exactly', () => {
    expect(parseFre('12.5')).toBe(12_500_000_000n);
    expect(parseFre('-0.000000001')).toBe(-1n);
    expect(nanoToFre(1_041_667n)).toBe('0.001041667');
    expect(nanoToFre(-2_500_000_000n)).toBe('-2.5');
    expect(parseFre('1.0000000001')).toBeNull();
    expect(parseFre('1e3')).toBeNull();
  });
});

describe('sign-up rules', () => {
  it('requires 8 characters with upper, lower, digit and special', () => {
    expect(isStrongPassword('Passw0rd!')).toBe(true);
    expect(isStrongPassword('Passw0rd')).toBe(false);
    expect(isStrongPassword('passw0rd!')).toBe(false);
    expect(isStrongPassword('PASSW0RD!')).toBe(false);
    expect(isStrongPassword('Password!')).toBe(false);
    expect(isStrongPassword('Pa0!')).toBe(false);
  });

  it('builds the referral code from the first 3 letters of the nickname and 3 random characters', () => {
    let i = 0;
    expect(makeReferralCode('élodie', () => i++)).toBe('ELOABC');
    expect(makeReferralCode('x1', () => 35)).toBe('XXX999');
  });
});
