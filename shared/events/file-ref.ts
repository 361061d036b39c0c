import { z } from 'zod';
import { textSchema } from '../text/text-rules.ts';

/** Events carry file references, never bodies: bodies are content-addressed blobs (SHA-256). */
export const FileRefSchema = z.object({
  path: textSchema('single-line', 255).min(1),
  digest: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hex digest'),
  size: z.number().int().nonnegative(),
  language: textSchema('single-line', 64),
});
export type FileRef = z.infer<typeof FileRefSchema>;
