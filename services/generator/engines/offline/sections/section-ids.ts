// Every building block a page can be made of: content sections and small apps share one list
// so a plan, an edit ("add a FAQ", "add a to-do list") and the eval all speak the same names.

export const CONTENT_SECTIONS = [
  'hero',
  'about',
  'services',
  'menu',
  'pricing',
  'features',
  'testimonials',
  'faq',
  'team',
  'gallery',
  'contact',
  'newsletter',
  'booking',
  'schedule',
  'hours',
  'location',
  'stats',
  'blog',
  'product',
  'countdown',
  'extras',
] as const;

export const APP_SECTIONS = [
  'todo',
  'calculator',
  'quiz',
  'timer',
  'explorer',
  'table',
  'tabs',
  'accordion',
  'modal',
  'chart',
  'cart',
  'multistep',
  'login',
  'signup',
  'game',
  'themeToggle',
] as const;

export type ContentSectionId = (typeof CONTENT_SECTIONS)[number];
export type AppSectionId = (typeof APP_SECTIONS)[number];
export type SectionId = ContentSectionId | AppSectionId;

export function isSectionId(value: string): value is SectionId {
  return (CONTENT_SECTIONS as readonly string[]).includes(value) || (APP_SECTIONS as readonly string[]).includes(value);
}
