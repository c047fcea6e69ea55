import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '#server-test/api-client.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { ConfigError, loadConfig } from '#server/config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WHITE_PAPER_URL: 'https://fre.example/white-paper.pdf', TELEGRAM_CHANNEL_URL: 'https://t.me/fre_news', SOCIAL_X_URL: 'https://x.com/fre' });
});
afterAll(() => t.close());

describe('public links', () => {
  it('are in the public configuration every visitor reads, null when not set', async () => {
    const response = await new ApiClient(t.baseUrl).get('/api/client-config');
    expect(response.status).toBe(200);
    expect(response.body.links).toEqual({
      whitePaper: 'https://fre.example/white-paper.pdf',
      officialSite: null,
      telegramGroup: null,
      telegramChannel: 'https://t.me/fre_news',
      x: 'https://x.com/fre',
      facebook: null,
      youtube: null,
    });
  });

  it('are refused at start unless they are http or https addresses', () => {
    expect(loadConfig({ OFFICIAL_SITE_URL: 'https://fre.example' }).links.officialSite).toBe('https://fre.example');
    for (const address of ['javascript:alert(1)', 'not an address', 'ftp://fre.example/white-paper.pdf']) {
      expect(() => loadConfig({ WHITE_PAPER_URL: address })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ SOCIAL_YOUTUBE_URL: 'data:text/html,hi' })).toThrow(/SOCIAL_YOUTUBE_URL: an http:\/\/ or https:\/\/ address/);
  });
});

describe('the operator', () => {
  it('is named in the public configuration when set, null when not', async () => {
    expect((await new ApiClient(t.baseUrl).get('/api/client-config')).body.operator).toBeNull();
    const operator = loadConfig({ OPERATOR_NAME: 'FRE Mining SAS', OPERATOR_ADDRESS: '1 rue de la Paix, 75002 Paris, France', OPERATOR_CONTACT: 'legal@fre.example' }).operator;
    expect(operator).toEqual({ name: 'FRE Mining SAS', address: '1 rue de la Paix, 75002 Paris, France', contact: 'legal@fre.example' });
  });

  it('is set whole or not at all: the terms name all three', () => {
    expect(() => loadConfig({ OPERATOR_NAME: 'FRE Mining SAS' })).toThrow(/OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_CONTACT are set together/);
  });
});
