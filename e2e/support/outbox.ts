import { readdirSync, readFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';

/** Undoes quoted-printable soft breaks and escapes, enough to read a link out of an .eml file. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The path and query of the newest link of `kind` emailed to `email`, read from the outbox .eml files. */
export async function linkFromOutbox(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let found: string | undefined;
  await expect(async () => {
    const files = (await readdir(outbox)).filter((name) => name.endsWith(`-${email}.eml`)).sort();
    expect(files.length).toBeGreaterThan(0);
    const content = decodeQuotedPrintable(await readFile(path.join(outbox, files.at(-1)!), 'utf8'));
    const match = new RegExp(`https?://[^\\s"<>]+/${kind}\\?token=[A-Za-z0-9_-]+`).exec(content);
    expect(match).not.toBeNull();
    found = match![0];
  }).toPass({ timeout: 10_000 });
  const url = new URL(found!);
  return url.pathname + url.search;
}

/** The text parts of the .eml files sent to `to`, oldest first, decoded (quoted-printable or base64, UTF-8). */
export function emailsTo(to: string): string[] {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  return readdirSync(outbox).filter((name) => name.endsWith(`-${to}.eml`)).sort().map((name) => {
    const raw = readFileSync(path.join(outbox, name), 'utf8');
    return raw.split(/\n--/).map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return Buffer.from(decodeQuotedPrintable(body), 'latin1').toString('utf8');
      return body;
    }).join('\n');
  });
}
