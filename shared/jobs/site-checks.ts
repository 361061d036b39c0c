// The quality report of a ready job (GET /job `checks`), recorded in its JobCompleted event.
import { z } from 'zod';
import { textSchema } from '../text/text-rules.ts';
import { DesignTokenSchema } from '../design/design-tokens.ts';

// Messages quote what the files hold (paths, links): storable text, like everything engines write.
const storable = textSchema('storable');

export const CheckProblemSchema = z.object({
  /** The file the problem is in. */
  path: storable,
  /** A stable rule id: `html-validate/<rule>`, `broken-link`, `img-alt`, `form-label`, `color-contrast`, ... */
  rule: storable,
  message: storable,
});

/** Whether the result follows the request's brand (issue 27): its design tokens, looked for in the CSS. */
export const BrandChecksSchema = z.object({
  /** Tokens whose value the stylesheets use: colours compared as colours, fonts by their first family, sizes as lengths. */
  found: z.array(DesignTokenSchema),
  /** Tokens whose value no stylesheet uses. */
  missing: z.array(DesignTokenSchema),
  /** Brand colours too faint (or too dark) to read as text on the page, so used for surfaces only, with readable text on them. */
  surfaces_only: z.array(z.object({ name: storable, value: storable, message: storable })),
  /** The above in one sentence. */
  summary: storable,
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
  /**
   * Whether the result uses the request's design tokens; null or absent when the request had none
   * (absent in reports written before design tokens, and left out of the report of a request without them).
   */
  brand: BrandChecksSchema.nullable().optional(),
});

export type CheckProblem = z.infer<typeof CheckProblemSchema>;
export type SiteChecks = z.infer<typeof SiteChecksSchema>;
export type BrandChecks = z.infer<typeof BrandChecksSchema>;
