// `sitewright mcp`: the API as Model Context Protocol tools over stdio, with the official SDK.
// Inputs are checked by the service's own zod schemas (the SDK validates them before a tool runs
// and lists them as JSON Schema); a refusal comes back as a tool error with the plain message.
// stdout carries the protocol alone: notes go to stderr.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import {
  DeploymentReportSchema,
  DeploymentResponseSchema,
  GenerateRequestSchema,
  GenerateResponseSchema,
  JobResponseSchema,
} from '../../../shared/api/schemas.ts';
import { fileSize, isFinalStatus, WaitTimeoutError, type Job, type Sitewright } from '../../../shared/client/index.ts';

const DEFAULT_WAIT_SECONDS = 50;
const MAX_WAIT_SECONDS = 600;

const JobIdInput = z.object({
  job_id: JobResponseSchema.shape.job_id.min(1, 'is required').describe('The job_id that generate_website returned.'),
});

const GenerateInput = GenerateRequestSchema.pick({
  query: true,
  files: true,
  source_url: true,
  project_id: true,
  target: true,
  locked_paths: true,
  design_tokens: true,
});
const GenerateOutput = GenerateResponseSchema.pick({ status: true, job_id: true, source: true, search_score: true, sandbox_session: true });

const FileSummarySchema = z.object({ path: z.string(), language: z.string(), bytes: z.number() });
const JobSummarySchema = JobResponseSchema.omit({ files: true }).extend({
  files: z.array(FileSummarySchema).describe('The files so far, without their contents.'),
});

// A binary file (an image, a font) is named with its size, never sent as base64 in a tool's
// answer: its bytes would fill the agent's context and say nothing to it. The images a job
// carries are the caller's own, passed through unchanged.
const BinaryFileSchema = z.object({
  path: z.string(),
  language: z.string(),
  encoding: z.literal('base64'),
  bytes: z.number().describe("The file's size; its content is left out (the same bytes as sent)."),
});
const TextFileSchema = JobResponseSchema.shape.files.element.omit({ encoding: true });
const WaitOutputSchema = JobResponseSchema.omit({ files: true }).extend({
  files: z
    .array(z.union([TextFileSchema, BinaryFileSchema]))
    .describe('Every file: text files with their content, binary files (images, fonts) by path and size only.'),
});

function withoutBinaryContents(job: Job): z.output<typeof WaitOutputSchema> {
  return {
    ...job,
    files: job.files.map((file) =>
      file.encoding === 'base64'
        ? { path: file.path, language: file.language, encoding: 'base64' as const, bytes: fileSize(file) }
        : { path: file.path, content: file.content, language: file.language },
    ),
  };
}

const WaitInput = JobIdInput.extend({
  timeout_seconds: z
    .number()
    .min(1, 'must be 1 to 600 seconds')
    .max(MAX_WAIT_SECONDS, 'must be 1 to 600 seconds')
    .optional()
    .describe(
      `How long to wait at most (default ${DEFAULT_WAIT_SECONDS}; most MCP clients give up on a call after 60 s unless it reports progress).`,
    ),
});

const ReportInput = JobIdInput.extend({ deploy_url: DeploymentReportSchema.shape.deploy_url });

const Screenshot = JobResponseSchema.shape.screenshots.element.shape;
const ScreenshotInput = JobIdInput.extend({
  page: Screenshot.page.min(1, 'must not be empty').optional().describe("The page's path in the job's files (default index.html)."),
  device: Screenshot.device.optional().describe('desktop (1280 px, the default) or phone (375 px).'),
});

function summary(job: Job): z.output<typeof JobSummarySchema> {
  return {
    ...job,
    files: job.files.map((file) => ({ path: file.path, language: file.language, bytes: fileSize(file) })),
  };
}

/** A tool answer: the object as text (for clients that read text) and as structured content. */
function answer(value: Record<string, unknown>, lead?: string): CallToolResult {
  const text = JSON.stringify(value, null, 2);
  return { content: [{ type: 'text', text: lead ? `${lead}\n${text}` : text }], structuredContent: value };
}

