// The messages of the first call of a job. For an edit, the existing files go in the same block
// syntax the model must answer in, within a character budget: when they do not all fit, the ones
// the request most likely touches are sent in full and every other file is still listed by path
// and size, so the model knows the whole site and nothing is dropped silently.
import type { SiteFile } from '../../../../shared/files/site-file.ts';
import type { ChatMessage } from './chat-stream.ts';
import { renderPrompt } from './prompts.ts';

export interface ContextSelection {
  shown: SiteFile[];
  listed: SiteFile[];
}

export function buildCreateMessages(query: string): ChatMessage[] {
  return [
    { role: 'system', content: renderPrompt('system-create') },
    { role: 'user', content: renderPrompt('user-create', { query }) },
  ];
}

/** `binaries`: how many of the site's files are binary (pictures), listed apart (picture-context.ts). */
export function buildEditMessages(query: string, selection: ContextSelection, binaries = 0): ChatMessage[] {
  const fileCount = selection.shown.length + selection.listed.length + binaries;
  const omitted =
    selection.listed.length === 0
      ? ''
      : `\nThese ${selection.listed.length} files also exist but are not shown, to save space:\n${listFiles(selection.listed)}\n`;
  return [
    { role: 'system', content: renderPrompt('system-edit') },
    {
      role: 'user',
      content: renderPrompt('user-edit', {
        fileCount: String(fileCount),
        files: fileBlocks(selection.shown),
        omitted,
        query,
      }),
    },
  ];
}

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
