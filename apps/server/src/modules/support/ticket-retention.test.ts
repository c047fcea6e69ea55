import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MY_DATA } from '@fre/domain';
import { backgroundJobs } from '#server/composition/jobs.ts';
import { loadConfig } from '#server/config.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { adminClient } from '#server-test/admin-helpers.ts';
import { registerUser, type ApiClient } from '#server-test/api-client.ts';
import { photoWithGps } from '#server-test/images.ts';
import { postMultipart } from '#server-test/multipart.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = path.resolve('.tmp', `support-retention-${Date.now()}`);
  t = await startTestApp({ FRE_DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function openTicket(client: ApiClient, message: string): Promise<{ id: string; screenshot: string }> {
  const opened = await postMultipart(t.baseUrl, '/api/support/tickets', client.cookie, { category: 'other', message }, { screenshot: { bytes: await photoWithGps(), name: 's.jpg', type: 'image/jpeg' } });
  if (opened.status !== 201) throw new Error(JSON.stringify(opened.body));
  const row = (await t.db.query<{ screenshot_file: string }>('SELECT screenshot_file FROM support_tickets WHERE id = $1', [opened.body.id])).rows[0]!;
  return { id: opened.body.id, screenshot: row.screenshot_file };
}

const stored = (key: string) => access(path.join(dataDir, 'support', key)).then(() => true, () => false);
const exists = async (id: string) => (await t.db.query('SELECT 1 FROM support_tickets WHERE id = $1', [id])).rowCount === 1;

describe('support ticket retention', () => {
  it(`deletes a ticket and its screenshot ${MY_DATA.supportTicketRetentionYears} years after it was closed, once across instances`, async () => {
    const { client } = await registerUser(t.baseUrl, t.sent);
    const admin = await adminClient(t);
    const closed = await openTicket(client, 'Mon retrait est en attente depuis trois jours.');
    const answered = await openTicket(client, 'Je ne retrouve pas mon code de parrainage.');
    expect((await admin.client.post(`/api/admin/support/${closed.id}/reply`, { reply: 'Il est parti ce matin.', close: true })).status).toBe(200);
    expect((await admin.client.post(`/api/admin/support/${answered.id}/reply`, { reply: 'Dans votre profil.', close: false })).status).toBe(200);

    const log = pino({ level: 'silent' });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://unused/x', FRE_DATA_DIR: dataDir });
    const jobs = await backgroundJobs({ config, db: t.db, clock: t.clock, mailer: { send: async () => undefined }, log });
    const job = jobs.find((candidate) => candidate.name === 'support-ticket-retention');
    expect(job, 'a periodic job named support-ticket-retention').toBeDefined();
    // Two instances' runners (each its own lease holder) on the one database.
    const runners = [createJobRunner(t.db, log), createJobRunner(t.db, log)];

    // A day short of the term: everything stays.
    const closedAt = t.clock.now();
    const term = new Date(closedAt);
    term.setUTCFullYear(term.getUTCFullYear() + MY_DATA.supportTicketRetentionYears);
    t.clock.advance(term.getTime() - closedAt.getTime() - DAY_MS);
    expect(await runners[0]!.turn(job!)).toBe('ran');
    expect(await exists(closed.id)).toBe(true);
    expect(await stored(closed.screenshot)).toBe(true);

    // Past it: both instances take their turn at once; one runs, the ticket and its file are gone.
    t.clock.advance(2 * DAY_MS);
    const turns = await Promise.all(runners.map((runner) => runner.turn(job!)));
    expect(turns).toContain('ran');
    expect(turns).not.toContain('failed');
    expect(await exists(closed.id)).toBe(false);
    expect(await stored(closed.screenshot)).toBe(false);
    // Answered but never closed: still someone's open matter, kept with its screenshot.
    expect(await exists(answered.id)).toBe(true);
    expect(await stored(answered.screenshot)).toBe(true);
  });
});
