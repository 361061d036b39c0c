// Screenshots through every client (issue 28): the SDK's screenshot(), `sitewright screenshot`, and
// the MCP tool get_screenshot returning an image block, against a stack with a renderer and the
// machine's Chromium. Each checks the PNG it got: its signature and the width of its device.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import t from 'tap';
import { NotFoundError, Sitewright } from '../../shared/client/index.ts';
import { CLI_BIN, cliOutDir, runCliProcess } from '../support/cli-process.ts';
import { startStack, type TestStack } from '../support/stack.ts';

t.setTimeout(240_000);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk (bytes 16 to 23), after checking its signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

let stack: TestStack;
let apiKey: string;
let jobId: string;
let sdk: Sitewright;

t.before(async () => {
  stack = await startStack({ renderer: true });
  ({ apiKey } = await stack.createAccount({ name: 'Screenshots' }));
  sdk = new Sitewright({ baseUrl: stack.baseUrl, apiKey });
  const started = await sdk.generate({ query: 'A website for a bike repair shop called Spoke & Chain in York, with a contact page' });
  jobId = started.job_id;
  await stack.waitForJob(jobId, apiKey, (job) => job.rendered_status === 'done', 120_000);
});
t.teardown(() => stack?.stop());

t.test('the SDK fetches each listed screenshot at its width, and a page never rendered is a NotFoundError', async (t) => {
  const job = await sdk.job(jobId);
  t.equal(job.rendered_status, 'done');
  // The offline engine's site, as a visitor meets it in Chromium at both widths: nothing to report.
  t.match(job.checks?.rendered, { problems: [], problem_count: 0 });
  t.ok((job.checks?.rendered?.pages ?? 0) >= 1);
  t.ok(job.screenshots.length >= 2, 'phone and desktop at least');
  for (const shot of job.screenshots) {
    const png = await sdk.screenshot(jobId, shot.page, { device: shot.device });
    t.same(pngSize(png), { width: shot.width, height: shot.height }, `${shot.page} at ${shot.device} is the PNG listed`);
    t.equal(shot.width, shot.device === 'phone' ? 375 : 1280);
  }
  const phone = pngSize(await sdk.screenshot(jobId, 'index.html', { device: 'phone' }));
  t.equal(phone.width, 375);
  t.equal(pngSize(await sdk.screenshot(jobId, 'index.html')).width, 1280, 'desktop by default');
  await t.rejects(sdk.screenshot(jobId, 'no-such-page.html'), NotFoundError);
});

t.test('sitewright screenshot writes <page>.<device>.png files, and says plainly when there is none', async (t) => {
  const env = { ...process.env, SITEWRIGHT_URL: stack.baseUrl, SITEWRIGHT_API_KEY: apiKey };
  const out = await cliOutDir();
  const run = await runCliProcess(['screenshot', jobId, '--out', out, '--json'], env);
  t.equal(run.code, 0, run.stderr);
  const report = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
  t.match(report, { type: 'screenshot', job_id: jobId, status: 'ready', rendered_status: 'done', error: '' });
  const job = await sdk.job(jobId);
  t.equal(report.files.length, job.screenshots.length, 'one file per screenshot');
  t.same(pngSize(await readFile(join(out, 'index.phone.png'))).width, 375);
  t.same(pngSize(await readFile(join(out, 'index.desktop.png'))).width, 1280);

  const phoneOnly = await cliOutDir();
  const one = await runCliProcess(['screenshot', jobId, '--out', phoneOnly, '--device', 'phone', '--page', 'index.html'], env);
  t.equal(one.code, 0, one.stderr);
  t.match(one.stdout, /Wrote 1 screenshot to /);
  await t.rejects(readFile(join(phoneOnly, 'index.desktop.png')), 'only the device asked for');

  const none = await runCliProcess(['screenshot', jobId, '--out', await cliOutDir(), '--page', 'nowhere.html'], env);
  t.equal(none.code, 1);
  t.match(none.stderr, /has no screenshot of nowhere\.html at both; its pages: .*index\.html/);
});

t.test('the MCP tool get_screenshot returns the PNG as an image block', async (t) => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI_BIN, 'mcp'],
    env: { ...getDefaultEnvironment(), SITEWRIGHT_URL: stack.baseUrl, SITEWRIGHT_API_KEY: apiKey },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'sitewright-test', version: '1.0.0' });
  await client.connect(transport);
  t.teardown(() => client.close());
  const result: any = await client.callTool({ name: 'get_screenshot', arguments: { job_id: jobId, device: 'phone' } });
  t.notOk(result.isError, JSON.stringify(result).slice(0, 300));
  t.equal(result.content[0].type, 'image');
  t.equal(result.content[0].mimeType, 'image/png');
  t.equal(pngSize(Buffer.from(result.content[0].data, 'base64')).width, 375, 'index.html at 375 px by default page');
  const missing: any = await client.callTool({ name: 'get_screenshot', arguments: { job_id: jobId, page: 'nowhere.html' } });
  t.ok(missing.isError, 'an unknown page is a tool error');
});
