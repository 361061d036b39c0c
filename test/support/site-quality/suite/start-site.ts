// The files an edit of the suite starts from: the engine's site for its first request, or the
// files brought by hand (given the language the service records for each path).
import { generateSite } from '../../../../services/generator/engines/offline/generate-site.ts';
import { languageForPath } from '../../../../shared/files/file-language.ts';
import type { SiteFile } from '../../../../shared/files/site-file.ts';
import type { SuiteCase } from './suite-case.ts';

export function startingFiles(request: SuiteCase): SiteFile[] {
  const start = request.start;
  if (!start) return [];
  if ('query' in start) return generateSite(start.query).files;
  return start.files.map((f) => ({ ...f, language: languageForPath(f.path) }));
}
