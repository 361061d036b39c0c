// FAQ topics written as indirect questions ("whether we deliver", "how to book", "what areas we
// cover") turned into the questions a visitor asks ("Do you deliver?", "How do I book?", "What
// areas do you cover?"). The caller is the business: their "we" is "you" to a visitor. Their
// "you" is mostly the business seen by a visitor ("whether you are open") and stays, but "you
// can", "you need" speak of the visitor ("whether you can pre-order" -> "Can I pre-order?").
// Only English is turned round; other topics stay as written.

const WH = new Set(['how', 'what', 'when', 'where', 'who', 'why', 'which', 'whose']);
const YES_NO = new Set(['whether', 'if']);
// Helper verbs that lead a question. "do" and "have" are left out: after a subject they are
// mostly the verb itself ("whether we do takeaway", "whether we have oat milk").
const AUX = new Set('can could will would should shall may might must is are am was were'.split(' '));
const ASKED = new Set([...AUX, 'do', 'does', 'did', 'have', 'has']);
// What a visitor may or must do: the "you" or "I" before them is the visitor.
const VISITOR_VERBS = new Set(['can', 'could', 'may', 'must', 'should', 'need', 'needs', 'have to']);
const SUBJECTS = new Set(['we', 'you', 'i', 'they', 'it', 'there', 'he', 'she']);
// What follows the helper of a question asked already: "what areas do you cover", "how much does the class cost".
const ASKED_SUBJECT = new Set([...SUBJECTS, 'the', 'a', 'an', 'your', 'our', 'my', 'this', 'these', 'those', 'their']);
// The business's words as a visitor says them.
const BUSINESS: Record<string, string> = { we: 'you', us: 'you', our: 'your', ours: 'yours', i: 'you', me: 'you', my: 'your' };
// The visitor's words as the visitor says them.
const VISITOR: Record<string, string> = { you: 'I', your: 'my', yours: 'mine' };
// "you are" said back as "I am".
const AGREE: Record<string, Record<string, string>> = { I: { are: 'am', were: 'was' } };
// After "how to", "what to": the question a visitor asks about doing it.
const TO_QUESTION: Record<string, string> = {
  how: 'How do I',
  what: 'What should I',
  when: 'When should I',
  where: 'Where do I',
  who: 'Who do I',
  which: 'Which should I',
  whether: 'Should I',
};

// "we're dog friendly" is read as "we are dog friendly".
const CONTRACTED: Record<string, string[]> = {
  "we're": ['we', 'are'],
  "you're": ['you', 'are'],
  "it's": ['it', 'is'],
  "there's": ['there', 'is'],
  "i'm": ['I', 'am'],
  "they're": ['they', 'are'],
  "we've": ['we', 'have'],
  "we'll": ['we', 'will'],
  "you'll": ['you', 'will'],
};
// "it has" -> "does it have".
const IRREGULAR: Record<string, string> = { has: 'have', does: 'do', goes: 'go' };
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The words as a visitor asks them: the business's "we" -> "you", and (when `visitor`) "you" -> "I". */
function voiced(words: string[], visitor: boolean): string[] {
  return words.map((word) => {
    const lower = word.toLowerCase();
    if (visitor && VISITOR[lower]) return VISITOR[lower];
    if (lower === 'i' && visitor) return 'I';
    return BUSINESS[lower] ?? word;
  });
}

/** Whether the clause speaks of the visitor: "you can pre-order", "I need to book". */
function ofVisitor(words: string[]): boolean {
  const subject = words[0]?.toLowerCase();
  const verb = words[1]?.toLowerCase() ?? '';
  return (subject === 'you' || subject === 'i') && (VISITOR_VERBS.has(verb) || VISITOR_VERBS.has(`${verb} ${words[2] ?? ''}`));
}

/** "we deliver to Leeds" -> ["do", "you", "deliver", "to", "Leeds"]: the clause asked as a question, or null. */
function inverted(words: string[]): string[] | null {
  const subject = words[0]?.toLowerCase();
  if (subject === undefined || !SUBJECTS.has(subject) || words.length < 2) return null;
  const said = voiced(words, ofVisitor(words));
  const asked = said[0]!;
  const verb = words[1]!.toLowerCase();
  if (AUX.has(verb)) return [AGREE[asked]?.[verb] ?? verb, asked, ...said.slice(2)];
  const third = subject === 'it' || subject === 'he' || subject === 'she' || subject === 'there';
  // "it includes" -> "does it include".
  const base = third ? (IRREGULAR[verb] ?? (/[^s]s$/i.test(verb) ? verb.replace(/(?:(?<=sh|ch|ss|x|o)es|s)$/i, '') : verb)) : said[1]!;
  return [third ? 'does' : 'do', asked, base, ...said.slice(2)];
}

/** "dogs are allowed" -> "are dogs allowed": a helper verb among the first four words moved to the front, or null. */
function helperFirst(words: string[]): string[] | null {
  for (let at = 1; at < Math.min(words.length, 4); at++) {
    if (!AUX.has(words[at]!.toLowerCase())) continue;
    return voiced([words[at]!, ...words.slice(0, at), ...words.slice(at + 1)], false);
  }
  return null;
}

/** The direct question for an English indirect one, or null when `topic` opens with no question word. */
export function directQuestion(topic: string): string | null {
  // A topic is a line at most; a longer run of words is no question to turn round.
  if (topic.length > 200) return null;
  const words = topic
    .trim()
    .replace(/[?.!]+$/, '')
    .split(/\s+/)
    .slice(0, 40)
    .flatMap((word) => CONTRACTED[word.toLowerCase().replace('’', "'")] ?? [word]);
  const lead = words[0]?.toLowerCase() ?? '';
  if (!WH.has(lead) && !YES_NO.has(lead)) return null;
  const rest = words.slice(1);
  if (rest.length === 0) return null;
  if (rest[0]!.toLowerCase() === 'to' && rest.length > 1) {
    return `${TO_QUESTION[lead] ?? capital(lead)} ${voiced(rest.slice(1), true).join(' ')}?`;
  }
  if (YES_NO.has(lead)) {
    const question = inverted(rest) ?? helperFirst(rest) ?? voiced(rest, false);
    return `${capital(question.join(' '))}?`;
  }
  // "what areas we cover": the question word may take up to three words of its own before the subject.
  for (let at = 0; at < Math.min(rest.length, 4); at++) {
    const word = rest[at]!.toLowerCase();
    // Asked already: "what is included", "how do you book", "what areas do you cover".
    if (ASKED.has(word) && (at === 0 || ASKED_SUBJECT.has(rest[at + 1]?.toLowerCase() ?? ''))) return `${capital(words.join(' '))}?`;
    if (!SUBJECTS.has(word)) continue;
    const question = inverted(rest.slice(at));
    if (question) return `${capital([lead, ...rest.slice(0, at), ...question].join(' '))}?`;
  }
  const question = helperFirst(rest) ?? voiced(rest, false);
  return `${capital([lead, ...question].join(' '))}?`;
}
