// Pictures of the forked site are copied as binary files (issue 27): each read against a budget of
// its own (the per-picture limit, or what the fork has left), kept only when its bytes are the
// picture they claim to be, and named with the extension of what they really are. A picture that
// does not fit stays a link to the original and is listed in `skipped`; it never ends the fork.
import { IMAGE_EXTENSIONS, readImageHeader, type ImageFormat } from '../../../shared/images/image-header.ts';
import { mimeOf } from './content-kind.ts';
import { ForkError } from './fork-error.ts';
import { describeBytes } from './fork-limits.ts';
import { ByteBudget } from './read-body.ts';

export const PICTURE_LINKED = 'not copied, linked to the original site';

/** A budget whose overrun skips the one picture (a non-fatal error), with the reason said. */
class PictureBudget extends ByteBudget {
  readonly #reason: string;

  constructor(max: number, reason: string) {
    super(max);
    this.#reason = reason;
  }

  override exceeded(): ForkError {
    return new ForkError('picture_skipped', this.#reason);
  }
}

/** The budget of the next picture: its own limit, or what the fork has left when that is less. */
export function pictureBudget(fork: ByteBudget, maxImageBytes: number): ByteBudget {
  const left = Math.max(0, fork.max - fork.used);
  return maxImageBytes <= left
    ? new PictureBudget(maxImageBytes, `picture larger than ${describeBytes(maxImageBytes)}: ${PICTURE_LINKED}`)
    : new PictureBudget(left, forkFullReason(fork));
}

export function forkFullReason(fork: ByteBudget): string {
  return `the fork's limit of ${describeBytes(fork.max)} was reached: picture ${PICTURE_LINKED}`;
}

/** The picture's real format, or why the bytes are not kept (a `.png` that is a web page). */
export function pictureFormat(body: Buffer, contentType: string): { format: ImageFormat } | { refused: string } {
  const header = readImageHeader(body);
  if (header) return { format: header.format };
  const sent = mimeOf(contentType) || 'no content type';
  return { refused: `not a picture: its bytes are no PNG, JPEG, GIF, WebP, AVIF or icon (the site sent ${sent}); ${PICTURE_LINKED}` };
}

/** The extension the picture's path must end with: its own when it names the real format. */
export function pictureExtension(name: string, format: ImageFormat): string | null {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return IMAGE_EXTENSIONS[format].includes(extension) ? null : IMAGE_EXTENSIONS[format][0]!;
}
