// Which Chromium the renderer runs: CHROMIUM_PATH, else the first of the usual names on the PATH.
// None: the renderer still runs, and records every job as `unavailable`.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome'];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The browser's path, or null when there is none on this machine. */
export function findChromium(configured: string | undefined, pathVariable: string = process.env.PATH ?? ''): string | null {
  if (configured) return executable(configured) ? configured : null;
  for (const folder of pathVariable.split(delimiter).filter(Boolean)) {
    for (const name of NAMES) {
      const candidate = join(folder, name);
      if (executable(candidate)) return candidate;
    }
  }
  return null;
}
