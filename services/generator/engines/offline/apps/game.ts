// A memory game: flip tiles to find pairs, moves counted, best score kept in localStorage.
import { escapeHtml, slugify } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from '../sections/shell.ts';

const UI = {
  en: { moves: 'Moves', best: 'Best', restart: 'New game', won: 'You found every pair!', tile: 'Hidden tile' },
  es: { moves: 'Movimientos', best: 'Récord', restart: 'Nueva partida', won: '¡Has encontrado todas las parejas!', tile: 'Carta oculta' },
  fr: { moves: 'Coups', best: 'Record', restart: 'Nouvelle partie', won: 'Toutes les paires trouvées !', tile: 'Carte cachée' },
  de: { moves: 'Züge', best: 'Rekord', restart: 'Neues Spiel', won: 'Alle Paare gefunden!', tile: 'Verdeckte Karte' },
};

export function gameApp(ctx: RenderContext): string {
  ctx.scripts.add('game');
  const ui = UI[ctx.request.lang];
  return shell(
    'game',
    sectionTitle(ctx, 'game'),
    `<div class="app card game" data-game data-storage-key="best-${escapeHtml(slugify(ctx.name))}" data-won="${escapeHtml(ui.won)}" data-tile-label="${escapeHtml(ui.tile)}" data-seed="${ctx.seed % 997}">
<p class="game-stats">${escapeHtml(ui.moves)}: <strong data-game-moves>0</strong> · ${escapeHtml(ui.best)}: <strong data-game-best>–</strong></p>
<div class="game-board" data-game-board></div>
<p class="form-status" role="status" data-game-status></p>
<p><button type="button" class="button" data-game-restart>${escapeHtml(ui.restart)}</button></p>
</div>`,
  );
}
