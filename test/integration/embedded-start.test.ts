// `npm start` on a fresh DATA_DIR: a child nats-server, an embedded PostgreSQL and the three
// services; it prints the base URL, a development API key and the admin token; SIGTERM stops it
// cleanly and a restart on the same DATA_DIR keeps every job, file and key.
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let dataDir: string;
const children = new Set<ChildProcess>();

t.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitewright-embedded-'));
});
t.teardown(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  apiKey: string;
  adminToken: string;
}

async function npmStart(): Promise<Started> {
  const { NATS_URL: _n, DATABASE_URL: _d, ADMIN_TOKEN: _a, ...env } = process.env;
  const child = spawn(process.execPath, ['infra/embedded/start.ts'], {
    env: { ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk) => (err += chunk));
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no credentials in time:\n${out}\n${err}`)), 90_000);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${out}\n${err}`)));
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const url = /^Sitewright listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out)?.[1];
      const apiKey = /^API key: (\S+)$/m.exec(out)?.[1];
      const adminToken = /^Admin token: (\S+)$/m.exec(out)?.[1];
      if (url && apiKey && adminToken) {
        clearTimeout(timer);
        resolve({ child, url, apiKey, adminToken });
      }
    });
  });
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return await exited;
}

t.test('start, use, stop, restart: everything is kept', async (t) => {
  const first = await npmStart();
  t.match(first.apiKey, /^sw_[0-9A-Z]{26}_[A-Za-z0-9]{40}$/);
  const started = await fetch(`${first.url}/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${first.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'A website for a florist called Petal & Stem' }),
  });
  t.equal(started.status, 200);
  const { job_id: jobId } = (await started.json()) as { job_id: string };
  let job: any;
  for (let i = 0; i < 200; i++) {
    job = await (await fetch(`${first.url}/job/${jobId}`, { headers: { authorization: `Bearer ${first.apiKey}` } })).json();
    if (job.status === 'ready' || job.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  t.equal(job.status, 'ready', job.error);
  t.equal(await stop(first.child), 0, 'SIGTERM stops everything cleanly');

  const second = await npmStart();
  t.equal(second.apiKey, first.apiKey, 'the same development key is printed on every start');
  t.equal(second.adminToken, first.adminToken);
  const again = (await (await fetch(`${second.url}/job/${jobId}`, { headers: { authorization: `Bearer ${second.apiKey}` } })).json()) as any;
  t.equal(again.status, 'ready', 'the job survived the restart');
  t.same(again.files, job.files, 'with every file');
  t.equal(await stop(second.child), 0);
});
