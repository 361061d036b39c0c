// sitewright generate "<request>" --out <dir> [--force] [--files <dir>] [--source-url <url>] [--project <id>]
//   [--target <selector> [--target-page <path>]] [--lock <glob>]... [--tokens <file>]
import { resolve } from 'node:path';
import type { z } from 'zod';
import { GenerateRequestSchema } from '../../../shared/api/schemas.ts';
import type { GenerateRequest, Sitewright } from '../../../shared/client/index.ts';
import { targetWithoutEditProblem } from '../../../shared/jobs/edit-scope.ts';
import { UsageError } from '../exit-codes.ts';
import { plural, type Output } from '../output.ts';
import { readFolder } from '../read-folder.ts';
import { readTokensFile } from '../read-tokens.ts';
import { followJob, reportFinal } from './follow-job.ts';

export interface GenerateOptions {
  out: string;
  force?: boolean;
  files?: string;
  sourceUrl?: string;
  project?: string;
  /** A CSS selector the change is confined to, optionally on one page. */
  target?: string;
  targetPage?: string;
  /** Paths or globs of files no engine may change (the flag may repeat). */
  lock?: string[];
  idempotencyKey?: string;
  /** A design tokens file (the brand), sent as `design_tokens`. */
  tokens?: string;
}

const FLAG_BY_FIELD: Record<string, string> = {
  query: 'request',
  source_url: '--source-url',
  project_id: '--project',
  files: '--files',
  target: '--target',
  'target.path': '--target-page',
  locked_paths: '--lock',
  design_tokens: '--tokens',
};

/** Zod's issues as plain "field: problem" text, naming the command-line flag behind each field. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const [field, ...rest] = issue.path.map(String);
      if (field === 'target' && rest[0] === 'path') return `--target-page: ${issue.message}`;
      const name = FLAG_BY_FIELD[field ?? ''] ?? field ?? 'request';
      return `${name}${rest.length ? ` (${rest.join('.')})` : ''}: ${issue.message}`;
    })
    .join('; ');
}

export async function generateCommand(client: Sitewright, output: Output, query: string, options: GenerateOptions): Promise<number> {
  const request: GenerateRequest = { query };
  if (options.files) request.files = await readFolder(options.files, output.note);
  if (options.sourceUrl) request.source_url = options.sourceUrl;
  if (options.project) request.project_id = options.project;
  if (options.targetPage && !options.target)
    throw new UsageError('--target-page: names the page of a --target; give the --target selector too');
  if (options.target) request.target = { selector: options.target, path: options.targetPage ?? null };
  if (options.lock?.length) request.locked_paths = options.lock;
  if (options.tokens) request.design_tokens = await readTokensFile(options.tokens);
  // The service's own request schema: a request it would refuse is a usage error, found here.
  const checked = GenerateRequestSchema.safeParse(request);
  if (!checked.success) throw new UsageError(describeIssues(checked.error));
  const targetProblem = targetWithoutEditProblem(checked.data);
  if (targetProblem)
    throw new UsageError(`--target: ${targetProblem.replace('`files`', '--files').replace('a `project_id`', '--project')}`);

  const started = await client.generate(request, { idempotencyKey: options.idempotencyKey });
  output.line(`Started job ${started.job_id} (${started.source || 'generated'})`);
  output.object({ type: 'started', ...started, cached_files: started.cached_files.map((file) => file.path) });

  const job = await followJob(client, output, started.job_id);
  if (job.status !== 'ready') return reportFinal(output, job);
  const out = resolve(options.out);
  const written = await client.writeFiles(job, out, { force: options.force === true });
  output.line(`Wrote ${plural(written.length, 'file')} to ${out}`);
  return reportFinal(output, job, { out, files: job.files.map((file) => file.path) });
}
