// The scripts that run a gateway cap V8's young generation (docs/gateway-performance.md, "Memory"):
// left to itself V8 grows it to 128 MiB under a burst of requests and keeps it, which alone put
// the gateway's resident memory past its 400 MB budget after a flat-out POST run.
import t from 'tap';
import { readFileSync } from 'node:fs';

const scripts: Record<string, string> = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts;

for (const name of ['start', 'gateway', 'bench']) {
  t.test(`npm run ${name} runs node with --max-semi-space-size=16`, async (t) => {
    t.match(scripts[name], /^node --max-semi-space-size=16 /);
  });
}
