// One zod schema for every setting, read from the environment. Each service reads what it needs.
import { z } from 'zod';

const MiB = 1024 * 1024;

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const list = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

export const ConfigSchema = z.object({
  NATS_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  ENGINE: z.enum(['offline', 'openai']).default('offline'),
  /** Replicas of the JOBS stream and the buckets: 1 on a single server, 3 on a cluster. */
  STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  BODY_LIMIT_BYTES: int(10 * MiB),
  MAX_FILES: int(500),
  MAX_FILE_BYTES: int(1 * MiB),
  RATE_LIMIT_PER_MINUTE: int(60),
  RATE_LIMIT_BURST: int(10),
  /** No request waits longer than this on the log or the database; then 503. */
  REQUEST_TIMEOUT_MS: int(10_000),
  GENERATOR_CONCURRENCY: int(2),
  /** How long a generator may go silent before its job is handed to another. */
  GENERATOR_ACK_WAIT_MS: int(30_000),
  GENERATOR_MAX_DELIVER: int(5),
  GENERATOR_ID: z.string().optional(),
  SHUTDOWN_GRACE_MS: int(20_000),
  /** `host:port` entries that forks may reach although private or loopback (for tests and intranets). */
  FORK_ALLOWED_HOSTS: list,
  /** Trigram similarity in [0, 1] from which an earlier result of the account is reused as the starting point. */
  CACHE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.8),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

/** For services that cannot start without an external dependency. */
export function requireSetting<K extends keyof Config>(config: Config, key: K, why: string): NonNullable<Config[K]> {
  const value = config[key];
  if (value === undefined || value === null || value === '') {
    throw new ConfigError(`${String(key)} is not set: ${why}`);
  }
  return value as NonNullable<Config[K]>;
}
