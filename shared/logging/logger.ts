import { pino, type Logger } from 'pino';
import { mergeTraceIds, traceIds } from '../telemetry/log-trace-ids.ts';

export type { Logger };

export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    mixin: traceIds,
    mixinMergeStrategy: mergeTraceIds,
    // Keys and tokens must never reach the logs.
    redact: {
      paths: [
        'req.headers.authorization',
        'api_key',
        'headers.authorization',
        'ADMIN_TOKEN',
        'METRICS_TOKEN',
        'MASTER_KEY',
        '*.ADMIN_TOKEN',
        '*.METRICS_TOKEN',
        '*.MASTER_KEY',
        'env.*',
        // NATS secrets, should a config object ever be logged.
        'NATS_PASSWORD',
        'NATS_TOKEN',
        'NATS_NKEY_SEED',
        '*.NATS_PASSWORD',
        '*.NATS_TOKEN',
        '*.NATS_NKEY_SEED',
      ],
      censor: '[redacted]',
    },
  });
}
