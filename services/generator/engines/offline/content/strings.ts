// Interface words and generic copy in the four site languages. Kind-specific copy lives in
// kinds.ts (English); for the other languages the generic lines here carry the kind's own noun.
import type { Lang } from '../request/language.ts';

export interface Strings {
  skip: string; menuButton: string; home: string; primaryNav: string;
  titles: Record<string, string>;
  heroLead: (kind: string, place: string | null) => string;
  aboutText: (name: string, kind: string, place: string | null) => string;
  services: [string, string][];
  cta: string; secondaryCta: string;
  name: string; email: string; phone: string; message: string; date: string; time: string; guests: string; send: string;
  subscribe: string; newsletterText: string; required: string; invalidEmail: string; thanks: string; booked: string; subscribed: string;
  frontEndOnly: string;
  days: string[]; closed: string;
  testimonials: [string, string][];
  faq: [string, string][];
  tiers: [string, string, string[]][]; perMonth: string; choose: string; popular: string;
  stats: [string, string][];
  team: [string, string][];
  features: [string, string][];
  posts: [string, string][]; readMore: string; categories: string; search: string;
  addToCart: string; cart: string; quantity: string; price: string;
  days_: string; hours_: string; minutes_: string; seconds_: string;
  gallery: string[]; close: string; previous: string; next: string;
  /** The button that takes an item out of a list or cart (never "Close"). */
  remove: string;
  follow: string; rights: string; address: string; getDirections: string; openMap: string;
}

