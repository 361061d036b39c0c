import { z } from 'zod';

/** Events carry file references, never bodies: bodies are content-addressed blobs (SHA-256). */
export const FileRefSchema = z.object({
  path: z.string().min(1),
  digest: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hex digest'),
  size: z.number().int().nonnegative(),
  language: z.string(),
});
export type FileRef = z.infer<typeof FileRefSchema>;
