// A nats-server started by startNatsServer does not outlive the process that started it, when that
// process exits without stopping it (here: an uncaught error in a script); one that cannot start
// says why, also when it writes its log to a file.
import t from 'tap';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { natsPidFile, startNatsServer } from '../../infra/nats/nats-server-process.ts';
import { isAlive } from '../../infra/embedded/leftover-process.ts';

t.test('a process that dies of an uncaught error takes its nats-server with it', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'sitewright-nats-exit-'));
  const storeDir = join(dir, 'nats');
  const script = join(dir, 'starts-and-throws.ts');
  const module = new URL('../../infra/nats/nats-server-process.ts', import.meta.url).href;
  await writeFile(
    script,
    `import { startNatsServer } from ${JSON.stringify(module)};\nawait startNatsServer({ storeDir: ${JSON.stringify(storeDir)} });\nthrow new Error('dying without stopping it');\n`,
  );
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  t.equal(code, 1, 'the script died of its error');
  t.match(stderr, /dying without stopping it/);
  const pid = Number((await readFile(natsPidFile(storeDir), 'utf8')).trim());
  t.ok(pid > 0, `the server had started (pid ${pid})`);
  // Should it outlive the script after all, the test does not leave it behind.
  t.teardown(() => {
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  });
  const deadline = Date.now() + 10_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  t.notOk(isAlive(pid), 'and it is gone');
});

t.test('a server that cannot start says why, from its log file', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'sitewright-nats-fail-'));
  // Its monitoring port is taken: nats-server logs a fatal line and exits.
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  t.teardown(() => taken.close());
  const address = taken.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await t.rejects(startNatsServer({ storeDir: join(dir, 'nats'), logFile: join(dir, 'nats-server.log'), monitorPort: port }), {
    message: /exited with code 1 during start-up: \[FTL\] .*monitor port.*address already in use/,
  });
});
