// The messages of the first call of a job. For an edit, the existing files go in the same block
// syntax the model must answer in, within a character budget: when they do not all fit, the ones
// the request most likely touches are sent in full and every other file is still listed by path
// and size, so the model knows the whole site and nothing is dropped silently.
import type { SiteFile } from '../../../../shared/files/site-file.ts';
import type { EditTarget } from '../../../../shared/jobs/edit-scope.ts';
import type { ChatMessage } from './chat-stream.ts';
import { renderPrompt } from './prompts.ts';
import type { DesignToken } from '../../../../shared/design/design-tokens.ts';
import { brandInstructions } from './brand-instructions.ts';

export interface ContextSelection {
  shown: SiteFile[];
  listed: SiteFile[];
}

/** The request, and the brand after it when the request carries design tokens. */
function withBrand(request: string, tokens: readonly DesignToken[]): string {
  const brand = brandInstructions(tokens);
  return brand === '' ? request : `${request}\n\n${brand}`;
}

export function buildCreateMessages(query: string, tokens: readonly DesignToken[] = []): ChatMessage[] {
  return [
    { role: 'system', content: renderPrompt('system-create') },
    { role: 'user', content: withBrand(renderPrompt('user-create', { query }), tokens) },
  ];
}

/** An edit's target and locked files (issue 27): told to the model, and enforced by the generator either way. */
export interface EditScope {
  target?: EditTarget | null;
  lockedPaths?: readonly string[];
}

/** The edit-scope prompt for this edit, or '' when it has no target and no locked files. */
export function scopeInstructions(scope: EditScope): string {
  const locked = scope.lockedPaths ?? [];
  if (!scope.target && locked.length === 0) return '';
  const target = scope.target
    ? `Change only what is inside the elements matching the CSS selector \`${scope.target.selector}\` on ${scope.target.path ?? 'the pages where it matches'}. Keep those elements themselves, as many and in the same order, so the change can be placed. Every byte outside them, and every other file, must stay exactly as it is: anything changed elsewhere is undone.\n`
    : '';
  const lockedList =
    locked.length === 0
      ? ''
      : `${target ? '\n' : ''}These files are locked: do not change, delete or rename them (a change to them is undone):\n${locked.map((path) => `- ${path}`).join('\n')}\n`;
  return renderPrompt('edit-scope', { target, locked: lockedList });
}

/**
 * `scope`: the edit's target and locked files; `tokens`: the brand; `binaries`: how many of the
 * site's files are binary (pictures), listed apart (picture-context.ts).
 */
export function buildEditMessages(
  query: string,
  selection: ContextSelection,
  scope: EditScope = {},
  tokens: readonly DesignToken[] = [],
  binaries = 0,
): ChatMessage[] {
  const fileCount = selection.shown.length + selection.listed.length + binaries;
  const omitted =
    selection.listed.length === 0
      ? ''
      : `\nThese ${selection.listed.length} files also exist but are not shown, to save space:\n${listFiles(selection.listed)}\n`;
  return [
    { role: 'system', content: renderPrompt('system-edit') },
    {
      role: 'user',
      content: withBrand(
        renderPrompt('user-edit', {
          fileCount: String(fileCount),
          files: fileBlocks(selection.shown),
          omitted,
          query,
        }) + withGap(scopeInstructions(scope)),
        tokens,
      ),
    },
  ];
}

const withGap = (text: string) => (text ? `\n\n${text}` : '');

/** Files in the answer syntax, so showing them also shows the model the format. */
export function fileBlocks(files: SiteFile[]): string {
  return files
    .map((file) => {
      const body = file.content.endsWith('\n') ? file.content : `${file.content}\n`;
      return `<file path="${file.path}">\n${body}</file>\n`;
    })
    .join('\n');
}

function listFiles(files: SiteFile[]): string {
  return files.map((file) => `- ${file.path} (${byteSize(file.content)} bytes)`).join('\n');
}

function byteSize(text: string): string {
  return Buffer.byteLength(text, 'utf8').toLocaleString('en-US');
}

/** Characters a shown file costs beyond its content: the block's tags. */
const BLOCK_OVERHEAD = 24;

/**
 * Picks the files sent in full within `budgetChars`: first those the request names, then the
 * home page, then markup, styles and scripts before other files; smaller first within a rank so
 * that as many files as possible are seen whole. The rest is listed, never dropped.
 */
export function selectContextFiles(query: string, files: SiteFile[], budgetChars: number): ContextSelection {
  const ranked = files
    .map((file, index) => ({ file, index, rank: relevance(query, file) }))
    .sort((a, b) => b.rank - a.rank || a.file.content.length - b.file.content.length || a.index - b.index);
  const chosen = new Set<SiteFile>();
  let remaining = budgetChars;
  for (const { file } of ranked) {
    const cost = file.content.length + file.path.length + BLOCK_OVERHEAD;
    if (cost <= remaining) {
      chosen.add(file);
      remaining -= cost;
    }
  }
  // Keep the caller's order in the prompt: it is the order of the site, easier to follow.
  return {
    shown: files.filter((file) => chosen.has(file)),
    listed: files.filter((file) => !chosen.has(file)),
  };
}

function relevance(query: string, file: SiteFile): number {
  const lowerQuery = query.toLowerCase();
  const path = file.path.toLowerCase();
  const name = path.split('/').pop() ?? path;
  const stem = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
  let rank = 0;
  if (lowerQuery.includes(path) || lowerQuery.includes(name)) rank += 100;
  else if (stem.length >= 3 && new RegExp(`\\b${escapeRegExp(stem)}\\b`).test(lowerQuery)) rank += 60;
  if (path === 'index.html') rank += 50;
  rank += TYPE_RANK[file.language] ?? 0;
  return rank;
}

const TYPE_RANK: Record<string, number> = {
  html: 30,
  css: 25,
  javascript: 20,
  typescript: 15,
  json: 10,
  svg: 5,
  markdown: 5,
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
