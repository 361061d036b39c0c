// Response bodies are serialised by fast-json-stringify from JSON Schemas generated from the same
// zod schemas that define them (shared/api/schemas.ts): one source, and a serialiser compiled
// once that is several times faster than JSON.stringify on these shapes.
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import {
  GenerateResponseSchema,
  JobResponseSchema,
  OutputFileSchema,
  type GenerateResponse,
  type JobResponse,
} from '../../../shared/api/schemas.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

/** The JSON Schema of a response body, as fast-json-stringify takes it. */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return rest;
}

/**
 * Fastify's serializer compiler for the routes' zod response schemas, run once per route and
 * status at start-up. A JSON success answer gets a fast-json-stringify serialiser: the type
 * provider's own compiler would check every answer with zod and then call JSON.stringify, on the
 * hot path. Error answers keep JSON.stringify: error-handler.ts builds them in their endpoint's
 * shape, and the routes list their statuses for the OpenAPI document. Other media types (HTML,
 * event streams, NDJSON) are sent as strings, buffers or streams, which Fastify never serialises.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, httpStatus, contentType }) => {
  const success = httpStatus?.startsWith('2') ?? false;
  const json = contentType === undefined || contentType.includes('json');
  if (success && json) return fastJson(responseJsonSchema(schema));
  return (data) => JSON.stringify(data);
};

/** For answers written without Fastify's serialiser (cached bytes, Server-Sent Events). */
export const serializeJob: (response: JobResponse) => string = fastJson(responseJsonSchema(JobResponseSchema));

/** A file list as `cached_files` holds it; kept serialised by the cache search, since a result never changes. */
export const serializeFiles: (files: SiteFile[]) => string = fastJson(responseJsonSchema(z.array(OutputFileSchema)));

const serializeGenerateFields = fastJson(responseJsonSchema(GenerateResponseSchema.omit({ cached_files: true })));

/** `cached_files` when there are none, as serializeGenerate takes it. */
export const NO_CACHED_FILES: Buffer = Buffer.from('[]');
const CLOSE = Buffer.from('}');

/**
 * The POST /generate answer, from its fields and its `cached_files` already serialised as UTF-8
 * (tens of kilobytes that would otherwise be parsed, escaped, encoded and measured again on every
 * cache hit): one copy of its bytes, which Node writes as they are.
 */
export function serializeGenerate(answer: Omit<GenerateResponse, 'cached_files'>, cachedFilesJson: Buffer): Buffer {
  const fields = Buffer.from(`${serializeGenerateFields(answer).slice(0, -1)},"cached_files":`);
  return Buffer.concat([fields, cachedFilesJson, CLOSE], fields.length + cachedFilesJson.length + 1);
}
