// Binary files (issue 27) through the command line and the MCP server, against a real stack:
// `generate --files DIR` sends a folder's images and fonts as base64, `--out` writes them back byte
// for byte; the MCP server's wait_for_job names binary files by path and size, never with their
// base64 in its text.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import t from 'tap';
import { CLI_BIN, cliOutDir, startCliStack, type CliStack } from '../support/cli-process.ts';
import { FONT_WOFF2, PHOTO_JPG, base64File, makePng } from '../support/binary-files.ts';

const PAGE =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Studio</title></head>' +
  '<body><main><h1>Old heading</h1><img src="img/logo.png" alt="Studio logo" width="32" height="32"></main></body></html>\n';
const LOGO = makePng(32, 32, [10, 200, 90]);

let cli: CliStack;

t.before(async () => {
  cli = await startCliStack();
});
t.teardown(() => cli?.stop());

t.test('generate --files DIR sends images and fonts as base64; --out writes the same bytes', async (t) => {
  const source = await cliOutDir();
  await mkdir(join(source, 'img'));
  await mkdir(join(source, 'fonts'));
  await writeFile(join(source, 'index.html'), PAGE);
  await writeFile(join(source, 'img/logo.png'), LOGO);
  await writeFile(join(source, 'img/team.jpg'), PHOTO_JPG);
  await writeFile(join(source, 'fonts/brand.woff2'), FONT_WOFF2);
  // Named as an image but not one: skipped with a note, not sent to be refused.
  await writeFile(join(source, 'img/fake.png'), 'not a picture');
  const out = join(await cliOutDir(), 'site');

  const run = await cli.run(['generate', 'Change the main heading to "Studio North"', '--files', source, '--out', out]);
  t.equal(run.code, 0, run.stderr);
  t.match(run.stderr, /sitewright: skipped img\/fake\.png: it is not a PNG image/);
  const jobId = /job_[0-9A-Z]{26}/.exec(run.stdout)![0];
  const job = (await cli.stack.http('GET', `/job/${jobId}`, { apiKey: cli.apiKey })).body;
  t.equal(job.status, 'ready', job.error);
  t.same(job.files.map((file: any) => file.path).sort(), ['fonts/brand.woff2', 'img/logo.png', 'img/team.jpg', 'index.html']);
  t.same(
    job.files.find((file: any) => file.path === 'img/logo.png'),
    { ...base64File('img/logo.png', LOGO), language: 'png' },
    'sent as base64',
  );

  t.same(await readFile(join(out, 'img/logo.png')), LOGO, 'the PNG on disk, byte for byte');
  t.same(await readFile(join(out, 'img/team.jpg')), PHOTO_JPG, 'the JPEG');
  t.same(await readFile(join(out, 'fonts/brand.woff2')), FONT_WOFF2, 'the font');
  t.match(await readFile(join(out, 'index.html'), 'utf8'), /<h1>Studio North<\/h1>/);

  const status = await cli.run(['status', jobId, '--json']);
  const logo = JSON.parse(status.stdout).files.find((file: any) => file.path === 'img/logo.png');
  t.same(logo, { path: 'img/logo.png', language: 'png', bytes: LOGO.length }, 'status counts decoded bytes');
});

t.test('MCP: wait_for_job names binary files by path and size, without their base64', async (t) => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI_BIN, 'mcp'],
    env: { ...getDefaultEnvironment(), SITEWRIGHT_URL: cli.stack.baseUrl, SITEWRIGHT_API_KEY: cli.apiKey },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'sitewright-binary-test', version: '1.0.0' });
  await client.connect(transport);
  t.teardown(() => client.close());

  const started: any = await client.callTool({
    name: 'generate_website',
    arguments: {
      query: 'Change the main heading to "Studio South"',
      files: [{ path: 'index.html', content: PAGE }, base64File('img/logo.png', LOGO)],
    },
  });
  t.notOk(started.isError, JSON.stringify(started.content));
  const jobId = started.structuredContent.job_id;
  const done: any = await client.callTool({ name: 'wait_for_job', arguments: { job_id: jobId, timeout_seconds: 60 } });
  t.notOk(done.isError, JSON.stringify(done.content));
  t.equal(done.structuredContent.status, 'ready');
  const files = done.structuredContent.files;
  t.same(
    files.find((file: any) => file.path === 'img/logo.png'),
    { path: 'img/logo.png', language: 'png', encoding: 'base64', bytes: LOGO.length },
  );
  t.match(files.find((file: any) => file.path === 'index.html').content, /Studio South/, 'text files keep their content');
  const text = done.content.map((part: any) => part.text).join('\n');
  t.notOk(text.includes(LOGO.toString('base64').slice(0, 40)), 'no base64 in the text');
  t.notOk(JSON.stringify(done.structuredContent).includes(LOGO.toString('base64').slice(0, 40)), 'nor in the structured content');
});
