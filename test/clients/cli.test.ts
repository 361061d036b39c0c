// The `sitewright` command run as a child process (the package.json bin, services/cli/sitewright.js)
// against a real stack: its output, the files it writes, --json, the launcher. Exit codes of
// failures: cli-exit-codes.test.ts.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { cliOutDir, startCliStack, type CliStack } from '../support/cli-process.ts';

let cli: CliStack;
/** A ready job made by the first test, for the commands that read one. */
let readyJob: any;

t.before(async () => {
  cli = await startCliStack();
});
t.teardown(() => cli?.stop());

const lines = (text: string) => text.split('\n').filter((line) => line !== '');

t.test('generate shows progress, writes the files and prints the job and deployment ids', async (t) => {
  const out = join(await cliOutDir(), 'site');
  const run = await cli.run(['generate', 'A website for a flower shop called Petal House in Bristol', '--out', out, '--project', 'petal']);
  t.equal(run.code, 0, run.stderr);
  t.equal(run.stderr, '', 'nothing on stderr');
  const output = lines(run.stdout);
  t.match(output[0], /^Started job job_[0-9A-Z]{26} \(generated\)$/);
  const jobId = /job_[0-9A-Z]{26}/.exec(output[0]!)![0];
  t.ok(
    output.some((line) => /^ready\s+\d+ files?\s+\d+\.\ds\s+\S/.test(line)),
    'a plain progress line per update, the last one ready',
  );
  t.ok(output.includes(`job_id: ${jobId}`));
  const deployment = output.find((line) => line.startsWith('deployment_id: '));
  t.match(deployment, /^deployment_id: dep_[0-9a-f]{32}$/);

  readyJob = (await cli.stack.http('GET', `/job/${jobId}`, { apiKey: cli.apiKey })).body;
  t.equal(readyJob.status, 'ready');
  t.equal(deployment, `deployment_id: ${readyJob.deployment_id}`);
  t.ok(readyJob.files.length > 0, 'the job has files');
  t.ok(output.includes(`Wrote ${readyJob.files.length} files to ${out}`));
  t.same(
    (await readdir(out, { recursive: true })).filter((name) => name.includes('.')).sort(),
    readyJob.files.map((file: any) => file.path).sort(),
  );
  for (const file of readyJob.files) t.equal(await readFile(join(out, file.path), 'utf8'), file.content, `${file.path} on disk`);
});

t.test('generate --json prints one JSON object per update, then the result', async (t) => {
  const out = await cliOutDir();
  const run = await cli.run(['generate', 'A website for a tea room called Steep in Leeds', '--out', out, '--json']);
  t.equal(run.code, 0, run.stderr);
  t.equal(run.stderr, '');
  const objects = lines(run.stdout).map((line) => JSON.parse(line));
  t.equal(objects[0].type, 'started');
  t.match(objects[0], { status: 'building', job_id: /^job_/, source: 'generated' });
  const updates = objects.filter((object) => object.type === 'update');
  t.ok(updates.length >= 1, 'at least one update');
  t.equal(updates.at(-1).status, 'ready');
  for (const update of updates)
    t.match(update, { job_id: objects[0].job_id, status: /^(building|partial|ready)$/, files: Array, elapsed_seconds: Number });
  const done = objects.at(-1);
  t.match(done, { type: 'done', job_id: objects[0].job_id, status: 'ready', deployment_id: /^dep_/, error: '', out });
  t.same(
    (await readdir(out)).sort(),
    [...done.files].filter((path: string) => !path.includes('/')).sort(),
    'the files it lists are on disk',
  );
});

t.test('status, watch, files and deployed on a ready job', async (t) => {
  const status = await cli.run(['status', readyJob.job_id]);
  t.equal(status.code, 0, status.stderr);
  t.match(status.stdout, `job_id: ${readyJob.job_id}\nstatus: ready\n`);
  t.match(status.stdout, `deployment_id: ${readyJob.deployment_id}`);

  const statusJson = await cli.run(['status', readyJob.job_id, '--json']);
  const object = JSON.parse(statusJson.stdout);
  t.match(object, { type: 'status', job_id: readyJob.job_id, status: 'ready', deployment_id: readyJob.deployment_id });
  t.same(
    object.files[0],
    { path: readyJob.files[0].path, language: readyJob.files[0].language, bytes: Buffer.byteLength(readyJob.files[0].content) },
    'files without contents',
  );

  const watch = await cli.run(['watch', readyJob.job_id]);
  t.equal(watch.code, 0, watch.stderr);
  t.match(watch.stdout, /^ready\s/m);
  t.match(watch.stdout, `job_id: ${readyJob.job_id}\ndeployment_id: ${readyJob.deployment_id}\n`);

  const out = await cliOutDir();
  const files = await cli.run(['files', readyJob.job_id, '--out', out]);
  t.equal(files.code, 0, files.stderr);
  t.equal(files.stdout, `Wrote ${readyJob.files.length} files to ${out}\n`);
  t.equal(await readFile(join(out, 'index.html'), 'utf8'), readyJob.files.find((file: any) => file.path === 'index.html').content);

  const deployed = await cli.run(['deployed', readyJob.job_id, 'https://petal.example.com/']);
  t.equal(deployed.code, 0, deployed.stderr);
  t.equal(deployed.stdout, `Reported https://petal.example.com/ for job ${readyJob.job_id} (deployment ${readyJob.deployment_id})\n`);
  const deployedJson = await cli.run(['--json', 'deployed', readyJob.job_id, 'https://www.petal.example.com/']);
  t.same(JSON.parse(deployedJson.stdout), {
    type: 'deployed',
    status: 'ready',
    job_id: readyJob.job_id,
    deploy_url: 'https://www.petal.example.com/',
    deployment_id: readyJob.deployment_id,
    error: '',
  });
});

