import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { photoWithGps } from '#server-test/images.ts';
import { postMultipart } from '#server-test/multipart.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('house ads', () => {
  it('shows live ads of a placement in the user language and counts impressions and clicks', async () => {
    const admin = await adminClient(t);
    const now = t.clock.now().getTime();
    const created = await postMultipart(t.baseUrl, '/api/admin/ads', admin.client.cookie, {
      placement: 'dashboard', title: 'Rejoignez notre canal', link: 'https://t.me/fre_channel', languages: 'fr,es',
      startsAt: new Date(now - 1000).toISOString(), endsAt: new Date(now + 86_400_000).toISOString(),
    }, { image: { bytes: await photoWithGps(), name: 'ad.jpg', type: 'image/jpeg' } });
    expect(created.status).toBe(201);
    const refused = await postMultipart(t.baseUrl, '/api/admin/ads', admin.client.cookie, {
      placement: 'dashboard', title: 'Bad', link: 'javascript:alert(1)', languages: 'fr', startsAt: new Date(now).toISOString(), endsAt: new Date(now + 1000).toISOString(),
    }, {});
    expect(refused.body.error.details.fields.link).toBeDefined();

    const french = await registerUser(t.baseUrl, t.sent);
    const ads = (await french.client.get('/api/ads?placement=dashboard')).body.ads;
    expect(ads).toEqual([expect.objectContaining({ title: 'Rejoignez notre canal', imageUrl: `/api/ads/${created.body.id}/image` })]);
    const english = new ApiClient(t.baseUrl, 'en');
    const { identity } = await registerUser(t.baseUrl, t.sent);
    await english.post('/api/auth/login', { email: identity.email, password: identity.password });
    await english.patch('/api/me', { language: 'en' });
    expect((await english.get('/api/ads?placement=dashboard')).body.ads).toEqual([]);

    await french.client.post(`/api/ads/${created.body.id}/impression`);
    expect((await french.client.post(`/api/ads/${created.body.id}/click`)).body.link).toBe('https://t.me/fre_channel');
    const listed = (await admin.client.get('/api/admin/ads')).body.items[0];
    expect(listed).toMatchObject({ impressions: 1, clicks: 1 });
    await admin.client.patch(`/api/admin/ads/${created.body.id}`, { active: false });
    expect((await french.client.get('/api/ads?placement=dashboard')).body.ads).toEqual([]);
  });
});

describe('an external ads network', () => {
  it('adds its ads after the house ads, dropping anything not https, and is ignored when it fails', async () => {
    const http = await import('node:http');
    let healthy = true;
    const network = http.createServer((request, response) => {
      if (!healthy) {
        response.statusCode = 500;
        return response.end();
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ads: [
        { id: 'n1', title: `Partner ${new URL(request.url!, 'http://x').searchParams.get('language')}`, imageUrl: 'https://cdn.example/a.png', link: 'https://partner.example' },
        { id: 'n2', title: 'Sneaky', imageUrl: null, link: 'javascript:alert(1)' },
      ] }));
    });
    await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));
    const other = await startTestApp({ ADS_NETWORK_URL: `http://127.0.0.1:${(network.address() as { port: number }).port}/ads` });
    try {
      const { client } = await registerUser(other.baseUrl, other.sent);
      const ads = (await client.get('/api/ads?placement=game')).body.ads;
      expect(ads).toEqual([{ id: 'net:n1', placement: 'game', title: 'Partner fr', imageUrl: 'https://cdn.example/a.png', link: 'https://partner.example' }]);
      healthy = false;
      expect((await client.get('/api/ads?placement=game')).body.ads).toEqual([]);
    } finally {
      await other.close();
      network.close();
    }
  });
});
