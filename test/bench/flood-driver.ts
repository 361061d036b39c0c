// Run by scale-bench.ts as a process of its own: POSTs `jobs` distinct offline requests as fast as
// the gateways answer, over `connections` requests in flight at once, spread in turn over the
// given gateways, and times each POST. Prints one JSON line: when the first POST went out and the
// last answer came (wall-clock milliseconds, for the bench to time the jobs end to end), the POST
// rate while posting, POST latency and the answers' status codes.
// Usage: node flood-driver.ts <api key> <jobs> <connections> <number of the first request> <gateway url>...
// Numbers go on from step to step (the first request's), so no request of a step repeats an
// earlier step's.
import { queryOf } from './distinct-queries.ts';
import { quantile } from './steady-schedule.ts';

const [apiKey, jobsText, connectionsText, firstText, ...gatewayUrls] = process.argv.slice(2);
const jobs = Number(jobsText);
const connections = Number(connectionsText);
const first = Number(firstText);
if (!apiKey || !Number.isInteger(jobs) || !Number.isInteger(connections) || !Number.isInteger(first) || gatewayUrls.length === 0)
  throw new Error('usage: node flood-driver.ts <api key> <jobs> <connections> <first request number> <gateway url>...');

const now = () => performance.timeOrigin + performance.now();
const postMs: number[] = [];
const statusCodes: Record<string, number> = {};
let next = 0;

async function post(i: number): Promise<void> {
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(`${gatewayUrls[i % gatewayUrls.length]}/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: queryOf(first + i) }),
    });
    await response.arrayBuffer();
    status = response.status;
  } catch {
    // No answer at all (a refused or reset connection): recorded as status 0.
  }
  postMs.push(performance.now() - started);
  statusCodes[status] = (statusCodes[status] ?? 0) + 1;
}

// Each lane sends its next request as soon as its last one is answered.
async function lane(): Promise<void> {
  while (next < jobs) await post(next++);
}

const firstPostAt = now();
await Promise.all(Array.from({ length: Math.min(connections, jobs) }, lane));
const lastAnswerAt = now();
postMs.sort((a, b) => a - b);
const seconds = (lastAnswerAt - firstPostAt) / 1000;
console.log(
  JSON.stringify({
    posts: jobs,
    accepted: statusCodes['200'] ?? 0,
    status_codes: statusCodes,
    first_post_at_ms: firstPostAt,
    last_answer_at_ms: lastAnswerAt,
    seconds,
    posts_per_second: jobs / seconds,
    post_ms: { p50: quantile(postMs, 0.5), p99: quantile(postMs, 0.99), max: quantile(postMs, 1) },
  }),
);
