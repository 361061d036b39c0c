// The request's brand (design tokens, issue 27) in the model's instructions: the brand prompt,
// then one line per token with the part it plays and its CSS value. Colours that would fail
// contrast as text on the page are marked, so the model uses them for surfaces only.
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { DesignToken } from '../../../../shared/design/design-tokens.ts';
import { brandRoles, type BrandRoles } from '../../brand/brand-roles.ts';
import { renderPrompt } from './prompts.ts';

extend([a11yPlugin]);

const AA = 4.5;

const PARTS: readonly (readonly [keyof BrandRoles, string])[] = [
  ['primary', 'brand colour'],
  ['secondary', 'second colour'],
  ['background', 'page background'],
  ['surface', 'surface colour'],
  ['text', 'text colour'],
  ['headingFont', 'heading font'],
  ['bodyFont', 'body font'],
  ['baseFontSize', 'base font size'],
  ['spacing', 'spacing'],
  ['radius', 'corner radius'],
];

/** The brand block appended to a job's first user message; '' without tokens, so other prompts stay as they were. */
export function brandInstructions(tokens: readonly DesignToken[]): string {
  if (tokens.length === 0) return '';
  const roles = brandRoles(tokens);
  const partOf = new Map<string, string[]>();
  for (const [role, part] of PARTS) {
    const token = roles[role];
    if (token) partOf.set(token.name, [...(partOf.get(token.name) ?? []), part]);
  }
  const page = roles.background?.value ?? '#ffffff';
  const lines = tokens.map((token) => {
    const notes = [...(partOf.get(token.name) ?? [])];
    const backdrop = token === roles.background || token === roles.surface;
    if (token.type === 'color' && !backdrop && colord(token.value).contrast(page) < AA) notes.push('surfaces only');
    return `- ${token.name} (${token.type}${notes.length > 0 ? `; ${notes.join(', ')}` : ''}): ${token.value}`;
  });
  return `${renderPrompt('brand')}\n\nDesign tokens:\n${lines.join('\n')}`;
}
