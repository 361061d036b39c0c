// A to-do list kept in localStorage (script `todo`), so a reload keeps the list.
import { escapeHtml, slugify } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from '../sections/shell.ts';

const WORDS = {
  en: { add: 'Add', task: 'New task', empty: 'Nothing to do. Enjoy it!', left: 'left', clear: 'Clear completed' },
  es: { add: 'Añadir', task: 'Nueva tarea', empty: 'Nada pendiente.', left: 'pendientes', clear: 'Borrar completadas' },
  fr: { add: 'Ajouter', task: 'Nouvelle tâche', empty: 'Rien à faire.', left: 'restantes', clear: 'Effacer les terminées' },
  de: { add: 'Hinzufügen', task: 'Neue Aufgabe', empty: 'Nichts zu tun.', left: 'offen', clear: 'Erledigte löschen' },
};

export function todoApp(ctx: RenderContext): string {
  ctx.scripts.add('todo');
  const w = WORDS[ctx.request.lang];
  return shell(
    'todo',
    sectionTitle(ctx, 'todo'),
    `<div class="app card" data-todo data-storage-key="todo-${escapeHtml(slugify(ctx.name))}" data-remove-label="${escapeHtml(ctx.t.remove)}">
<form class="form-inline" data-todo-form>
<div class="field"><label for="todo-input">${escapeHtml(w.task)}</label><input id="todo-input" name="task" type="text" maxlength="140" required autocomplete="off"></div>
<p><button type="submit" class="button">${escapeHtml(w.add)}</button></p>
</form>
<ul class="todo-list" data-todo-list aria-live="polite"></ul>
<p class="todo-footer"><span data-todo-count>0</span> ${escapeHtml(w.left)} · <button type="button" class="link-button" data-todo-clear>${escapeHtml(w.clear)}</button></p>
<p class="muted" data-todo-empty>${escapeHtml(w.empty)}</p>
</div>`,
  );
}
