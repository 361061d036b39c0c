// The pure parts of webhooks: Standard Webhooks signatures (checked against the reference
// package), the retry schedule with its jitter and 24-hour window, ids, and the endpoint fold.
import t from 'tap';
import { Webhook } from 'standardwebhooks';
import { nextAttemptAt, RETRY_DELAYS_MS, RETRY_WINDOW_MS } from '../../shared/webhooks/retry-schedule.ts';
import { deliveryIdFor, isWebhookId, newWebhookId } from '../../shared/webhooks/webhook-ids.ts';
import { newWebhookSecret, signWebhook, webhookHeaders } from '../../shared/webhooks/webhook-signature.ts';
import { foldEndpoints } from '../../shared/webhooks/webhook-subscriptions.ts';
import { accountEnvelope, jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { webhookMessageAt } from '../../shared/webhooks/webhook-payload.ts';

t.test('signatures are the Standard Webhooks ones', async (t) => {
  const secret = newWebhookSecret();
  t.match(secret, /^whsec_[A-Za-z0-9+/]{32}$/);
  const body = JSON.stringify({ type: 'job.ready', timestamp: '2026-03-13T10:00:00.000Z', data: { ü: 'ß' } });
  const at = new Date('2026-03-13T10:00:01.500Z');
  t.equal(signWebhook(secret, 'msg_1', 1773396001, body), new Webhook(secret).sign('msg_1', at, body));
  const headers = webhookHeaders(secret, 'msg_1', new Date(), body);
  t.doesNotThrow(() => new Webhook(secret).verify(body, { ...headers }));
  t.throws(
    () => new Webhook(newWebhookSecret()).verify(body, { ...headers }),
    { name: 'WebhookVerificationError', message: 'No matching signature found' },
    'another secret',
  );
});

t.test('retry schedule: growing delays with bounded jitter, never past 24 hours', async (t) => {
  const first = Date.parse('2026-03-13T00:00:00Z');
  t.equal(nextAttemptAt(first, 1, first, 0.5), first + RETRY_DELAYS_MS[0]!);
  t.equal(nextAttemptAt(first, 1, first, 0), first + RETRY_DELAYS_MS[0]! * 0.8);
  t.ok(nextAttemptAt(first, 1, first, 0.999999)! <= first + RETRY_DELAYS_MS[0]! * 1.2);
  t.equal(
    nextAttemptAt(first, 99, first + 1000, 0.5),
    first + 1000 + RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]!,
    'the last delay repeats',
  );
  t.equal(nextAttemptAt(first, 8, first + RETRY_WINDOW_MS - 60_000, 0.5), first + RETRY_WINDOW_MS, 'clamped to the end of the window');
  t.equal(nextAttemptAt(first, 9, first + RETRY_WINDOW_MS, 0.5), null, 'gives up once the window is spent');
  // Whatever the jitter, the whole schedule stays within 24 hours and ends at 24 hours.
  for (const random of [0, 0.3, 0.999]) {
    let now = first;
    let attempt = 1;
    for (let next = nextAttemptAt(first, attempt, now, random); next !== null; next = nextAttemptAt(first, ++attempt, now, random)) {
      t.ok(next > now);
      now = next;
    }
    t.equal(now, first + RETRY_WINDOW_MS, `random ${random}: the last attempt is at 24 hours`);
    t.ok(attempt >= 8 && attempt <= 10, `random ${random}: ${attempt} attempts`);
  }
});

t.test('ids: webhook ids are subject-safe; delivery ids are derived, not drawn', async (t) => {
  t.ok(isWebhookId(newWebhookId()));
  t.notOk(isWebhookId('wh_*'));
  t.notOk(isWebhookId('wh_01M7ZWQKGBR3E2GTAQ4BDBAAGP.>'));
  t.equal(deliveryIdFor('wh_1', 'event-1'), deliveryIdFor('wh_1', 'event-1'));
  t.not(deliveryIdFor('wh_1', 'event-1'), deliveryIdFor('wh_2', 'event-1'));
  t.match(deliveryIdFor('wh_1', 'event-1'), /^msg_[0-9a-f]{32}$/);
});

