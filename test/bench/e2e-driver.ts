// Run by bench.ts as a process of its own: starts offline jobs at a steady rate (distinct
// requests, so none is a cache hit of another) and follows each with long polls until it is
// final, timing POST-to-`ready` as a caller sees it. Prints one JSON line.
// Usage: node e2e-driver.ts <base url> <api key> <jobs per second> <seconds> [number of the first request]
// (a warm-up run and the measured run after it give different first numbers, so that no request
// of the measured run is the very same as an earlier one: that would be a reuse, ready at once).
import { queryOf } from './distinct-queries.ts';
import { onSchedule, quantile } from './steady-schedule.ts';

const [baseUrl, apiKey, ratePerSecond, seconds, first] = [
  process.argv[2]!,
  process.argv[3]!,
  Number(process.argv[4]),
  Number(process.argv[5]),
  Number(process.argv[6] ?? 0),
];

const headers = { authorization: `Bearer ${apiKey}` };

async function follow(jobId: string, started: number): Promise<{ ms: number; status: string }> {
  let etag = '';
  for (;;) {
    const response = await fetch(`${baseUrl}/job/${jobId}?wait=30`, { headers: etag ? { ...headers, 'if-none-match': etag } : headers });
    if (response.status === 304) continue;
    const body = (await response.json()) as { status: string };
    if (response.status !== 200) return { ms: performance.now() - started, status: `http ${response.status}` };
    if (body.status === 'ready' || body.status === 'failed') return { ms: performance.now() - started, status: body.status };
    etag = response.headers.get('etag') ?? '';
  }
}

// How long each POST /generate took to answer: the gateway's latency while the jobs are made.
const postMs: number[] = [];

async function one(i: number): Promise<{ ms: number; status: string }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/generate`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query: queryOf(i) }),
  });
  const body = (await response.json()) as { job_id: string; status: string };
  postMs.push(performance.now() - started);
  if (response.status !== 200) return { ms: performance.now() - started, status: `http ${response.status}` };
  return await follow(body.job_id, started);
}

const total = Math.round(ratePerSecond * seconds);
// A steady schedule: job i starts at i / rate seconds, whatever the earlier ones do.
const { results } = await onSchedule(ratePerSecond, total, (i) => one(first + i));
const ready = results
  .filter((result) => result.status === 'ready')
  .map((result) => result.ms)
  .sort((a, b) => a - b);
const at = (q: number) => quantile(ready, q);
const others: Record<string, number> = {};
for (const result of results) if (result.status !== 'ready') others[result.status] = (others[result.status] ?? 0) + 1;
postMs.sort((a, b) => a - b);
const post = { p50: quantile(postMs, 0.5), p99: quantile(postMs, 0.99) };
console.log(
  JSON.stringify({
    jobs: total,
    ready: ready.length,
    not_ready: others,
    latency_ms: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: ready.at(-1) ?? 0 },
    post_ms: post,
  }),
);
