import { createHash } from 'node:crypto';
import type { JobResponse } from '../../../shared/api/schemas.ts';

/**
 * Weak ETag of a job's answer. The elapsed time moves on every poll of a running job while the
 * job itself has not changed, so it is left out; every other field counts.
 *
 * File bodies (often tens of kilobytes) go into the hash as they are, each after its path,
 * language and length, rather than inside one JSON text of the whole answer: building that text
 * cost as much as hashing it, on every answer of a followed job.
 */
export function jobEtag(response: JobResponse): string {
  const { elapsed_seconds: _elapsed, files, ...rest } = response;
  const digest = createHash('sha1').update(JSON.stringify(rest));
  for (const file of files)
    digest
      // A binary file's line names its encoding too; a text file's is as it always was.
      .update(
        `\n${JSON.stringify(file.path)} ${JSON.stringify(file.language)}${file.encoding ? ` ${file.encoding}` : ''} ${file.content.length}\n`,
      )
      .update(file.content);
  return `W/"${digest.digest('base64url')}"`;
}