const en: Strings = {
  skip: 'Skip to content', menuButton: 'Menu', home: 'Home', primaryNav: 'Main',
  titles: { extras: 'Highlights', about: 'About us', services: 'What we offer', menu: 'Menu', pricing: 'Pricing', features: 'Features', testimonials: 'What people say', faq: 'Frequently asked questions', team: 'Meet the team', gallery: 'Gallery', contact: 'Contact us', newsletter: 'Stay in the loop', booking: 'Book a visit', schedule: 'Schedule', hours: 'Opening hours', location: 'Find us', stats: 'By the numbers', blog: 'Latest posts', product: 'Shop', countdown: 'Coming up', todo: 'To-do list', calculator: 'Calculator', quiz: 'Quiz', timer: 'Focus timer', explorer: 'Browse', table: 'Records', tabs: 'At a glance', accordion: 'Details', modal: 'Learn more', chart: 'Trends', cart: 'Your cart', multistep: 'Get started', login: 'Log in', signup: 'Create an account', game: 'Play', themeToggle: 'Theme', services_page: 'Services' },
  heroLead: (kind, place) => `Your ${kind}${place ? ` in ${place}` : ''}: friendly people, honest prices and work we are proud of.`,
  aboutText: (name, kind, place) => `${name} is an independent ${kind}${place ? ` in ${place}` : ''}. We keep things personal, take our time and stand behind everything we do.`,
  services: [['Personal advice', 'We listen first, then suggest what fits.'], ['Quality you can see', 'Careful work, finished properly.'], ['Fair prices', 'Clear quotes with no surprises.']],
  cta: 'Get in touch', secondaryCta: 'Learn more',
  name: 'Name', email: 'Email', phone: 'Phone', message: 'Message', date: 'Date', time: 'Time', guests: 'Guests', send: 'Send message',
  subscribe: 'Subscribe', newsletterText: 'One short email a month. No spam, unsubscribe any time.', required: 'Please fill in this field.', invalidEmail: 'Please enter a valid email address.', thanks: 'Thank you! We will get back to you soon.', booked: 'Thank you! Your request is noted. We will confirm by email.', subscribed: 'You are subscribed. Welcome!',
  frontEndOnly: 'This demo form checks your entries in the browser only; nothing is sent.',
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], closed: 'Closed',
  testimonials: [['Exactly what we hoped for, and then some. We will be back.', 'Hannah R.'], ['Friendly, quick and genuinely good at what they do.', 'Marcus T.'], ['I have recommended them to everyone I know.', 'Priya S.'], ['Great value and a real personal touch.', 'Tom W.'], ['They went the extra mile without being asked.', 'Elena G.'], ['The best in town, hands down.', 'David K.']],
  faq: [['How do I book?', 'Use the form on this page or call us; we reply within one working day.'], ['What does it cost?', 'Prices are listed on this page. Ask us for a quote for anything custom.'], ['Can I cancel or change?', 'Yes: let us know 24 hours ahead and there is no charge.'], ['Do you offer gift cards?', 'Yes, in any amount, by email or printed.'], ['Is there parking nearby?', 'Free street parking and a public car park two minutes away.'], ['Which payment methods do you accept?', 'Cards, contactless and bank transfer.'], ['Are you accessible?', 'Step-free entrance and an accessible toilet.'], ['Do you work weekends?', 'Yes, see our opening hours above.']],
  tiers: [['Starter', 'For trying things out', ['The essentials', 'Email support', 'Cancel any time']], ['Standard', 'Our most popular choice', ['Everything in Starter', 'Priority support', 'Monthly check-in']], ['Premium', 'For people who want it all', ['Everything in Standard', 'Dedicated contact', 'Extras included']], ['Enterprise', 'Tailored for large teams', ['Custom terms', 'Onboarding', 'Service-level agreement']]],
  perMonth: '/ month', choose: 'Choose', popular: 'Most popular',
  stats: [['15+', 'years of experience'], ['2,400', 'happy customers'], ['4.9/5', 'average rating'], ['24h', 'reply time']],
  team: [['Alex Morgan', 'Founder'], ['Sam Rivera', 'Operations lead'], ['Jordan Lee', 'Customer care'], ['Chris Okafor', 'Specialist'], ['Mia Novak', 'Designer'], ['Leo Hart', 'Apprentice']],
  features: [['Fast', 'Everything loads in a blink, even on slow connections.'], ['Simple', 'Clear choices and no clutter.'], ['Reliable', 'Works every time, on every device.'], ['Private', 'Your data stays yours.'], ['Supported', 'Real people ready to help.'], ['Flexible', 'Adapts to the way you work.']],
  posts: [['Five things we learned this year', 'A look back at the highs, the lows and what comes next.'], ['Behind the scenes', 'How a normal day looks from our side of the counter.'], ['A beginner’s guide', 'Everything you wanted to ask but did not know where to start.'], ['Meet our newest team member', 'Say hello, and learn what they bring.']],
  readMore: 'Read more', categories: 'Categories', search: 'Search',
  addToCart: 'Add to cart', cart: 'Cart', quantity: 'Quantity', price: 'Price',
  days_: 'Days', hours_: 'Hours', minutes_: 'Minutes', seconds_: 'Seconds',
  gallery: ['Morning light', 'The details', 'Behind the scenes', 'A favourite', 'Work in progress', 'The finished piece', 'On location', 'Close up'], close: 'Close', previous: 'Previous', next: 'Next', remove: 'Remove',
  follow: 'Follow us', rights: 'All rights reserved.', address: 'Address', getDirections: 'Get directions', openMap: 'Map showing our location',
};

