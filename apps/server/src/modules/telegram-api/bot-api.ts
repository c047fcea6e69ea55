/**
 * The Bot API calls the server makes (core.telegram.org/bots/api), through one helper: JSON POST to
 * `<apiUrl>/bot<token>/<method>`, a timeout, and Telegram's `{ok, result | error_code, description}`
 * answer. The token is part of the URL only: never logged, never in an error's text.
 */

/** Telegram answered `ok: false` (`code` is its error_code: 400 bad request, 403 bot blocked...). */
export class BotApiError extends Error {
  constructor(readonly code: number, readonly description: string) {
    super(`Bot API error ${code}: ${description}`);
    this.name = 'BotApiError';
  }
}

/** Telegram could not be reached or answered something that is not the Bot API's shape. */
export class BotApiUnreachable extends Error {
  constructor(readonly method: string, cause: unknown) {
    // The cause's text may hold the URL, hence the token: only its class is kept.
    super(`Bot API ${method} unreachable (${cause instanceof Error ? cause.name : typeof cause})`);
    this.name = 'BotApiUnreachable';
  }
}

export interface InvoiceLinkRequest {
  title: string;
  description: string;
  /** Names the order (1-128 bytes); Telegram gives it back in pre_checkout_query and successful_payment. */
  payload: string;
  /** The price in Stars: one LabeledPrice, currency XTR. */
  stars: number;
  label: string;
}

/** A button under a message: `web_app` opens the Mini App at its https address, `url` a link (a t.me Mini App link too). */
export interface MessageButton {
  text: string;
  url: string;
  kind: 'web_app' | 'url';
}

export interface BotApi {
  call<T>(method: string, params: Record<string, unknown>): Promise<T>;
  createInvoiceLink(invoice: InvoiceLinkRequest): Promise<string>;
  answerPreCheckoutQuery(queryId: string, answer: { ok: true } | { ok: false; errorMessage: string }): Promise<void>;
  refundStarPayment(telegramUserId: bigint, chargeId: string): Promise<void>;
  sendMessage(chatId: bigint, text: string, button?: MessageButton): Promise<void>;
}

export function createBotApi(apiUrl: string, botToken: string, timeoutMs = 5_000): BotApi {
  async function call<T>(method: string, params: Record<string, unknown>): Promise<T> {
    let body: { ok?: boolean; result?: T; error_code?: number; description?: string };
    try {
      const response = await fetch(`${apiUrl}/bot${botToken}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Telegram ids are 64-bit: sent as JSON numbers, never through a float.
        body: JSON.stringify(params, (_key, value: unknown) => (typeof value === 'bigint' ? `__big${value}__` : value)).replace(/"__big(-?\d+)__"/g, '$1'),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw new BotApiUnreachable(method, error);
    }
    if (body.ok === true) return body.result as T;
    if (typeof body.error_code === 'number') throw new BotApiError(body.error_code, String(body.description ?? ''));
    throw new BotApiUnreachable(method, new TypeError('not a Bot API answer'));
  }

  return {
    call,
    createInvoiceLink: (invoice) =>
      call<string>('createInvoiceLink', {
        title: invoice.title,
        description: invoice.description,
        payload: invoice.payload,
        // Stars: no payment provider, currency XTR, exactly one price (core.telegram.org/bots/payments-stars).
        provider_token: '',
        currency: 'XTR',
        prices: [{ label: invoice.label, amount: invoice.stars }],
      }),
    async answerPreCheckoutQuery(queryId, answer) {
      await call<boolean>('answerPreCheckoutQuery', answer.ok ? { pre_checkout_query_id: queryId, ok: true } : { pre_checkout_query_id: queryId, ok: false, error_message: answer.errorMessage });
    },
    async refundStarPayment(telegramUserId, chargeId) {
      await call<boolean>('refundStarPayment', { user_id: telegramUserId, telegram_payment_charge_id: chargeId });
    },
    async sendMessage(chatId, text, button) {
      const markup = button && { inline_keyboard: [[button.kind === 'web_app' ? { text: button.text, web_app: { url: button.url } } : { text: button.text, url: button.url }]] };
      await call<unknown>('sendMessage', { chat_id: chatId, text, ...(markup ? { reply_markup: markup } : {}) });
    },
  };
}
