// `npm start`: the whole service in one process tree. Without NATS_URL it runs a child
// nats-server with JetStream; without DATABASE_URL an embedded PostgreSQL; then the projector,
// the scheduler, a generator, a webhook dispatcher and a renderer (child processes) and the
// gateway (this process). All data lives under DATA_DIR, so a restart keeps everything.
import { chmod, mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import { loadConfig, type Config } from '../../shared/config/config.ts';
import { startGateway } from '../../services/gateway/start-gateway.ts';
import type { NatsAuthSettings } from '../../shared/nats/nats-auth-options.ts';
import { authorizationBlock, type NatsUser } from '../nats/nats-authorization.ts';
import { natsConfigFile, natsPidFile, startNatsServer } from '../nats/nats-server-process.ts';
import { stopLeftover } from './leftover-process.ts';
import { supervise, type ExitStatus } from './supervise.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { loadOrCreateCredentials, saveCredentials } from './local-credentials.ts';
import { startServiceProcess } from './service-process.ts';
import { childMetricsPorts, METRICS_CHILDREN } from './metrics-ports.ts';

export interface EmbeddedHandle {
  url: string;
  /** Where generated sites are previewed: an origin of their own (PREVIEW_PORT, PREVIEW_BASE_URL). */
  previewUrl: string;
  apiKey: string;
  adminToken: string;
  /** True when the token is the operator's ADMIN_TOKEN: then it is never printed. */
  adminTokenFromEnvironment: boolean;
  /** The child nats-server's monitoring endpoints, when NATS_MONITOR_PORT asked for them. */
  natsMonitorUrl?: string;
  /** Where each service's Prometheus metrics are scraped: the gateway's GET /metrics, and one port per child. */
  metricsUrls: Record<string, string>;
  /**
   * The environment a further service process of this stack runs with (`npm run generator` as a
   * second generator, a second gateway): its nats-server and database, logged in as `user`.
   */
  serviceEnv(user: NatsUser): Record<string, string | undefined>;
  stop(): Promise<void>;
}

/**
 * How long nats-server and PostgreSQL may take to stop once every service has (nats-server is
 * killed 10 s after its SIGTERM): `npm start`'s own deadline is the services' grace plus this, so a
 * child that used its whole grace no longer leaves the servers too little time, and `npm start` an
 * exit code of 1 (CI's failed 'SIGTERM stops everything cleanly', on a loaded host).
 */
export const SERVERS_STOP_MS = 10_000;

/**
 * Go threads the child nats-server may run at once: half the cores (at least one), unless the
 * environment sets GOMAXPROCS. It shares the machine with the gateway, the generator, the projector
 * and PostgreSQL, and with a thread per core its idle threads spin looking for work between
 * messages: on 2 cores, one thread cut its CPU by a fifth a job and by 5 to 18 % a POST
 * (docs/benchmarks.md), and answers were no slower.
 */
function embeddedNatsMaxProcs(): number | undefined {
  if (process.env.GOMAXPROCS) return undefined;
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

/**
 * The NATS settings that make a service connect to the child nats-server as `user`, whatever
 * credentials or TLS settings the environment holds (they are meant for another server).
 */
function childNatsLogin(user: NatsUser, passwords: Record<NatsUser, string>): NatsAuthSettings {
  return {
    NATS_CREDS: undefined,
    NATS_NKEY_SEED: undefined,
    NATS_NKEY_SEED_FILE: undefined,
    NATS_TOKEN: undefined,
    NATS_TLS_CA: undefined,
    NATS_TLS_CERT: undefined,
    NATS_TLS_KEY: undefined,
    NATS_USER: user,
    NATS_PASSWORD: passwords[user],
  };
}

/**
 * The child nats-server, started again on the same port and store whenever it dies. It refuses
 * clients without a password: one user per service (infra/nats/nats-authorization.ts).
 */
async function startSupervisedNats(
  storeDir: string,
  logFile: string,
  monitorPort: number | undefined,
  passwords: Record<NatsUser, string>,
  logger: Logger,
  shuttingDown: AbortSignal,
): Promise<{ url: string; stop(): Promise<void> }> {
  const authorization = authorizationBlock((user) => JSON.stringify(passwords[user]));
  let port: number | undefined;
  let url = '';
  await stopLeftover(
    { name: 'nats-server', pidFile: natsPidFile(storeDir), recognisedBy: `-c ${natsConfigFile(storeDir)} `, signal: 'SIGTERM' },
    logger,
  );
  const supervised = await supervise(
    'nats-server',
    logger,
    async () => {
      const nats = await startNatsServer({
        storeDir,
        logFile,
        maxProcs: embeddedNatsMaxProcs(),
        monitorPort,
        extraConfig: authorization,
        ...(port ? { port } : {}),
      });
      port = nats.port;
      url = nats.url;
      // It may already have died (a foreign listener on its port fooled the start-up check).
      const gone = nats.process.exitCode !== null || nats.process.signalCode !== null;
      const exited = gone
        ? Promise.resolve(undefined)
        : new Promise<ExitStatus>((resolve) => nats.process.once('exit', (code, signal) => resolve({ code, signal })));
      return { exited, stop: () => nats.stop() };
    },
    shuttingDown,
  );
  return { url, stop: () => supervised.stop() };
}

export async function startEmbedded(env: Record<string, string | undefined>, logger: Logger): Promise<EmbeddedHandle> {
  const base = loadConfig(env);
  const dataDir = resolve(base.DATA_DIR);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Run as root, embedded-postgres runs the server as the `postgres` user, which must be able to
  // reach DATA_DIR/postgres (traverse only: it still cannot list or read DATA_DIR).
  if (process.getuid?.() === 0) await chmod(dataDir, 0o711);
  const credentials = await loadOrCreateCredentials(dataDir);
  // The services stop one after another, last started first; then nats-server and PostgreSQL, at once.
  const stops: (() => Promise<void>)[] = [];
  const serverStops: (() => Promise<void>)[] = [];
  // Aborted first thing when stopping: the children are no longer restarted when they exit, which
  // they may do before their turn (a Ctrl-C reaches every process of the terminal's group at once).
  const shuttingDown = new AbortController();
  // Every child's grace ends at the same time, however many stopped before it (service-process.ts).
  let graceEndsAt: number | undefined;
  // How every child is stopped: not restarted once stopping began, its grace the shared one.
  const stopping = { shuttingDown: shuttingDown.signal, graceEndsAt: () => graceEndsAt };
  const stopAll = async () => {
    graceEndsAt ??= Date.now() + base.SHUTDOWN_GRACE_MS;
    shuttingDown.abort();
    const stopLogged = (stop: () => Promise<void>) => stop().catch((error) => logger.error({ err: error }, 'error while stopping'));
    for (const stop of stops.reverse()) await stopLogged(stop);
    await Promise.all(serverStops.map(stopLogged));
  };

  try {
    let natsUrl = base.NATS_URL;
    let natsMonitorUrl: string | undefined;
    // With its own nats-server each service logs in as its own user; with NATS_URL, with what the environment says.
    let natsLogin: (user: NatsUser) => NatsAuthSettings = () => ({});
    if (!natsUrl) {
      const passwords = credentials.nats_passwords;
      natsLogin = (user) => childNatsLogin(user, passwords);
      const nats = await startSupervisedNats(
        join(dataDir, 'nats'),
        join(dataDir, 'nats-server.log'),
        base.NATS_MONITOR_PORT,
        passwords,
        logger,
        shuttingDown.signal,
      );
      serverStops.push(() => nats.stop());
      natsUrl = nats.url;
      if (base.NATS_MONITOR_PORT) natsMonitorUrl = `http://127.0.0.1:${base.NATS_MONITOR_PORT}`;
    }
    let databaseUrl = base.DATABASE_URL;
    if (!databaseUrl) {
      const database = await startEmbeddedPostgres(dataDir, credentials.postgres_password, logger, shuttingDown.signal);
      serverStops.push(() => database.stop());
      databaseUrl = database.url;
    }
    const adminToken = base.ADMIN_TOKEN ?? credentials.admin_token;
    // The operator's MASTER_KEY, else the one made for this DATA_DIR: the same for every service.
    const masterKey = base.MASTER_KEY ?? credentials.master_key;
    const config: Config = {
      ...base,
      NATS_URL: natsUrl,
      DATABASE_URL: databaseUrl,
      ADMIN_TOKEN: adminToken,
      MASTER_KEY: masterKey,
      ...natsLogin('gateway'),
    };

    // The projector, the generator and the dispatcher run as child processes, exactly as
    // `npm run projector`, `npm run generator` and `npm run dispatcher` would; the gateway runs in
    // this process.
    const childEnv = { ...env, NATS_URL: natsUrl, DATABASE_URL: databaseUrl, ADMIN_TOKEN: adminToken, MASTER_KEY: masterKey };
    // Metrics: each child serves its own on a port of its own (metrics-ports.ts), where the gateway
    // listens unless METRICS_HOST says otherwise.
    const metricsHost = env.METRICS_HOST ?? base.HOST;
    const metricsPorts = await childMetricsPorts(base, metricsHost);
    const metricsEnv = (child: keyof typeof metricsPorts) => ({ METRICS_PORT: String(metricsPorts[child]), METRICS_HOST: metricsHost });
    const reachableHost = metricsHost === '0.0.0.0' || metricsHost === '::' ? '127.0.0.1' : metricsHost;
    const projector = await startServiceProcess(
      'projector',
      { ...childEnv, ...natsLogin('projector'), ...metricsEnv('projector') },
      logger,
      config.SHUTDOWN_GRACE_MS,
      { nice: 5, ...stopping },
    );
    stops.push(() => projector.stop());
    // The scheduler admits the accounts' jobs to the generators in turn (services/scheduler/). It
    // is on the path of every job too, and does little: not niced.
    const scheduler = await startServiceProcess(
      'scheduler',
      { ...childEnv, ...natsLogin('scheduler'), ...metricsEnv('scheduler') },
      logger,
      config.SHUTDOWN_GRACE_MS,
      stopping,
    );
    stops.push(() => scheduler.stop());
    // The generator is on the path of every job a caller waits for, so it is not niced: at nice 10
    // a burst of requests and projections left it a tenth of a core, and POST-to-ready p99 at 20
    // jobs/s doubled (docs/benchmarks.md). The gateway's answers did not get slower without it.
    const generator = await startServiceProcess(
      'generator',
      { ...childEnv, ...natsLogin('generator'), ...metricsEnv('generator') },
      logger,
      config.SHUTDOWN_GRACE_MS,
      stopping,
    );
    // Webhooks go out from a dispatcher of their own, so a slow endpoint never holds up a job.
    const dispatcher = await startServiceProcess(
      'dispatcher',
      { ...childEnv, ...natsLogin('dispatcher'), ...metricsEnv('dispatcher') },
      logger,
      config.SHUTDOWN_GRACE_MS,
      { nice: 5, ...stopping },
    );
    // Screenshots and browser checks of ready jobs (services/renderer/): off every job's path, and
    // Chromium is heavy, so niced like the projector (its Chromium inherits the priority). Without
    // Chromium on the machine it records every job `unavailable` and costs nothing.
    const renderer = await startServiceProcess('renderer', { ...childEnv, ...natsLogin('renderer') }, logger, config.SHUTDOWN_GRACE_MS, {
      nice: 5,
      ...stopping,
    });
    // They stop together, so the dispatcher and the renderer add nothing to the time a shutdown
    // takes; what the generator appends meanwhile waits in the log for the next start (their
    // consumers are durable).
    stops.push(async () => {
      await Promise.all([generator.stop(), dispatcher.stop(), renderer.stop()]);
    });
    const gateway = await startGateway(config, logger.child({ service: 'gateway' }));
    stops.push(() => gateway.stop());

    if (!credentials.dev_api_key) {
      const response = await fetch(`${gateway.url}/admin/accounts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Development' }),
      });
      const body = (await response.json()) as { account_id: string; api_key: string; error: string };
      if (response.status !== 200) throw new Error(`could not create the development account: ${body.error}`);
      credentials.dev_account_id = body.account_id;
      credentials.dev_api_key = body.api_key;
      await saveCredentials(dataDir, credentials);
    }
    return {
      url: gateway.url,
      previewUrl: gateway.previewBaseUrl,
      apiKey: credentials.dev_api_key,
      adminToken,
      adminTokenFromEnvironment: base.ADMIN_TOKEN !== undefined,
      ...(natsMonitorUrl ? { natsMonitorUrl } : {}),
      serviceEnv: (user) => ({ ...childEnv, ...natsLogin(user) }),
      metricsUrls: {
        gateway: `${gateway.url}/metrics`,
        ...Object.fromEntries(
          METRICS_CHILDREN.map((child) => [
            child,
            `http://${reachableHost.includes(':') ? `[${reachableHost}]` : reachableHost}:${metricsPorts[child]}/metrics`,
          ]),
        ),
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
