// npm start stops its children one after another, within one grace for all of them: a child that
// hangs on SIGTERM is killed when the shared grace ends, and the next one's turn does not start a
// grace of its own, so the parent still stops the database and nats-server before its own deadline.
import t from 'tap';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServiceProcess } from '../../infra/embedded/service-process.ts';
import { loggerWithLines } from '../support/log-lines.ts';

const deaf = fileURLToPath(new URL('../fixtures/services/deaf-service.ts', import.meta.url));
const GRACE_MS = 2_000;
const folder = mkdtempSync(join(tmpdir(), 'sitewright-deaf-'));
t.teardown(() => rmSync(folder, { recursive: true, force: true }));

/** A deaf child, once it listens for SIGTERM. */
const { logger, lines, flushed } = loggerWithLines({ level: 'warn' });

async function startDeaf(name: string, options: Parameters<typeof startServiceProcess>[4] = {}) {
  const readyFile = join(folder, name);
  const child = await startServiceProcess(name, { ...process.env, READY_FILE: readyFile }, logger, GRACE_MS, {
    ...options,
    entry: deaf,
  });
  while (!existsSync(readyFile)) await new Promise((resolve) => setTimeout(resolve, 50));
  return child;
}

t.test('two children that ignore SIGTERM are both gone one grace after the stop began', async (t) => {
  const shuttingDown = new AbortController();
  let graceEndsAt: number | undefined;
  const options = { shuttingDown: shuttingDown.signal, graceEndsAt: () => graceEndsAt };
  const first = await startDeaf('first', options);
  const second = await startDeaf('second', options);

  const began = Date.now();
  graceEndsAt = began + GRACE_MS;
  shuttingDown.abort();
  await first.stop();
  const firstGone = Date.now() - began;
  await second.stop();
  const secondGone = Date.now() - began;
  // The first is killed 2 s after the grace; the second, whose turn comes after it, gets one last
  // second (a grace of its own would make it 8 s).
  t.ok(firstGone >= GRACE_MS, `the first was given the grace (gone after ${firstGone} ms)`);
  t.ok(secondGone - firstGone < GRACE_MS, `the second had no grace of its own (gone ${secondGone - firstGone} ms after the first)`);
  await flushed();
  t.same(
    lines.map((line) => line.msg),
    ['first did not stop within the grace; killing it', 'second did not stop within the grace; killing it'],
    'each kill is said, naming the service that held the stop up',
  );
});

t.test('without a shared deadline, a child gets the whole grace from its own SIGTERM', async (t) => {
  const child = await startDeaf('alone');
  const began = Date.now();
  await child.stop();
  t.ok(Date.now() - began >= GRACE_MS, `killed only after the grace (${Date.now() - began} ms)`);
});
