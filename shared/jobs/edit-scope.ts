// Where an edit may write (issue 27): `target` narrows a change to the elements one CSS selector
// matches (on one page, or on every page it matches), and `locked_paths` names files (paths or
// globs) that no engine may change, delete or rename. The generator checks both before a job is
// ready, whichever engine made the change.
import { z } from 'zod';
import { textSchema } from '../text/text-rules.ts';

export const MAX_SELECTOR_CHARS = 500;
export const MAX_LOCKED_PATHS = 100;

export const EditTargetSchema = z.object({
  selector: textSchema('single-line', MAX_SELECTOR_CHARS)
    .min(1)
    .describe('A CSS selector: the change is made inside what it matches, nowhere else.'),
  path: textSchema('single-line', 255).min(1).nullable().default(null).describe('The page the selector applies to; null: every HTML page.'),
});
export type EditTarget = z.infer<typeof EditTargetSchema>;

export const LockedPathsSchema = z
  .array(textSchema('single-line', 255).min(1))
  .max(MAX_LOCKED_PATHS)
  .describe('Paths or globs (`legal.html`, `assets/**`) of files no engine may change, delete or rename.');
