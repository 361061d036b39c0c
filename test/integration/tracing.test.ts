// Tracing across the log (issue 30): every service in its own process, each sending OTLP to a
// receiver of the test's own. One POST and its job make one trace, parented across NATS from the
// gateway through the scheduler and the generator to the projector and the webhook's delivery; with
// no OTEL_* setting nothing is sent and the log's messages carry no trace header.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import t, { type Test } from 'tap';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver.ts';
import { startProcessStack, type ProcessStack } from '../support/process-stack.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

t.setTimeout(240_000);

const QUERY = 'A website for Tracer Bakery in Leeds with a contact page';

async function until<T>(what: string, read: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function runOneJob(t: Test, stack: ProcessStack, webhooks?: WebhookReceiver): Promise<{ jobId: string; apiKey: string }> {
  const { apiKey } = await stack.createAccount();
  const auth = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  if (webhooks) {
    const registered = await fetch(`${stack.baseUrl}/webhooks`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ url: webhooks.url(), events: ['job.ready'] }),
    });
    t.equal(registered.status, 200, 'the webhook is registered');
  }
  const posted = await fetch(`${stack.baseUrl}/generate`, { method: 'POST', headers: auth, body: JSON.stringify({ query: QUERY }) });
  const { job_id: jobId } = (await posted.json()) as { job_id: string };
  t.equal(posted.status, 200, 'the job is accepted');
  await until('the job to be ready', async () => {
    const job = (await (await fetch(`${stack.baseUrl}/job/${jobId}`, { headers: auth })).json()) as { status: string };
    return job.status === 'ready' ? job : undefined;
  });
  return { jobId, apiKey };
}

