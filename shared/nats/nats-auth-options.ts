// How every service and operator command authenticates to NATS and secures the connection: the
// NATS_CREDS / NATS_NKEY_SEED(_FILE) / NATS_USER+NATS_PASSWORD / NATS_TOKEN and NATS_TLS_* settings,
// turned into nats.js connection options in this one place.
import { readFileSync } from 'node:fs';
import {
  credsAuthenticator,
  nkeyAuthenticator,
  tokenAuthenticator,
  usernamePasswordAuthenticator,
  type Authenticator,
  type NodeConnectionOptions,
  type TlsOptions,
} from '@nats-io/transport-node';
import { ConfigError, type Config } from '../config/config.ts';

export type NatsAuthSettings = Pick<
  Config,
  | 'NATS_CREDS'
  | 'NATS_NKEY_SEED'
  | 'NATS_NKEY_SEED_FILE'
  | 'NATS_USER'
  | 'NATS_PASSWORD'
  | 'NATS_TOKEN'
  | 'NATS_TLS_CA'
  | 'NATS_TLS_CERT'
  | 'NATS_TLS_KEY'
>;

/** Reads a file named by a setting, with a plain error naming the setting (never the content). */
function readSettingFile(setting: string, path: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new ConfigError(`${setting}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

function authenticatorOf(settings: NatsAuthSettings): Authenticator | undefined {
  if (settings.NATS_CREDS) {
    const path = settings.NATS_CREDS;
    readSettingFile('NATS_CREDS', path);
    // Read again at every (re)connect: a creds file rotated in place is used from the next connection on.
    return credsAuthenticator(() => readSettingFile('NATS_CREDS', path));
  }
  if (settings.NATS_NKEY_SEED_FILE) {
    const seed = new TextEncoder().encode(
      new TextDecoder().decode(readSettingFile('NATS_NKEY_SEED_FILE', settings.NATS_NKEY_SEED_FILE)).trim(),
    );
    return nkeyAuthenticator(seed);
  }
  if (settings.NATS_NKEY_SEED) return nkeyAuthenticator(new TextEncoder().encode(settings.NATS_NKEY_SEED.trim()));
  if (settings.NATS_USER && settings.NATS_PASSWORD !== undefined)
    return usernamePasswordAuthenticator(settings.NATS_USER, settings.NATS_PASSWORD);
  if (settings.NATS_TOKEN) return tokenAuthenticator(settings.NATS_TOKEN);
  return undefined;
}

function tlsOf(settings: NatsAuthSettings): TlsOptions | undefined {
  if (!settings.NATS_TLS_CA && !settings.NATS_TLS_CERT) return undefined;
  const tls: TlsOptions = {};
  // Checked here so a wrong path says which setting is wrong; nats.js reads the files itself.
  if (settings.NATS_TLS_CA) {
    readSettingFile('NATS_TLS_CA', settings.NATS_TLS_CA);
    tls.caFile = settings.NATS_TLS_CA;
  }
  if (settings.NATS_TLS_CERT && settings.NATS_TLS_KEY) {
    readSettingFile('NATS_TLS_CERT', settings.NATS_TLS_CERT);
    readSettingFile('NATS_TLS_KEY', settings.NATS_TLS_KEY);
    tls.certFile = settings.NATS_TLS_CERT;
    tls.keyFile = settings.NATS_TLS_KEY;
  }
  return tls;
}

/** The `authenticator` and `tls` options of a NATS connection; empty when nothing is set. */
export function natsAuthOptions(settings: NatsAuthSettings): Pick<NodeConnectionOptions, 'authenticator' | 'tls'> {
  const authenticator = authenticatorOf(settings);
  const tls = tlsOf(settings);
  return { ...(authenticator ? { authenticator } : {}), ...(tls ? { tls } : {}) };
}
