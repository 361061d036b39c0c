// What a food place serves, by cuisine: a ramen bar gets ramen, a taqueria tacos. The first
// cuisine whose words the request uses wins; prices are in a base unit that the site's currency
// scales (request/locale.ts).
import type { MenuItem } from './kinds.ts';

export interface Cuisine {
  id: string;
  match: RegExp;
  label: string;
  menu: MenuItem[];
}

const m = (name: string, text: string, price: number): MenuItem => ({ name, text, price });

export const CUISINES: Cuisine[] = [
  {
    id: 'ramen',
    label: 'ramen',
    match: /\b(ramen|noodle bar|izakaya)\b/i,
    menu: [
      m('Tonkotsu ramen', 'Rich pork broth, chashu, ajitama egg', 14),
      m('Shoyu ramen', 'Soy chicken broth, bamboo shoots, nori', 13),
      m('Miso ramen', 'Red miso, sweetcorn, butter', 13.5),
      m('Spicy tantanmen', 'Sesame, chilli oil, minced pork', 14.5),
      m('Gyoza', 'Pan-fried pork dumplings, five pieces', 6.5),
      m('Karaage', 'Japanese fried chicken, yuzu mayo', 7),
    ],
  },
  {
    id: 'sushi',
    label: 'Japanese',
    match: /\b(sushi|sashimi|japanese|omakase|japonais|japon[eé]s|japanisch)\b/i,
    menu: [
      m('Salmon nigiri', 'Two pieces, fresh wasabi', 6),
      m('Tuna maki', 'Six pieces, nori, sesame', 7.5),
      m('Dragon roll', 'Prawn tempura, avocado, eel sauce', 13),
      m('Chirashi bowl', 'Seasonal sashimi over sushi rice', 19),
      m('Miso soup', 'Tofu, wakame, spring onion', 3.5),
      m('Edamame', 'Sea salt', 4),
    ],
  },
  {
    id: 'pizza',
    label: 'pizza',
    match: /\b(pizza|pizzeria|pizzas)\b/i,
    menu: [
      m('Margherita', 'San Marzano tomato, fior di latte, basil', 10),
      m('Diavola', 'Spicy salami, chilli honey', 13),
      m('Quattro formaggi', 'Four cheeses, walnuts', 13.5),
      m('Funghi', 'Wild mushrooms, thyme, garlic', 12.5),
      m('Burrata salad', 'Heirloom tomatoes, basil oil', 9),
      m('Tiramisu', 'Made in house every morning', 6.5),
    ],
  },
  {
    id: 'italian',
    label: 'Italian',
    match: /\b(italian|trattoria|osteria|pasta|italien(ne)?|italiano|italienisch)\b/i,
    menu: [
      m('Cacio e pepe', 'Tonnarelli, pecorino, black pepper', 14),
      m('Tagliatelle al ragù', 'Slow-cooked beef and pork ragù', 16),
      m('Risotto ai funghi', 'Porcini, parmesan, thyme', 17),
      m('Vitello tonnato', 'Veal, tuna sauce, capers', 13),
      m('Arancini', 'Saffron rice, mozzarella', 7),
      m('Panna cotta', 'Vanilla, seasonal fruit', 6.5),
    ],
  },
  {
    id: 'mexican',
    label: 'Mexican',
    match: /\b(mexican|taco|tacos|taqueria|taquería|burrito|cantina|mexicano|mexicain|mexikanisch)\b/i,
    menu: [
      m('Tacos al pastor', 'Marinated pork, pineapple, salsa roja', 9),
      m('Carnitas tacos', 'Slow-cooked pork, salsa verde', 9),
      m('Baja fish tacos', 'Crispy fish, chipotle slaw', 10),
      m('Chicken burrito', 'Rice, black beans, pico de gallo', 11),
      m('Guacamole & chips', 'Made to order', 6.5),
      m('Churros', 'Cinnamon sugar, chocolate sauce', 5.5),
    ],
  },
  {
    id: 'thai',
    label: 'Thai',
    match: /\b(thai|tha[iï]landais|tailand[eé]s)\b/i,
    menu: [
      m('Pad Thai', 'Rice noodles, tamarind, peanuts', 12),
      m('Green curry', 'Chicken, Thai basil, jasmine rice', 13),
      m('Tom yum soup', 'Prawns, lemongrass, lime leaf', 8),
      m('Massaman curry', 'Beef, potato, roasted peanuts', 14),
      m('Som tam', 'Green papaya salad, chilli, lime', 8.5),
      m('Mango sticky rice', 'Coconut cream', 6),
    ],
  },
  {
    id: 'indian',
    label: 'Indian',
    match: /\b(indian|curry house|curry|tandoori|biryani|indien(ne)?|indio|indisch)\b/i,
    menu: [
      m('Butter chicken', 'Tandoori chicken, tomato, fenugreek', 13),
      m('Lamb rogan josh', 'Kashmiri chilli, slow cooked', 14),
      m('Chana masala', 'Chickpeas, tomato, ginger', 10),
      m('Chicken biryani', 'Saffron rice, raita', 14),
      m('Garlic naan', 'From the tandoor', 3.5),
      m('Mango lassi', 'Yoghurt, cardamom', 4),
    ],
  },
  {
    id: 'chinese',
    label: 'Chinese',
    match: /\b(chinese|dim sum|dumpling house|sichuan|szechuan|cantonese|chinois|chino|chinesisch)\b/i,
    menu: [
      m('Har gow', 'Prawn dumplings, four pieces', 6.5),
      m('Char siu bao', 'Barbecue pork buns', 5.5),
      m('Mapo tofu', 'Sichuan pepper, minced pork', 12),
      m('Kung pao chicken', 'Peanuts, dried chilli', 13),
      m('Dan dan noodles', 'Sesame, chilli oil', 11),
      m('Egg tarts', 'Flaky pastry, baked daily', 4),
    ],
  },
  {
    id: 'korean',
    label: 'Korean',
    match: /\b(korean|bibimbap|bbq korean|coréen|coreano|koreanisch)\b/i,
    menu: [
      m('Bibimbap', 'Rice, vegetables, gochujang, fried egg', 13),
      m('Korean fried chicken', 'Soy garlic glaze', 12),
      m('Kimchi jjigae', 'Kimchi stew, pork, tofu', 12),
      m('Bulgogi', 'Marinated beef, lettuce wraps', 15),
      m('Japchae', 'Glass noodles, vegetables', 10),
      m('Tteokbokki', 'Spicy rice cakes', 9),
    ],
  },
  {
    id: 'vietnamese',
    label: 'Vietnamese',
    match: /\b(vietnamese|pho|phở|banh mi|bánh mì|vietnamien|vietnamita)\b/i,
    menu: [
      m('Phở bò', 'Beef noodle soup, herbs, lime', 12),
      m('Bánh mì', 'Pork, pâté, pickles, coriander', 8),
      m('Bún chả', 'Grilled pork, noodles, dipping sauce', 12),
      m('Fresh summer rolls', 'Prawn, herbs, peanut sauce', 6.5),
      m('Cơm tấm', 'Broken rice, pork chop, egg', 11),
      m('Vietnamese iced coffee', 'Condensed milk', 4),
    ],
  },
  {
    id: 'french',
    label: 'French',
    match: /\b(french|bistrot|brasserie|french bistro|fran[cç]ais(e)?|franc[eé]s|franz[öo]sisch)\b/i,
    menu: [
      m('Soupe à l’oignon', 'Gruyère crouton', 9),
      m('Steak frites', 'Béarnaise, hand-cut fries', 24),
      m('Coq au vin', 'Burgundy, mushrooms, lardons', 21),
      m('Moules marinières', 'White wine, shallots, cream', 17),
      m('Salade niçoise', 'Tuna, olives, egg', 14),
      m('Crème brûlée', 'Vanilla, caramelised sugar', 8),
    ],
  },
  {
    id: 'spanish',
    label: 'Spanish',
    match: /\b(spanish|tapas|paella|espa[nñ]ol(a)?|espagnol(e)?|spanisch)\b/i,
    menu: [
      m('Patatas bravas', 'Spicy tomato, aioli', 6),
      m('Gambas al ajillo', 'Garlic prawns, chilli', 10),
      m('Jamón ibérico', 'Hand-carved, 50 g', 14),
      m('Tortilla española', 'Potato and onion omelette', 7),
      m('Paella valenciana', 'For two, chicken and rabbit', 32),
      m('Churros con chocolate', 'Thick hot chocolate', 6),
    ],
  },
  {
    id: 'greek',
    label: 'Greek',
    match: /\b(greek|taverna|souvlaki|gyros|grec(que)?|griego|griechisch)\b/i,
    menu: [
      m('Souvlaki', 'Pork skewers, pitta, tzatziki', 12),
      m('Moussaka', 'Aubergine, lamb, béchamel', 15),
      m('Greek salad', 'Feta, olives, tomato, cucumber', 9),
      m('Spanakopita', 'Spinach and feta pie', 8),
      m('Grilled halloumi', 'Honey, oregano', 8),
      m('Baklava', 'Walnuts, honey syrup', 5.5),
    ],
  },
  {
    id: 'turkish',
    label: 'Turkish',
    match: /\b(turkish|kebab|kebap|doner|döner|meze|turc|turco|türkisch)\b/i,
    menu: [
      m('Adana kebab', 'Spiced lamb, flatbread, sumac onions', 14),
      m('Lahmacun', 'Thin flatbread, minced lamb', 8),
      m('İskender', 'Döner, tomato butter, yoghurt', 15),
      m('Mixed meze', 'Hummus, ezme, cacık', 12),
      m('Pide', 'Cheese and egg', 11),
      m('Künefe', 'Warm cheese pastry, pistachio', 7),
    ],
  },
  {
    id: 'lebanese',
    label: 'Lebanese',
    match: /\b(lebanese|middle eastern|falafel|shawarma|mezze|libanais|liban[eé]s|libanesisch)\b/i,
    menu: [
      m('Falafel wrap', 'Tahini, pickles, parsley', 9),
      m('Chicken shawarma', 'Garlic toum, fries', 12),
      m('Hummus beiruti', 'Chickpeas, tahini, cumin', 7),
      m('Tabbouleh', 'Parsley, bulgur, lemon', 7),
      m('Fattoush', 'Crispy bread, sumac', 7.5),
      m('Knafeh', 'Sweet cheese pastry', 7),
    ],
  },
  {
    id: 'ethiopian',
    label: 'Ethiopian',
    match: /\b(ethiopian|eritrean|injera|éthiopien|etíope|äthiopisch)\b/i,
    menu: [
      m('Doro wat', 'Chicken stew, berbere, egg', 15),
      m('Misir wat', 'Spiced red lentils', 11),
      m('Tibs', 'Sautéed beef, rosemary, jalapeño', 16),
      m('Shiro', 'Chickpea stew', 11),
      m('Veggie combo', 'Five stews on injera', 17),
      m('Ethiopian coffee', 'Roasted at the table', 4),
    ],
  },
  {
    id: 'burger',
    label: 'burger',
    match: /\b(burgers?|smash burger|diner|american|hot dogs?|am[eé]ricain|americano|amerikanisch)\b/i,
    menu: [
      m('Classic cheeseburger', 'Smashed patty, American cheese, pickles', 11),
      m('Double bacon burger', 'Two patties, smoked bacon', 14),
      m('Crispy chicken burger', 'Buttermilk chicken, slaw', 12),
      m('Veggie burger', 'Black bean patty, chipotle mayo', 11),
      m('Fries', 'Skin-on, sea salt', 4),
      m('Milkshake', 'Vanilla, chocolate or strawberry', 5.5),
    ],
  },
  {
    id: 'bbq',
    label: 'barbecue',
    match: /\b(bbq|barbecue|barbeque|smokehouse)\b/i,
    menu: [
      m('Beef brisket', '14-hour smoked, by the half pound', 16),
      m('Pulled pork', 'Carolina vinegar sauce', 13),
      m('Pork ribs', 'Half rack, dry rub', 18),
      m('Smoked chicken', 'Half bird, white sauce', 14),
      m('Mac & cheese', 'Three cheeses, crumb', 6),
      m('Cornbread', 'Honey butter', 4),
    ],
  },
  {
    id: 'seafood',
    label: 'seafood',
    match: /\b(seafood|fish and chips|fish & chips|oyster|chippy|crab shack|fruits de mer|mariscos|meeresfr[üu]chte)\b/i,
    menu: [
      m('Fish and chips', 'Beer-battered haddock, mushy peas', 15),
      m('Oysters', 'Half a dozen, shallot vinegar', 16),
      m('Crab linguine', 'Chilli, garlic, lemon', 19),
      m('Grilled sea bass', 'Samphire, brown butter', 22),
      m('Prawn cocktail', 'Marie Rose sauce', 10),
      m('Clam chowder', 'Smoked bacon, sourdough', 9),
    ],
  },
  {
    id: 'vegan',
    label: 'vegan',
    match: /\b(vegan|plant[- ]based|vegetarian|végétalien|vegano|vegetariano|vegetarisch)\b/i,
    menu: [
      m('Buddha bowl', 'Roast squash, quinoa, tahini', 12),
      m('Jackfruit tacos', 'Pickled onion, lime crema', 10),
      m('Mushroom stroganoff', 'Cashew cream, rice', 13),
      m('Falafel plate', 'Hummus, salad, flatbread', 11),
      m('Beetroot burger', 'Vegan mayo, sweet potato fries', 12),
      m('Chocolate avocado mousse', 'Raspberries', 6),
    ],
  },
  {
    id: 'steakhouse',
    label: 'steakhouse',
    match: /\b(steakhouse|steak house|steaks?|grill house|asador)\b/i,
    menu: [
      m('Ribeye 300 g', 'Dry-aged 35 days', 34),
      m('Fillet 200 g', 'Peppercorn sauce', 36),
      m('Sirloin 250 g', 'Béarnaise', 28),
      m('Tomahawk for two', '1 kg, carved at the table', 85),
      m('Creamed spinach', 'Nutmeg', 6),
      m('Beef-dripping chips', 'Triple cooked', 6),
    ],
  },
  {
    id: 'caribbean',
    label: 'Caribbean',
    match: /\b(caribbean|jamaican|jerk|cuban|caribeño|caribéen)\b/i,
    menu: [
      m('Jerk chicken', 'Rice and peas, plantain', 13),
      m('Curry goat', 'Slow cooked, roti', 15),
      m('Ackee and saltfish', 'Fried dumplings', 12),
      m('Cuban sandwich', 'Roast pork, ham, pickles', 11),
      m('Fried plantain', 'Sweet and caramelised', 5),
      m('Rum cake', 'Soaked overnight', 6),
    ],
  },
  {
    id: 'peruvian',
    label: 'Peruvian',
    match: /\b(peruvian|ceviche|peruano|péruvien|peruanisch)\b/i,
    menu: [
      m('Ceviche clásico', 'Sea bass, tiger’s milk, sweet potato', 14),
      m('Lomo saltado', 'Beef, tomato, chips, rice', 17),
      m('Ají de gallina', 'Chicken in yellow chilli cream', 14),
      m('Anticuchos', 'Grilled skewers, rocoto', 9),
      m('Causa', 'Potato, avocado, crab', 10),
      m('Pisco sour', 'Lime, egg white, bitters', 9),
    ],
  },
  {
    id: 'german',
    label: 'German',
    match: /\b(german|bavarian|biergarten|beer garden|deutsch(e|es)?|bayerisch|allemand|alem[aá]n)\b/i,
    menu: [
      m('Wiener Schnitzel', 'Veal, potato salad, lemon', 21),
      m('Bratwurst', 'Sauerkraut, mustard', 12),
      m('Käsespätzle', 'Egg noodles, mountain cheese, onions', 13),
      m('Schweinshaxe', 'Roast pork knuckle, dumpling', 19),
      m('Brezel', 'With obatzda', 5),
      m('Apfelstrudel', 'Vanilla sauce', 7),
    ],
  },
];

/** The cuisine a request names, or null. */
export function detectCuisine(text: string): Cuisine | null {
  let best: { cuisine: Cuisine; at: number } | null = null;
  for (const cuisine of CUISINES) {
    const found = cuisine.match.exec(text);
    if (found && (best === null || found.index < best.at)) best = { cuisine, at: found.index };
  }
  return best?.cuisine ?? null;
}
