// `sitewright mcp` driven by the MCP SDK's own client over stdio, against a real stack: the
// tools and their schemas, generate, get, wait (with progress and a timeout), report, and
// refusals as tool errors with the plain message.
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import t from 'tap';
import { startStack, type TestStack } from '../support/stack.ts';

const BIN = join(import.meta.dirname, '../../services/cli/sitewright.js');

let stack: TestStack;
let client: Client;
let stderr = '';
let apiKey = '';

// No generator at first, so a job stays building while the timeout is tried.
t.before(async () => {
  stack = await startStack({ generators: 0 });
  ({ apiKey } = await stack.createAccount({ name: 'MCP test' }));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp'],
    env: { ...getDefaultEnvironment(), SITEWRIGHT_URL: stack.baseUrl, SITEWRIGHT_API_KEY: apiKey },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  client = new Client({ name: 'sitewright-test', version: '1.0.0' });
  await client.connect(transport);
});
t.teardown(async () => {
  await client?.close();
  await stack?.stop();
});

const text = (result: any) => result.content.map((part: any) => part.text).join('\n');

t.test('lists the five tools with input schemas from the API schemas', async (t) => {
  const { tools } = await client.listTools();
  t.same(tools.map((tool) => tool.name).sort(), ['generate_website', 'get_job', 'get_screenshot', 'report_deployment', 'wait_for_job']);
  const screenshot = tools.find((tool) => tool.name === 'get_screenshot')!;
  t.same(Object.keys(screenshot.inputSchema.properties ?? {}).sort(), ['device', 'job_id', 'page']);
  t.same((screenshot.inputSchema.properties as any).device.enum, ['desktop', 'phone'], 'the devices the API renders at');
  const generate = tools.find((tool) => tool.name === 'generate_website')!;
  // target, locked_paths and design_tokens added by issue 27, as the API has them.
  t.same(Object.keys(generate.inputSchema.properties ?? {}).sort(), [
    'design_tokens',
    'files',
    'locked_paths',
    'project_id',
    'query',
    'source_url',
    'target',
  ]);
  t.same(generate.inputSchema.required, ['query']);
  t.match((generate.inputSchema.properties as any).query.description, /Plain-English request/, 'described as the API describes it');
  t.match((generate.inputSchema.properties as any).files.maxItems, 500, 'with the API limits');
  const wait = tools.find((tool) => tool.name === 'wait_for_job')!;
  t.same(wait.inputSchema.required, ['job_id']);
  t.ok(wait.outputSchema, 'results are structured');
  const report = tools.find((tool) => tool.name === 'report_deployment')!;
  t.same(Object.keys(report.inputSchema.properties ?? {}).sort(), ['deploy_url', 'job_id']);
});

t.test('generate, get, wait (with a timeout, then to the end), report', async (t) => {
  const started: any = await client.callTool({
    name: 'generate_website',
    arguments: { query: 'A website for a flower shop called Petal House in Bristol', project_id: 'petal' },
  });
  t.notOk(started.isError, text(started));
  t.match(started.structuredContent, { status: 'building', job_id: /^job_[0-9A-Z]{26}$/, source: 'generated', sandbox_session: /^sbx_/ });
  t.match(text(started), /Call wait_for_job/);
  const jobId = started.structuredContent.job_id;

  const building: any = await client.callTool({ name: 'get_job', arguments: { job_id: jobId } });
  t.notOk(building.isError, text(building));
  t.match(building.structuredContent, { job_id: jobId, status: 'building', files: [], deployment_id: '' });

  const early: any = await client.callTool({ name: 'wait_for_job', arguments: { job_id: jobId, timeout_seconds: 1 } });
  t.notOk(early.isError, 'running out of time is not an error');
  t.equal(early.structuredContent.status, 'building');
  t.match(text(early), /still building; call wait_for_job again/);

  await stack.addGenerator();
  const progress: any[] = [];
  const done: any = await client.callTool({ name: 'wait_for_job', arguments: { job_id: jobId, timeout_seconds: 60 } }, undefined, {
    onprogress: (update) => progress.push(update),
    resetTimeoutOnProgress: true,
  });
  t.notOk(done.isError, text(done));
  t.match(text(done), new RegExp(`^Job ${jobId} is ready\\.`));
  t.match(done.structuredContent, { job_id: jobId, status: 'ready', error: '', deployment_id: /^dep_/ });
  const index = done.structuredContent.files.find((file: any) => file.path === 'index.html');
  t.match(index?.content, /Petal House/, 'the files come with their contents');
  t.ok(progress.length >= 1, 'progress was reported while waiting');
  t.match(progress.at(-1).message, /^ready: /);

  const listed: any = await client.callTool({ name: 'get_job', arguments: { job_id: jobId } });
  t.same(
    listed.structuredContent.files,
    done.structuredContent.files.map((file: any) => ({ path: file.path, language: file.language, bytes: Buffer.byteLength(file.content) })),
    'get_job lists the files without their contents',
  );

  const reported: any = await client.callTool({
    name: 'report_deployment',
    arguments: { job_id: jobId, deploy_url: 'https://petal.example.com/' },
  });
  t.notOk(reported.isError, text(reported));
  t.same(reported.structuredContent, {
    status: 'ready',
    job_id: jobId,
    deploy_url: 'https://petal.example.com/',
    deployment_id: done.structuredContent.deployment_id,
    error: '',
  });
});

