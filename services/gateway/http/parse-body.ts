import type { z } from 'zod';
import { ApiError } from './api-error.ts';

function fieldName(path: readonly PropertyKey[]): string {
  let name = '';
  for (const part of path) name += typeof part === 'number' ? `[${part}]` : name ? `.${String(part)}` : String(part);
  return name || 'body';
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? 'is required' : `must be ${issue.expected === 'object' && issue.path.length === 0 ? 'a JSON object' : `a${/^[aeiou]/.test(issue.expected) ? 'n' : ''} ${issue.expected}`}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** Validates a body; the 400 message names every offending field (at most five). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => `${fieldName(issue.path)}: ${describe(issue)}`);
  const more = result.error.issues.length > 5 ? ` (and ${result.error.issues.length - 5} more)` : '';
  throw new ApiError('invalid_request', problems.join('; ') + more);
}
