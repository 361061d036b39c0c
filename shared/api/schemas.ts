// HTTP bodies, one zod schema each; the TypeScript types and the OpenAPI document come from these.
import { z } from 'zod';
import { filePathProblem } from '../files/file-path.ts';
import { binaryFileProblem, textFileProblem } from '../files/file-content-rules.ts';
import { textProblem } from '../text/text-rules.ts';
import { httpUrlProblem } from './http-url.ts';
import { MAX_ID_CHARS, MAX_QUERY_CHARS, type RequestLimits } from './limits.ts';
import { SiteChecksSchema } from '../jobs/site-checks.ts';
import { RENDER_DEVICES, RENDERED_STATUSES, RenderedChecksSchema } from '../jobs/rendered-checks.ts';
import { JOB_STATUSES } from '../jobs/job-status.ts';
import { EditTargetSchema, LockedPathsSchema } from '../jobs/edit-scope.ts';
import { readDocument, type DocumentReading } from '../design/dtcg-document.ts';
import { readTokensFile, tokensFileIndex } from '../design/read-design-tokens.ts';

export const ErrorCodeSchema = z.enum([
  'invalid_request',
  'unauthorized',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'quota_exceeded',
  'erased',
  'unavailable',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

const chars = (text: string) => [...text].length;

/** A string whose rule is a function giving a plain-language problem, or null when it is fine. */
const checkedString = (problem: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const found = problem(value);
    if (found) ctx.addIssue({ code: 'custom', message: found });
  });

const trackingId = z
  .string()
  .max(MAX_ID_CHARS, `must be at most ${MAX_ID_CHARS} characters`)
  .regex(/^[A-Za-z0-9._:-]+$/, 'may contain only letters, digits and . _ : -')
  .nullable()
  .optional();

export const FileSchema = z.object({
  path: z.string().describe('Project-relative file path.'),
  content: z.string().describe('Full file contents: the text, or for `encoding: "base64"` the bytes in base64.'),
  language: z.string().describe('Best-effort language label, derived from the extension when absent.').optional(),
  encoding: z
    .enum(['utf-8', 'base64'])
    .describe(
      '`utf-8` (the default): `content` is the text. `base64`: `content` is the bytes of a binary file (PNG, JPEG, GIF, WebP, AVIF, ICO; WOFF, WOFF2, TTF, OTF fonts) in strict base64; SVG is text.',
    )
    .optional(),
});

/** A design tokens document that cannot be used: a 400 naming the field and the token. */
function addTokensProblem(reading: DocumentReading, ctx: z.RefinementCtx, field: (string | number)[] = []): void {
  if (reading.ok) return;
  const { token, message } = reading.problem;
  ctx.addIssue({
    code: 'custom',
    path: field,
    message: token.length > 0 ? `the token ${token.join('.')}: ${message}` : `the design tokens document ${message}`,
  });
}

export function generateRequestSchema(limits: RequestLimits) {
  return z
    .object({
      query: checkedString((query) => {
        const length = chars(query);
        return length < 1 || length > MAX_QUERY_CHARS
          ? `must be 1 to ${MAX_QUERY_CHARS} characters (got ${length})`
          : textProblem(query, 'plain');
      }).describe('Plain-English request for the website or change (1 to 4000 characters).'),
      files: z
        .array(
          FileSchema.extend({
            path: checkedString(filePathProblem),
            language: checkedString((language) =>
              language.length > 64 ? `must be at most 64 characters (got ${language.length})` : textProblem(language, 'single-line'),
            ).optional(),
          }).superRefine((file, ctx) => {
            // The content's rules depend on its encoding (and on the path's extension), so they
            // are checked on the file, but named as the content's.
            const found =
              file.encoding === 'base64'
                ? binaryFileProblem(file.path, file.content, limits.maxFileBytes)
                : textFileProblem(file.path, file.content, limits.maxFileBytes);
            if (found) ctx.addIssue({ code: 'custom', path: ['content'], message: found });
          }),
        )
        .max(limits.maxFiles, `must hold at most ${limits.maxFiles} files`)
        .superRefine((files, ctx) => {
          const seen = new Set<string>();
          files.forEach((file, index) => {
            if (seen.has(file.path))
              ctx.addIssue({ code: 'custom', path: [index, 'path'], message: `"${file.path}" appears more than once` });
            seen.add(file.path);
          });
          // The first tokens file is the brand when `design_tokens` is absent: it must be a document the service can read.
          const index = tokensFileIndex(files);
          if (index !== -1) addTokensProblem(readTokensFile(files[index]!.content), ctx, [index, 'content']);
        })
        .describe('Existing files to edit, for a remix or follow-up change.')
        .optional(),
      source_url: checkedString(httpUrlProblem).nullable().optional().describe('URL to fork.'),
      user_id: trackingId.describe("The caller's own user identifier, for tracking."),
      project_id: trackingId.describe('Stable website identifier so related edits are kept together.'),
      design_tokens: z
        .record(z.string(), z.unknown())
        .superRefine((document, ctx) => addTokensProblem(readDocument(document), ctx))
        .nullable()
        .optional()
        .describe(
          'The brand, as design tokens in the W3C Design Tokens Community Group format (colours, font families, font sizes, spacing, radii); a `tokens.json` or `design.tokens.json` among `files` does the same.',
        ),
      target: EditTargetSchema.nullable()
        .optional()
        .describe(
          'For an edit: the CSS selector (and optionally the page) the change is confined to; every byte outside it stays as it was.',
        ),
      locked_paths: LockedPathsSchema.optional(),
    })
    .describe('Generate request');
}

export const GenerateRequestSchema = generateRequestSchema({ maxFiles: 500, maxFileBytes: 1024 * 1024 });
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

export const OutputFileSchema = z.object({
  path: z.string(),
  content: z.string(),
  language: z.string(),
  encoding: z
    .literal('base64')
    .optional()
    .describe('Present on binary files only (images, fonts): `content` is their bytes in base64. Text files carry no `encoding`.'),
});

export const GenerateResponseSchema = z
  .object({
    status: z.enum(['building', 'failed']),
    job_id: z.string(),
    error: z.string(),
    source: z.enum(['', 'cache', 'generated', 'fork']),
    search_score: z.number(),
    sandbox_session: z.string(),
    cached_files: z.array(OutputFileSchema),
    code: ErrorCodeSchema.optional().describe('Present on errors only: machine-readable error code.'),
  })
  .describe('Generate response');
export type GenerateResponse = z.infer<typeof GenerateResponseSchema>;

export const UsageSchema = z.object({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number() });

export const JobStatusSchema = z.enum(JOB_STATUSES);

export const JobResponseSchema = z
  .object({
    status: JobStatusSchema,
    files: z.array(OutputFileSchema),
    error: z.string(),
    progress: z.string(),
    elapsed_seconds: z.number(),
    sandbox_session: z.string(),
    deployment_id: z.string(),
    job_id: z.string(),
    project_id: z.string(),
    source: z.enum(['', 'cache', 'generated', 'fork']),
    created_at: z.string(),
    finished_at: z.string(),
    deploy_url: z.string(),
    checks: SiteChecksSchema.extend({
      rendered: RenderedChecksSchema.nullable().describe(
        'What the page checks in headless Chromium found (issue 28); null until `rendered_status` is `done`.',
      ),
    })
      .nullable()
      .describe(
        'Quality report of a ready job (static checks of its files, and `rendered`: checks in a browser); null until the job is ready.',
      ),
    rendered_status: z
      .enum(RENDERED_STATUSES)
      .describe(
        "The renderer's screenshots and browser checks of a ready job: `pending` until it has run, then `done`, `failed` (the renderer could not render it) or `unavailable` (no Chromium where the renderer runs).",
      ),
    rendered_error: z
      .string()
      .describe(
        "Why there are no screenshots, in plain words, when `rendered_status` is `failed` (the renderer's reason) or `unavailable` (no Chromium where it runs); '' otherwise.",
      ),
    screenshots: z
      .array(
        z.object({
          page: z.string().describe("The page's path in `files`."),
          device: z.enum(RENDER_DEVICES).describe('`desktop`: 1280 px wide; `phone`: 375 px wide.'),
          url: z.string().describe('Where the PNG is served: `/job/{job_id}/screenshots/{page}?device=...` (the same API key).'),
          width: z.number().int(),
          height: z.number().int().describe('Full page, cut at 4,000 px.'),
        }),
      )
      .describe('Screenshots of each page at both widths once `rendered_status` is `done`; empty until then.'),
    usage: UsageSchema.describe("Tokens the job's model calls used so far (0 for the offline engine)."),
    error_code: z.string().describe("Why a failed job failed: `cancelled`, `quota_exceeded`, `engine`, ...; '' otherwise."),
    queue_position: z
      .number()
      .int()
      .nonnegative()
      .describe(
        "Where the job waits in its account's queue for the scheduler to admit it: 1 is next (the `progress` line says `Queued: N jobs of this account ahead`); 0 once admitted, running or finished.",
      ),
    code: ErrorCodeSchema.optional().describe('Present on errors only: machine-readable error code.'),
  })
  .describe('Job');
/** The HTTP body of GET /job (see JobState in shared/jobs/job-state.ts for the four shapes of a job). */
export type JobResponse = z.infer<typeof JobResponseSchema>;

export const DeploymentReportSchema = z
  .object({
    deploy_url: checkedString(httpUrlProblem).describe('Final public URL of the deployed site (absolute URL).'),
  })
  .describe('Deployment report');

export const DeploymentResponseSchema = z
  .object({
    status: z.enum(['ready', 'failed']),
    job_id: z.string(),
    deploy_url: z.string(),
    deployment_id: z.string(),
    error: z.string(),
    code: ErrorCodeSchema.optional(),
  })
  .describe('Deployment report response');
export type DeploymentResponse = z.infer<typeof DeploymentResponseSchema>;

export const JobErasureResponseSchema = z
  .object({
    status: z.enum(['erased', 'failed']).describe('`erased`: the job is erased for good (issue 31).'),
    job_id: z.string(),
    error: z.string(),
    code: ErrorCodeSchema.optional(),
  })
  .describe('Job erasure');
export type JobErasureResponse = z.infer<typeof JobErasureResponseSchema>;
/** An account's `retention_days`, as operators set it on create and PATCH. */
export const RetentionDaysSchema = z
  .number()
  .int()
  .positive()
  .max(36_500)
  .nullable()
  .describe(
    'Days a job of the account is kept: jobs requested longer ago are erased by the retention sweep (docs/operations.md). null: kept without limit (the default).',
  );

export const ErrorResponseSchema = z.object({ status: z.literal('failed'), error: z.string(), code: ErrorCodeSchema });

export const CreateAccountRequestSchema = z.object({
  name: checkedString((name) =>
    name.length === 0 ? 'must not be empty' : name.length > 200 ? 'must be at most 200 characters' : textProblem(name, 'single-line'),
  ),
  rate_limit_per_minute: z.number().int().positive().max(100_000).optional(),
  burst: z.number().int().positive().max(100_000).optional(),
  monthly_token_limit: z
    .number()
    .int()
    .positive()
    .max(1_000_000_000_000)
    .nullable()
    .optional()
    .describe('Tokens the account may use per calendar month (UTC); null or absent: no limit.'),
  retention_days: RetentionDaysSchema.optional(),
});

export const CreateAccountResponseSchema = z.object({
  status: z.enum(['ok', 'failed']),
  account_id: z.string(),
  key_id: z.string(),
  api_key: z.string().describe('Shown once; only its SHA-256 hash is stored.'),
  error: z.string(),
  code: ErrorCodeSchema.optional(),
});

export const IssueKeyRequestSchema = z.object({
  label: checkedString((label) => (label.length > 200 ? 'must be at most 200 characters' : textProblem(label, 'single-line'))).optional(),
});

export const KeyResponseSchema = z.object({
  status: z.enum(['ok', 'revoked', 'failed']),
  account_id: z.string(),
  key_id: z.string(),
  api_key: z.string(),
  error: z.string(),
  code: ErrorCodeSchema.optional(),
});

export const JobEventsResponseSchema = z.object({
  status: z.enum(['ok', 'failed']),
  job_id: z.string(),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number(), calls: z.number() }),
  events: z.array(
    z.object({
      seq: z.number(),
      subject: z.string(),
      type: z.string(),
      version: z.number(),
      occurred_at: z.string(),
      actor: z.string(),
      account_id: z.string(),
      request_id: z.string().optional().describe('The request that caused the event, when one did.'),
      data: z.unknown(),
    }),
  ),
  error: z.string(),
  code: ErrorCodeSchema.optional(),
});

export const AccountResponseSchema = z.object({
  status: z.enum(['ok', 'failed']),
  account_id: z.string(),
  name: z.string(),
  rate_limit_per_minute: z.number(),
  burst: z.number(),
  monthly_token_limit: z.number().nullable().describe('Tokens a calendar month; null means no limit.'),
  retention_days: z
    .number()
    .nullable()
    .describe("Days the account's jobs are kept before the retention sweep erases them; null: without limit."),
  tokens_this_month: z.number().describe('Tokens the account has used in the current calendar month (UTC).'),
  created_at: z.string(),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number() }),
  jobs: z.object({ total: z.number(), building: z.number(), partial: z.number(), ready: z.number(), failed: z.number() }),
  keys: z.array(z.object({ key_id: z.string(), label: z.string(), created_at: z.string(), revoked_at: z.string() })),
  error: z.string(),
  code: ErrorCodeSchema.optional(),
});