t.test('endpoint fold: registered, disabled, deleted; nothing moves a deleted endpoint', async (t) => {
  const ctx = { accountId: 'acct_1', actor: 'test' };
  const registered = accountEnvelope(
    { type: 'WebhookRegistered', version: 1, data: { webhook_id: 'wh_1', url: 'https://a.example/', events: ['job.ready'], secret: 's' } },
    ctx,
  );
  const disabled = accountEnvelope({ type: 'WebhookDisabled', version: 1, data: { webhook_id: 'wh_1', reason: 'kept failing' } }, ctx);
  const deleted = accountEnvelope({ type: 'WebhookDeleted', version: 1, data: { webhook_id: 'wh_1' } }, ctx);
  const at = (seq: number, event: typeof registered) => ({ seq, subject: 'webhooks.acct_1.wh_1.config', event });
  t.equal(foldEndpoints([at(1, registered)]).get('wh_1')!.status, 'enabled');
  const off = foldEndpoints([at(1, registered), at(2, disabled)]).get('wh_1')!;
  t.equal(off.status, 'disabled');
  t.equal(off.disabledReason, 'kept failing');
  t.equal(off.configSeq, 2);
  t.equal(foldEndpoints([at(1, registered), at(2, deleted), at(3, disabled)]).get('wh_1')!.status, 'deleted');
  t.equal(foldEndpoints([at(2, deleted)]).size, 0);
});

t.test('payloads: what each job event tells a webhook, a JobReused included', async (t) => {
  const jobId = 'job_01JB0000000000000000000000';
  const file = { path: 'index.html', digest: 'a'.repeat(64), size: 120, language: 'html' };
  const request = {
    query: 'A site',
    files: [],
    source_url: null,
    user_id: null,
    project_id: null,
    source: 'generated' as const,
    sandbox_session: '',
    search_score: 0,
    base: null,
  };
  const context = { accountId: 'acct_1', actor: 'test', now: new Date('2026-11-25T10:00:00Z') };
  let seq = 0;
  const stored = (draft: Parameters<typeof jobEnvelope>[1]) => ({
    seq: ++seq,
    subject: `jobs.${jobId}.x`,
    event: jobEnvelope(jobId, draft, context),
  });
  const made = [
    stored({ type: 'JobRequested', version: 1, data: request }),
    stored({ type: 'JobStarted', version: 1, data: { attempt: 1, generator_id: 'g', engine: 'offline' } }),
    stored({ type: 'FilesEmitted', version: 1, data: { files: [file], progress: 'Wrote index.html' } }),
    stored({ type: 'FilesEmitted', version: 1, data: { files: [{ ...file, path: 'about.html' }], progress: 'Wrote about.html' } }),
    stored({ type: 'JobCompleted', version: 1, data: { files: [file], deployment_id: 'dep_1', progress: 'Done', checks: null } }),
    stored({ type: 'DeploymentReported', version: 1, data: { deploy_url: 'https://x.example/', deployment_id: 'dep_1' } }),
  ];
  t.same(
    made.map(({ seq }) => webhookMessageAt(made, seq)?.type ?? null),
    [null, null, 'job.partial', null, 'job.ready', 'job.deployed'],
    'the first files, the end and each deployment of a made job',
  );
  const reused = [
    stored({
      type: 'JobReused',
      version: 1,
      data: {
        ...request,
        source: 'cache',
        files: [file],
        search_score: 1,
        base: { kind: 'cache', job_id: 'job_earlier', score: 1 },
        deployment_id: 'dep_1',
        checks: null,
        progress: 'Done (reused an identical earlier result)',
      },
    }),
  ];
  const message = webhookMessageAt(reused, reused[0]!.seq);
  t.equal(message?.type, 'job.ready', 'a job ready from its first event is job.ready');
  t.match(JSON.parse(message!.body), {
    type: 'job.ready',
    data: {
      status: 'ready',
      job_id: jobId,
      deployment_id: 'dep_1',
      source: 'cache',
      files: [{ path: 'index.html', size: 120 }],
      elapsed_seconds: 0,
    },
  });
});
