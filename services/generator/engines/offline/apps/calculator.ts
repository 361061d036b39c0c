// A four-function calculator (script `calculator`).
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from '../sections/shell.ts';

const KEYS = ['7', '8', '9', '÷', '4', '5', '6', '×', '1', '2', '3', '−', '0', '.', '=', '+'];
const NAMES: Record<string, string> = { '÷': 'divide', '×': 'multiply', '−': 'subtract', '+': 'add', '=': 'equals', '.': 'decimal point' };

export function calculatorApp(ctx: RenderContext): string {
  ctx.scripts.add('calculator');
  const clear = { en: 'Clear', es: 'Borrar', fr: 'Effacer', de: 'Löschen' }[ctx.request.lang];
  return shell(
    'calculator',
    sectionTitle(ctx, 'calculator'),
    `<div class="app card calculator" data-calculator>
<output class="calc-display" data-calc-display aria-live="polite">0</output>
<div class="calc-keys">
${KEYS.map((k) => `<button type="button" class="calc-key${/[0-9.]/.test(k) ? '' : ' calc-op'}" data-key="${k}"${NAMES[k] ? ` aria-label="${NAMES[k]}"` : ''}>${escapeHtml(k)}</button>`).join('\n')}
<button type="button" class="calc-key calc-clear" data-key="C">${escapeHtml(clear)}</button>
</div>
</div>`,
  );
}
