// "Make the text bigger", "the font is too small", "größere Schrift", "texto más grande", "police plus
// grande", "set the font size to 18px": the size of the site's text, not its typeface. The root font
// size is scaled, in percent of the reader's own browser setting (a size in pixels is turned into
// one), so every size the stylesheet gives in rem follows, and a reader who asked their browser for
// larger text still gets it.
import { wordsPattern } from './edit-words.ts';

export interface TextSizeOp {
  kind: 'textSize';
  /** Multiplies the current size: 1.125 larger, 0.9 smaller. */
  factor?: number;
  /** The size asked for, in percent of the browser's (18px is 112.5 %). */
  percent?: number;
}

const TEXT_WORDS = wordsPattern([
  ...['font', 'fonts', 'text', 'type', 'writing', 'letters', 'font size', 'text size'],
  ...['schrift', 'schriftgröße', 'schriftgrösse', 'text', 'texte', 'buchstaben'],
  ...['texto', 'letra', 'letras', 'fuente', 'tamaño de letra', 'tamaño del texto'],
  ...['police', 'texte', 'caractères', 'taille du texte', 'taille de police'],
]);
const LARGER = wordsPattern([
  ...['bigger', 'larger', 'increase', 'enlarge', 'too small', 'hard to read', 'more readable', 'easier to read'],
  ...['größer', 'grösser', 'größere', 'grössere', 'vergrößere', 'vergrössere', 'zu klein', 'lesbarer'],
  ...['más grande', 'mas grande', 'aumenta', 'agranda', 'demasiado pequeña', 'demasiado pequeño'],
  ...['plus grand', 'plus grande', 'plus gros', 'agrandis', 'agrandissez', 'augmente', 'augmentez', 'trop petit', 'trop petite'],
]);
const SMALLER = wordsPattern([
  ...['smaller', 'decrease', 'reduce', 'too big', 'too large'],
  ...['kleiner', 'kleinere', 'verkleinere', 'zu groß', 'zu gross'],
  ...['más pequeño', 'más pequeña', 'mas pequeño', 'mas pequeña', 'más chico', 'reduce', 'demasiado grande'],
  ...['plus petit', 'plus petite', 'réduis', 'réduisez', 'trop grand', 'trop grande'],
]);
// "18px", "18 px", "20pt" (a point is 4/3 of a pixel).
const ASKED_SIZE = /(?<![\d.])(\d{1,2}(?:[.,]\d)?)\s?(px|pt)(?![\p{L}])/iu;
const BROWSER_PX = 16;

export function parseTextSize(text: string): TextSizeOp | null {
  if (!TEXT_WORDS.test(text)) return null;
  const size = text.match(ASKED_SIZE);
  if (size && /\bsize|größe|grösse|tamaño|taille\b/iu.test(text)) {
    const px = Number(size[1]!.replace(',', '.')) * (size[2]!.toLowerCase() === 'pt' ? 4 / 3 : 1);
    if (px >= 10 && px <= 32) return { kind: 'textSize', percent: Math.round((px / BROWSER_PX) * 1000) / 10 };
  }
  // "not too small": a size asked to stay is no change.
  if (LARGER.test(text) && !SMALLER.test(text)) return { kind: 'textSize', factor: 1.125 };
  if (SMALLER.test(text) && !LARGER.test(text)) return { kind: 'textSize', factor: 0.9 };
  return null;
}
