import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '#server/lib/logger.ts';
import { requestLoggerFactory } from './request-logger.ts';

function captured(logLevel: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>); done(); } });
  return { logger: createLogger({ logLevel }, sink), lines };
}

const factory = (logger: FastifyBaseLogger, bindings: Record<string, unknown>, options = {}) =>
  requestLoggerFactory.call(undefined as never, logger, bindings, options, undefined as never);

const withoutTime = ({ time: _time, ...line }: Record<string, unknown>) => line;

describe("a request's logger", () => {
  it('writes the lines the pino child writes: its bindings, redaction, levels', () => {
    const lazy = captured('warn');
    const eager = captured('warn');
    const values = { req: { headers: { cookie: 'fre_session=secret', host: 'fre.example' } }, user: { password: 'hunter2', token: 'abc' } };
    const failure = new Error('boom');
    const writeAll = (log: FastifyBaseLogger) => {
      log.warn(values, 'first screen not embedded');
      log.info('incoming request');
      log.error(failure);
      log.child({ step: 'inner' }).warn('from a child');
    };
    writeAll(factory(lazy.logger, { reqId: 'req-1' }));
    writeAll(eager.logger.child({ reqId: 'req-1' }));
    expect(lazy.lines.length).toBe(3);
    expect(lazy.lines.map(withoutTime)).toEqual(eager.lines.map(withoutTime));
    expect(lazy.lines[0]).toMatchObject({ reqId: 'req-1', req: { headers: { cookie: '[redacted]' } }, user: { password: '[redacted]', token: '[redacted]' } });
    expect(lazy.lines[2]).toMatchObject({ reqId: 'req-1', step: 'inner', msg: 'from a child' });
  });

  it('makes no pino child for a request that writes nothing at an enabled level', () => {
    const { logger, lines } = captured('warn');
    const child = vi.spyOn(logger, 'child');
    const log = factory(logger, { reqId: 'req-2' });
    log.info('incoming request');
    log.debug('statements');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
    log.warn('now');
    expect(child).toHaveBeenCalledTimes(1);
    log.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => line.reqId)).toEqual(['req-2', 'req-2']);
  });

  it("gives a route's own level its child at once, as Fastify would", () => {
    const { logger, lines } = captured('warn');
    const log = factory(logger, { reqId: 'req-3' }, { level: 'debug' });
    log.debug('statements');
    expect(lines).toMatchObject([{ reqId: 'req-3', msg: 'statements' }]);
  });
});
