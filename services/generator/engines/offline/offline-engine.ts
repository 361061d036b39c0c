// The embedded default engine: no model, no key, no network. A request without files, or with
// only pictures (and design tokens), makes a new site; a request with pages is an edit of them.
import type { Engine, EngineContext, EngineRequest, EngineResult } from '../engine.ts';
import { EngineError } from '../engine.ts';
import type { SiteFile } from '../../../../shared/files/site-file.ts';
import { generateSite } from './generate-site.ts';
import { applyEdit } from './edit/apply-edit.ts';
import { understoodLine } from './request/understood.ts';
import { isDesignTokensFile } from '../../../../shared/design/read-design-tokens.ts';
import { picturesOnly } from '../given-pictures.ts';
import { describePlacement } from './images/place-images.ts';

function checkAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new EngineError('The job was stopped before the site was finished.', { retryable: true, cause: signal.reason });
}

// The site is made in one go, so its files go out together: one event, not one per file.
async function emitAll(files: SiteFile[], context: EngineContext, verb: string): Promise<void> {
  if (files.length === 0) return;
  checkAborted(context.signal);
  await context.progress(`${verb} ${files.length} file${files.length === 1 ? '' : 's'}`);
  await context.emit(files);
}

export function createOfflineEngine(): Engine {
  return {
    name: 'offline',
    async run(request: EngineRequest, context: EngineContext): Promise<EngineResult> {
      checkAborted(context.signal);
      // Pictures alone, or a tokens file alone, are the makings of a new site, not a site to edit.
      const brandFilesOnly = request.files.length > 0 && request.files.every((file) => isDesignTokensFile(file.path));
      if (request.files.length > 0 && !brandFilesOnly && !picturesOnly(request.files)) {
        await context.progress('Reading your files');
        const edit = applyEdit(request.query, request.files, { tokens: request.designTokens, target: request.target ?? null });
        await emitAll(edit.changed, context, 'Updating');
        checkAborted(context.signal);
        return { files: edit.files, summary: edit.summary };
      }
      await context.progress('Planning the site');
      const site = generateSite(request.query, { given: request.files, designTokens: request.designTokens });
      // The given files the new site does not already carry (a tokens file) are kept beside its pages.
      const kept = request.files.filter((given) => !site.files.some((made) => made.path === given.path));
      site.files.push(...kept);
      // What was understood is said back, so a caller sees at once whether the request was read as meant.
      const understood = understoodLine(
        site.request,
        site.plan.name,
        site.plan.pages.map((page) => page.slug),
      );
      await context.progress(understood);
      await emitAll(site.files, context, 'Writing');
      checkAborted(context.signal);
      const made = `Made ${site.plan.pages.length} page${site.plan.pages.length === 1 ? '' : 's'} for ${site.plan.name}`;
      // What a static site cannot do is said, never silently dropped.
      const notBuilt = site.request.asked.unbuildable;
      const pictures = describePlacement(site.images);
      const said = `${made}. ${understood}${pictures ? `. Pictures: ${pictures}` : ''}`;
      return { files: site.files, summary: notBuilt.length > 0 ? `${said}. Not built: ${notBuilt.join('; ')}` : said };
    },
  };
}