const es: Strings = {
  skip: 'Saltar al contenido', menuButton: 'Menú', home: 'Inicio', primaryNav: 'Principal',
  titles: { extras: 'Destacados', about: 'Sobre nosotros', services: 'Lo que ofrecemos', menu: 'Carta', pricing: 'Precios', features: 'Características', testimonials: 'Lo que dicen', faq: 'Preguntas frecuentes', team: 'Nuestro equipo', gallery: 'Galería', contact: 'Contacto', newsletter: 'Mantente al día', booking: 'Reserva', schedule: 'Horario de actividades', hours: 'Horario', location: 'Dónde estamos', stats: 'En cifras', blog: 'Últimas entradas', product: 'Tienda', countdown: 'Próximamente', todo: 'Lista de tareas', calculator: 'Calculadora', quiz: 'Cuestionario', timer: 'Temporizador', explorer: 'Explorar', table: 'Registros', tabs: 'De un vistazo', accordion: 'Detalles', modal: 'Más información', chart: 'Tendencias', cart: 'Tu carrito', multistep: 'Empezar', login: 'Iniciar sesión', signup: 'Crear una cuenta', game: 'Jugar', themeToggle: 'Tema', services_page: 'Servicios' },
  heroLead: (kind, place) => `Tu ${kind}${place ? ` en ${place}` : ''}: trato cercano, precios honestos y un trabajo del que estamos orgullosos.`,
  aboutText: (name, kind, place) => `${name} es un/a ${kind} independiente${place ? ` en ${place}` : ''}. Cuidamos cada detalle y respondemos por todo lo que hacemos.`,
  services: [['Asesoramiento personal', 'Primero escuchamos, luego proponemos lo que encaja.'], ['Calidad visible', 'Trabajo cuidadoso y bien terminado.'], ['Precios justos', 'Presupuestos claros, sin sorpresas.']],
  cta: 'Contáctanos', secondaryCta: 'Saber más',
  name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono', message: 'Mensaje', date: 'Fecha', time: 'Hora', guests: 'Personas', send: 'Enviar mensaje',
  subscribe: 'Suscribirme', newsletterText: 'Un correo breve al mes. Sin spam; date de baja cuando quieras.', required: 'Rellena este campo.', invalidEmail: 'Introduce un correo electrónico válido.', thanks: '¡Gracias! Te responderemos pronto.', booked: '¡Gracias! Hemos anotado tu solicitud y la confirmaremos por correo.', subscribed: '¡Suscripción completada!',
  frontEndOnly: 'Este formulario de demostración solo comprueba los datos en el navegador; no se envía nada.',
  days: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'], closed: 'Cerrado',
  testimonials: [['Justo lo que esperábamos, y más. Volveremos.', 'Lucía M.'], ['Amables, rápidos y muy buenos en lo suyo.', 'Javier P.'], ['Se lo he recomendado a todo el mundo.', 'Carmen R.'], ['Buena relación calidad-precio y un trato muy personal.', 'Diego F.']],
  faq: [['¿Cómo reservo?', 'Usa el formulario de esta página o llámanos; respondemos en un día laborable.'], ['¿Cuánto cuesta?', 'Los precios están en esta página. Pídenos presupuesto para algo a medida.'], ['¿Puedo cancelar o cambiar?', 'Sí, avísanos con 24 horas de antelación sin coste.'], ['¿Tenéis tarjetas regalo?', 'Sí, de cualquier importe.'], ['¿Hay aparcamiento cerca?', 'Aparcamiento público a dos minutos.'], ['¿Qué formas de pago aceptáis?', 'Tarjeta, pago sin contacto y transferencia.']],
  tiers: [['Básico', 'Para empezar', ['Lo esencial', 'Soporte por correo', 'Cancela cuando quieras']], ['Estándar', 'La opción más elegida', ['Todo lo del plan Básico', 'Soporte prioritario', 'Revisión mensual']], ['Premium', 'Para quien lo quiere todo', ['Todo lo del plan Estándar', 'Contacto dedicado', 'Extras incluidos']], ['Empresa', 'A medida para equipos', ['Condiciones a medida', 'Incorporación guiada', 'Acuerdo de nivel de servicio']]],
  perMonth: '/ mes', choose: 'Elegir', popular: 'Más popular',
  stats: [['15+', 'años de experiencia'], ['2.400', 'clientes satisfechos'], ['4,9/5', 'valoración media'], ['24 h', 'tiempo de respuesta']],
  team: [['Lucía Martín', 'Fundadora'], ['Javier Pérez', 'Operaciones'], ['Carmen Ruiz', 'Atención al cliente'], ['Diego Fernández', 'Especialista']],
  features: [['Rápido', 'Todo carga al instante.'], ['Sencillo', 'Opciones claras y sin ruido.'], ['Fiable', 'Funciona siempre, en cualquier dispositivo.'], ['Privado', 'Tus datos son tuyos.']],
  posts: [['Cinco cosas que aprendimos este año', 'Un repaso a lo bueno, lo malo y lo que viene.'], ['Entre bastidores', 'Así es un día normal desde nuestro lado.'], ['Guía para principiantes', 'Todo lo que querías preguntar.']],
  readMore: 'Leer más', categories: 'Categorías', search: 'Buscar',
  addToCart: 'Añadir al carrito', cart: 'Carrito', quantity: 'Cantidad', price: 'Precio',
  days_: 'Días', hours_: 'Horas', minutes_: 'Minutos', seconds_: 'Segundos',
  gallery: ['Luz de la mañana', 'Los detalles', 'Entre bastidores', 'Un favorito', 'En proceso', 'El resultado', 'En el lugar', 'De cerca'], close: 'Cerrar', previous: 'Anterior', next: 'Siguiente', remove: 'Quitar',
  follow: 'Síguenos', rights: 'Todos los derechos reservados.', address: 'Dirección', getDirections: 'Cómo llegar', openMap: 'Mapa con nuestra ubicación',
};

