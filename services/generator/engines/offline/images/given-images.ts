// The pictures a request brings: which of its files are images, their real size (read from the
// bytes), whether each is the logo, and what the query or the file name says it shows. Pure:
// the placement (place-images.ts) and the markup (render/picture.ts) build on this.
import type { SiteFile } from '../../../../../shared/files/site-file.ts';
import { readBase64ImageHeader, type ImageFormat } from '../../../../../shared/images/image-header.ts';
import { isImageFile } from '../../given-pictures.ts';
import { svgSize } from '../../../../../shared/images/svg-size.ts';
import { describedIn, readableName, type ImageHint, hintOf } from './image-words.ts';

export interface GivenImage {
  path: string;
  format: ImageFormat | 'svg';
  /** Pixels, from the file's header; null when it does not say. */
  width: number | null;
  height: number | null;
  logo: boolean;
  /**
   * A picture no page shows: the favicon itself (`favicon.ico`, `apple-touch-icon.png`, any ICO)
   * or a second logo (`logo-dark.png`); it stays in the site for the caller's own use.
   */
  iconOnly: boolean;
  /** The favicon itself: `favicon.*`, `apple-touch-icon.*` or any ICO. */
  favicon: boolean;
  /** What the query says the picture shows, else the file name made readable; null when neither says anything. */
  description: string | null;
  /** The section the words point to. */
  hint: ImageHint | null;
}

function sizeOf(file: SiteFile): Pick<GivenImage, 'format' | 'width' | 'height'> | null {
  if (/\.svg$/i.test(file.path)) return { format: 'svg', ...svgSize(file.content) };
  const header = readBase64ImageHeader(file.content);
  return header ? { format: header.format, width: header.width, height: header.height } : null;
}

/** The request's pictures in the order given; files whose bytes are no image are left out. */
export function givenImages(files: readonly SiteFile[], query: string): GivenImage[] {
  const images: GivenImage[] = [];
  let logoTaken = false;
  for (const file of files) {
    if (!isImageFile(file)) continue;
    const size = sizeOf(file);
    if (!size) continue;
    const said = describedIn(query, file.path);
    const name = file.path.slice(file.path.lastIndexOf('/') + 1);
    const favicon = size.format === 'ico' || /^(favicon|apple-touch-icon)\b/i.test(name);
    const logoLike = !favicon && (said.logo || /logo/i.test(name));
    const logo = logoLike && !logoTaken;
    if (logo) logoTaken = true;
    const description = said.description ?? readableName(name);
    const iconOnly = favicon || (logoLike && !logo);
    images.push({
      path: file.path,
      ...size,
      logo,
      iconOnly,
      favicon,
      description,
      hint: logoLike || favicon ? null : hintOf(`${said.description ?? ''} ${name}`),
    });
  }
  return images;
}
