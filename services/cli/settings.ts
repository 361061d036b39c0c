// Where the service is and which key to use: --url/--key, else SITEWRIGHT_URL/SITEWRIGHT_API_KEY.
import { Sitewright, type RetryNotice } from '../../shared/client/index.ts';
import { UsageError } from './exit-codes.ts';
import { errorText } from '../../shared/errors/error-text.ts';

export const DEFAULT_URL = 'http://127.0.0.1:8080';

export interface GlobalOptions {
  url?: string;
  key?: string;
  json?: boolean;
}

export function clientFromSettings(options: GlobalOptions, env: NodeJS.ProcessEnv, onRetry?: (retry: RetryNotice) => void): Sitewright {
  const baseUrl = options.url ?? env.SITEWRIGHT_URL ?? DEFAULT_URL;
  const apiKey = options.key ?? env.SITEWRIGHT_API_KEY ?? '';
  if (!apiKey) throw new UsageError('no API key: pass --key <key> or set SITEWRIGHT_API_KEY (npm start prints one).');
  if (!/^https?:\/\/[^/]/.test(baseUrl))
    throw new UsageError(`--url must be an http(s) address such as ${DEFAULT_URL} (got "${baseUrl}").`);
  try {
    return new Sitewright({ baseUrl, apiKey, onRetry });
  } catch (error) {
    throw new UsageError(errorText(error));
  }
}
