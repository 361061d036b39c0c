import { hash } from 'node:crypto';

export function sha256Hex(content: string | Uint8Array): string {
  // One-shot: no Hash object per call (this runs on every authenticated request).
  return hash('sha256', content, 'hex');
}

/**
 * Content-addressed id of a file set: the same paths with the same contents always give the same
 * id, whatever order they come in.
 */
export function deploymentIdFor(files: readonly { path: string; digest: string }[]): string {
  const lines = files.map((file) => `${file.path}\u0000${file.digest}`).sort();
  return `dep_${sha256Hex(lines.join('\n')).slice(0, 32)}`;
}
