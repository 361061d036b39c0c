// HTTP bodies of project versions, restore and diff, one zod schema each.
import { z } from 'zod';
import { MAX_ID_CHARS } from './limits.ts';
import { ErrorCodeSchema } from './schemas.ts';

export const ProjectIdSchema = z
  .string()
  .max(MAX_ID_CHARS, `must be at most ${MAX_ID_CHARS} characters`)
  .regex(/^[A-Za-z0-9._:-]+$/, 'may contain only letters, digits and . _ : -');

export const VersionsQuerySchema = z.object({
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be 1 to 100').max(100, 'must be 1 to 100').default(20),
  cursor: z.string().max(200, 'is not a cursor this service gave').optional(),
});

export const VersionsResponseSchema = z
  .object({
    status: z.enum(['ok', 'failed']),
    project_id: z.string(),
    versions: z.array(
      z.object({
        job_id: z.string(),
        deployment_id: z.string(),
        created_at: z.string(),
        finished_at: z.string(),
        query: z.string().describe('The request that made this version.'),
        file_count: z.number(),
        latest: z.boolean().describe("True for the project's current version (the one edits start from)."),
      }),
    ),
    next_cursor: z.string().describe("Pass as `cursor` for the next page; '' on the last page."),
    error: z.string(),
    code: ErrorCodeSchema.optional(),
  })
  .describe("A project's ready versions, newest first");

export const ProjectErasureResponseSchema = z
  .object({
    status: z.enum(['erased', 'failed']).describe('`erased`: the project and every job of it are erased for good (issue 31).'),
    project_id: z.string(),
    error: z.string(),
    code: ErrorCodeSchema.optional(),
  })
  .describe('Project erasure');

export const RestoreRequestSchema = z
  .object({ job_id: z.string().min(1, 'must not be empty').max(64, 'is not a job id') })
  .strict()
  .describe('Restore request');

export const DiffQuerySchema = z.object({
  against: z.string().min(1, 'is required: the job_id to compare with').max(64, 'is not a job id'),
});

export const DiffResponseSchema = z
  .object({
    status: z.enum(['ok', 'failed']),
    job_id: z.string(),
    against: z.string(),
    added: z.array(z.string()).describe('Paths in job_id only.'),
    removed: z.array(z.string()).describe('Paths in `against` only.'),
    changed: z.array(
      z.object({
        path: z.string(),
        diff: z.string().describe("Unified diff from `against` to job_id; '' when `diff_truncated`."),
        diff_truncated: z
          .boolean()
          .describe(
            "True when working out this file's diff would take more than the service allows (more changed lines than DIFF_MAX_EDIT_LENGTH, or past DIFF_TIMEOUT_MS): the file did change, and `diff` is empty.",
          ),
        binary: z
          .literal(true)
          .optional()
          .describe(
            'Present on a binary file (an image, a font): its bytes changed, and it is named without a text diff (`diff` is empty).',
          ),
      }),
    ),
    unchanged: z.number(),
    error: z.string(),
    code: ErrorCodeSchema.optional(),
  })
  .describe('Differences between two jobs’ files');
