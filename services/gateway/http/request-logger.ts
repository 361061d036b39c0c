// Each request's logger (Fastify's `childLoggerFactory`): the child of the gateway's logger with
// the request id bound, made when the request first logs something, not for every request.
// Making a pino child (its bindings serialised, its level methods set) was a twentieth of the
// CPU of a cached GET /job, which with LOG_LEVEL above info logs nothing at all.
import type { FastifyBaseLogger } from 'fastify';
import { levels, type Bindings, type ChildLoggerOptions, type LevelWithSilentOrString } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** The child logger, made on first use. */
  get logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  #log(level: Level, first: unknown, message?: string, ...rest: unknown[]): void {
    // Until the child exists its level is the one it will be made with (a route's `logLevel`)
    // or the gateway logger's; once it exists, it decides.
    if (this.#child === undefined && !isEnabled(this.level, level)) return;
    this.logger[level](first, message, ...rest);
  }

  fatal(first: unknown, message?: string, ...rest: unknown[]): void {
    this.#log('fatal', first, message, ...rest);
  }
  error(first: unknown, message?: string, ...rest: unknown[]): void {
    this.#log('error', first, message, ...rest);
  }
  warn(first: unknown, message?: string, ...rest: unknown[]): void {
    this.#log('warn', first, message, ...rest);
  }
  info(first: unknown, message?: string, ...rest: unknown[]): void {
    this.#log('info', first, message, ...rest);
  }
  debug(first: unknown, message?: string, ...rest: unknown[]): void {
    this.#log('debug', first, message, ...rest);
  }
  trace(first: unknown, message?: string, ...rest: unknown[]): void {
    this.#log('trace', first, message, ...rest);
  }
  silent(): void {}
}

/** Whether a logger at `threshold` logs `level` (pino's own table of levels, `silent` included); an unknown (custom) threshold logs everything. */
function isEnabled(threshold: LevelWithSilentOrString, level: Level): boolean {
  return levels.values[level]! >= (levels.values[threshold] ?? 0);
}

/** Fastify's `childLoggerFactory` option. */
export const requestLoggerFactory = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
  new RequestLogger(logger, bindings, options);

/**
 * A request's URL as its log line shows it: a preview's session id is all it takes to view the
 * preview, so it is replaced (`/preview/[redacted]/index.html`), whatever the case or the slashes.
 */
export function loggedUrl(url: string): string {
  return url.replace(/^(\/+preview\/+)[^/?#]+/i, '$1[redacted]');
}
