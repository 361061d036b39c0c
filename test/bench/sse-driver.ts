// Run by bench.ts as a process of its own: opens N Server-Sent Event streams on the given
// (running) jobs, waits for the first event on each, then times one GET /job while they are all
// open. Prints one JSON line and keeps the streams open until it is sent SIGTERM, so the bench
// can read the gateway's memory meanwhile.
// Usage: node sse-driver.ts <base url> <api key> <streams> <job id for the GET> <job id>...
import { Agent, request } from 'node:http';

const [baseUrl, apiKey, countText, getJobId, ...jobIds] = process.argv.slice(2);
const count = Number(countText);
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
const { hostname, port } = new URL(baseUrl!);

function open(jobId: string): Promise<{ status: number; close(): void }> {
  return new Promise((resolve) => {
    const req = request({ hostname, port, path: `/job/${jobId}/events`, headers: { authorization: `Bearer ${apiKey}` }, agent }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
      }
      res.once('data', () => resolve({ status: 200, close: () => req.destroy() }));
      res.on('error', () => {});
    });
    req.on('error', () => resolve({ status: 0, close: () => {} }));
    req.end();
  });
}

const streams: { status: number; close(): void }[] = [];
// In waves, as many callers would arrive, not all 2,000 in one tick.
for (let i = 0; i < count; i += 100) {
  streams.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, k) => open(jobIds[(i + k) % jobIds.length]!)))));
}
const openCount = streams.filter((stream) => stream.status === 200).length;
const started = performance.now();
const get = await fetch(`${baseUrl}/job/${getJobId}`, { headers: { authorization: `Bearer ${apiKey}` } });
await get.arrayBuffer();
const getMs = performance.now() - started;
const statuses: Record<string, number> = {};
for (const stream of streams) statuses[stream.status] = (statuses[stream.status] ?? 0) + 1;
console.log(JSON.stringify({ streams: count, open: openCount, statuses, get_ms: Number(getMs.toFixed(1)), get_status: get.status }));
process.once('SIGTERM', () => {
  for (const stream of streams) stream.close();
  process.exit(0);
});
// Stays alive (the sockets keep it so) until SIGTERM.
setInterval(() => {}, 60_000);
