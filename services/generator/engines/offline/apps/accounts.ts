// Log-in, sign-up and multi-step forms. Front-end only, and they say so.
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { fieldsFor, validatedForm } from '../sections/forms.ts';
import { sectionTitle, shell } from '../sections/shell.ts';

const UI = {
  en: {
    password: 'Password',
    confirm: 'Confirm password',
    welcome: 'Signed in (demo only: no account exists on a server).',
    created: 'Account created in this demo. Nothing was sent.',
    step: 'Step',
    of: 'of',
    back: 'Back',
    next: 'Next',
    finish: 'Finish',
    done: 'All done! This demo keeps your answers in the page only.',
    goal: 'Your goal',
    goals: ['Learn the basics', 'Grow my business', 'Just exploring'],
    review: 'Review',
    signedUp: 'Thank you for signing up. This demo keeps your details in the page only: nothing was sent.',
  },
  es: {
    password: 'Contraseña',
    confirm: 'Repite la contraseña',
    welcome: 'Sesión iniciada (demostración: no hay cuenta en ningún servidor).',
    created: 'Cuenta creada en esta demostración. No se envió nada.',
    step: 'Paso',
    of: 'de',
    back: 'Atrás',
    next: 'Siguiente',
    finish: 'Terminar',
    done: '¡Listo! Esta demostración guarda tus respuestas solo en la página.',
    goal: 'Tu objetivo',
    goals: ['Aprender lo básico', 'Hacer crecer mi negocio', 'Solo curioseo'],
    review: 'Revisar',
    signedUp: 'Gracias por inscribirte. Esta demostración guarda tus datos solo en la página: no se envió nada.',
  },
  fr: {
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
    welcome: 'Connecté (démo : aucun compte sur un serveur).',
    created: 'Compte créé dans cette démo. Rien n’a été envoyé.',
    step: 'Étape',
    of: 'sur',
    back: 'Retour',
    next: 'Suivant',
    finish: 'Terminer',
    done: 'Terminé ! Cette démo garde vos réponses dans la page.',
    goal: 'Votre objectif',
    goals: ['Apprendre les bases', 'Développer mon activité', 'Simple curiosité'],
    review: 'Vérifier',
    signedUp: 'Merci de votre inscription. Cette démo garde vos données dans la page : rien n’a été envoyé.',
  },
  de: {
    password: 'Passwort',
    confirm: 'Passwort bestätigen',
    welcome: 'Angemeldet (Demo: kein Konto auf einem Server).',
    created: 'Konto in dieser Demo erstellt. Nichts wurde gesendet.',
    step: 'Schritt',
    of: 'von',
    back: 'Zurück',
    next: 'Weiter',
    finish: 'Fertig',
    done: 'Fertig! Diese Demo behält Ihre Angaben nur auf der Seite.',
    goal: 'Ihr Ziel',
    goals: ['Grundlagen lernen', 'Mein Geschäft ausbauen', 'Nur schauen'],
    review: 'Prüfen',
    signedUp: 'Danke für Ihre Anmeldung. Diese Demo behält Ihre Angaben nur auf der Seite: Nichts wurde gesendet.',
  },
};

export function loginApp(ctx: RenderContext): string {
  const ui = UI[ctx.request.lang];
  return shell(
    'login',
    sectionTitle(ctx, 'login'),
    `<div class="card narrow">${validatedForm(
      ctx,
      'login',
      [
        { name: 'email', label: ctx.t.email, type: 'email', required: true },
        { name: 'password', label: ui.password, type: 'password', required: true },
      ],
      sectionTitle(ctx, 'login'),
      ui.welcome,
    )}</div>`,
  );
}

export function signupApp(ctx: RenderContext): string {
  const ui = UI[ctx.request.lang];
  const fields = fieldsFor(ctx, 'signup', [
    { name: 'name', label: ctx.t.name, type: 'text', required: true },
    { name: 'email', label: ctx.t.email, type: 'email', required: true },
    { name: 'password', label: ui.password, type: 'password', required: true },
    { name: 'confirm', label: ui.confirm, type: 'password', required: true },
  ]);
  // A sign-up without passwords (volunteers, a class) makes no account: it must not say it did
  // (its heading, the brief's, says so too).
  const makesAccount = fields.some((f) => f.type === 'password');
  const title = sectionTitle(ctx, 'signup');
  const form = validatedForm(ctx, 'signup', fields, title, makesAccount ? ui.created : ui.signedUp);
  const matched = fields.some((f) => f.name === 'confirm')
    ? form.replace('data-validate', 'data-validate data-match="signup-password signup-confirm"')
    : form;
  return shell('signup', title, `<div class="card narrow">${matched}</div>`);
}

export function multistepApp(ctx: RenderContext): string {
  ctx.scripts.add('multistep');
  const ui = UI[ctx.request.lang];
  const { t } = ctx;
  const steps = [
    `<div class="field"><label for="wizard-name">${escapeHtml(t.name)}</label><input id="wizard-name" name="name" type="text" autocomplete="name" required></div>\n<div class="field"><label for="wizard-email">${escapeHtml(t.email)}</label><input id="wizard-email" name="email" type="email" autocomplete="email" required></div>`,
    `<fieldset><legend>${escapeHtml(ui.goal)}</legend>${ui.goals.map((g, i) => `<label class="choice"><input type="radio" name="goal" value="${escapeHtml(g)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(g)}</label>`).join('')}</fieldset>`,
    `<h3>${escapeHtml(ui.review)}</h3><dl class="facts" data-wizard-summary></dl>`,
  ];
  return shell(
    'multistep',
    sectionTitle(ctx, 'multistep'),
    `<form class="card wizard" data-wizard novalidate data-done="${escapeHtml(ui.done)}" data-required-message="${escapeHtml(t.required)}">
<p class="wizard-progress" data-wizard-progress aria-live="polite">${escapeHtml(ui.step)} 1 ${escapeHtml(ui.of)} ${steps.length}</p>
${steps.map((s, i) => `<div class="wizard-step" data-step="${i}" data-step-label="${escapeHtml(`${ui.step} ${i + 1} ${ui.of} ${steps.length}`)}"${i === 0 ? '' : ' hidden'}>\n${s}\n</div>`).join('\n')}
<p class="field-error" data-wizard-error hidden></p>
<p><button type="button" class="button button-ghost" data-wizard-back hidden>${escapeHtml(ui.back)}</button> <button type="button" class="button" data-wizard-next>${escapeHtml(ui.next)}</button> <button type="submit" class="button" data-wizard-finish hidden>${escapeHtml(ui.finish)}</button></p>
<p class="form-status" role="status" data-wizard-status></p>
<p class="note">${escapeHtml(t.frontEndOnly)}</p>
</form>`,
  );
}
