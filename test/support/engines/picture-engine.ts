// An engine whose new sites carry a binary file (issue 27): a page showing `logo.png`, and the PNG
// itself, emitted as base64. A query with `text logo` emits the PNG as text instead, and `fake
// logo` emits a JPEG's bytes under the `.png` name: output the generator must refuse.
import type { Engine } from '../../../services/generator/engines/engine.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { PHOTO_JPG, makePng } from '../binary-files.ts';

/** The logo every site of this engine carries. */
export const PICTURE_LOGO = makePng(48, 24, [30, 90, 160]);

export function createEngine(): Engine {
  return {
    name: 'picture',
    async run(request, context) {
      const logo: SiteFile = request.query.includes('text logo')
        ? { path: 'logo.png', content: 'a logo', language: 'png' }
        : {
            path: 'logo.png',
            content: (request.query.includes('fake logo') ? PHOTO_JPG : PICTURE_LOGO).toString('base64'),
            language: 'png',
            encoding: 'base64',
          };
      const files: SiteFile[] = [
        {
          path: 'index.html',
          content:
            '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Picture test</title></head>' +
            '<body><header><img src="logo.png" alt="Harbour Bakery logo" width="48" height="24"></header><main><h1>Harbour Bakery</h1><p>Bread by the sea.</p></main></body></html>',
          language: 'html',
        },
        logo,
      ];
      await context.emit(files);
      return { files };
    },
  };
}
