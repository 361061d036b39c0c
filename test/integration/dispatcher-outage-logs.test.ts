// nats-server going away (an outage, a restart, a Ctrl-C of npm start) is something the dispatcher
// waits out and picks up again: its delivery workers log it as a warning, not as an error with a
// stack each.
import t from 'tap';
import { pino } from 'pino';
import { loadConfig } from '../../shared/config/config.ts';
import { startDispatcher } from '../../services/dispatcher/start-dispatcher.ts';
import { startTestNats } from '../support/nats.ts';

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string };
}

t.test("nats-server shutting down is a warning in the dispatcher's log, not an error", async (t) => {
  const nats = await startTestNats('dispatcher-outage');
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const dispatcher = await startDispatcher(loadConfig({ NATS_URL: nats.url, LOG_LEVEL: 'debug', REQUEST_TIMEOUT_MS: '2000' }), logger);
  t.teardown(() => dispatcher.stop());
  // Its workers are waiting on their pulls when the server goes.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await nats.stop();
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  const errors = lines.filter((line) => line.level >= 50);
  t.same(
    errors.map((line) => `${line.msg}: ${line.err?.message ?? ''}`),
    [],
    'no error lines',
  );
  t.ok(
    lines.some((line) => line.level === 40 && /event log is unavailable/.test(line.msg)),
    'a warning says the event log is unavailable',
  );
});
