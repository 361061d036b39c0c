// Working widgets, tried the way a person would: type a task into a to-do list, add it, see it,
// remove it; press "Add to cart" and see the cart's count go up. Nothing here knows the engine's
// markup: fields are found by their labels, buttons by their names, counts by the words beside them.
import type { Browser, Page } from 'playwright-core';

const TASK = 'Water the ferns 4712';
const ADD = /\badd\b|hinzuf|añadir|agregar|ajouter|^\s*\+\s*$/i;
const TASKISH = /task|to-?do|item|aufgabe|tarea|tâche|note/i;
const REMOVE = /remove|delete|löschen|entfernen|eliminar|borrar|quitar|supprimer|retirer|^\s*[×✕x]\s*$/i;
const ADD_TO_CART =
  /add to (cart|basket|bag)|in den warenkorb|zum warenkorb|añadir al carrito|agregar al carrito|ajouter au panier|^\s*buy\b/i;

async function withPage(browser: Browser, url: string, use: (page: Page) => Promise<boolean>): Promise<boolean> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
  try {
    await page.goto(url, { waitUntil: 'load' });
    return await use(page);
  } catch {
    return false;
  } finally {
    await page.close();
  }
}

const shows = (page: Page, what: string) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees
  page.evaluate((s) => document.body.innerText.includes(s), what);

/** A to-do list on this page takes a task, shows it, and lets it be removed. */
export function todoWorks(browser: Browser, url: string): Promise<boolean> {
  return withPage(browser, url, async (page) => {
    // The field is marked so the locator below finds the one a person would pick.
    const found = await page.evaluate(
      ({ taskish, add }) => {
        const inputs = [...document.querySelectorAll('form input')].filter((i) =>
          ['text', 'search', ''].includes(i.getAttribute('type') ?? ''),
        );
        const pick = inputs.find((input) => {
          const id = input.getAttribute('id');
          const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : input.closest('label')?.textContent;
          const named = `${label ?? ''} ${input.getAttribute('aria-label') ?? ''} ${input.getAttribute('placeholder') ?? ''}`;
          const buttons = [...(input.closest('form')?.querySelectorAll('button, input[type="submit"]') ?? [])];
          const buttonNames = buttons.map(
            (b) => `${b.textContent ?? ''} ${b.getAttribute('aria-label') ?? ''} ${b.getAttribute('value') ?? ''}`,
          );
          return new RegExp(taskish, 'i').test(named) || buttonNames.some((n) => new RegExp(add, 'i').test(n));
        });
        pick?.setAttribute('data-suite-pick', '');
        return pick !== undefined;
      },
      { taskish: TASKISH.source, add: ADD.source },
    );
    if (!found) return false;
    const field = page.locator('[data-suite-pick]');
    await field.fill(TASK);
    await field.press('Enter');
    await page.waitForTimeout(200);
    if (!(await shows(page, TASK))) return false;
    const row = page.locator('li, tr, [role="listitem"]').filter({ hasText: TASK }).last();
    const remove = row.locator('button, [role="button"]').filter({ hasText: REMOVE });
    const named = page.locator(`button[aria-label*="${TASK}"]`);
    if ((await remove.count()) > 0) await remove.first().click();
    else if ((await named.count()) > 0) await named.first().click();
    else return false;
    await page.waitForTimeout(200);
    return !(await shows(page, TASK));
  });
}

/** The sum of the numbers shown in small elements that speak of a cart, basket or bag. */
function cartCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const cartish = /cart|basket|bag|warenkorb|carrito|cesta|panier/i;
    const said = (el: Element) => `${el.textContent ?? ''} ${el.getAttribute('aria-label') ?? ''}`;
    const small = [...document.body.querySelectorAll('*')].filter((el) => (el.textContent ?? '').length <= 40 && cartish.test(said(el)));
    const deepest = small.filter((el) => !small.some((other) => other !== el && el.contains(other)));
    return deepest.reduce((sum, el) => sum + ((el.textContent ?? '').match(/\d+/g) ?? []).reduce((s, n) => s + Number(n), 0), 0);
  });
}

/** Pressing an "Add to cart" button on this page makes the cart's count go up. */
export function cartWorks(browser: Browser, url: string): Promise<boolean> {
  return withPage(browser, url, async (page) => {
    const button = page.locator('button, [role="button"], input[type="submit"]').filter({ hasText: ADD_TO_CART }).filter({ visible: true });
    if ((await button.count()) === 0) return false;
    const before = await cartCount(page);
    await button.first().click();
    await page.waitForTimeout(200);
    return (await cartCount(page)) > before;
  });
}
