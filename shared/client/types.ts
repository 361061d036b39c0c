// The client's types, inferred from the server's own zod schemas: when a response gains a field,
// the client's type gains it too. Nothing here is written out by hand.
import type { z } from 'zod';
import type { ProjectErasureResponseSchema } from '../api/project-schemas.ts';
import type {
  DeploymentResponseSchema,
  ErrorCodeSchema,
  GenerateRequestSchema,
  GenerateResponseSchema,
  JobErasureResponseSchema,
  JobResponseSchema,
  JobStatusSchema,
} from '../api/schemas.ts';

/** The body of POST /generate, as the caller writes it. */
export type GenerateRequest = z.input<typeof GenerateRequestSchema>;
/** An edit's target (issue 27): the CSS selector, and optionally the page, a change is confined to. */
export type EditTarget = NonNullable<GenerateRequest['target']>;
/** The answer of POST /generate. */
export type GenerateResponse = z.output<typeof GenerateResponseSchema>;
/** A job, as GET /job/{job_id} and its event stream answer it. */
export type Job = z.output<typeof JobResponseSchema>;
export type JobStatus = z.output<typeof JobStatusSchema>;
/** One file of a job. */
export type JobFile = Job['files'][number];
/** The brand of a request: design tokens in the W3C Design Tokens Community Group format (POST /generate `design_tokens`). */
export type DesignTokensDocument = NonNullable<GenerateRequest['design_tokens']>;
/** Whether a job's result uses its request's design tokens (`checks.brand`); absent when the request had none. */
export type BrandChecks = NonNullable<NonNullable<Job['checks']>['brand']>;
/** A screenshot the renderer took, as GET /job lists it. */
export type JobScreenshot = Job['screenshots'][number];
/** The widths pages are rendered at: `desktop` 1280 px, `phone` 375 px. */
export type ScreenshotDevice = JobScreenshot['device'];
/** The answer of POST /job/{job_id}/deployed. */
export type DeploymentResponse = z.output<typeof DeploymentResponseSchema>;
/** The answer of DELETE /job/{job_id}. */
export type JobErasureResponse = z.output<typeof JobErasureResponseSchema>;
/** The answer of DELETE /projects/{project_id}. */
export type ProjectErasureResponse = z.output<typeof ProjectErasureResponseSchema>;
/** The machine-readable `code` of an error answer. */
export type ApiErrorCode = z.output<typeof ErrorCodeSchema>;

/** ready or failed: the job will not change again (except a ready job's deploy_url). The server's own definition. */
export { isFinal as isFinalStatus } from '../jobs/job-status.ts';
