// The rules an engine's output is held to: the same limits as a caller's files (MAX_FILES,
// MAX_FILE_BYTES), valid and distinct paths. Checked on every emitted file and on the result,
// wherever the engine runs, so an oversized file never reaches the blob store.
import { binaryContentProblem, isBinaryPath } from '../../shared/files/binary-formats.ts';
import { filePathProblem } from '../../shared/files/file-path.ts';
import { base64DecodedLength, decodeStrictBase64, strictBase64Problem } from '../../shared/files/strict-base64.ts';
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

export function checkFileSize(file: SiteFile, maxFileBytes: number): void {
  // A binary file's size is its decoded bytes, as for a caller's.
  const bytes = file.encoding === 'base64' ? base64DecodedLength(file.content) : Buffer.byteLength(file.content, 'utf8');
  if (bytes > maxFileBytes) {
    throw new InvalidOutputError(
      `The engine produced "${file.path}" of ${bytes.toLocaleString('en-US')} bytes, more than the ${maxFileBytes.toLocaleString('en-US')} bytes a file may have. Ask for a smaller page or split it.`,
    );
  }
}

/**
 * An engine's result is checked like a caller's input before it can become a ready job. `given`:
 * the job's starting files, whose unchanged copies pass (see checkEncoding).
 */
export function checkResult(files: readonly SiteFile[], limits: OutputLimits, given: readonly SiteFile[] = []): void {
  const starting = new Map(given.map((file) => [file.path, file]));
  if (files.length === 0) throw new InvalidOutputError('The engine produced no files. Rephrase the request and try again.');
  if (files.length > limits.maxFiles) throw tooManyFiles(limits.maxFiles);
  const seen = new Set<string>();
  for (const file of files) {
    const problem = filePathProblem(file.path);
    if (problem) throw new InvalidOutputError(`The engine produced an invalid file path "${file.path}": it ${problem}.`);
    if (seen.has(file.path)) throw new InvalidOutputError(`The engine produced "${file.path}" twice.`);
    seen.add(file.path);
    checkFileSize(file, limits.maxFileBytes);
    checkEncoding(file, starting);
  }
}

/**
 * A binary file (an image, a font) must be what its extension says, in strict base64, and a text
 * file must not claim a binary extension: the same rules as a caller's files (binary-formats.ts).
 * Engines pass a caller's binary files through unchanged, so only a broken engine trips this.
 * A starting file passed through unchanged (same path, content and encoding) is never refused: a
 * project's `logo.png` sent as text before binary files existed is kept as it was.
 */
export function checkEncoding(file: SiteFile, starting: ReadonlyMap<string, SiteFile> = new Map()): void {
  const before = starting.get(file.path);
  if (before && before.content === file.content && before.encoding === file.encoding) return;
  if (file.encoding === 'base64') {
    const bytes = decodeStrictBase64(file.content);
    const problem = bytes ? binaryContentProblem(file.path, bytes) : strictBase64Problem(file.content);
    if (problem) throw new InvalidOutputError(`The engine produced "${file.path}" whose content ${problem}.`);
  } else if (isBinaryPath(file.path)) {
    throw new InvalidOutputError(
      `The engine produced "${file.path}" as text, but it is a binary file (an image or a font); it cannot be written as text.`,
    );
  }
}

/** Every file carries its language: the engine's label, or the one its extension gives; a binary file keeps its encoding. */
export function labelled(file: SiteFile): SiteFile {
  const language = file.language || languageForPath(file.path);
  // A binary file keeps its encoding: its content is base64, not text.
  return file.encoding === 'base64'
    ? { path: file.path, content: file.content, language, encoding: 'base64' }
    : { path: file.path, content: file.content, language };
}
