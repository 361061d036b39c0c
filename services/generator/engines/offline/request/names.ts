// Names beyond the business's own: the company behind a product ("Acme needs a landing page for
// Rocket, their backup tool": both belong on the page) and the person a personal site is for
// ("a homepage for me, Ana Ortiz"). Every pattern is anchored or bounded: no backtracking over
// the caller's text.
import nlp from 'compromise';

// One to four capitalised words (with "&" between), the shape of a name.
const NAME = String.raw`\p{Lu}[\p{L}\d'’.-]*(?:\s+(?:\p{Lu}[\p{L}\d'’.-]*|&|\d{4})){0,3}`;

const NOT_NAMES =
  /^(I|We|My|Our|A|An|The|It|This|Please|Make|Build|Create|Website|Site|Page|Hello|Hi|Hey|Need|Want|Looking|Une?|Una|Ein|Eine)$/;

// "Acme needs ...", "Northwind Labs wants ...": a sentence that opens with who is asking.
const ASKER = new RegExp(
  String.raw`^\s*(${NAME})\s+(?:needs|wants|would like|is looking for|requires|asks for|is launching|launches|necesita|quiere|a besoin d|veut|souhaite|braucht|möchte|will)\b`,
  'u',
);

// "for Rocket, their backup tool" / "for Rocket, our new app".
const PRODUCT_APPOSED = new RegExp(
  String.raw`\b(?:for|para|pour|für)\s+(${NAME}),?\s+(?:their|our|its|his|her|my|su|nuestr[oa]|leur|notre|son|sa|ihr|ihre|unser|unsere)\s+(?:new\s+|nuev[oa]\s+|nouvel(?:le)?\s+|neue[sn]?\s+)?\p{L}`,
  'u',
);
// "their new app Rocket", "our product, Rocket", "its tool called Rocket".
const PRODUCT_NAMED = new RegExp(
  String.raw`\b(?:their|our|its|his|her|my)\s+(?:new\s+)?(?:app|application|product|tool|game|platform|service|software|device|gadget|plugin|extension|api|saas)\s*,?\s+(?:called\s+|named\s+)?(${NAME})`,
  'u',
);

/** The company and its product, when the request names both; null when it does not. */
export function companyAndProduct(text: string): { company: string; product: string } | null {
  const company = ASKER.exec(text)?.[1]?.trim();
  if (!company || NOT_NAMES.test(company.split(/\s+/)[0]!)) return null;
  const product = (PRODUCT_APPOSED.exec(text) ?? PRODUCT_NAMED.exec(text))?.[1]?.trim();
  if (!product || product === company || NOT_NAMES.test(product.split(/\s+/)[0]!)) return null;
  return { company, product };
}

// "for me, Ana Ortiz", "I'm Ana Ortiz", "my name is Ana Ortiz", and the same in es, fr, de.
const SELF =
  /(?:\b[Ff]or me,?\s+|\b[Aa]bout me,\s+|\b[Ii]['’]m\s+|\b[Ii] am\s+|\b[Mm]y name is\s+|\b[Mm]e llamo\s+|\b[Ss]oy\s+|\b[Pp]ara m[ií],\s+|\b[Jj]e suis\s+|\b[Jj]e m['’]appelle\s+|\b[Pp]our moi,\s+|\b[Ii]ch bin\s+|\b[Ff][üu]r mich,\s+|\b[Mm]ein [Nn]ame ist\s+)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/u;

const PERSONAL_KINDS = new Set(['portfolio', 'resume', 'photographer', 'wedding', 'blog']);

/** The person a personal site is for, when the request names them. */
export function personName(text: string, kindId: string): string | null {
  const self = SELF.exec(text)?.[1];
  if (self && !NOT_NAMES.test(self.split(/\s+/)[0]!)) return self;
  if (!PERSONAL_KINDS.has(kindId)) return null;
  // A portfolio or CV names its owner somewhere: compromise finds people in English prose.
  const person = (nlp(text).people().json() as { text: string }[])[0]?.text.replace(/[,.;:!?]+$/, '').trim();
  return person && /^\p{Lu}\S*\s+\p{Lu}/u.test(person) ? person : null;
}
