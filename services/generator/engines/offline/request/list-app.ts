// A list people keep, adding things and taking them off again ("a packing list", "a grocery list
// where I can add and remove", "a task board", "liste de choses à faire", "lista de la compra",
// "Einkaufsliste") is the to-do widget: a box to type in, a button to add, the list, a way to
// remove. A "shopping list" is no shop, so it asks for no cart.
const LIST_APP =
  /(?<!\p{L})(packing list|grocery list|groceries list|shopping list|chore list|to-?do list|task board|tasks board|kanban board|check-?list|list of (?:chores|tasks|things to do|things to pack|groceries|jobs)|liste de (?:choses [àa] faire|courses|t[âa]ches)|lista de (?:la compra|compras|tareas|pendientes|cosas por hacer)|(?:einkaufs|pack|aufgaben|todo-|to-do-)liste)(?!\p{L})/iu;
// "a list where I can add and remove items", "a list to add things to and delete them".
const ADD_REMOVE = /(?<!\p{L})(\p{L}{3,20} list)\b[^.!?]{0,60}?\badd\b[^.!?]{0,40}?\b(?:remove|delete|tick|cross)/iu;

// "a homework tracker: he types in each assignment, ticks it when handed in and can clear it", "kit
// checker: we type each bit of kit in, tick it when packed, bin it", "chore chart: I add jobs, they tick
// them when done, I remove old ones": a tracker, planner, checker or chart
// whose things are added, ticked off and removed is a list kept the same way.
const TRACKED =
  /(?<!\p{L})(\p{L}{3,20} (?:tracker|planner|checker|organi[sz]er|keeper|chart|board|rota|log))\b[^.!?]{0,80}?\b(?:add|adds|type|types|enter|enters|write|writes)\b[^.!?]{0,60}?\b(?:tick|ticks|check|checks|cross|crosses|mark|marks)\b[^.!?]{0,60}?\b(?:remove|removes|delete|deletes|clear|clears|bin)\b/iu;

/** The list's name as the request writes it ("packing list", "Einkaufsliste"), or null when it asks for none. */
export function listApp(text: string): string | null {
  return LIST_APP.exec(text)?.[1] ?? ADD_REMOVE.exec(text)?.[1] ?? TRACKED.exec(text)?.[1] ?? null;
}

/** The text with the list's name read as a to-do list, so its words ask for no shop, cart or blog. */
export function asTodoList(text: string, name: string): string {
  return text.split(name).join('to-do list');
}

const OPENS =
  /^\s*(?:(?:a|an|the|my|our|simple|small|little|online|shared|family|une?|una|eine?|mi|ma|mon|meine?|unsere?|make me|build me|create|(?:web )?app|application|aplicaci[óo]n|tool)\s+(?:(?:de|for|pour|f[üu]r)\s+)?){0,4}$/i;
const APP_AFTER = /^\s*(?:app|tool|web ?app|application|aplicaci[óo]n|anwendung)\b/i;

/** The list is what the site is ("A packing list for my trips", "a grocery list app"), not a part of a bigger site. */
export function listIsTheSite(text: string, name: string): boolean {
  const at = text.indexOf(name);
  return at >= 0 && (OPENS.test(text.slice(0, at)) || APP_AFTER.test(text.slice(at + name.length, at + name.length + 20)));
}
