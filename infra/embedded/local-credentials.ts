// Secrets of the embedded default, made on first start and kept in DATA_DIR (mode 0600), so
// every later start prints the same development key and admin token, the child nats-server
// and the services keep their NATS passwords (one user per service: infra/nats/nats-authorization.ts),
// and every service unwraps the data keys with the same MASTER_KEY.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { randomToken } from '../../shared/ids/ulid.ts';
import { NATS_USERS, type NatsUser } from '../nats/nats-authorization.ts';

const CredentialsSchema = z.object({
  admin_token: z.string(),
  postgres_password: z.string(),
  dev_account_id: z.string().default(''),
  dev_api_key: z.string().default(''),
  // Absent in a DATA_DIR made before the child nats-server required passwords: made on the next start.
  nats_passwords: z.record(z.enum(NATS_USERS), z.string()).optional(),
  // MASTER_KEY (docs/data-protection.md): absent in a DATA_DIR made before sealing, made on the next start.
  master_key: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type LocalCredentials = z.infer<typeof CredentialsSchema>;

const fileOf = (dataDir: string) => join(dataDir, 'credentials.json');

const newNatsPasswords = () => Object.fromEntries(NATS_USERS.map((user) => [user, randomToken(32)])) as Record<NatsUser, string>;

type CompleteCredentials = LocalCredentials & { nats_passwords: Record<NatsUser, string>; master_key: string };

/** 32 random bytes in hex: the embedded default's MASTER_KEY, made once and never printed. */
const newMasterKey = () => randomBytes(32).toString('hex');

export async function loadOrCreateCredentials(dataDir: string): Promise<CompleteCredentials> {
  const file = fileOf(dataDir);
  if (existsSync(file)) {
    const loaded = CredentialsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    const passwords = loaded.nats_passwords;
    const complete = passwords !== undefined && NATS_USERS.every((user) => passwords[user]) && loaded.master_key !== undefined;
    const completed = {
      ...loaded,
      nats_passwords: { ...newNatsPasswords(), ...passwords },
      master_key: loaded.master_key ?? newMasterKey(),
    };
    if (!complete) await saveCredentials(dataDir, completed);
    return completed;
  }
  const created = {
    admin_token: randomToken(40),
    postgres_password: randomToken(32),
    dev_account_id: '',
    dev_api_key: '',
    nats_passwords: newNatsPasswords(),
    master_key: newMasterKey(),
  };
  await saveCredentials(dataDir, created);
  return created;
}

export async function saveCredentials(dataDir: string, credentials: LocalCredentials): Promise<void> {
  await writeFile(fileOf(dataDir), `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // The mode above applies to a new file only; one made by hand or an older release is narrowed too.
  await chmod(fileOf(dataDir), 0o600);
}
