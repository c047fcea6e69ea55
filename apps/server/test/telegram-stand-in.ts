import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type MemberAnswer = 'member' | 'administrator' | 'left' | 'kicked' | 'not_found' | 'error';

/** A local server speaking the Bot API's getChatMember, answering per Telegram user id. */
export async function startTelegramStandIn(token: string) {
  const answers = new Map<string, MemberAnswer>();
  const calls: { chatId: string; userId: string }[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (url.pathname !== `/bot${token}/getChatMember`) {
      response.statusCode = 401;
      return response.end(JSON.stringify({ ok: false, error_code: 401, description: 'Unauthorized' }));
    }
    const userId = url.searchParams.get('user_id') ?? '';
    calls.push({ chatId: url.searchParams.get('chat_id') ?? '', userId });
    const answer = answers.get(userId) ?? 'not_found';
    if (answer === 'error') {
      response.statusCode = 500;
      return response.end('{"ok":false,"error_code":500,"description":"Internal Server Error"}');
    }
    if (answer === 'not_found') {
      response.statusCode = 400;
      return response.end('{"ok":false,"error_code":400,"description":"Bad Request: user not found"}');
    }
    response.end(JSON.stringify({ ok: true, result: { status: answer, user: { id: Number(userId) } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
