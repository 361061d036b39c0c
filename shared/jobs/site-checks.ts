// The quality report of a ready job (GET /job `checks`), recorded in its JobCompleted event.
import { z } from 'zod';
import { textSchema } from '../text/text-rules.ts';

// Messages quote what the files hold (paths, links): storable text, like everything engines write.
const storable = textSchema('storable');

export const CheckProblemSchema = z.object({
  /** The file the problem is in. */
  path: storable,
  /** A stable rule id: `html-validate/<rule>`, `broken-link`, `img-alt`, `form-label`, `color-contrast`, ... */
  rule: storable,
  message: storable,
});

export const SiteChecksSchema = z.object({
  /** No html-validate error in any page. */
  html_valid: z.boolean(),
  /** Every local link, fragment and asset resolves within the file set. */
  links_ok: z.boolean(),
  /** Number of static accessibility problems (labels, alt text, contrast, heading order, names). */
  accessibility_problems: z.number().int().nonnegative(),
  /** The problems found (at most 50 listed). */
  problems: z.array(CheckProblemSchema),
});

export type CheckProblem = z.infer<typeof CheckProblemSchema>;
export type SiteChecks = z.infer<typeof SiteChecksSchema>;
