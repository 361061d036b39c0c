// @fastify/swagger's options: the OpenAPI document is generated from the routes as they are
// registered, their zod schemas turned into JSON Schema by fastify-type-provider-zod. Which
// security a route has is set by the plugin of its group (customer, admin, public), which is also
// what enforces it.
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_VERSION } from '../../../shared/api/limits.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Request headers the handler reads and checks itself, for the OpenAPI document only. As
     * `headers` Fastify would validate them before the handler, ahead of checks the contract
     * orders first, and copy `request.headers` on every later read.
     */
    headerParameters?: z.ZodObject;
  }
}

/** Marks an operation whose body schema accepts none; removed again by transformObject. */
const OPTIONAL_BODY = 'x-sitewright-optional-body';

/**
 * The type provider's transform, plus what it does not know: documented headers, and bodies
 * that may be left out (a nullable body schema: Fastify validates a missing body as null).
 */
const transform: SwaggerTransform = (input) => {
  if (!input.schema) return jsonSchemaTransform(input);
  const { headerParameters, body, ...rest } = input.schema;
  const optionalBody = body instanceof z.ZodNullable;
  const schema = {
    ...rest,
    ...(body === undefined ? {} : { body: optionalBody ? body.unwrap() : body }),
    ...(headerParameters ? { headers: headerParameters } : {}),
    ...(optionalBody ? { [OPTIONAL_BODY]: true } : {}),
  };
  return jsonSchemaTransform({ ...input, schema });
};

const transformObject: FastifyDynamicSwaggerOptions['transformObject'] = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  for (const path of Object.values(document.openapiObject.paths ?? {})) {
    for (const operation of Object.values(path ?? {})) {
      if (typeof operation !== 'object' || operation === null || !(OPTIONAL_BODY in operation)) continue;
      Reflect.deleteProperty(operation, OPTIONAL_BODY);
      const requestBody: unknown = Reflect.get(operation, 'requestBody');
      if (typeof requestBody === 'object' && requestBody !== null) Reflect.set(requestBody, 'required', false);
    }
  }
  return document.openapiObject;
};

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Sitewright website generation job service',
      version: API_VERSION,
      description:
        'Start a job with a plain-English request, poll it until `ready` or `failed`, read its files, deploy them anywhere, and report the public URL. Every error body has the shape of its endpoint with `status: "failed"`, a plain-language `error` and a machine-readable `code`.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'API key issued by the operator.' },
        admin: { type: 'http', scheme: 'bearer', description: "The operator's ADMIN_TOKEN." },
      },
    },
    security: [{ bearer: [] }],
  },
  // zod writes literals as `const`, which OpenAPI 3.1 (JSON Schema 2020-12) has.
  convertConstToEnum: false,
  transform,
  transformObject,
};
