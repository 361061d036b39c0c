/** A file as the spec's section 2.1 defines it, once the service has labelled its language. */
export interface SiteFile {
  path: string;
  content: string;
  language: string;
}
