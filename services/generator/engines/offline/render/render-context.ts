// What every section renderer gets: the request as understood, the design, the words of the
// site's language, and the site's pages (for links). Sections return HTML strings built only
// from escaped text.
import type { SiteRequest } from '../request/parse-request.ts';
import type { Design } from '../design/design.ts';
import type { Strings } from '../content/strings.ts';
import type { SectionId } from '../sections/section-ids.ts';
import type { ScriptId } from '../apps/scripts.ts';
import type { PlacedImages } from '../images/place-images.ts';

export interface PageLink {
  href: string;
  label: string;
  current: boolean;
}

export interface RenderContext {
  request: SiteRequest;
  design: Design;
  t: Strings;
  /** The site's name, from the request or made up for the kind. */
  name: string;
  /** The kind's noun in the site's language. */
  kindLabel: string;
  /** English copy of the kind is used only for English sites. */
  english: boolean;
  pageLinks: PageLink[];
  /** Where the contact section lives ("contact.html#contact" on a multi-page site). */
  contactHref: string;
  scripts: Set<ScriptId>;
  seed: number;
  count(section: SectionId, fallback: number): number;
  /** The section that shows the request's listed items (site-plan.ts), null when none were listed. */
  itemsIn: SectionId | null;
  /** Where the listed items without a price go when the priced ones are the pricing tiers (site-plan.ts). */
  unpricedIn: SectionId | null;
  /** The request's own pictures and where they go (issue 27); absent when it gave none. */
  images?: PlacedImages;
}
