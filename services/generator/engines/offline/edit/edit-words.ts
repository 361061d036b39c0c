// Words of edit requests in the four site languages, as whole words. JavaScript's \b only knows
// ASCII letters ("ändere" has no \b before it), so words are bounded by "no letter or digit" on
// either side. Every list is of literal forms: no open-ended suffixes to backtrack over.

/** An expression matching any of `forms` as a whole word, case-insensitively. */
export function wordsPattern(forms: readonly string[], flags = 'iu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.join('|')})(?![\\p{L}\\p{N}])`, flags);
}

/** Asking for something new: "add", "füge ... hinzu", "añade", "ajoutez". */
export const ADD_WORDS = wordsPattern([
  'add',
  'include',
  'insert',
  'put',
  'give',
  'want',
  'need',
  'show',
  'list',
  'füge',
  'fügen',
  'fügt',
  'hinzu',
  'hinzufügen',
  'ergänze',
  'ergänzen',
  'añade',
  'añadir',
  'añada',
  'añadan',
  'agrega',
  'agregar',
  'agregue',
  'incluye',
  'incluir',
  'pon',
  'poner',
  'ajoute',
  'ajoutez',
  'ajouter',
  'mets',
  'mettez',
  'insère',
  'insérez',
  // Wishes: "we'd like a gallery", "wir hätten gern eine Rubrik", "quiero una sección", "je voudrais".
  ...['would like', "we'd like", "i'd like", 'we’d like', 'i’d like', 'möchte', 'möchten', 'hätte gern', 'hätten gern', 'hätte gerne'],
  ...['hätten gerne', 'brauche', 'brauchen', 'quiero', 'queremos', 'quisiera', 'necesito', 'necesitamos', 'voudrais', 'voudrions'],
  ...['veux', 'voulons', 'aimerais', 'aimerions', 'souhaite', 'souhaitons'],
]);

/** Asking to change what is there: "change", "ändere", "cambia", "modifiez". */
export const CHANGE_WORDS = wordsPattern([
  'change',
  'update',
  'set',
  'make',
  'use',
  'replace',
  'switch',
  'turn',
  'now',
  'new',
  'ändere',
  'ändern',
  'ändert',
  'setze',
  'setzen',
  'aktualisiere',
  'aktualisieren',
  'ersetze',
  'ersetzen',
  'jetzt',
  'neue',
  'neuen',
  'cambia',
  'cambiar',
  'cambie',
  'actualiza',
  'actualizar',
  'reemplaza',
  'sustituye',
  'pon',
  'ahora',
  'nuevo',
  'nueva',
  'change',
  'changez',
  'changer',
  'modifie',
  'modifiez',
  'modifier',
  'remplace',
  'remplacez',
  'mets',
  'mettez',
  'maintenant',
  'désormais',
  'nouveaux',
  'nouvelles',
]);

/** The footer of a page. */
export const FOOTER_WORDS = wordsPattern(['footer', 'fußzeile', 'fusszeile', 'pie de página', 'pie de pagina', 'pie', 'pied de page']);
