/** How a file's `content` is written: as text, or as the base64 of its bytes (images, fonts). */
export type FileEncoding = 'utf-8' | 'base64';

/** A file as the spec's section 2.1 defines it, once the service has labelled its language. */
export interface SiteFile {
  path: string;
  /** The text, or for a binary file (`encoding: 'base64'`) its bytes in base64. */
  content: string;
  language: string;
  /** Absent or `utf-8`: a text file, as in the spec; `base64`: a binary file (issue 27). */
  encoding?: FileEncoding;
}
