// Model output is checked like caller input: a path the gateway would refuse, or an HTML file
// that is not a page (cut off, prose instead of markup), must not reach a deployable file set.
// HTML parsers forgive almost anything, so only damage a browser cannot recover from counts.
import { parse } from 'parse5';
import { isBinaryPath } from '../../../../shared/files/binary-formats.ts';
import { filePathProblem } from '../../../../shared/files/file-path.ts';
import { languageForPath } from '../../../../shared/files/file-language.ts';

const FATAL_HTML_ERRORS = new Set([
  'eof-in-tag',
  'eof-before-tag-name',
  'eof-in-comment',
  'eof-in-doctype',
  'eof-in-cdata',
  'eof-in-script-html-comment-like-text',
  'eof-in-element-that-can-contain-only-text',
]);

/** A plain-language reason the file cannot be used as written, or null. */
export function outputFileProblem(path: string, content: string): string | null {
  const pathProblem = filePathProblem(path);
  if (pathProblem) return `its path ${pathProblem}`;
  // The model writes text: an image or a font can only come from the request's files.
  if (isBinaryPath(path)) return 'it names a binary file (an image or a font), which cannot be written as text';
  if (languageForPath(path) === 'html') return htmlProblem(content);
  return null;
}

export function htmlProblem(content: string): string | null {
  if (content.trim() === '') return 'the HTML file is empty';
  if (!/<[a-z!]/i.test(content)) return 'the HTML file contains no HTML markup';
  const fatal: string[] = [];
  parse(content, {
    onParseError: (error) => {
      if (FATAL_HTML_ERRORS.has(error.code)) fatal.push(error.code);
    },
  });
  if (fatal.length > 0) return `the HTML does not parse (it ends inside a tag, comment or script: ${fatal[0]})`;
  // A page that opens <html> or <body> and never closes it was cut short or abbreviated.
  for (const element of ['html', 'body']) {
    if (new RegExp(`<${element}[\\s>]`, 'i').test(content) && !new RegExp(`</${element}\\s*>`, 'i').test(content)) {
      return `the HTML file ends without </${element}>, so it looks cut off`;
    }
  }
  return null;
}
