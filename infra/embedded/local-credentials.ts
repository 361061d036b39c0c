// Secrets of the embedded default, made on first start and kept in DATA_DIR (mode 0600), so
// every later start prints the same development key and admin token.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { randomToken } from '../../shared/ids/ulid.ts';

const CredentialsSchema = z.object({
  admin_token: z.string(),
  postgres_password: z.string(),
  dev_account_id: z.string().default(''),
  dev_api_key: z.string().default(''),
});
export type LocalCredentials = z.infer<typeof CredentialsSchema>;

const fileOf = (dataDir: string) => join(dataDir, 'credentials.json');

export async function loadOrCreateCredentials(dataDir: string): Promise<LocalCredentials> {
  const file = fileOf(dataDir);
  if (existsSync(file)) return CredentialsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const created = { admin_token: randomToken(40), postgres_password: randomToken(32), dev_account_id: '', dev_api_key: '' };
  await saveCredentials(dataDir, created);
  return created;
}

export async function saveCredentials(dataDir: string, credentials: LocalCredentials): Promise<void> {
  await writeFile(fileOf(dataDir), `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
}
