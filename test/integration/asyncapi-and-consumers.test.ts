// The event catalogue as a product for others: GET /asyncapi.json covers every catalogued
// type@version and every subject pattern, and the official AsyncAPI parser accepts it; the
// documented durable-consumer example reads the JOBS stream from outside and resumes where it stopped.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Parser } from '@asyncapi/parser';
import t from 'tap';
import { catalogueEntries } from '../../shared/events/catalogue.ts';
import { EVENT_CHANNELS } from '../../shared/events/channels.ts';
import { STREAM_SUBJECTS } from '../../shared/events/subjects.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

const run = promisify(execFile);
let stack: TestStack;

t.before(async () => {
  stack = await startStack();
});
t.teardown(() => stack?.stop());

t.test('GET /asyncapi.json is a valid AsyncAPI 3 document covering the whole catalogue', async (t) => {
  const response = await stack.http('GET', '/asyncapi.json');
  t.equal(response.status, 200);
  const document = response.body;
  t.equal(document.asyncapi, '3.0.0');

  const { document: parsed, diagnostics } = await new Parser().parse(response.text);
  const problems = diagnostics
    .filter((diagnostic) => diagnostic.severity === 0)
    .map((diagnostic) => `${diagnostic.message} at ${diagnostic.path.join('.')}`);
  t.same(problems, [], 'the AsyncAPI parser reports no error');
  t.ok(parsed, 'and parses it');

  const entries = catalogueEntries();
  t.equal(parsed!.messages().length, entries.length, 'one message per type@version');
  for (const entry of entries) {
    const id = `${entry.type}V${entry.version}`;
    const message = document.components.messages[id];
    t.ok(message, `${entry.type}@${entry.version} is a message`);
    t.equal(message.payload.properties.type.const, entry.type);
    t.equal(message.payload.properties.version.const, entry.version);
    t.ok(message.payload.properties.data, 'with the JSON Schema of its data');
    const channels = Object.values<any>(document.channels).filter((channel) => channel.messages[id]);
    t.equal(channels.length, 1, `${entry.type}@${entry.version} is published on exactly one channel`);
  }
  const catalogued = new Set(entries.map((entry) => entry.type));
  for (const channel of EVENT_CHANNELS) {
    for (const type of channel.types) t.ok(catalogued.has(type), `${type} of ${channel.address} is catalogued`);
    t.ok(
      STREAM_SUBJECTS.some((subjects) => channel.address.startsWith(subjects.replace('>', ''))),
      `${channel.address} is in the stream`,
    );
    t.equal(parsed!.channels().get(channel.id)?.address(), channel.address);
  }
  const jobRequested = document.components.messages.JobRequestedV1.payload;
  t.ok(jobRequested.required.includes('job_id'));
  t.same(jobRequested.properties.data.properties.source.enum, ['generated', 'cache', 'fork']);
  t.match(document.components.messages.JobRequestedV1.description, /`data\.query`.*`data\.user_id`/, 'its sealed fields are named');
  t.notOk(document.components.messages.JobAdmittedV1.description, 'an event with nothing sealed says nothing of it');
});

t.test('/openapi.json and /docs describe every analytics and audit route', async (t) => {
  const paths = (await stack.http('GET', '/openapi.json')).body.paths;
  const docs = (await stack.http('GET', '/docs')).text;
  for (const [path, method] of [
    ['/admin/accounts/{account_id}', 'patch'],
    ['/admin/accounts/{account_id}/events', 'get'],
    ['/admin/jobs', 'get'],
    ['/admin/stats', 'get'],
    ['/admin/events', 'get'],
    ['/admin/blobs/{digest}', 'get'],
    ['/asyncapi.json', 'get'],
  ] as const) {
    t.ok(paths[path]?.[method]?.summary, `${method.toUpperCase()} ${path}`);
    t.ok(docs.includes(path), `${path} on /docs`);
  }
  t.same(
    paths['/admin/accounts/{account_id}'].patch.requestBody.content['application/json'].schema.properties.monthly_token_limit.anyOf
      .map((s: any) => s.type)
      .sort(),
    ['integer', 'null'],
  );
  t.ok(paths['/admin/jobs'].get.parameters.some((parameter: any) => parameter.name === 'cursor'));
});

t.test('the documented durable consumer reads the stream from outside and resumes where it stopped', async (t) => {
  const { apiKey } = await stack.createAccount({ name: 'Consumed', burst: 20, rate_limit_per_minute: 600 });
  const make = async (query: string) => {
    const id = (await stack.http('POST', '/generate', { apiKey, body: { query } })).body.job_id as string;
    await stack.waitForJob(id, apiKey);
    return id;
  };
  const first = [await make('A site for a tea room called Leaf'), await make('A site for a tailor in Milan')];
  await stack.caughtUp();
  // The very same request again: one JobReused, ready from its first event.
  first.push(await make('A site for a tea room called Leaf'));
  t.equal(
    (await stack.http('GET', `/admin/jobs/${first[2]}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).body.events[0]
      .type,
    'JobReused',
  );
  const env = { ...process.env, NATS_URL: stack.nats.url, CONSUMER: 'test-job-endings' };
  const once = await run(process.execPath, ['docs/examples/durable-consumer.ts'], { env });
  const lines = once.stdout.trim().split('\n');
  t.equal(lines.length, 3, 'every job ending so far, the reused result included');
  for (const [i, id] of first.entries()) t.match(lines[i], new RegExp(`^\\d+ ${id} ready \\S+ \\(sealed fields left aside\\)$`));
  t.equal(once.stderr, '', 'no event it met was unknown to it');

  const again = await run(process.execPath, ['docs/examples/durable-consumer.ts'], { env });
  t.equal(again.stdout, '', 'nothing new: the server remembered what was acknowledged');

  const later = await make('A site for a cycling club');
  const resumed = await run(process.execPath, ['docs/examples/durable-consumer.ts'], { env });
  t.match(resumed.stdout.trim(), new RegExp(`^\\d+ ${later} ready \\S+ \\(sealed fields left aside\\)$`), 'only the job that ended since');
});
