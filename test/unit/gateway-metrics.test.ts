// The gateway's request metrics: each request counts once in the series of its method, route and
// status, and its duration in the histogram of its method and route (the series are looked up by
// a key of their own, gateway-metrics.ts).
import t from 'tap';
import { createGatewayMetrics } from '../../services/gateway/metrics/gateway-metrics.ts';

const idle = async () => ({ checkpoint: 0, lagEvents: 0, lagSeconds: 0, failingSeq: null, failure: '', failures: 0 });

t.test('each request counts in the series of its own method, route and status', async (t) => {
  const metrics = createGatewayMetrics(idle);
  metrics.observeRequest('GET', '/job/:job_id', 200, 0.0004);
  metrics.observeRequest('GET', '/job/:job_id', 200, 0.002);
  metrics.observeRequest('GET', '/job/:job_id', 304, 0.0003);
  metrics.observeRequest('POST', '/generate', 200, 0.02);
  metrics.observeRequest('POST', '/job/:job_id', 404, 0.001);
  const text = await metrics.registry.metrics();
  const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);
  t.equal(value('sitewright_http_requests_total{method="GET",route="/job/:job_id",status="200"}'), 2);
  t.equal(value('sitewright_http_requests_total{method="GET",route="/job/:job_id",status="304"}'), 1);
  t.equal(value('sitewright_http_requests_total{method="POST",route="/generate",status="200"}'), 1);
  t.equal(value('sitewright_http_requests_total{method="POST",route="/job/:job_id",status="404"}'), 1);
  t.equal(value('sitewright_http_request_duration_seconds_count{method="GET",route="/job/:job_id"}'), 3);
  t.equal(value('sitewright_http_request_duration_seconds_bucket{le="0.001",method="GET",route="/job/:job_id"}'), 2);
  t.equal(value('sitewright_http_request_duration_seconds_count{method="POST",route="/generate"}'), 1);
  t.equal(value('sitewright_http_request_duration_seconds_count{method="POST",route="/job/:job_id"}'), 1);
  t.ok(Math.abs(value('sitewright_http_request_duration_seconds_sum{method="GET",route="/job/:job_id"}') - 0.0027) < 1e-9);
});

t.test("the queues' metrics: bounded account labels, the rest as `other`, histograms as the scheduler counted them", async (t) => {
  const { WaitHistograms } = await import('../../services/scheduler/wait-histograms.ts');
  const histograms = new WaitHistograms(2);
  histograms.observe('acct_a', 0.003);
  histograms.observe('acct_a', 1.5);
  histograms.observe('acct_b', 40);
  histograms.observe('acct_c', 0.2);
  histograms.observe('acct_d', 0.2);
  const snapshot = {
    as_of: new Date().toISOString(),
    scheduler_id: 'test',
    accounts_waiting: 30,
    queued_total: 0,
    running_total: 0,
    admitted_not_started: 0,
    accounts: Array.from({ length: 30 }, (_, i) => ({
      account_id: `acct_${i}`,
      queued: i + 1,
      running: 1,
      oldest_wait_seconds: i,
      max_concurrent_jobs: 8,
      weight: 1,
    })),
    wait_histograms: histograms.snapshot(),
  };
  const metrics = createGatewayMetrics(idle, undefined, { latest: async () => snapshot, namedAccounts: 3 });
  const text = await metrics.registry.metrics();
  const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}+]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);
  const depthSeries = text.split('\n').filter((line) => line.startsWith('sitewright_queue_depth{'));
  t.equal(depthSeries.length, 4, 'three accounts by name and `other`');
  t.equal(value('sitewright_queue_depth{account="acct_29"}'), 30, 'the account with the most waiting is named');
  t.equal(value('sitewright_queue_depth{account="other"}'), (27 * 28) / 2, 'the others summed');
  t.equal(value('sitewright_queue_oldest_wait_seconds{account="other"}'), 26, 'the longest wait among the others');
  t.equal(value('sitewright_queue_accounts_waiting'), 30);
  t.equal(value('sitewright_queue_wait_seconds_count{account="acct_a"}'), 2);
  t.equal(value('sitewright_queue_wait_seconds_bucket{account="acct_a",le="0.01"}'), 1);
  t.equal(value('sitewright_queue_wait_seconds_bucket{account="acct_a",le="+Inf"}'), 2);
  t.equal(value('sitewright_queue_wait_seconds_count{account="other"}'), 2, 'accounts beyond the first two admitted count as `other`');
  t.match(text, /# TYPE sitewright_queue_wait_seconds histogram/);
  t.notMatch(text, /account="acct_c"/, 'no series names an account beyond the bound');
});