export function createMcpServer(client: Sitewright, version: string): McpServer {
  const server = new McpServer({ name: 'sitewright', version });

  server.registerTool(
    'generate_website',
    {
      title: 'Generate a website',
      description:
        'Starts a job that builds or edits a website from a plain-English request and returns its job_id at once. Pass files to edit existing files, source_url to start from a public site, project_id to continue an earlier site; with files or project_id, target (a CSS selector, optionally with its page) confines the change to the elements it matches, and locked_paths (paths or globs) names files no engine may change; design_tokens (W3C design tokens JSON: colours, fonts, sizes) gives a brand to follow. Then call wait_for_job.',
      inputSchema: GenerateInput,
      outputSchema: GenerateOutput,
    },
    async (request) => {
      const started = await client.generate(request);
      const { status, job_id, source, search_score, sandbox_session } = started;
      return answer(
        { status, job_id, source, search_score, sandbox_session },
        `Started job ${job_id}. Call wait_for_job with this job_id for the files.`,
      );
    },
  );

  server.registerTool(
    'get_job',
    {
      title: 'Get a job',
      description:
        'A job as it is now: status (building, partial, ready, failed), progress, error, the list of files so far (without contents), deployment_id.',
      inputSchema: JobIdInput,
      outputSchema: JobSummarySchema,
      annotations: { readOnlyHint: true },
    },
    async ({ job_id }) => answer(summary(await client.job(job_id))),
  );

  server.registerTool(
    'wait_for_job',
    {
      title: 'Wait for a job',
      description: `Waits until a job is ready or failed (at most timeout_seconds) and returns it with every file and its content (images and fonts by path and size only). If it is still running when the time is up, the job so far is returned: call again. Reports progress while waiting when the caller asks for it.`,
      inputSchema: WaitInput,
      outputSchema: WaitOutputSchema,
      annotations: { readOnlyHint: true },
    },
    async ({ job_id, timeout_seconds }, extra) => {
      const progressToken = extra._meta?.progressToken;
      let updates = 0;
      const onUpdate = (job: Job) => {
        if (progressToken === undefined) return;
        updates++;
        const message = job.status === 'failed' ? `failed: ${job.error}` : `${job.status}: ${job.progress} (${job.files.length} files)`;
        void extra
          .sendNotification({ method: 'notifications/progress', params: { progressToken, progress: updates, message } })
          .catch(() => {});
      };
      let job: Job;
      try {
        job = await client.wait(job_id, { onUpdate, signal: extra.signal, timeoutMs: (timeout_seconds ?? DEFAULT_WAIT_SECONDS) * 1000 });
      } catch (error) {
        if (!(error instanceof WaitTimeoutError)) throw error;
        job = error.job ?? (await client.job(job_id));
      }
      const lead = isFinalStatus(job.status)
        ? `Job ${job.job_id} is ${job.status}.`
        : `Job ${job.job_id} is still ${job.status}; call wait_for_job again.`;
      return answer(withoutBinaryContents(job), lead);
    },
  );

  server.registerTool(
    'get_screenshot',
    {
      title: 'Get a screenshot',
      description:
        "A PNG screenshot of a ready job's page as a visitor sees it, at 1280 px (desktop) or 375 px (phone), returned as an image. Available once the job's rendered_status is done (get_job lists its screenshots); the page defaults to index.html.",
      inputSchema: ScreenshotInput,
      annotations: { readOnlyHint: true },
    },
    async ({ job_id, page, device }) => {
      const png = await client.screenshot(job_id, page ?? 'index.html', { device: device ?? 'desktop' });
      return { content: [{ type: 'image', data: Buffer.from(png).toString('base64'), mimeType: 'image/png' }] };
    },
  );

  server.registerTool(
    'report_deployment',
    {
      title: 'Report a deployment',
      description: "Reports the public URL where a ready job's files were deployed.",
      inputSchema: ReportInput,
      outputSchema: DeploymentResponseSchema,
      annotations: { idempotentHint: true },
    },
    async ({ job_id, deploy_url }) => answer({ ...(await client.reportDeployment(job_id, deploy_url)) }),
  );

  return server;
}

/** Serves the tools on stdin/stdout until the client closes the connection. */
export async function runMcpServer(client: Sitewright, version: string): Promise<void> {
  const server = createMcpServer(client, version);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
