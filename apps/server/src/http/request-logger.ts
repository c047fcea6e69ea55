import type { FastifyBaseLogger, FastifyServerOptions, LogLevel } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = Exclude<LogLevel, 'silent'>;
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * A request's logger that becomes the pino child Fastify would have made (its bindings, reqId
 * among them) on the first line written at an enabled level, and never for a request that writes
 * none. Making the child up front serialises and redacts its bindings on every request, about
 * 2 µs, while under `warn` most requests log nothing (docs/performance.md, "The API against a
 * same-SQL reference"). Lines come out the same: the child writes them.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(private readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean }, private readonly bindings: Bindings) {}

  private logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.parent.isLevelEnabled(level)) return;
    (this.logger()[level] as (...values: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  fatal(...args: unknown[]): void { this.write('fatal', args); }
  error(...args: unknown[]): void { this.write('error', args); }
  warn(...args: unknown[]): void { this.write('warn', args); }
  info(...args: unknown[]): void { this.write('info', args); }
  debug(...args: unknown[]): void { this.write('debug', args); }
  trace(...args: unknown[]): void { this.write('trace', args); }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory. A route with a level or serializers of its own (options not
 * empty) gets its child at once, as before: the lazy one follows the parent's level only.
 */
export const requestLoggerFactory: ChildLoggerFactory = (logger, bindings, options) =>
  Object.keys(options).length > 0 ? logger.child(bindings, options) : (new LazyRequestLogger(logger as never, bindings) as FastifyBaseLogger);