const fr: Strings = {
  skip: 'Aller au contenu', menuButton: 'Menu', home: 'Accueil', primaryNav: 'Principale',
  titles: { extras: 'À la une', about: 'À propos', services: 'Nos services', menu: 'La carte', pricing: 'Tarifs', features: 'Fonctionnalités', testimonials: 'Ils en parlent', faq: 'Questions fréquentes', team: 'L’équipe', gallery: 'Galerie', contact: 'Contact', newsletter: 'Restez informé', booking: 'Réserver', schedule: 'Programme', hours: 'Horaires', location: 'Nous trouver', stats: 'En chiffres', blog: 'Derniers articles', product: 'Boutique', countdown: 'Bientôt', todo: 'Liste de tâches', calculator: 'Calculatrice', quiz: 'Quiz', timer: 'Minuteur', explorer: 'Parcourir', table: 'Données', tabs: 'En bref', accordion: 'Détails', modal: 'En savoir plus', chart: 'Tendances', cart: 'Votre panier', multistep: 'Commencer', login: 'Connexion', signup: 'Créer un compte', game: 'Jouer', themeToggle: 'Thème', services_page: 'Services' },
  heroLead: (kind, place) => `Votre ${kind}${place ? ` à ${place}` : ''} : un accueil chaleureux, des prix honnêtes et un travail soigné.`,
  aboutText: (name, kind, place) => `${name} est un(e) ${kind} indépendant(e)${place ? ` à ${place}` : ''}. Nous prenons le temps de bien faire et nous assumons chaque détail.`,
  services: [['Conseil personnalisé', 'Nous écoutons d’abord, puis nous proposons.'], ['Qualité visible', 'Un travail soigné jusqu’au bout.'], ['Prix justes', 'Des devis clairs, sans surprise.']],
  cta: 'Nous contacter', secondaryCta: 'En savoir plus',
  name: 'Nom', email: 'E-mail', phone: 'Téléphone', message: 'Message', date: 'Date', time: 'Heure', guests: 'Personnes', send: 'Envoyer',
  subscribe: 'S’abonner', newsletterText: 'Un court e-mail par mois. Pas de spam, désabonnement à tout moment.', required: 'Veuillez remplir ce champ.', invalidEmail: 'Veuillez saisir une adresse e-mail valide.', thanks: 'Merci ! Nous vous répondrons vite.', booked: 'Merci ! Votre demande est notée ; nous confirmerons par e-mail.', subscribed: 'Inscription confirmée !',
  frontEndOnly: 'Ce formulaire de démonstration vérifie vos saisies dans le navigateur uniquement ; rien n’est envoyé.',
  days: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'], closed: 'Fermé',
  testimonials: [['Exactement ce que nous espérions. Nous reviendrons.', 'Camille D.'], ['Aimables, rapides et vraiment doués.', 'Julien M.'], ['Je les recommande à tout le monde.', 'Sophie L.'], ['Excellent rapport qualité-prix.', 'Antoine B.']],
  faq: [['Comment réserver ?', 'Utilisez le formulaire de cette page ou appelez-nous ; réponse sous un jour ouvré.'], ['Combien ça coûte ?', 'Les prix sont sur cette page. Demandez un devis pour une demande sur mesure.'], ['Puis-je annuler ?', 'Oui, sans frais jusqu’à 24 heures avant.'], ['Proposez-vous des cartes cadeaux ?', 'Oui, du montant de votre choix.'], ['Peut-on se garer ?', 'Un parking public à deux minutes.'], ['Quels moyens de paiement ?', 'Carte, sans contact et virement.']],
  tiers: [['Essentiel', 'Pour découvrir', ['L’essentiel', 'Support par e-mail', 'Sans engagement']], ['Standard', 'Le plus choisi', ['Tout l’Essentiel', 'Support prioritaire', 'Point mensuel']], ['Premium', 'Pour tout avoir', ['Tout le Standard', 'Contact dédié', 'Options incluses']], ['Entreprise', 'Sur mesure', ['Conditions sur mesure', 'Accompagnement', 'Engagement de service']]],
  perMonth: '/ mois', choose: 'Choisir', popular: 'Le plus populaire',
  stats: [['15+', 'ans d’expérience'], ['2 400', 'clients satisfaits'], ['4,9/5', 'note moyenne'], ['24 h', 'délai de réponse']],
  team: [['Camille Dubois', 'Fondatrice'], ['Julien Martin', 'Opérations'], ['Sophie Laurent', 'Relation client'], ['Antoine Bernard', 'Spécialiste']],
  features: [['Rapide', 'Tout se charge en un clin d’œil.'], ['Simple', 'Des choix clairs, sans encombrement.'], ['Fiable', 'Fonctionne partout, à chaque fois.'], ['Privé', 'Vos données restent les vôtres.']],
  posts: [['Cinq leçons de cette année', 'Les hauts, les bas et la suite.'], ['Dans les coulisses', 'Une journée type de notre côté.'], ['Le guide du débutant', 'Tout ce que vous vouliez savoir.']],
  readMore: 'Lire la suite', categories: 'Catégories', search: 'Rechercher',
  addToCart: 'Ajouter au panier', cart: 'Panier', quantity: 'Quantité', price: 'Prix',
  days_: 'Jours', hours_: 'Heures', minutes_: 'Minutes', seconds_: 'Secondes',
  gallery: ['Lumière du matin', 'Les détails', 'En coulisses', 'Un favori', 'En cours', 'Le résultat', 'Sur place', 'De près'], close: 'Fermer', previous: 'Précédent', next: 'Suivant', remove: 'Retirer',
  follow: 'Suivez-nous', rights: 'Tous droits réservés.', address: 'Adresse', getDirections: 'Itinéraire', openMap: 'Plan de notre emplacement',
};

