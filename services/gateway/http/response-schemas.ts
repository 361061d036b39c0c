// Response bodies are serialised by fast-json-stringify from JSON Schemas generated from the same
// zod schemas that define them (shared/api/schemas.ts): one source, and a serialiser compiled
// once that is several times faster than JSON.stringify on these shapes. Errors are not listed:
// their bodies keep the shapes of http/error-shapes.ts and go through JSON.stringify.
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import {
  DeploymentResponseSchema,
  GenerateResponseSchema,
  JobResponseSchema,
  OutputFileSchema,
  type GenerateResponse,
  type JobResponse,
} from '../../../shared/api/schemas.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

/** The JSON Schema of a response body, as Fastify and fast-json-stringify take it. */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return rest;
}

/** `schema.response` of a route answering `schema` with 200. */
export const okResponse = (schema: z.ZodType) => ({ 200: responseJsonSchema(schema) });

export const generateResponse = okResponse(GenerateResponseSchema);
export const jobResponse = okResponse(JobResponseSchema);
export const deploymentResponse = okResponse(DeploymentResponseSchema);

/** For answers written without Fastify's serialiser (cached bytes, Server-Sent Events). */
export const serializeJob: (response: JobResponse) => string = fastJson(responseJsonSchema(JobResponseSchema));

/** A file list as `cached_files` holds it; kept serialised by the cache search, since a result never changes. */
export const serializeFiles: (files: SiteFile[]) => string = fastJson(responseJsonSchema(z.array(OutputFileSchema)));

const serializeGenerateFields = fastJson(responseJsonSchema(GenerateResponseSchema.omit({ cached_files: true })));

/**
 * The POST /generate answer, from its fields and its `cached_files` already serialised (tens of
 * kilobytes that would otherwise be parsed and escaped again on every cache hit).
 */
export function serializeGenerate(answer: Omit<GenerateResponse, 'cached_files'>, cachedFilesJson: string): string {
  const fields = serializeGenerateFields(answer);
  return `${fields.slice(0, -1)},"cached_files":${cachedFilesJson}}`;
}
