import type { Config } from '../config/config.ts';

/** Request limits of CONTRACT.md section 4; all configurable. */
export interface RequestLimits {
  maxFiles: number;
  maxFileBytes: number;
}

export const API_VERSION = '2026-03-13';
export const MAX_QUERY_CHARS = 4000;
export const MAX_URL_CHARS = 2048;
export const MAX_ID_CHARS = 128;

export function limitsFromConfig(config: Config): RequestLimits {
  return { maxFiles: config.MAX_FILES, maxFileBytes: config.MAX_FILE_BYTES };
}
