// Second held-out set, links: profiles and services named by the service, by a handle, or by a
// bare URL; a button with its own words; phone and email to reach a person.
import type { SuiteCase } from '../suite/suite-case.ts';

export const HOLDOUT_LINKS: SuiteCase[] = [
  {
    family: 'links',
    lang: 'en',
    query: 'Band website for The Low Tides, an indie band from Hull. Our music is on Bandcamp: thelowtides.bandcamp.com',
    expects: [{ name: 'The Low Tides' }, { namedLink: /bandcamp/i }, { link: /thelowtides\.bandcamp\.com/ }],
  },
  {
    family: 'links',
    lang: 'en',
    query:
      'Personal site for a UX designer, Priya Nair. Link to my LinkedIn (linkedin.com/in/priyanair-ux) and my Dribbble dribbble.com/priyanair',
    expects: [
      { namedLink: /linkedin/i },
      { link: /linkedin\.com\/in\/priyanair-ux/ },
      { namedLink: /dribbble/i },
      { link: /dribbble\.com\/priyanair/ },
    ],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Café site for Bean and Barley, please put our instagram @beanandbarley in the footer',
    expects: [{ namedLink: /instagram/i, where: 'footer' }, { link: /instagram\.com\/beanandbarley/ }],
  },
  {
    family: 'links',
    lang: 'en',
    query: "Hair salon Moss & Mane. I want a 'Book now' button that goes to https://calendly.com/mossandmane/haircut",
    expects: [{ name: 'Moss & Mane' }, { namedLink: /book now/i }, { link: /calendly\.com\/mossandmane\/haircut/ }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Charity fun run site; donations go through our JustGiving page justgiving.com/page/riverside-run-2026',
    expects: [{ namedLink: /donat|justgiving/i }, { link: /justgiving\.com\/page\/riverside-run-2026/ }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Website for a plumber in Luton. Customers should be able to call me on 07700 900123 or email fix@dripfree.co.uk',
    expects: [{ link: /tel:\+?(44)?0?7700/ }, { link: /mailto:fix@dripfree\.co\.uk/ }],
  },
  {
    family: 'links',
    lang: 'de',
    query:
      'Webseite für den Sportverein TSV Birkenau. Bitte verlinkt unseren YouTube-Kanal youtube.com/@tsvbirkenau und unsere Facebook-Seite',
    expects: [{ name: 'TSV Birkenau' }, { namedLink: /youtube/i }, { link: /youtube\.com\/@tsvbirkenau/ }],
  },
  {
    family: 'links',
    lang: 'de',
    query:
      'Wir sind Wollwerk, handgefärbte Wolle aus Bremen. Unsere Produkte gibt es auf Etsy unter etsy.com/shop/Wollwerk, bitte einen Button „Zum Shop“ einbauen.',
    expects: [{ name: 'Wollwerk' }, { namedLink: /zum shop/i }, { link: /etsy\.com\/shop\/wollwerk/i }],
  },
  {
    family: 'links',
    lang: 'es',
    query:
      'Web para mi podcast «Sobremesa». Enlaces a Spotify (open.spotify.com/show/sobremesa) y a Apple Podcasts (podcasts.apple.com/es/podcast/sobremesa)',
    expects: [
      { name: 'Sobremesa' },
      { namedLink: /spotify/i },
      { link: /open\.spotify\.com\/show\/sobremesa/ },
      { namedLink: /apple/i },
      { link: /podcasts\.apple\.com\/es\/podcast\/sobremesa/ },
    ],
  },
  {
    family: 'links',
    lang: 'fr',
    query:
      'Site pour mon gîte en Ardèche, Le Mas des Amandiers. Les réservations se font sur Airbnb : airbnb.fr/rooms/48213377. Mettez aussi un lien vers notre page Facebook facebook.com/gitelesamandiers',
    expects: [
      { namedLink: /airbnb|réserv/i },
      { link: /airbnb\.fr\/rooms\/48213377/ },
      { namedLink: /facebook/i },
      { link: /facebook\.com\/gitelesamandiers/ },
    ],
  },
];
