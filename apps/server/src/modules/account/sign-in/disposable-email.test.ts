import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createDisposableEmailCheck } from './disposable-email.ts';

describe('createDisposableEmailCheck', () => {
  const isDisposable = createDisposableEmailCheck();

  it.each(['x@mailinator.com', 'x@foo.mailinator.com', '  X@MailInator.COM  ', 'x@a.b.yopmail.com'])('refuses %s', (email) => {
    expect(isDisposable(email)).toBe(true);
  });

  it.each(['x@gmail.com', 'x@example.test', 'x@mailinator.com.example.test', 'x@laposte.net', 'x@com'])('accepts %s', (email) => {
    expect(isDisposable(email)).toBe(false);
  });

  it('lets an allowed domain and its subdomains through, and only them', () => {
    const check = createDisposableEmailCheck([' Mailinator.com ']);
    expect(check('x@mailinator.com')).toBe(false);
    expect(check('x@foo.mailinator.com')).toBe(false);
    expect(check('x@yopmail.com')).toBe(true);
  });

  it('keeps refusing the listed parent when only one subdomain is allowed', () => {
    const check = createDisposableEmailCheck(['team.mailinator.com']);
    expect(check('x@team.mailinator.com')).toBe(false);
    expect(check('x@mailinator.com')).toBe(true);
  });
});

describe('DISPOSABLE_EMAIL_ALLOW', () => {
  const load = (value: string) => loadConfig({ NODE_ENV: 'test', DISPOSABLE_EMAIL_ALLOW: value });

  it('reads comma-separated domains, trimmed and lower-cased, none by default', () => {
    expect(load(' Corp.Example, partner.example ,').disposableEmailAllow).toEqual(['corp.example', 'partner.example']);
    expect(loadConfig({ NODE_ENV: 'test' }).disposableEmailAllow).toEqual([]);
  });

  it('stops the start on something that is not a domain name', () => {
    expect(() => load('corp.example,x@mailinator.com')).toThrow(/DISPOSABLE_EMAIL_ALLOW: comma-separated domain names/);
  });
});
