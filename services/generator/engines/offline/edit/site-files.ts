// The file set being edited: original files stay as given (byte-identical) unless an operation
// replaces them; the edit reports exactly which files changed.
import type { SiteFile } from '../../../../../shared/files/site-file.ts';
import { languageForPath } from '../../../../../shared/files/file-language.ts';
import type { EditTarget } from '../../../../../shared/jobs/edit-scope.ts';
import { scopeOf, type InScope } from './target-scope.ts';

export class SiteFiles {
  private readonly byPath = new Map<string, SiteFile>();
  private readonly order: string[] = [];
  private readonly touched = new Set<string>();

  /** The elements a targeted edit is aimed at; null: the whole site. */
  readonly target: EditTarget | null;

  constructor(files: SiteFile[], target: EditTarget | null = null) {
    this.target = target;
    for (const file of files) {
      if (!this.byPath.has(file.path)) this.order.push(file.path);
      this.byPath.set(file.path, file);
    }
  }

  get(path: string): SiteFile | undefined {
    return this.byPath.get(path);
  }

  has(path: string): boolean {
    return this.byPath.has(path);
  }

  set(path: string, content: string): void {
    const old = this.byPath.get(path);
    if (old && old.content === content) return;
    if (!old) this.order.push(path);
    this.byPath.set(path, { path, content, language: old?.language ?? languageForPath(path) });
    this.touched.add(path);
  }

  /** The page an instruction names ("the about page"), looked at first while that instruction is carried out. */
  private focused: string | null = null;

  focusOn(path: string | null): void {
    this.focused = path;
  }

  html(): SiteFile[] {
    const pages = this.order.map((p) => this.byPath.get(p)!).filter((f) => /\.html?$/i.test(f.path));
    // index.html first: "the main heading" means the home page's, unless the instruction names another.
    const rankOf = (path: string) => (path === this.focused ? -1 : rank(path));
    return pages.sort((a, b) => rankOf(a.path) - rankOf(b.path));
  }

  /** Which source ranges of the page (as it is now) the edit may rewrite. */
  scopeOf(file: SiteFile): InScope {
    return scopeOf(this.target, file);
  }

  css(): SiteFile[] {
    return this.order.map((p) => this.byPath.get(p)!).filter((f) => /\.css$/i.test(f.path));
  }

  all(): SiteFile[] {
    return this.order.map((p) => this.byPath.get(p)!);
  }

  changed(): SiteFile[] {
    return this.order.filter((p) => this.touched.has(p)).map((p) => this.byPath.get(p)!);
  }
}

function rank(path: string): number {
  if (path === 'index.html') return 0;
  if (/(^|\/)index\.html?$/i.test(path)) return 1;
  return 2 + path.split('/').length;
}
