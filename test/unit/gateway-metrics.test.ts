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