t.test('the launcher hands over to the pinned Node when the running one cannot strip types', async (t) => {
  const run = await cli.run(['status', readyJob.job_id], { nodeArgs: ['--no-experimental-strip-types'] });
  t.equal(run.code, 0, run.stderr);
  t.match(run.stdout, `job_id: ${readyJob.job_id}\nstatus: ready\n`);
});

t.test('generate --files with --target and --lock: only the target changes, the locked file stays', async (t) => {
  const { mkdir, writeFile } = await import('node:fs/promises');
  const from = join(await cliOutDir(), 'from');
  await mkdir(from, { recursive: true });
  const index =
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Prices</title></head><body><header><p>Our prices</p></header><main><section class="pricing"><p>All prices in euros.</p></section><p><a href="legal.html">Legal prices notice</a></p></main></body></html>\n';
  const legal =
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Legal</title></head><body><p>Legal prices notice</p></body></html>\n';
  await writeFile(join(from, 'index.html'), index);
  await writeFile(join(from, 'legal.html'), legal);
  const out = join(await cliOutDir(), 'edited');
  const run = await cli.run([
    'generate',
    'Replace "prices" with "rates"',
    '--files',
    from,
    '--target',
    '.pricing',
    '--target-page',
    'index.html',
    '--lock',
    'legal.html',
    '--lock',
    'assets/**',
    '--out',
    out,
  ]);
  t.equal(run.code, 0, run.stderr);
  t.equal(await readFile(join(out, 'index.html'), 'utf8'), index.replace('All prices in euros', 'All rates in euros'));
  t.equal(await readFile(join(out, 'legal.html'), 'utf8'), legal);

  const usage: [string[], RegExp][] = [
    [['--target', 'a['], /^sitewright: --target \(selector\): is not a valid CSS selector/],
    [['--target', '.pricing', '--target-page', 'site.css', '--files', from], /^sitewright: --target-page: must be an HTML page/],
    [['--target', '.pricing'], /^sitewright: --target: needs something to edit: send --files or --project with it\n$/],
    [['--target-page', 'index.html', '--files', from], /^sitewright: --target-page: names the page of a --target/],
    [['--lock', '../x', '--files', from], /^sitewright: --lock \(0\): must not contain "\.\." segments/],
  ];
  for (const [flags, stderr] of usage) {
    const refused = await cli.run(['generate', 'Change it', '--out', out, ...flags]);
    t.equal(refused.code, 2, flags.join(' '));
    t.match(refused.stderr, stderr);
  }
});

t.test('generate --tokens sends the brand: its colour is in the stylesheet written; a bad file is a usage error', async (t) => {
  const dir = await cliOutDir();
  const tokens = join(dir, 'brand.tokens.json');
  await writeFile(tokens, JSON.stringify({ color: { brand: { $type: 'color', $value: '#7a1f5c' } } }));
  const out = join(dir, 'branded');
  const run = await cli.run(['generate', 'A website for a flower shop called Petal House in Bristol', '--out', out, '--tokens', tokens]);
  t.equal(run.code, 0, run.stderr);
  t.match(await readFile(join(out, 'styles.css'), 'utf8'), /--accent: #7a1f5c;/);

  const bad = join(dir, 'bad.tokens.json');
  await writeFile(bad, JSON.stringify({ color: { brand: { $type: 'color', $value: 'not-a-colour' } } }));
  const refused = await cli.run(['generate', 'A flower shop', '--out', join(dir, 'never'), '--tokens', bad]);
  t.equal(refused.code, 2, 'a usage error, found before anything is sent');
  t.match(refused.stderr, /--tokens: the token color\.brand: "not-a-colour" is not a colour/);
  const missing = await cli.run(['generate', 'A flower shop', '--out', join(dir, 'never'), '--tokens', join(dir, 'none.json')]);
  t.equal(missing.code, 2);
  t.match(missing.stderr, /--tokens: cannot read .*none\.json \(ENOENT\)/);
});

t.test('delete erases a job, or a project with --project; asked again, it says erased and exits 3', async (t) => {
  const started = await cli.stack.http('POST', '/generate', {
    apiKey: cli.apiKey,
    body: { query: 'A website for a bike shop', project_id: 'bikes' },
  });
  const jobId = started.body.job_id;
  const erased = await cli.run(['delete', jobId]);
  t.equal(erased.code, 0, erased.stderr);
  t.equal(erased.stdout, `Erased job ${jobId}\n`);
  const again = await cli.run(['delete', jobId]);
  t.equal(again.code, 3);
  t.match(again.stderr, /^sitewright: This job was erased at its owner's request[^\n]*\n$/);
  const status = await cli.run(['status', jobId]);
  t.equal(status.code, 3, 'every later command about it is refused');

  const project = await cli.run(['--json', 'delete', '--project', 'bikes']);
  t.equal(project.code, 0, project.stderr);
  t.same(JSON.parse(project.stdout), { type: 'erased', status: 'erased', project_id: 'bikes', error: '' });
  t.match((await cli.run(['delete', '--project', 'bikes'])).stderr, /^sitewright: This project was erased/);
});
