// Working views over sample data: search/filter/sort cards, a sortable table you can add to and
// delete from, and a chart drawn as inline SVG.
import { escapeHtml, jsonForScript } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from '../sections/shell.ts';
import { datasetFor } from './sample-data.ts';

const UI = {
  en: {
    search: 'Search',
    category: 'Category',
    all: 'All',
    sort: 'Sort by',
    asc: 'ascending',
    desc: 'descending',
    results: 'results',
    none: 'No matches. Try another search.',
    add: 'Add record',
    remove: 'Delete',
    actions: 'Actions',
    total: 'Total',
  },
  es: {
    search: 'Buscar',
    category: 'Categoría',
    all: 'Todas',
    sort: 'Ordenar por',
    asc: 'ascendente',
    desc: 'descendente',
    results: 'resultados',
    none: 'Sin resultados.',
    add: 'Añadir registro',
    remove: 'Eliminar',
    actions: 'Acciones',
    total: 'Total',
  },
  fr: {
    search: 'Rechercher',
    category: 'Catégorie',
    all: 'Toutes',
    sort: 'Trier par',
    asc: 'croissant',
    desc: 'décroissant',
    results: 'résultats',
    none: 'Aucun résultat.',
    add: 'Ajouter',
    remove: 'Supprimer',
    actions: 'Actions',
    total: 'Total',
  },
  de: {
    search: 'Suchen',
    category: 'Kategorie',
    all: 'Alle',
    sort: 'Sortieren nach',
    asc: 'aufsteigend',
    desc: 'absteigend',
    results: 'Ergebnisse',
    none: 'Keine Treffer.',
    add: 'Eintrag hinzufügen',
    remove: 'Löschen',
    actions: 'Aktionen',
    total: 'Summe',
  },
};

export function explorerApp(ctx: RenderContext): string {
  ctx.scripts.add('explorer');
  const data = datasetFor(ctx.request.kind.id);
  const ui = UI[ctx.request.lang];
  const categories = [...new Set(data.rows.map((r) => String(r[data.categoryColumn])))];
  const items = data.rows.map(
    (row) =>
      `<li class="card result" data-item data-category="${escapeHtml(String(row[data.categoryColumn]))}" data-values="${escapeHtml(JSON.stringify(row))}"><h3>${escapeHtml(String(row[0]))}</h3><dl class="facts">${data.columns
        .slice(1)
        .map((c, i) => `<div><dt>${escapeHtml(c)}</dt><dd>${escapeHtml(String(row[i + 1]))}</dd></div>`)
        .join('')}</dl></li>`,
  );
  return shell(
    'explorer',
    sectionTitle(ctx, 'explorer'),
    `<div class="app" data-explorer>
<div class="toolbar">
<div class="field"><label for="explorer-search">${escapeHtml(ui.search)}</label><input id="explorer-search" type="search" data-explorer-search autocomplete="off"></div>
<div class="field"><label for="explorer-category">${escapeHtml(ui.category)}</label><select id="explorer-category" data-explorer-category><option value="">${escapeHtml(ui.all)}</option>${categories.map((c) => `<option>${escapeHtml(c)}</option>`).join('')}</select></div>
<div class="field"><label for="explorer-sort">${escapeHtml(ui.sort)}</label><select id="explorer-sort" data-explorer-sort>${data.columns.flatMap((c, i) => [`<option value="${i}:asc">${escapeHtml(c)} (${ui.asc})</option>`, `<option value="${i}:desc">${escapeHtml(c)} (${ui.desc})</option>`]).join('')}</select></div>
</div>
<p class="muted" aria-live="polite"><span data-explorer-count>${data.rows.length}</span> ${escapeHtml(ui.results)}</p>
<ul class="cards results" data-explorer-list>
${items.join('\n')}
</ul>
<p class="muted" data-explorer-empty hidden>${escapeHtml(ui.none)}</p>
</div>`,
  );
}

export function tableApp(ctx: RenderContext): string {
  ctx.scripts.add('table');
  const data = datasetFor(ctx.request.kind.id);
  const ui = UI[ctx.request.lang];
  const head = data.columns
    .map(
      (c, i) =>
        `<th scope="col" aria-sort="none"><button type="button" class="sort-button" data-sort="${i}">${escapeHtml(c)}</button></th>`,
    )
    .join('');
  const rows = data.rows.map(
    (row) =>
      `<tr>${row.map((v, i) => (i === 0 ? `<th scope="row">${escapeHtml(String(v))}</th>` : `<td>${escapeHtml(String(v))}</td>`)).join('')}<td><button type="button" class="link-button" data-delete-row>${escapeHtml(ui.remove)}</button></td></tr>`,
  );
  const fields = data.columns
    .map(
      (c, i) =>
        `<div class="field"><label for="record-${i}">${escapeHtml(c)}</label><input id="record-${i}" name="c${i}" type="${typeof data.rows[0]![i] === 'number' ? 'number' : 'text'}" step="any" required></div>`,
    )
    .join('\n');
  return shell(
    'table',
    sectionTitle(ctx, 'table'),
    `<div class="app" data-table-app>
<div class="table-scroll" tabindex="0" role="region" aria-labelledby="table-title">
<table class="data-table" data-sortable>
<thead><tr>${head}<th scope="col">${escapeHtml(ui.actions)}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>
<details class="add-record"><summary>${escapeHtml(ui.add)}</summary>
<form class="form form-grid" data-add-record data-remove-label="${escapeHtml(ui.remove)}">
${fields}
<p><button type="submit" class="button">${escapeHtml(ui.add)}</button></p>
</form>
</details>
<script type="application/json" data-table-columns>${jsonForScript(data.columns)}</script>
</div>`,
  );
}

export function chartApp(ctx: RenderContext): string {
  const data = datasetFor(ctx.request.kind.id);
  const { palette } = ctx.design;
  const values = data.rows.map((r) => Number(r[data.valueColumn]) || 0);
  const max = Math.max(...values, 1);
  const barWidth = 360 / values.length;
  const label = `${data.columns[data.valueColumn]} · ${data.rows.map((r, i) => `${r[0]}: ${values[i]}`).join(', ')}`;
  const bars = values.map((v, i) => {
    const h = Math.round((v / max) * 170);
    const x = Math.round(30 + i * barWidth + barWidth * 0.15);
    return `<rect x="${x}" y="${200 - h}" width="${Math.round(barWidth * 0.7)}" height="${h}" rx="3" fill="${i % 2 ? palette.second : palette.accent}"/><text x="${x + Math.round(barWidth * 0.35)}" y="218" text-anchor="middle" font-size="10" fill="${palette.text}">${escapeHtml(String(data.rows[i]![0]).slice(0, 8))}</text>`;
  });
  const points = values.map((v, i) => `${Math.round(30 + i * barWidth + barWidth / 2)},${200 - Math.round((v / max) * 170)}`).join(' ');
  return shell(
    'chart',
    sectionTitle(ctx, 'chart'),
    `<figure class="card chart">
<svg viewBox="0 0 400 230" role="img" aria-labelledby="chart-svg-title"><title id="chart-svg-title">${escapeHtml(label)}</title>
<path d="M30 200 H390 M30 30 V200" stroke="${palette.border}" fill="none"/>
${bars.join('\n')}
<polyline points="${points}" fill="none" stroke="${palette.accentInk}" stroke-width="2"/>
</svg>
<figcaption>${escapeHtml(data.columns[data.valueColumn]!)} — ${escapeHtml(data.columns[0]!)}</figcaption>
</figure>`,
  );
}
