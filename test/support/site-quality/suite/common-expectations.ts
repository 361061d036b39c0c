// Expectations many requests share, written once so each reads the same everywhere.
import type { Expectation } from '../asked-for.ts';

export const contactForm: Expectation = { control: 'form textarea, form input[type="email"]', what: 'a contact form' };
export const emailField: Expectation = { input: /e-?mail|correo|courriel/i, types: ['email'] };
export const dateField: Expectation = { control: 'input[type="date"], input[type="datetime-local"]', what: 'a date field' };
export const faq: Expectation = { control: 'details summary', what: 'FAQ answers' };
export const reviews: Expectation = { control: 'blockquote', what: 'quoted reviews' };
export const gallery: Expectation = { control: 'figure, img, .gallery', what: 'a gallery' };
export const dark: Expectation = { theme: 'dark' };
export const light: Expectation = { theme: 'light' };
export const todo: Expectation = { widget: 'todo' };
export const cart: Expectation = { widget: 'cart' };

/** A business that has not opened yet, or just started, has no track record to boast of. */
export const noTrackRecord: Expectation = {
  absent:
    /\d+\+? years|years of experience|since (19|20)\d\d|seit (19|20)\d\d|jahren erfahrung|años de experiencia|desde (19|20)\d\d|ans d.expérience|depuis (19|20)\d\d/i,
  what: 'no claim of years in business (a new business)',
};
/** Prices for a place outside the US are not in US dollars. */
export const noUsDollars: Expectation = { absent: /US\$|\$\s?\d/, what: 'no US$ prices (the place is outside the US)' };

/** Each thing listed, by name: in a heading or the visible text. */
export const items = (...names: string[]): Expectation[] => names.map((item) => ({ item }));
/** Each item at its price, in the currency asked. */
export const priced = (currency: string, list: [string, number][]): Expectation[] =>
  list.map(([price, amount]) => ({ price, amount, currency }));
/** A labelled field that takes a date. */
export const dateInput = (label: RegExp): Expectation => ({ input: label, types: ['date', 'datetime-local'] });