const de: Strings = {
  skip: 'Zum Inhalt springen', menuButton: 'Menü', home: 'Start', primaryNav: 'Hauptmenü',
  titles: { extras: 'Highlights', about: 'Über uns', services: 'Unser Angebot', menu: 'Speisekarte', pricing: 'Preise', features: 'Funktionen', testimonials: 'Das sagen unsere Kunden', faq: 'Häufige Fragen', team: 'Unser Team', gallery: 'Galerie', contact: 'Kontakt', newsletter: 'Auf dem Laufenden bleiben', booking: 'Termin buchen', schedule: 'Stundenplan', hours: 'Öffnungszeiten', location: 'Anfahrt', stats: 'In Zahlen', blog: 'Neueste Beiträge', product: 'Shop', countdown: 'Demnächst', todo: 'Aufgabenliste', calculator: 'Rechner', quiz: 'Quiz', timer: 'Timer', explorer: 'Durchsuchen', table: 'Datensätze', tabs: 'Auf einen Blick', accordion: 'Details', modal: 'Mehr erfahren', chart: 'Trends', cart: 'Ihr Warenkorb', multistep: 'Loslegen', login: 'Anmelden', signup: 'Konto erstellen', game: 'Spielen', themeToggle: 'Design', services_page: 'Leistungen' },
  heroLead: (kind, place) => `Ihr ${kind}${place ? ` in ${place}` : ''}: freundlich, fair im Preis und mit Sorgfalt bei der Arbeit.`,
  aboutText: (name, kind, place) => `${name} ist ein unabhängiges ${kind}${place ? ` in ${place}` : ''}. Wir nehmen uns Zeit und stehen für jedes Detail ein.`,
  services: [['Persönliche Beratung', 'Erst zuhören, dann passend vorschlagen.'], ['Sichtbare Qualität', 'Sorgfältige Arbeit bis zum Schluss.'], ['Faire Preise', 'Klare Angebote ohne Überraschungen.']],
  cta: 'Kontakt aufnehmen', secondaryCta: 'Mehr erfahren',
  name: 'Name', email: 'E-Mail', phone: 'Telefon', message: 'Nachricht', date: 'Datum', time: 'Uhrzeit', guests: 'Personen', send: 'Nachricht senden',
  subscribe: 'Abonnieren', newsletterText: 'Eine kurze E-Mail im Monat. Kein Spam, jederzeit abbestellbar.', required: 'Bitte füllen Sie dieses Feld aus.', invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', thanks: 'Danke! Wir melden uns bald.', booked: 'Danke! Ihre Anfrage ist notiert; wir bestätigen per E-Mail.', subscribed: 'Sie sind angemeldet. Willkommen!',
  frontEndOnly: 'Dieses Demo-Formular prüft Ihre Eingaben nur im Browser; es wird nichts gesendet.',
  days: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'], closed: 'Geschlossen',
  testimonials: [['Genau das, was wir uns erhofft hatten. Wir kommen wieder.', 'Anna K.'], ['Freundlich, schnell und richtig gut.', 'Lukas B.'], ['Ich empfehle sie allen weiter.', 'Marie S.'], ['Tolles Preis-Leistungs-Verhältnis.', 'Felix W.']],
  faq: [['Wie buche ich?', 'Über das Formular auf dieser Seite oder telefonisch; Antwort innerhalb eines Werktags.'], ['Was kostet das?', 'Die Preise stehen auf dieser Seite. Für Sonderwünsche erstellen wir ein Angebot.'], ['Kann ich stornieren?', 'Ja, bis 24 Stunden vorher kostenlos.'], ['Gibt es Gutscheine?', 'Ja, in jeder Höhe.'], ['Gibt es Parkplätze?', 'Ein öffentliches Parkhaus zwei Minuten entfernt.'], ['Welche Zahlungsarten?', 'Karte, kontaktlos und Überweisung.']],
  tiers: [['Basis', 'Zum Ausprobieren', ['Das Wichtigste', 'E-Mail-Support', 'Jederzeit kündbar']], ['Standard', 'Am beliebtesten', ['Alles aus Basis', 'Bevorzugter Support', 'Monatliches Gespräch']], ['Premium', 'Für alle Extras', ['Alles aus Standard', 'Fester Ansprechpartner', 'Extras inklusive']], ['Enterprise', 'Maßgeschneidert', ['Individuelle Konditionen', 'Einführung', 'Service-Level-Vereinbarung']]],
  perMonth: '/ Monat', choose: 'Auswählen', popular: 'Am beliebtesten',
  stats: [['15+', 'Jahre Erfahrung'], ['2.400', 'zufriedene Kunden'], ['4,9/5', 'Durchschnittsbewertung'], ['24 h', 'Antwortzeit']],
  team: [['Anna Keller', 'Gründerin'], ['Lukas Braun', 'Betrieb'], ['Marie Schulz', 'Kundenservice'], ['Felix Wagner', 'Spezialist']],
  features: [['Schnell', 'Alles lädt im Handumdrehen.'], ['Einfach', 'Klare Auswahl, kein Ballast.'], ['Zuverlässig', 'Funktioniert überall, jedes Mal.'], ['Privat', 'Ihre Daten bleiben Ihre.']],
  posts: [['Fünf Dinge, die wir dieses Jahr gelernt haben', 'Höhen, Tiefen und was als Nächstes kommt.'], ['Hinter den Kulissen', 'Ein ganz normaler Tag bei uns.'], ['Ein Leitfaden für Einsteiger', 'Alles, was Sie schon immer fragen wollten.']],
  readMore: 'Weiterlesen', categories: 'Kategorien', search: 'Suchen',
  addToCart: 'In den Warenkorb', cart: 'Warenkorb', quantity: 'Menge', price: 'Preis',
  days_: 'Tage', hours_: 'Stunden', minutes_: 'Minuten', seconds_: 'Sekunden',
  gallery: ['Morgenlicht', 'Die Details', 'Hinter den Kulissen', 'Ein Favorit', 'In Arbeit', 'Das Ergebnis', 'Vor Ort', 'Nahaufnahme'], close: 'Schließen', previous: 'Zurück', next: 'Weiter', remove: 'Entfernen',
  follow: 'Folgen Sie uns', rights: 'Alle Rechte vorbehalten.', address: 'Adresse', getDirections: 'Route planen', openMap: 'Karte mit unserem Standort',
};

export const STRINGS: Record<Lang, Strings> = { en, es, fr, de };
