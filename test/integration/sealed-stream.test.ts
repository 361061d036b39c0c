// Every writer seals (issue 31): a job made through every service (gateway, scheduler, generator,
// projector, renderer, dispatcher) with a unique marker in its query, its user id, its project, a
// file path, the account's name, a webhook's URL and the deploy URL leaves none of it in the JOBS
// stream's stored bytes, read raw message by message; and every reader opens: the job is ready,
// its files, deploy URL and screenshots read back, the webhook is delivered to its sealed URL, and
// the export gives the events as they were appended.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

// Renders in Chromium and delivers a webhook on a shared 2-core machine.
t.setTimeout(240_000);

const MARKER = 'zqxsealmarker4711';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let stack: TestStack;
let receiver: WebhookReceiver;
let nc: NatsConnection;

t.before(async () => {
  receiver = await WebhookReceiver.start();
  stack = await startStack({
    dispatcher: true,
    renderer: true,
    env: { WEBHOOK_ALLOWED_HOSTS: receiver.host, CHROMIUM_PATH: CHROMIUM },
  });
  nc = await connect({ servers: stack.nats.url });
});
t.teardown(async () => {
  await nc?.close();
  await stack?.stop();
  await receiver?.close();
});

t.test("a job's stored events hold none of its personal data, and every service still reads them", async (t) => {
  const { apiKey } = await stack.createAccount({ name: `Bakery ${MARKER}`, rate_limit_per_minute: 600, burst: 50 });
  const hook = await stack.http('POST', '/webhooks', { apiKey, body: { url: receiver.url(`/hook-${MARKER}`), events: ['job.ready'] } });
  t.equal(hook.status, 200, hook.text);
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: {
      query: `Change the main heading to "Bakery ${MARKER}"`,
      user_id: `user-${MARKER}`,
      project_id: `project-${MARKER}`,
      files: [{ path: `page-${MARKER}.html`, content: '<!doctype html><html lang="en"><title>Bakery</title><h1>Bakery</h1></html>' }],
    },
  });
  t.equal(started.status, 200, started.text);
  const jobId: string = started.body.job_id;
  const ready = await stack.waitForJob(
    jobId,
    apiKey,
    (job) => job.status === 'failed' || (job.status === 'ready' && job.rendered_status !== 'pending'),
    120_000,
  );
  t.equal(ready.status, 'ready', ready.error);
  t.ok(ready.files.length > 0, 'the job is ready with its files');
  t.ok(
    ready.files.some((file: { path: string; content: string }) => file.path.includes(MARKER) && file.content.includes(`Bakery ${MARKER}`)),
    'its file reads back, under its path, with the heading the query asked for',
  );
  t.not(ready.rendered_status, 'failed', `the renderer read the ready job (${ready.rendered_status})`);
  const deployed = await stack.http('POST', `/job/${jobId}/deployed`, { apiKey, body: { deploy_url: `https://${MARKER}.example/` } });
  t.equal(deployed.status, 200, deployed.text);
  t.equal((await stack.http('GET', `/job/${jobId}`, { apiKey })).body.deploy_url, `https://${MARKER}.example/`);
  const [delivery] = await receiver.waitFor(1, 60_000);
  t.match(delivery!.body, jobId, 'the dispatcher opened the endpoint and delivered to it');

  await stack.caughtUp();
  const jsm = await jetstreamManager(nc);
  const last = (await jsm.streams.info(JOBS_STREAM)).state.last_seq;
  const decoder = new TextDecoder();
  let sealed = 0;
  const leaks: string[] = [];
  for (let seq = 1; seq <= last; seq++) {
    const message = await jsm.direct.getMessage(JOBS_STREAM, { seq });
    if (!message) continue;
    const text = decoder.decode(message.data);
    if (text.includes(MARKER) || message.subject.includes(MARKER)) leaks.push(`${seq} ${message.subject}: ${text.slice(0, 200)}`);
    if (text.includes('"sealed"')) sealed++;
  }
  t.same(leaks, [], `no stored event of the ${last} holds the marker`);
  t.ok(
    sealed >= 8,
    `${sealed} of them sealed (the account, its key, the webhook, the project, the request, the files, the end, the render, the deployment)`,
  );

  // The export opens what it reads: the marker is there, as appended.
  const exported = await fetch(`${stack.baseUrl}/admin/events?after_seq=0&limit=10000`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const lines = (await exported.text()).split('\n').filter(Boolean);
  t.equal(lines.length, last);
  t.ok(
    lines.some((line) => line.includes(`user-${MARKER}`)),
    'the export holds the request as appended',
  );
  t.ok(
    lines.every((line) => !line.includes('"sealed"')),
    'and no sealed box',
  );
});