t.test('one POST and its job make one trace across the gateway, scheduler, generator, projector and dispatcher', async (t) => {
  const receiver: OtlpReceiver = await startOtlpReceiver();
  const webhooks = await WebhookReceiver.start();
  const stack = await startProcessStack({
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '200',
    WEBHOOK_ALLOWED_HOSTS: webhooks.host,
  });
  t.teardown(async () => {
    await stack.stop();
    await receiver.close();
    await webhooks.close();
  });
  const { jobId, apiKey } = await runOneJob(t, stack, webhooks);

  const spansOf = (traceId: string) => receiver.spans.filter((span) => span.traceId === traceId);
  const find = (spans: ReceivedSpan[], service: string, name: string) =>
    spans.find((span) => span.service === `sitewright-${service}` && span.name === name);
  const post = await until('the gateway span of POST /generate', () =>
    receiver.spans.find((span) => span.name === 'POST /generate' && span.attributes.job_id === jobId),
  );
  t.equal(post.service, 'sitewright-gateway');
  t.equal(post.kind, 2, 'a server span');
  t.equal(post.parentSpanId, '', 'the request is the root of its trace');
  t.equal(post.attributes['http.route'], '/generate');
  const traceId = post.traceId;
  // Every part reports within a few of its export intervals.
  const delivery = await until('the webhook delivery span', () => find(spansOf(traceId), 'dispatcher', 'deliver webhook')).catch(
    (error) => {
      t.comment(`spans seen: ${receiver.spans.map((span) => `${span.service}:${span.name}`).join(', ')}`);
      t.comment(`dispatcher log: ${stack.logs.dispatcher.slice(-5).join('\n')}`);
      throw error;
    },
  );
  const completedInReadModel = await until('the projector span of JobCompleted', () =>
    find(spansOf(traceId), 'projector', 'project JobCompleted'),
  );
  const spans = spansOf(traceId);
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const parentOf = (span: ReceivedSpan) => byId.get(span.parentSpanId);
  const descendsFrom = (span: ReceivedSpan, ancestor: ReceivedSpan) => {
    for (let at = parentOf(span); at; at = parentOf(at)) if (at.spanId === ancestor.spanId) return true;
    return false;
  };

  const requested = find(spans, 'gateway', 'publish JobRequested');
  t.ok(requested && descendsFrom(requested, post), "the gateway's append of JobRequested is inside the POST");
  t.equal(requested?.attributes['messaging.system'], 'nats');
  t.equal(requested?.kind, 4, 'a producer span');
  t.ok(
    find(spans, 'gateway', 'cache search') && descendsFrom(find(spans, 'gateway', 'cache search')!, post),
    'the cache search is inside the POST',
  );
  t.ok(
    spans.some((span) => span.service === 'sitewright-gateway' && span.name.includes('authenticateKey')),
    'authentication has its span',
  );

  const wait = find(spans, 'scheduler', 'queue wait');
  const admit = find(spans, 'scheduler', 'admit job');
  t.equal(wait?.parentSpanId, requested?.spanId, 'the wait in the queue follows the request, across NATS');
  t.equal(admit?.parentSpanId, requested?.spanId, "the scheduler's admission continues the request's trace, across NATS");
  const admitted = find(spans, 'scheduler', 'publish JobAdmitted');
  t.ok(admitted && admit && descendsFrom(admitted, admit));

  const run = find(spans, 'generator', 'run job');
  t.equal(run?.parentSpanId, admitted?.spanId, "the generator's attempt continues from the admission it was delivered, across NATS");
  t.equal(run?.attributes.job_id, jobId);
  t.equal(run?.attributes.engine, 'offline');
  t.equal(run?.attributes['sitewright.run.outcome'], 'completed');
  for (const name of ['engine', 'quality report', 'store files', 'publish JobStarted', 'publish JobCompleted']) {
    const span = find(spans, 'generator', name);
    t.ok(span && run && descendsFrom(span, run), `the generator's ${name} is inside its attempt`);
  }
  const completed = find(spans, 'generator', 'publish JobCompleted');
  t.equal(
    completedInReadModel.parentSpanId,
    completed?.spanId,
    "the projector's commit of JobCompleted continues the generator's append, across NATS",
  );
  t.equal(find(spans, 'projector', 'project JobRequested')?.parentSpanId, requested?.spanId);
  // The batch span is a trace of its own, linked to the events' traces, with the commit's queries under it.
  const batch = receiver.spans.find(
    (span) => span.name === 'project batch' && span.links.some((link) => link.spanId === completedInReadModel.parentSpanId),
  );
  t.ok(batch, 'the batch that made the job visible links to it');
  t.ok(
    receiver.spans.some(
      (span) =>
        span.service === 'sitewright-projector' &&
        span.attributes['db.system.name'] === 'postgresql' &&
        span.parentSpanId === batch?.spanId,
    ),
    "the batch's PostgreSQL queries are its children (the official pg instrumentation)",
  );

  t.equal(delivery.parentSpanId, completed?.spanId, 'the delivery continues the JobCompleted it tells of, through the fan-out');
  const webhookPost = spans.find((span) => span.name === 'POST' && span.parentSpanId === delivery.spanId);
  t.equal(webhookPost?.kind, 3, 'the webhook POST is a client span');
  t.equal(webhookPost?.attributes['http.response.status_code'], 200);
  t.equal(webhookPost?.attributes['server.address'], '127.0.0.1');
  t.notOk(webhookPost && 'url.full' in webhookPost.attributes, 'no webhook URL (whose path may hold a secret) is recorded');
  const hookHeader = webhooks.requests[0]?.headers.traceparent;
  t.match(
    String(hookHeader),
    new RegExp(`^00-${traceId}-${webhookPost?.spanId}-01$`),
    'the receiver gets the W3C traceparent to continue the trace',
  );

  // GET /job: spans of their own, found by the job id.
  const polls = receiver.spans.filter((span) => span.name === 'GET /job/:job_id' && span.attributes.job_id === jobId);
  t.ok(polls.length > 0, 'GET /job spans carry the job id');

  // No secrets and no request text in any span.
  const values = receiver.spans.flatMap((span) => Object.values(span.attributes).map(String));
  t.notOk(
    values.some((value) => value.includes('Tracer Bakery')),
    "the request's text is in no span",
  );
  t.notOk(
    values.some((value) => value.includes(apiKey) || value.includes(apiKey.slice(-16))),
    'no key (nor its secret part) is in any span',
  );

  // Log lines written inside a span carry its ids.
  const started = stack.logs.generator.map((line) => JSON.parse(line)).find((line) => line.msg === 'job started' && line.job_id === jobId);
  t.equal(started?.trace_id, traceId, "the generator's 'job started' line names the job's trace");
  t.match(started?.span_id, /^[0-9a-f]{16}$/);
});

t.test('with no OTEL_* setting nothing is sent and the log carries no trace headers', async (t) => {
  // The standard's default OTLP/HTTP address: where an exporter would send if one were running.
  const receiver = await startOtlpReceiver(4318);
  const stack = await startProcessStack({ OTEL_BSP_SCHEDULE_DELAY: '200', OTEL_SERVICE_NAME: 'not-a-switch' });
  t.teardown(async () => {
    await stack.stop();
    await receiver.close();
  });
  const { jobId } = await runOneJob(t, stack);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  t.same(receiver.requests, [], 'no span was exported');
  const nc = await connect({ servers: stack.nats.url });
  try {
    const jsm = await jetstreamManager(nc);
    for (const kind of ['requested', 'admitted', 'work', 'finished']) {
      const message = await jsm.streams.getMessage(JOBS_STREAM, { last_by_subj: `jobs.${jobId}.${kind}` });
      t.ok(message, `the job has a ${kind} event`);
      t.equal(message?.header?.get('traceparent') ?? '', '', `its ${kind} event carries no traceparent`);
    }
  } finally {
    await nc.close();
  }
  const lines = Object.values(stack.logs).flat();
  t.ok(lines.length > 0);
  t.notOk(
    lines.some((line) => line.includes('trace_id')),
    'no log line names a trace',
  );
});
