import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from './shell.ts';
import { figure } from '../render/picture.ts';
import { kindGender } from '../content/kinds.ts';

export function aboutSection(ctx: RenderContext): string {
  const { request, t } = ctx;
  // The kind's stock story may claim years of history; a new business gets a plain line instead.
  const history = /\b(years?|since)\b/i.test(request.kind.about);
  const text = !ctx.english
    ? t.aboutText(ctx.name, ctx.kindLabel, request.place, kindGender(request.kind, request.lang))
    : request.isNew && history
      ? `${ctx.name} is a new ${ctx.kindLabel}${request.place ? ` in ${request.place}` : ''}. We keep things personal, take our time and stand behind everything we do.`
      : request.kind.about;
  const second = ctx.english
    ? `${ctx.name} is ${request.place ? `based in ${request.place}` : 'independent and locally run'}. Say hello any time: we love meeting the people we work for.`
    : '';
  const photos = (ctx.images?.sections.about ?? []).map((image) => `\n${figure(image, 'about-photo')}`).join('');
  return shell(
    'about',
    sectionTitle(ctx, 'about'),
    `<div class="split">
<div><p>${escapeHtml(text)}</p>${second ? `\n<p>${escapeHtml(second)}</p>` : ''}${photos}</div>
<ul class="checks">
${(ctx.english ? request.kind.services : t.services)
  .slice(0, 3)
  .map(([title, body]) => `<li><strong>${escapeHtml(title)}.</strong> ${escapeHtml(body)}</li>`)
  .join('\n')}
</ul>
</div>`,
  );
}
