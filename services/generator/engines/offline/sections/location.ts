// A drawn map (no map tiles from the network) with the address and a directions link.
import { escapeHtml } from '../render/html-text.ts';
import { icon } from '../render/art.ts';
import type { RenderContext } from '../render/render-context.ts';
import { contactDetails } from './contact-details.ts';
import { sectionTitle, shell } from './shell.ts';

export function locationSection(ctx: RenderContext): string {
  const { palette } = ctx.design;
  const details = contactDetails(ctx);
  const map = `<svg class="map" viewBox="0 0 400 240" role="img" aria-labelledby="map-title"><title id="map-title">${escapeHtml(ctx.t.openMap)}</title>
<rect width="400" height="240" fill="${palette.soft}"/>
<path d="M0 70 H400 M0 170 H400 M90 0 V240 M250 0 V240 M320 0 L180 240" stroke="${palette.surface}" stroke-width="14" fill="none"/>
<rect x="110" y="90" width="120" height="60" fill="${palette.second}" opacity="0.35"/>
<circle cx="250" cy="120" r="16" fill="${palette.accent}"/><circle cx="250" cy="120" r="6" fill="${palette.onAccent}"/>
</svg>`;
  return shell(
    'location',
    sectionTitle(ctx, 'location'),
    `<div class="split">
${map}
<div>
<p class="with-icon">${icon('pin', 22)} <span>${escapeHtml(details.address)}</span></p>
<p><a class="button button-ghost" href="https://www.openstreetmap.org/search?query=${encodeURIComponent(details.address)}" rel="noopener">${escapeHtml(ctx.t.getDirections)}</a></p>
</div>
</div>`,
  );
}
