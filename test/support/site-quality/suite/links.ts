// Named links: each platform or page the writer names is a working link on the site.
import type { SuiteCase } from './suite-case.ts';

export const LINKS: SuiteCase[] = [
  {
    family: 'links',
    lang: 'en',
    query: 'Burger joint Patty Wagon in Denver. People can order on DoorDash or Uber Eats, put both links on the page',
    expects: [{ name: 'Patty Wagon' }, { namedLink: /DoorDash/i }, { namedLink: /Uber Eats/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Podcast site for "Small Print" with links to our Apple Podcasts page, Spotify and Pocket Casts',
    expects: [{ name: 'Small Print' }, { namedLink: /Apple Podcasts/i }, { namedLink: /Spotify/i }, { namedLink: /Pocket Casts/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'My Etsy shop is where I sell my prints — make a portfolio site for Wren Illustration that links to it and to my Instagram',
    expects: [{ name: 'Wren Illustration' }, { namedLink: /Etsy/i }, { namedLink: /Instagram/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Consultant site for Ravi Mehta. Visitors should be able to book a call on Calendly and find me on LinkedIn.',
    expects: [{ name: 'Ravi Mehta' }, { namedLink: /Calendly|book a call/i }, { namedLink: /LinkedIn/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Open-source project page for Loomdb, a tiny embedded database: link to the GitHub repo, the docs and our Discord',
    expects: [{ name: 'Loomdb' }, { namedLink: /GitHub/i }, { namedLink: /docs|documentation/i }, { namedLink: /Discord/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Event page for the Makers Market on 3 May. Tickets are sold on Eventbrite, add a button for that',
    expects: [{ name: 'Makers Market' }, { namedLink: /Eventbrite|tickets/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Indie musician site for Juno Hart: listen on Bandcamp, watch on YouTube, follow on TikTok',
    expects: [{ name: 'Juno Hart' }, { namedLink: /Bandcamp/i }, { namedLink: /YouTube/i }, { namedLink: /TikTok/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'A writer’s homepage (Claire Dunmore) with a link to her Substack newsletter and where to buy her novel on Bookshop.org',
    expects: [{ name: 'Claire Dunmore' }, { namedLink: /Substack/i }, { namedLink: /Bookshop/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Holiday cottage Bramble End in the Lake District. Link to our Airbnb listing and give directions with a Google Maps link',
    expects: [{ name: 'Bramble End' }, { namedLink: /Airbnb/i }, { namedLink: /Google Maps|directions/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Creator page for Pixel Pete with links to Twitch, YouTube and Patreon',
    expects: [{ name: 'Pixel Pete' }, { namedLink: /Twitch/i }, { namedLink: /YouTube/i }, { namedLink: /Patreon/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Chinese takeaway Golden Lotus in Bristol, order online through Just Eat or Deliveroo',
    expects: [{ name: 'Golden Lotus' }, { namedLink: /Just Eat/i }, { namedLink: /Deliveroo/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Developer portfolio for Aiko Tanaka with GitHub, GitLab, Mastodon and a downloadable CV link',
    expects: [
      { name: 'Aiko Tanaka' },
      { namedLink: /GitHub/i },
      { namedLink: /GitLab/i },
      { namedLink: /Mastodon/i },
      { namedLink: /CV|résumé|resume/i },
    ],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Charity fun run page; donations go through our JustGiving page, and there is a Facebook group for runners',
    expects: [{ namedLink: /JustGiving|donat/i }, { namedLink: /Facebook/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Salon Luxe Locks. Booking is on Fresha — put a "Book on Fresha" link in the header and the footer',
    expects: [{ name: 'Luxe Locks' }, { namedLink: /Fresha/i }, { namedLink: /Fresha/i, where: 'footer' }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'App landing page for Sprout, a plant-care app, with Download on the App Store and Get it on Google Play buttons',
    expects: [{ name: 'Sprout' }, { namedLink: /App Store/i }, { namedLink: /Google Play/i }],
  },
  {
    family: 'links',
    lang: 'de',
    query: 'Webseite für die Praxis Dr. Vogel, Allgemeinmedizin in Kassel, mit Link zu Doctolib für Termine',
    expects: [{ name: 'Vogel' }, { namedLink: /Doctolib/i }],
  },
  {
    family: 'links',
    lang: 'de',
    query: 'Seite für den Podcast Zwischenruf mit Links zu Spotify, Apple Podcasts und Deezer',
    expects: [{ name: 'Zwischenruf' }, { namedLink: /Spotify/i }, { namedLink: /Apple Podcasts/i }, { namedLink: /Deezer/i }],
  },
  {
    family: 'links',
    lang: 'es',
    query: 'Web de la pastelería Dulce Nube en Granada con enlaces a nuestro Instagram y a Glovo para pedir a domicilio',
    expects: [{ name: 'Dulce Nube' }, { namedLink: /Instagram/i }, { namedLink: /Glovo/i }],
  },
  {
    family: 'links',
    lang: 'fr',
    query: 'Site du restaurant Le Petit Zinc à Lille avec un lien vers TheFork pour réserver et vers notre page Facebook',
    expects: [{ name: 'Petit Zinc' }, { namedLink: /TheFork|LaFourchette/i }, { namedLink: /Facebook/i }],
  },
  {
    family: 'links',
    lang: 'fr',
    query: 'Portfolio pour Inès Garnier, photographe à Marseille, avec liens vers Instagram, Behance et Vimeo',
    expects: [{ name: 'Inès Garnier' }, { namedLink: /Instagram/i }, { namedLink: /Behance/i }, { namedLink: /Vimeo/i }],
  },
];
