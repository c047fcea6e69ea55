/**
 * A stand-in for Telegram's Bot API, for tests and benches: one local HTTP server answering the
 * methods the server calls (getChatMember, createInvoiceLink, answerPreCheckoutQuery,
 * refundStarPayment, sendMessage) with the Bot API's shapes, and recording every call.
 *
 * Shapes: core.telegram.org/bots/api, "Making requests" (`{"ok":true,"result":…}` or
 * `{"ok":false,"error_code":…,"description":…}`, parameters as a query string, form or JSON body);
 * each method's section for its result (createInvoiceLink → the link as a string, the others → true,
 * sendMessage → the Message sent). Error descriptions that bots meet from Telegram and their libraries
 * quote (python-telegram-bot's Forbidden, aiogram's TelegramForbiddenError and TelegramBadRequest):
 * 401 "Unauthorized"; 400 "Bad Request: user not found"; 403 "Forbidden: bot was blocked by the
 * user"; 400 "Bad Request: CHARGE_ALREADY_REFUNDED", "QUERY_ID_INVALID". Where the stand-in refuses
 * what a method's section or the Stars guide (core.telegram.org/bots/payments-stars) forbids (title
 * 1-32 characters, description 1-255, payload 1-128 bytes, currency XTR, empty provider_token,
 * exactly one price; a refusal without error_message), the status and shape are Telegram's, the
 * descriptions ours.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type MemberAnswer = 'member' | 'administrator' | 'left' | 'kicked' | 'not_found' | 'error';

export interface BotApiCall {
  method: string;
  params: Record<string, unknown>;
}

type Answer = { status: number; body: unknown };

const ok = (result: unknown): Answer => ({ status: 200, body: { ok: true, result } });
const fail = (status: number, description: string): Answer => ({ status, body: { ok: false, error_code: status, description } });

async function readParams(request: http.IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const type = request.headers['content-type'] ?? '';
  if (raw && type.includes('application/json')) return JSON.parse(raw) as Record<string, unknown>;
  const form = raw && type.includes('application/x-www-form-urlencoded') ? new URLSearchParams(raw) : url.searchParams;
  return Object.fromEntries(form.entries());
}

const byteLength = (value: unknown) => (typeof value === 'string' ? Buffer.byteLength(value) : 0);

/** `token`: the bot token the server is configured with; any other answers 401 as Telegram does. */
export async function startTelegramStandIn(token: string) {
  /** getChatMember: the answer per Telegram user id (unknown users: not in the chat). */
  const answers = new Map<string, MemberAnswer>();
  /** sendMessage to these chat ids answers 403: the user blocked the bot. */
  const blocked = new Set<string>();
  /** These methods answer 500, as Telegram does when it is down. */
  const failing = new Set<string>();
  const refunded = new Set<string>();
  const calls: BotApiCall[] = [];
  let messageId = 0;

  const methods: Record<string, (params: Record<string, unknown>) => Answer> = {
    getChatMember(params) {
      const answer = answers.get(String(params.user_id)) ?? 'not_found';
      if (answer === 'error') return fail(500, 'Internal Server Error');
      if (answer === 'not_found') return fail(400, 'Bad Request: user not found');
      return ok({ status: answer, user: { id: Number(params.user_id), is_bot: false, first_name: 'Player' } });
    },
    createInvoiceLink(params) {
      const prices = params.prices as { label?: unknown; amount?: unknown }[] | undefined;
      if (byteLength(params.title) < 1 || String(params.title).length > 32) return fail(400, 'Bad Request: invoice title length must be 1-32 characters');
      if (byteLength(params.description) < 1 || String(params.description).length > 255) return fail(400, 'Bad Request: invoice description length must be 1-255 characters');
      if (byteLength(params.payload) < 1 || byteLength(params.payload) > 128) return fail(400, 'Bad Request: invoice payload length must be 1-128 bytes');
      if (params.currency !== 'XTR') return fail(400, 'Bad Request: currency XTR expected for payments in Telegram Stars');
      if (params.provider_token !== undefined && params.provider_token !== '') return fail(400, 'Bad Request: provider_token must be empty for payments in Telegram Stars');
      if (!Array.isArray(prices) || prices.length !== 1) return fail(400, 'Bad Request: exactly one price must be specified for payments in Telegram Stars');
      const amount = prices[0]!.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) return fail(400, 'Bad Request: CURRENCY_TOTAL_AMOUNT_INVALID');
      return ok(`https://t.me/$${randomBytes(12).toString('base64url')}`);
    },
    answerPreCheckoutQuery(params) {
      if (typeof params.pre_checkout_query_id !== 'string' || !params.pre_checkout_query_id) return fail(400, 'Bad Request: QUERY_ID_INVALID');
      if (params.ok === false && !params.error_message) return fail(400, 'Bad Request: error_message must be non-empty if ok is False');
      return ok(true);
    },
    refundStarPayment(params) {
      const charge = String(params.telegram_payment_charge_id ?? '');
      if (!charge || params.user_id === undefined) return fail(400, 'Bad Request: CHARGE_ID_EMPTY');
      if (refunded.has(charge)) return fail(400, 'Bad Request: CHARGE_ALREADY_REFUNDED');
      refunded.add(charge);
      return ok(true);
    },
    sendMessage(params) {
      const chatId = String(params.chat_id);
      if (blocked.has(chatId)) return fail(403, 'Forbidden: bot was blocked by the user');
      if (typeof params.text !== 'string' || !params.text) return fail(400, 'Bad Request: message text is empty');
      messageId += 1;
      return ok({ message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: Number(chatId), type: 'private' }, text: params.text });
    },
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, botPart, method] = url.pathname.split('/');
    const send = ({ status, body }: Answer) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    readParams(request, url).then((params) => {
      if (botPart !== `bot${token}`) return send(fail(401, 'Unauthorized'));
      const handler = method ? methods[method] : undefined;
      if (!handler) return send(fail(404, 'Not Found'));
      calls.push({ method: method!, params });
      if (failing.has(method!)) return send(fail(500, 'Internal Server Error'));
      send(handler(params));
    }, () => send(fail(400, "Bad Request: can't parse JSON")));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    blocked,
    failing,
    calls,
    /** The calls of one method, in order. */
    callsOf: (method: string) => calls.filter((call) => call.method === method).map((call) => call.params),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TelegramStandIn = Awaited<ReturnType<typeof startTelegramStandIn>>;