t.test('a targeted edit with a locked file, through the tool', async (t) => {
  const page =
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>T</title></head><body><h1>Old</h1><section id="offer"><h2>Old</h2></section></body></html>\n';
  const started: any = await client.callTool({
    name: 'generate_website',
    arguments: {
      query: 'Change the heading to "New"',
      files: [
        { path: 'index.html', content: page },
        { path: 'legal.html', content: page },
      ],
      target: { selector: '#offer' },
      locked_paths: ['legal.html'],
    },
  });
  t.notOk(started.isError, text(started));
  const done: any = await client.callTool({
    name: 'wait_for_job',
    arguments: { job_id: started.structuredContent.job_id, timeout_seconds: 60 },
  });
  t.equal(done.structuredContent.status, 'ready', text(done));
  const job = (await stack.http('GET', `/job/${started.structuredContent.job_id}`, { apiKey })).body;
  t.equal(job.files.find((file: any) => file.path === 'index.html').content, page.replace('<h2>Old</h2>', '<h2>New</h2>'));
  t.equal(job.files.find((file: any) => file.path === 'legal.html').content, page);

  const alone: any = await client.callTool({ name: 'generate_website', arguments: { query: 'x', target: { selector: '#offer' } } });
  t.equal(alone.isError, true);
  t.match(text(alone), /target: needs something to edit/);
});

t.test('refusals come back as tool errors with the plain message', async (t) => {
  const empty: any = await client.callTool({ name: 'generate_website', arguments: { query: '' } });
  t.equal(empty.isError, true);
  t.match(text(empty), /must be 1 to 4000 characters \(got 0\)/, 'checked by the API schema before anything is sent');

  const badUrl: any = await client.callTool({
    name: 'report_deployment',
    arguments: { job_id: 'job_01ARZ3NDEKTSV4RRFFQ69G5FAV', deploy_url: 'ftp://example.com/' },
  });
  t.equal(badUrl.isError, true);
  t.match(text(badUrl), /must use http or https \(got ftp\)/);

  const missing: any = await client.callTool({ name: 'get_job', arguments: { job_id: 'job_01ARZ3NDEKTSV4RRFFQ69G5FAV' } });
  t.equal(missing.isError, true);
  t.equal(
    text(missing),
    'No job with this id exists for this API key. Use the job_id returned by POST /generate.',
    "the service's message as it is",
  );

  const tooLong: any = await client.callTool({
    name: 'wait_for_job',
    arguments: { job_id: 'job_01ARZ3NDEKTSV4RRFFQ69G5FAV', timeout_seconds: 3600 },
  });
  t.equal(tooLong.isError, true);
  t.match(text(tooLong), /must be 1 to 600 seconds/);
  t.equal(stderr, '', 'nothing on stderr');
});

t.test('generate_website takes design tokens; a document the API refuses is a tool error naming the token', async (t) => {
  const bad: any = await client.callTool({
    name: 'generate_website',
    arguments: { query: 'A bakery site', design_tokens: { color: { brand: { $type: 'color', $value: '{color.nope}' } } } },
  });
  t.equal(bad.isError, true);
  t.match(text(bad), /the token color\.brand: refers to \{color\.nope\}, which is not a token of this document/);
  const started: any = await client.callTool({
    name: 'generate_website',
    arguments: { query: 'A bakery site', design_tokens: { color: { brand: { $type: 'color', $value: '#7a1f5c' } } } },
  });
  t.notOk(started.isError, text(started));
  // A generator was added by the test above, unless that one was filtered out.
  if (stack.generators.length === 0) await stack.addGenerator();
  const done: any = await client.callTool({
    name: 'wait_for_job',
    arguments: { job_id: started.structuredContent.job_id, timeout_seconds: 60 },
  });
  t.equal(done.structuredContent.status, 'ready', text(done));
  t.match(
    done.structuredContent.checks.brand,
    { found: [{ name: 'color.brand', value: '#7a1f5c' }], missing: [] },
    'the brand reached the engine',
  );
});
