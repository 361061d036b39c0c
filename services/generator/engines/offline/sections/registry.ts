// Section id -> renderer. The only place that knows every building block.
import type { RenderContext } from '../render/render-context.ts';
import type { SectionId } from './section-ids.ts';
import { heroSection } from './hero.ts';
import { aboutSection } from './about.ts';
import { featuresSection, servicesSection } from './offerings.ts';
import { menuSection } from './menu.ts';
import { pricingSection } from './pricing.ts';
import { statsSection, teamSection, testimonialsSection } from './social-proof.ts';
import { faqSection } from './faq.ts';
import { gallerySection } from './gallery.ts';
import { bookingSection, contactSection, newsletterSection } from './forms.ts';
import { hoursSection, scheduleSection } from './timetables.ts';
import { locationSection } from './location.ts';
import { blogSection } from './blog.ts';
import { productSection } from './product.ts';
import { countdownSection } from './countdown.ts';
import { extrasSection } from './extras.ts';
import { todoApp } from '../apps/todo.ts';
import { calculatorApp } from '../apps/calculator.ts';
import { quizApp } from '../apps/quiz.ts';
import { timerApp } from '../apps/timer.ts';
import { chartApp, explorerApp, tableApp } from '../apps/data-views.ts';
import { accordionApp, modalApp, tabsApp } from '../apps/widgets.ts';
import { cartApp } from '../apps/commerce.ts';
import { loginApp, multistepApp, signupApp } from '../apps/accounts.ts';
import { gameApp } from '../apps/game.ts';

type Renderer = (ctx: RenderContext) => string;

export const RENDERERS: Record<Exclude<SectionId, 'themeToggle'>, Renderer> = {
  hero: (ctx) => heroSection(ctx),
  about: aboutSection,
  services: servicesSection,
  menu: menuSection,
  pricing: pricingSection,
  features: featuresSection,
  testimonials: testimonialsSection,
  faq: faqSection,
  team: teamSection,
  gallery: gallerySection,
  contact: contactSection,
  newsletter: newsletterSection,
  booking: bookingSection,
  schedule: scheduleSection,
  hours: hoursSection,
  location: locationSection,
  stats: statsSection,
  blog: blogSection,
  product: productSection,
  countdown: countdownSection,
  extras: extrasSection,
  todo: todoApp,
  calculator: calculatorApp,
  quiz: quizApp,
  timer: timerApp,
  explorer: explorerApp,
  table: tableApp,
  tabs: tabsApp,
  accordion: accordionApp,
  modal: modalApp,
  chart: chartApp,
  cart: cartApp,
  multistep: multistepApp,
  login: loginApp,
  signup: signupApp,
  game: gameApp,
};

export function renderSection(id: SectionId, ctx: RenderContext): string {
  if (id === 'themeToggle') return '';
  return RENDERERS[id](ctx);
}
