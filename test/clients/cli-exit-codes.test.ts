// The `sitewright` command's exit codes, run as a child process against a real stack: 1 when the
// job failed, 2 for usage errors, 3 when the service refused or could not be reached; each error
// one plain line on stderr.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { cliOutDir, closedPort, startCliStack, type CliStack } from '../support/cli-process.ts';

let cli: CliStack;

t.before(async () => {
  cli = await startCliStack();
});
t.teardown(() => cli?.stop());

t.test('exit 1: the job failed, with its reason on one stderr line', async (t) => {
  const out = join(await cliOutDir(), 'site');
  const run = await cli.run(['generate', 'Make the buttons green', '--out', out, '--source-url', 'http://127.0.0.1:9/']);
  t.equal(run.code, 1);
  t.match(run.stderr, /^sitewright: job job_[0-9A-Z]{26} failed: source_url: 127\.0\.0\.1 is a loopback address[^\n]*\n$/);
  t.match(run.stdout, /^failed\s/m, 'the failed state is shown');
  t.match(run.stdout, /^job_id: job_/m);
  await t.rejects(readdir(out), { code: 'ENOENT' }, 'no files written: not even the folder');

  const jobId = /job_[0-9A-Z]{26}/.exec(run.stdout)![0];
  const status = await cli.run(['status', jobId]);
  t.equal(status.code, 1, 'status of a failed job exits 1 too');
  t.match(status.stdout, /^error: source_url: 127\.0\.0\.1 is a loopback address/m);
});

t.test('exit 2: usage errors, found before anything is sent', async (t) => {
  const cases: [string[], RegExp, Record<string, string | undefined>?][] = [
    [['generate', 'A site'], /^sitewright: required option '--out <dir>' not specified\n$/],
    [['generate', '--out', '/tmp/x'], /^sitewright: missing required argument 'request'\n$/],
    [['status'], /^sitewright: missing required argument 'job_id'\n$/],
    [['status', 'job_x', '--colour'], /^sitewright: unknown option '--colour'\n$/],
    [['frobnicate'], /^sitewright: unknown command 'frobnicate'\n$/],
    [['delete'], /^sitewright: delete takes a job_id or --project <id>, one of the two\n$/],
    [['delete', 'job_x', '--project', 'p'], /^sitewright: delete takes a job_id or --project <id>, one of the two\n$/],
    [['generate', 'x'.repeat(4001), '--out', '/tmp/x'], /^sitewright: request: must be 1 to 4000 characters \(got 4001\)\n$/],
    [
      ['generate', 'A site', '--out', '/tmp/x', '--project', 'no spaces please'],
      /^sitewright: --project: may contain only letters, digits and \. _ : -\n$/,
    ],
    [
      ['generate', 'A site', '--out', '/tmp/x', '--source-url', 'ftp://example.com/'],
      /^sitewright: --source-url: must use http or https \(got ftp\)\n$/,
    ],
    [['status', 'job_x'], /^sitewright: no API key: pass --key <key> or set SITEWRIGHT_API_KEY/, { SITEWRIGHT_API_KEY: undefined }],
    [['status', 'job_x', '--url', 'localhost:8080'], /^sitewright: --url must be an http\(s\) address/],
  ];
  const runs = await Promise.all(cases.map(([args, , env]) => cli.run(args, { env })));
  for (const [i, [args, stderr]] of cases.entries()) {
    const run = runs[i]!;
    t.equal(run.code, 2, `exit 2 for ${args.join(' ').slice(0, 60)}`);
    t.match(run.stderr, stderr, 'one plain line');
    t.equal(run.stdout, '');
  }
  const bare = await cli.run([]);
  t.equal(bare.code, 2, 'no command: the help, exit 2');
  t.match(bare.stderr, /Usage: sitewright/);
  const help = await cli.run(['--help']);
  t.equal(help.code, 0);
  t.match(help.stdout, /generate \[options\] <request>/);
});

t.test('exit 3: the service refused or could not be reached', async (t) => {
  const missing = await cli.run(['status', 'job_01ARZ3NDEKTSV4RRFFQ69G5FAV']);
  t.equal(missing.code, 3);
  t.equal(missing.stderr, 'sitewright: No job with this id exists for this API key. Use the job_id returned by POST /generate.\n');

  const wrongKey = await cli.run(['status', 'job_01ARZ3NDEKTSV4RRFFQ69G5FAV', '--key', 'sw_nope']);
  t.equal(wrongKey.code, 3);
  t.match(wrongKey.stderr, /^sitewright: [^\n]+\n$/);

  const conflict = await cli.run(['deployed', 'job_01ARZ3NDEKTSV4RRFFQ69G5FAV', 'https://x.example.com/']);
  t.equal(conflict.code, 3);

  const unreachable = await cli.run(['status', 'job_01ARZ3NDEKTSV4RRFFQ69G5FAV', '--url', `http://127.0.0.1:${await closedPort()}`]);
  t.equal(unreachable.code, 3);
  t.match(
    unreachable.stderr,
    /^sitewright: Could not reach the Sitewright service at http:\/\/127\.0\.0\.1:\d+: connect ECONNREFUSED[^\n]*\n$/,
    'one line after the retries',
  );
});
