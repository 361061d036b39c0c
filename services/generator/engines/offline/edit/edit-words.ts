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
  // "Bitte ein Kontaktformular mit Name, Telefon und Wunschtermin einbauen".
  'einbauen',
  'einfügen',
  'einbinden',
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
  // Spanish's plural "you" of Spain: "Añadid clases de bachata", "Poned el horario".
  'añadid',
  'agregad',
  'incluid',
  'poned',
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
  'cambiad',
  'actualizad',
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

/**
 * The verbs that ask for something to go, in the four languages: "Remove X", "Entferne X", "Quita X",
 * "Supprimez X". Instructions also read removal said as news ("we no longer offer X"); a sentence
 * only starting with one of these is an instruction wherever one is told from other text.
 */
export const REMOVE_VERBS = [
  ...['remove', 'delete', 'drop', 'hide', 'entferne', 'entfernen', 'lösche', 'löschen', 'streiche', 'streichen'],
  ...['quita', 'quitar', 'quitad', 'elimina', 'eliminar', 'eliminad', 'borra', 'borrar', 'borrad'],
  ...['supprimez', 'supprime', 'supprimer', 'retirez', 'retire', 'retirer', 'enlevez', 'enlève', 'ôtez', 'ôte'],
];

/**
 * Asking for a phone number, e-mail or address to be shown or changed: "change", "is now", "new",
 * "add", in the four languages ("Cambiad el teléfono al ...", "Neue E-Mail-Adresse: ...").
 */
export const CONTACT_ASK = wordsPattern([
  ...['change', 'changed', 'update', 'updated', 'set', 'make', 'use', 'replace', 'new', 'put', 'add', 'show', 'include'],
  ...['display', 'list', 'now', 'is', 'jetzt', 'ab sofort', 'ändere', 'ändert', 'ändern', 'ergänze', 'ergänzen', 'füge', 'hinzu'],
  ...['neu', 'neue', 'ahora', 'cambia', 'cambiad', 'cambie', 'actualiza', 'actualizad', 'pon', 'poned', 'añade', 'añadid'],
  ...['nuevo', 'nueva', 'maintenant', 'désormais', 'ajoute', 'ajoutez', 'ajouter', 'changez', 'modifiez', 'mettez'],
  ...['nouveau', 'nouvelle'],
  // Said as news: "Hemos cambiado de número: llamadnos al ...", "call us on ... from now on".
  ...['cambiado', 'changé', 'geändert', 'llamadnos', 'llámanos', 'call us', 'ring us', 'ruft uns', 'appelez-nous', 'appelez'],
]);

/** The footer of a page. */
export const FOOTER_WORDS = wordsPattern(['footer', 'fußzeile', 'fusszeile', 'pie de página', 'pie de pagina', 'pie', 'pied de page']);
