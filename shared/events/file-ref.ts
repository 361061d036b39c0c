import { z } from 'zod';
import { textSchema } from '../text/text-rules.ts';

/**
 * Events carry file references, never bodies: bodies are content-addressed blobs (SHA-256 of the
 * bytes stored). `size` is the file's bytes: a text's UTF-8 bytes, a binary file's decoded bytes.
 */
export const FileRefSchema = z.object({
  path: textSchema('single-line', 255).min(1),
  digest: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hex digest'),
  size: z.number().int().nonnegative(),
  language: textSchema('single-line', 64),
  encoding: z
    .literal('base64')
    .optional()
    .describe('A binary file (image, font): its blob is its bytes. Absent for text files, whose blob is their UTF-8 text.'),
});
export type FileRef = z.infer<typeof FileRefSchema>;
