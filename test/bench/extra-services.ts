// The services scale-bench.ts adds to the embedded stack between its steps: more generators (and
// gateways), each a process of its own exactly as `npm run generator` (`npm run gateway`) would run
// it, against the stack's nats-server and PostgreSQL with the stack's own credentials
// (EmbeddedHandle.serviceEnv). They are the bench's children, so their CPU is in its process tree.
import type { Logger } from 'pino';
import type { EmbeddedHandle } from '../../infra/embedded/start-embedded.ts';
import { startServiceProcess, type ServiceProcess } from '../../infra/embedded/service-process.ts';
import { freePort } from '../../infra/nats/nats-server-process.ts';
import { natsTraffic } from './nats-traffic.ts';

const GRACE_MS = 5_000;
const READY_TIMEOUT_MS = 60_000;

export interface ExtraServices {
  /** Runs `count` generators in all (the stack's own one included); resolves once each is connected to nats-server. */
  setGenerators(count: number): Promise<void>;
  /** Starts `count` more gateways; resolves with their base URLs once each answers. */
  addGateways(count: number): Promise<string[]>;
  /** Stops every process started here (the stack's own are the stack's to stop). */
  stop(): Promise<void>;
}

async function waitFor(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await done().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${READY_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function extraServices(stack: EmbeddedHandle, logger: Logger): ExtraServices {
  const monitorUrl = stack.natsMonitorUrl;
  if (!monitorUrl) throw new Error('the embedded stack serves no nats-server monitoring endpoints (NATS_MONITOR_PORT)');
  // Aborted when stopping: a process that exits then (a Ctrl-C reaches them all) is not restarted.
  const stopping = new AbortController();
  const generators: ServiceProcess[] = [];
  const gateways: ServiceProcess[] = [];
  const generatorConnections = async () => (await natsTraffic(monitorUrl)).get('generator')?.connections ?? 0;

  return {
    async setGenerators(count) {
      // The stack runs one generator of its own.
      while (generators.length > count - 1) await generators.pop()!.stop();
      while (generators.length < count - 1)
        generators.push(
          await startServiceProcess('generator', stack.serviceEnv('generator'), logger, GRACE_MS, {
            shuttingDown: stopping.signal,
          }),
        );
      await waitFor(`${count} generators connected to nats-server`, async () => (await generatorConnections()) === count);
    },
    async addGateways(count) {
      const urls: string[] = [];
      for (let i = 0; i < count; i++) {
        const url = `http://127.0.0.1:${await freePort()}`;
        const env = {
          ...stack.serviceEnv('gateway'),
          HOST: '127.0.0.1',
          PORT: new URL(url).port,
          PREVIEW_PORT: String(await freePort()),
        };
        gateways.push(await startServiceProcess('gateway', env, logger, GRACE_MS, { shuttingDown: stopping.signal }));
        await waitFor(`the gateway on ${url} answering`, async () => (await fetch(`${url}/healthz`)).status === 200);
        urls.push(url);
      }
      return urls;
    },
    async stop() {
      stopping.abort();
      await Promise.all([...generators, ...gateways].map((service) => service.stop()));
      generators.length = 0;
      gateways.length = 0;
    },
  };
}
