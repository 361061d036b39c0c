// Run by bench.ts as a process of its own: sends one request every 1/rate seconds, evenly spaced,
// over a pool of keep-alive connections, and times each from the moment it was due (so a request
// that had to wait for a free connection counts its wait: no coordinated omission). Prints one
// JSON line.
// Why not autocannon's `-R`: it gives each connection its share of a second's requests and lets it
// send them back to back as soon as the second starts, so "100 requests a second over 16
// connections" arrives as a burst of 100 requests at the top of every second, then nothing; and it
// records each answer with an expected interval of 1 ms (ceil(1 / per-connection rate)), adding
// synthetic samples for every answer slower than that. Both measure something other than a
// steady rate.
// Usage: node steady-driver.ts <url> <method> <body or ""> <requests per second> <seconds> <connections> <header=value>...
import { Agent, request } from 'node:http';
import { onSchedule, quantile } from './steady-schedule.ts';

const [url, method, body, rate, seconds, connections] = [
  process.argv[2]!,
  process.argv[3]!,
  process.argv[4]!,
  Number(process.argv[5]),
  Number(process.argv[6]),
  Number(process.argv[7]),
];
const headers: Record<string, string> = {};
for (const pair of process.argv.slice(8)) {
  const at = pair.indexOf('=');
  headers[pair.slice(0, at)] = pair.slice(at + 1);
}
if (body) headers['content-length'] = String(Buffer.byteLength(body));

const agent = new Agent({ keepAlive: true, maxSockets: connections });

interface Outcome {
  ms: number;
  status: number;
}

function send(due: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing = request(url, { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - due, status: response.statusCode ?? 0 }));
      response.on('error', () => resolve({ ms: performance.now() - due, status: 0 }));
    });
    outgoing.on('error', () => resolve({ ms: performance.now() - due, status: 0 }));
    outgoing.end(body || undefined);
  });
}

const total = Math.round(rate * seconds);
const { results: outcomes, seconds: elapsed } = await onSchedule(rate, total, (_i, due) => send(due));
agent.destroy();
const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
const at = (q: number) => quantile(latencies, q);
const statusCodes: Record<string, number> = {};
for (const outcome of outcomes) statusCodes[outcome.status] = (statusCodes[outcome.status] ?? 0) + 1;
const mean = latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length;
console.log(
  JSON.stringify({
    requests: total,
    seconds: elapsed,
    requests_per_second: total / elapsed,
    status_codes: statusCodes,
    latency_ms: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Number(latencies.at(-1)!.toFixed(1)), mean: Number(mean.toFixed(2)) },
  }),
);
