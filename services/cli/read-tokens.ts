// --tokens <file>: the brand, a design tokens document (W3C Design Tokens Community Group format)
// sent as `design_tokens`. Only read and parsed here: the service's request schema checks it.
import { readFile } from 'node:fs/promises';
import { UsageError } from './exit-codes.ts';

/** Larger than any real tokens file; a bigger one is a mistake (the wrong file), said before it is sent. */
const MAX_TOKENS_FILE_BYTES = 1024 * 1024;

export async function readTokensFile(path: string): Promise<Record<string, unknown>> {
  const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`--tokens: cannot read ${path} (${error.code ?? error.message}).`);
  });
  if (bytes.length > MAX_TOKENS_FILE_BYTES) throw new UsageError(`--tokens: ${path} is larger than 1 MiB; is it a design tokens file?`);
  let document: unknown;
  try {
    document = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new UsageError(`--tokens: ${path} is not JSON (${error instanceof Error ? error.message : 'unreadable'}).`);
  }
  if (document === null || typeof document !== 'object' || Array.isArray(document))
    throw new UsageError(`--tokens: ${path} must hold a JSON object of token groups.`);
  return { ...document };
}
