// An engine thread logs JSON lines (pino) to the generator, which writes them with its own
// logger: one stream of logs, with the generator's and the job's bindings.
import type { Logger } from 'pino';

const LEVELS = [
  [60, 'fatal'],
  [50, 'error'],
  [40, 'warn'],
  [30, 'info'],
  [20, 'debug'],
  [10, 'trace'],
] as const;

export function relayLogLine(logger: Logger, line: string): void {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line);
  } catch {
    return;
  }
  const { level, msg, time: _time, ...fields } = record;
  const label = LEVELS.find(([value]) => typeof level === 'number' && level >= value)?.[1] ?? 'info';
  logger[label](fields, typeof msg === 'string' ? msg : '');
}
