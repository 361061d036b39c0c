// Prompts live in versioned folders next to this file. A change of wording is a new folder, so
// the version recorded with every call's token usage tells which words produced a site.
import { readFileSync } from 'node:fs';

const PROMPT_FOLDER = 'v1';

/** Recorded with every model call (EngineUsage.promptVersion). */
export const PROMPT_VERSION = `openai/${PROMPT_FOLDER}`;

export const PROMPT_NAMES = [
  'protocol',
  'system-create',
  'system-edit',
  'user-create',
  'user-edit',
  'continue',
  'repair-no-files',
  'repair-problems',
  'repair-quality',
  'visual-review',
  'edit-scope',
  // Added to a job's first message only when the request carries design tokens (issue 27).
  'brand',
  'pictures',
] as const;
export type PromptName = (typeof PROMPT_NAMES)[number];

// Read once at start-up: a missing prompt file should stop the service, not the first job.
const TEMPLATES = new Map<PromptName, string>(
  PROMPT_NAMES.map((name) => [name, readFileSync(new URL(`./prompts/${PROMPT_FOLDER}/${name}.md`, import.meta.url), 'utf8').trimEnd()]),
);

/**
 * Fills `{{name}}` placeholders in one pass, so a user's text that happens to contain
 * `{{query}}` is never expanded. An unknown placeholder is a bug in the prompt files.
 */
export function renderPrompt(name: PromptName, values: Record<string, string> = {}): string {
  const template = TEMPLATES.get(name) ?? '';
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (key === 'protocol' && !(key in values)) return TEMPLATES.get('protocol') ?? '';
    const value = values[key];
    if (value === undefined) throw new Error(`prompt ${PROMPT_VERSION}/${name} needs a value for {{${key}}}`);
    return value;
  });
}
