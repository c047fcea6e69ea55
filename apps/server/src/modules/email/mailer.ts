import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '#server/config.ts';
import type { Mailer } from '#server/lib/mailer.ts';

export type { Mailer, OutgoingEmail } from '#server/lib/mailer.ts';

/** SMTP when SMTP_URL is set, otherwise one .eml file per message in the outbox folder (decision 069). */
export function createMailer(config: Config, log: (message: string) => void): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(email) {
        await transport.sendMail({ from: config.mailFrom, to: email.to, subject: email.subject, text: email.text, html: email.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const message = await transport.sendMail({ from: config.mailFrom, to: email.to, subject: email.subject, text: email.text, html: email.html });
      await mkdir(config.outboxDir, { recursive: true });
      const safeTo = email.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(config.outboxDir, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, message.message as Buffer);
      log(`email to ${email.to} written to ${file}; link: ${email.link}`);
    },
  };
}
