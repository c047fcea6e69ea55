import { ACCOUNT, type Language } from '@fre/domain';
import { t } from '#server/lib/i18n.ts';
import type { OutgoingEmail } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Letter {
  /** The key prefix of the subject, intro and action texts. */
  kind: 'verify' | 'change' | 'reset' | 'support' | `notice.${string}`;
  link: string;
  /** Interpolated into the intro (a security notice's device, time, wallet or amount). */
  params?: Record<string, string | number>;
  /** Overrides the action text key (security notices share one). */
  actionKey?: string;
  /** A quoted block (the support answer), shown as written. */
  quote?: string;
  /** The small print under the button (link validity). */
  note?: string;
  /** A paragraph after the intro (a security notice's withdrawal pause). */
  after?: string;
}

function compose(language: Language, to: string, nickname: string, letter: Letter): OutgoingEmail {
  const tr = (key: string, extra: Record<string, string | number> = {}) => t('email', language, key, extra);
  const { kind, link, quote, note } = letter;
  const intro = tr(`${kind}.intro`, letter.params);
  const action = tr(letter.actionKey ?? `${kind}.action`);
  const isNotice = kind.startsWith('notice.');
  const small = [note, kind === 'support' || isNotice ? undefined : tr('ignore')].filter(Boolean) as string[];
  const lines = [tr('greeting', { nickname }), '', intro, ...(letter.after ? ['', letter.after] : []), ...(quote ? ['', quote] : []), '', `${action}: ${link}`, '', ...small, '', tr('signature')];
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#0B1020;font-family:system-ui,sans-serif;color:#E8ECF6">
<div style="max-width:480px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:700;color:#F5B700">FRE Mining</p>
<p>${escapeHtml(tr('greeting', { nickname }))}</p><p>${escapeHtml(intro)}</p>${letter.after ? `<p>${escapeHtml(letter.after)}</p>` : ''}
${quote ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #F5B700;background:#141B33;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>` : ''}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#F5B700;color:#0B1020;padding:14px 22px;border-radius:12px;font-weight:700;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#9AA3B8">${small.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(tr('signature'))}</p></div></body></html>`;
  return { to, subject: tr(`${kind}.subject`), text: lines.join('\n'), html, link };
}

export function verificationEmail(language: Language, to: string, nickname: string, link: string): OutgoingEmail {
  return compose(language, to, nickname, { kind: 'verify', link, note: t('email', language, 'verify.expiry', { hours: ACCOUNT.emailTokenTtlMs / 3_600_000 }) });
}

/** The link that confirms a new address meant to replace the account's (decision 048), sent to that new address. */
export function addressChangeEmail(language: Language, to: string, nickname: string, link: string): OutgoingEmail {
  return compose(language, to, nickname, { kind: 'change', link, note: t('email', language, 'change.expiry', { hours: ACCOUNT.emailTokenTtlMs / 3_600_000 }) });
}

export function passwordResetEmail(language: Language, to: string, nickname: string, link: string): OutgoingEmail {
  return compose(language, to, nickname, { kind: 'reset', link, note: t('email', language, 'reset.expiry', { minutes: ACCOUNT.passwordResetTtlMs / 60_000 }) });
}

export function supportReplyEmail(language: Language, to: string, nickname: string, reply: string, link: string): OutgoingEmail {
  return compose(language, to, nickname, { kind: 'support', link, quote: reply });
}

/**
 * A sensitive change on the account, told to its owner: the button leads to the password reset,
 * which ends every session, for the case where it was not them.
 */
export function securityNoticeEmail(language: Language, to: string, nickname: string, kind: string, params: Record<string, string | number>, link: string, after?: string): OutgoingEmail {
  return compose(language, to, nickname, { kind: `notice.${kind}`, link, params, actionKey: 'notice.action', note: t('email', language, 'notice.ifYou'), ...(after ? { after } : {}) });
}
