// The job's file set while the model works on it. Starts as the request's files (kept as the
// very same objects, so untouched files come out byte-identical) and takes the model's blocks
// one by one. A block that cannot be used leaves the draft as it was and is remembered as a
// problem of its path until a later block for that path succeeds. The request's binary files
// (pictures, issue 27) are the caller's bytes: a block that would write, edit or delete one is
// ignored and noted, never applied, so the answer's text can never replace them; so is a new PNG,
// JPEG or other raster picture written as text, which could only be a broken picture.
import type { SiteFile } from '../../../../shared/files/site-file.ts';
import { languageForPath } from '../../../../shared/files/file-language.ts';
import { applyEdit } from './apply-edits.ts';
import type { EditHunk } from './block-parser.ts';
import { outputFileProblem } from './check-output.ts';
import { formatOfName } from '../../../../shared/images/image-header.ts';

export type DraftOutcome = { ok: true; file: SiteFile | null } | { ok: false; problem: string };

export class SiteDraft {
  private readonly files = new Map<string, SiteFile>();
  private readonly problems = new Map<string, string>();
  private readonly written = new Set<string>();
  private readonly deleted = new Set<string>();
  private readonly binaries = new Set<string>();
  private readonly kept = new Set<string>();
  private readonly textPictures = new Set<string>();

  constructor(files: SiteFile[]) {
    for (const file of files) {
      this.files.set(file.path, file);
      if (file.encoding === 'base64') this.binaries.add(file.path);
    }
  }

  /** A given binary file: the block is not applied; the path is noted. */
  private keeps(path: string): boolean {
    if (!this.binaries.has(path)) return false;
    this.kept.add(path);
    return true;
  }

  /** Raster pictures the answer tried to write as text, not written. */
  get textPicturePaths(): string[] {
    return [...this.textPictures];
  }

  /** Given binary files the answer tried to change, kept as they were. */
  get keptPaths(): string[] {
    return [...this.kept];
  }

  get(path: string): SiteFile | undefined {
    return this.files.get(path);
  }

  write(path: string, content: string): DraftOutcome {
    if (this.keeps(path)) return { ok: true, file: null };
    if (formatOfName(path) !== null) {
      this.textPictures.add(path);
      return { ok: true, file: null };
    }
    const problem = outputFileProblem(path, content);
    if (problem) return this.fail(path, problem);
    const language = this.files.get(path)?.language ?? languageForPath(path);
    return this.store({ path, content, language });
  }

  edit(path: string, hunks: EditHunk[]): DraftOutcome {
    if (this.keeps(path)) return { ok: true, file: null };
    const current = this.files.get(path);
    if (!current) return this.fail(path, 'there is no such file to edit');
    const outcome = applyEdit(current.content, hunks);
    if (!outcome.ok) return this.fail(path, outcome.problem);
    // Only damage the change introduced counts: a caller's page may have been sloppy already.
    const problem = outputFileProblem(path, outcome.content);
    if (problem && outputFileProblem(path, current.content) === null) {
      return this.fail(path, `after the change, ${problem}`);
    }
    return this.store({ ...current, content: outcome.content });
  }

  delete(path: string): DraftOutcome {
    if (this.keeps(path)) return { ok: true, file: null };
    this.problems.delete(path);
    if (this.files.delete(path)) {
      this.written.delete(path);
      this.deleted.add(path);
    }
    return { ok: true, file: null };
  }

  /** Records a problem found outside the draft, such as a block the answer never closed. */
  fail(path: string, problem: string): DraftOutcome {
    this.problems.set(path, problem);
    return { ok: false, problem };
  }

  /** Problems of paths no later block has fixed, in the order they arose. */
  openProblems(): Array<{ path: string; problem: string }> {
    return [...this.problems].map(([path, problem]) => ({ path, problem }));
  }

  result(): SiteFile[] {
    return [...this.files.values()];
  }

  get writtenPaths(): string[] {
    return [...this.written];
  }

  get deletedPaths(): string[] {
    return [...this.deleted];
  }

  private store(file: SiteFile): DraftOutcome {
    this.files.set(file.path, file);
    this.problems.delete(file.path);
    this.deleted.delete(file.path);
    this.written.add(file.path);
    return { ok: true, file };
  }
}
