// The gateway's Fastify application with no nats-server or PostgreSQL behind it: for what can be
// checked without them (the routes, their hooks, validation and the OpenAPI document). It knows
// one API key; any other dependency a request reaches throws, so a test that needs one fails
// loudly (a 500) instead of passing by accident.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { pino, type Logger } from 'pino';
import { limitsFromConfig } from '../../shared/api/limits.ts';
import { loadConfig } from '../../shared/config/config.ts';
import { createOperators } from '../../services/gateway/admin/operators.ts';
import { newApiKey } from '../../services/gateway/auth/api-key-format.ts';
import type { AccountRecord, KeyRegistry } from '../../services/gateway/auth/key-registry.ts';
import { buildApp } from '../../services/gateway/build-app.ts';
import type { GatewayDeps } from '../../services/gateway/gateway-deps.ts';
import { createGatewayMetrics } from '../../services/gateway/metrics/gateway-metrics.ts';

export const BARE_ADMIN_TOKEN = 'bare-admin-token-0123456789';

export interface BareGateway {
  app: FastifyInstance;
  /** Every route registered, HEAD routes left out. */
  routes: RouteOptions[];
  /** The one API key the gateway knows. */
  apiKey: string;
}

export async function buildBareGateway(
  beforeReady: (app: FastifyInstance) => void = () => {},
  logger: Logger = pino({ level: 'silent' }),
): Promise<BareGateway> {
  const config = loadConfig({ ADMIN_TOKEN: BARE_ADMIN_TOKEN, LOG_LEVEL: 'silent' });
  const key = newApiKey();
  const account: AccountRecord = {
    accountId: 'acct_01JB0000000000000000000000',
    name: 'Bare',
    ratePerMinute: 60,
    burst: 10,
    monthlyTokenLimit: null,
    retentionDays: null,
  };
  const keys: KeyRegistry = {
    key: async (keyId) =>
      keyId === key.keyId ? { keyId, accountId: account.accountId, keyHash: key.keyHash, revoked: false, seq: 1 } : null,
    account: async (accountId) => (accountId === account.accountId ? account : null),
    // Nothing in memory: every request takes the lookup path.
    cachedKey: () => undefined,
    cachedAccount: () => undefined,
    forget: () => {},
    forgetAccount: () => {},
    close: () => {},
  };
  const given: Partial<GatewayDeps> = {
    config,
    limits: limitsFromConfig(config),
    keys,
    operators: createOperators(config),
    logConnected: () => true,
    previewBaseUrl: 'http://preview.test:8081',
    metrics: createGatewayMetrics(async () => ({ checkpoint: 0, lagEvents: 0, lagSeconds: 0, failingSeq: null, failure: '', failures: 0 })),
  };
  const deps = new Proxy(given, {
    get: (target, name: string) => {
      if (name in target) return target[name as keyof GatewayDeps];
      throw new Error(`the bare gateway has no ${name}`);
    },
  }) as GatewayDeps;
  const app = buildApp(deps, logger);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  beforeReady(app);
  await app.ready();
  return { app, routes, apiKey: key.apiKey };
}
