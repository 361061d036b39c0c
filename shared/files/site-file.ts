import { z } from 'zod';
import { filePathProblem } from './file-path.ts';

/** A file as the spec's section 2.1 defines it, in requests and responses. */
export const SiteFileSchema = z.object({
  path: z.string().superRefine((path, ctx) => {
    const problem = filePathProblem(path);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  content: z.string(),
  language: z.string().max(64).optional(),
});
export type SiteFileInput = z.infer<typeof SiteFileSchema>;

/** A file once the service has labelled it: language is always present. */
export interface SiteFile {
  path: string;
  content: string;
  language: string;
}
