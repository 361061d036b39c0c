export interface ForkLimits {
  /** Redirect hops followed for one request. */
  maxRedirects: number;
  /** Decoded bytes read over the whole fork. */
  maxBytes: number;
  /** Files in the result, copied pictures included (other binary assets are not copied; see fetch-site.ts). */
  maxFiles: number;
  /** Decoded bytes of one copied picture; a larger one stays a link to the original. */
  maxImageBytes: number;
  /** Pages crawled, the requested page included; links past it stay absolute. */
  maxPages: number;
  /** Wall time of the whole fork. */
  timeoutMs: number;
}

// Sized to the job limits of CONTRACT.md section 4 (1 MiB a file, 500 files, 10 MiB a request):
// a forked site must still be a valid file set for a follow-up edit.
export const DEFAULT_FORK_LIMITS: ForkLimits = {
  maxRedirects: 5,
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 200,
  // The job limit of one file (CONTRACT.md section 4), counted in decoded bytes.
  maxImageBytes: 1024 * 1024,
  maxPages: 20,
  timeoutMs: 15_000,
};

export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

export function describeSeconds(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
