// The 400 message of a request that fails its schema: each offending field by name (at most five),
// in words a caller can act on ("files[0].path: is required; query: must be a string"). Tests and
// docs/errors.md hold this wording exactly.
import type { FastifySchemaValidationError } from 'fastify';

/** The parts of a zod issue the message is made of. */
export interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: unknown;
  keys?: unknown;
}

function fieldName(path: readonly PropertyKey[]): string {
  let name = '';
  for (const part of path) name += typeof part === 'number' ? `[${part}]` : name ? `.${String(part)}` : String(part);
  return name || 'body';
}

function describe(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (/received undefined/.test(issue.message)) return 'is required';
      const expected = String(issue.expected);
      return `must be ${expected === 'object' && issue.path.length === 0 ? 'a JSON object' : `a${/^[aeiou]/.test(expected) ? 'n' : ''} ${expected}`}`;
    }
    case 'unrecognized_keys':
      return `has unknown fields: ${Array.isArray(issue.keys) ? issue.keys.join(', ') : ''}`;
    default:
      return issue.message;
  }
}

export function invalidRequestMessage(issues: readonly Issue[]): string {
  const problems = issues.slice(0, 5).map((issue) => `${fieldName(issue.path)}: ${describe(issue)}`);
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  return problems.join('; ') + more;
}

/**
 * The zod issues behind a failed validation, as fastify-type-provider-zod reports them: the issue
 * code as `keyword`, the rest of the issue as `params`, and the path flattened into a JSON Pointer
 * ("/files/0/path"). Whether a segment was an array index or a key is read back from the value
 * that was validated.
 */
export function issuesOf(validation: readonly FastifySchemaValidationError[], value: unknown): Issue[] {
  return validation.map((entry) => ({
    code: entry.keyword,
    path: pathIn(value, entry.instancePath),
    message: entry.message ?? '',
    expected: entry.params.expected,
    keys: entry.params.keys,
  }));
}

function pathIn(value: unknown, instancePath: string): PropertyKey[] {
  if (instancePath === '/' || instancePath === '') return [];
  let current = value;
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => {
      const part = Array.isArray(current) && /^\d+$/.test(segment) ? Number(segment) : segment;
      current = current !== null && typeof current === 'object' ? Reflect.get(current, segment) : undefined;
      return part;
    });
}
