// Where an edit may write (issue 27): `target` narrows a change to the elements one CSS selector
// matches (on one page, or on every page it matches), and `locked_paths` names files (paths or
// globs) that no engine may change, delete or rename. The generator checks both before a job is
// ready, whichever engine made the change.
import { z } from 'zod';
import { filePathProblem, isPagePath } from '../files/file-path.ts';
import { pathGlobProblem } from '../files/path-glob.ts';
import { selectorProblem } from '../html/css-selector.ts';
import { textSchema } from '../text/text-rules.ts';

export const MAX_SELECTOR_CHARS = 500;
export const MAX_LOCKED_PATHS = 100;

/** A page the selector may apply to: a valid file path of an HTML page. */
export function pagePathProblem(path: string): string | null {
  return filePathProblem(path) ?? (isPagePath(path) ? null : 'must be an HTML page (ending in .html or .htm)');
}

/** Adds the plain-language problem `rule` finds with the value, if any, as an issue of this field. */
const checkedBy =
  (rule: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const problem = rule(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

export const EditTargetSchema = z.object({
  selector: textSchema('single-line', MAX_SELECTOR_CHARS)
    .min(1)
    .superRefine(checkedBy(selectorProblem))
    .describe('A CSS selector: the change is made inside what it matches, nowhere else.'),
  path: textSchema('single-line', 255)
    .min(1)
    .superRefine(checkedBy(pagePathProblem))
    .nullable()
    .default(null)
    .describe('The page the selector applies to; null: every HTML page.'),
});
export type EditTarget = z.infer<typeof EditTargetSchema>;

export const LockedPathsSchema = z
  .array(textSchema('single-line', 255).min(1).superRefine(checkedBy(pathGlobProblem)))
  .max(MAX_LOCKED_PATHS)
  .describe(
    'Paths or globs (`legal.html`, `*.html`, `assets/**`) of files no engine may change, delete or rename: `*` stands for any characters within a folder name, `?` for one character, `**` for any number of folders.',
  );

/**
 * A target narrows an edit: without starting files (sent, or a project's latest version) there is
 * nothing for it to narrow. A rule over two fields, checked by the gateway after the schema.
 */
export function targetWithoutEditProblem(body: {
  target?: EditTarget | null;
  files?: readonly unknown[] | undefined;
  project_id?: string | null | undefined;
}): string | null {
  return body.target && !body.files?.length && !body.project_id ? 'needs something to edit: send `files` or a `project_id` with it' : null;
}
