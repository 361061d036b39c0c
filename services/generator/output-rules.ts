// The rules an engine's output is held to: the same limits as a caller's files (MAX_FILES,
// MAX_FILE_BYTES), valid and distinct paths. Checked on every emitted file and on the result,
// wherever the engine runs, so an oversized file never reaches the blob store.
import { filePathProblem } from '../../shared/files/file-path.ts';
import { languageForPath } from '../../shared/files/file-language.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import { EngineError } from './engines/engine.ts';

export interface OutputLimits {
  maxFiles: number;
  maxFileBytes: number;
}

/** Output that breaks the rules for files: the job fails with reason `invalid_output`. */
export class InvalidOutputError extends EngineError {}

export const tooManyFiles = (maxFiles: number) =>
  new InvalidOutputError(`The engine produced more than ${maxFiles} files, the most a site may have. Ask for a smaller site.`);

/** A file's size: its UTF-8 bytes, or for a binary file its decoded bytes (issue 27). */
function fileBytes(file: SiteFile): number {
  return file.encoding === 'base64' ? Buffer.byteLength(file.content, 'base64') : Buffer.byteLength(file.content, 'utf8');
}

export function checkFileSize(file: SiteFile, maxFileBytes: number): void {
  const bytes = fileBytes(file);
  if (bytes > maxFileBytes) {
    throw new InvalidOutputError(
      `The engine produced "${file.path}" of ${bytes.toLocaleString('en-US')} bytes, more than the ${maxFileBytes.toLocaleString('en-US')} bytes a file may have. Ask for a smaller page or split it.`,
    );
  }
}

/** An engine's result is checked like a caller's input before it can become a ready job. */
export function checkResult(files: readonly SiteFile[], limits: OutputLimits): void {
  if (files.length === 0) throw new InvalidOutputError('The engine produced no files. Rephrase the request and try again.');
  if (files.length > limits.maxFiles) throw tooManyFiles(limits.maxFiles);
  const seen = new Set<string>();
  for (const file of files) {
    const problem = filePathProblem(file.path);
    if (problem) throw new InvalidOutputError(`The engine produced an invalid file path "${file.path}": it ${problem}.`);
    if (seen.has(file.path)) throw new InvalidOutputError(`The engine produced "${file.path}" twice.`);
    seen.add(file.path);
    checkFileSize(file, limits.maxFileBytes);
  }
}

/** Every file carries its language: the engine's label, or the one its extension gives; a binary file keeps its encoding. */
export function labelled(file: SiteFile): SiteFile {
  const language = file.language || languageForPath(file.path);
  return file.encoding === 'base64'
    ? { path: file.path, content: file.content, language, encoding: 'base64' }
    : { path: file.path, content: file.content, language };
}
