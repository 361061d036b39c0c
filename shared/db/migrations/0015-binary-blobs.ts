import { Migration } from '@mikro-orm/migrations';

/**
 * Binary files (issue 27): a blob's `content` is its text, or for a binary file (an image, a font)
 * its bytes in base64, and `encoding` says which (`utf-8` or `base64`), so the read paths answer
 * such a file with `encoding: "base64"` and previews serve its bytes. Every blob before was text.
 */
export class Migration0015BinaryBlobs extends Migration {
  override name = '0015-binary-blobs';

  override up(): void {
    this.addSql(`alter table "blobs" add column "encoding" varchar(255) not null default 'utf-8'`);
  }
}
