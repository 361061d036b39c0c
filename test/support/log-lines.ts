// A pino logger whose lines a test reads back as objects.
import { Writable } from 'node:stream';
import { pino, type LoggerOptions } from 'pino';

export function loggerWithLines(options: LoggerOptions) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino(options, stream), lines, flushed: () => new Promise((resolve) => setImmediate(resolve)) };
}
