import { randomBytes } from 'node:crypto';
import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { DEMO_BANK_PERSONS, fullName } from './persons.js';

/**
 * The Demo Bank's own pages: plain HTML forms, no script. Each answer gets a fresh style nonce, a CSP
 * without scripts, and `Cache-Control: no-store`. The language comes from `ui_locales` (fi, sv, en);
 * without one the page is in Finnish and English.
 */
export type Language = 'fi' | 'sv' | 'en';
type Texts = Record<
  | 'banner'
  | 'title'
  | 'choose'
  | 'persons'
  | 'code'
  | 'cancel'
  | 'cancelHint'
  | 'for'
  | 'errorTitle'
  | 'logoutTitle'
  | 'logoutQuestion'
  | 'logoutYes'
  | 'logoutNo'
  | 'loggedOutTitle'
  | 'loggedOut',
  string
>;

const TEXTS: Record<Language, Texts> = {
  fi: {
    banner: 'DEMO BANK – testitunnistus, ei oikea pankki',
    title: 'Demo Bank: tunnistaudu',
    choose: 'Valitse testihenkilö, jona tunnistaudut',
    persons: 'Testihenkilöt',
    code: 'Henkilötunnus',
    cancel: 'Peruuta',
    cancelHint: 'Palaa palveluun tunnistautumatta.',
    for: 'Palvelu',
    errorTitle: 'Tunnistus ei onnistunut',
    logoutTitle: 'Kirjaudu ulos Demo Bankista',
    logoutQuestion: 'Haluatko kirjautua ulos Demo Bankista?',
    logoutYes: 'Kirjaudu ulos',
    logoutNo: 'Pysy kirjautuneena',
    loggedOutTitle: 'Olet kirjautunut ulos',
    loggedOut: 'Demo Bankin istunto on päättynyt.',
  },
  sv: {
    banner: 'DEMO BANK – testidentifiering, ingen riktig bank',
    title: 'Demo Bank: identifiera dig',
    choose: 'Välj den testperson du identifierar dig som',
    persons: 'Testpersoner',
    code: 'Personbeteckning',
    cancel: 'Avbryt',
    cancelHint: 'Gå tillbaka till tjänsten utan att identifiera dig.',
    for: 'Tjänst',
    errorTitle: 'Identifieringen misslyckades',
    logoutTitle: 'Logga ut från Demo Bank',
    logoutQuestion: 'Vill du logga ut från Demo Bank?',
    logoutYes: 'Logga ut',
    logoutNo: 'Förbli inloggad',
    loggedOutTitle: 'Du har loggats ut',
    loggedOut: 'Sessionen i Demo Bank har avslutats.',
  },
  en: {
    banner: 'DEMO BANK – test identification, not a real bank',
    title: 'Demo Bank: identify yourself',
    choose: 'Choose the test person to identify as',
    persons: 'Test persons',
    code: 'Identity code',
    cancel: 'Cancel',
    cancelHint: 'Go back to the service without identifying.',
    for: 'Service',
    errorTitle: 'Identification failed',
    logoutTitle: 'Sign out of Demo Bank',
    logoutQuestion: 'Do you want to sign out of Demo Bank?',
    logoutYes: 'Sign out',
    logoutNo: 'Stay signed in',
    loggedOutTitle: 'You have signed out',
    loggedOut: 'Your Demo Bank session has ended.',
  },
};

/** one language from `ui_locales`, or null: Finnish with English beside it */
export function languageOf(uiLocales: unknown): Language | null {
  if (typeof uiLocales !== 'string') return null;
  for (const tag of uiLocales.split(' ').slice(0, 10)) {
    const language = tag.slice(0, 2).toLowerCase();
    if (language === 'fi' || language === 'sv' || language === 'en') return language;
  }
  return null;
}

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** a text in the page's language, or Finnish with the English in its own `lang` */
function say(language: Language | null, key: keyof Texts): string {
  if (language) return escapeHtml(TEXTS[language][key]);
  return `${escapeHtml(TEXTS.fi[key])} <span lang="en">/ ${escapeHtml(TEXTS.en[key])}</span>`;
}
/** for attributes and the title: no markup */
function sayPlain(language: Language | null, key: keyof Texts): string {
  return escapeHtml(language ? TEXTS[language][key] : `${TEXTS.fi[key]} / ${TEXTS.en[key]}`);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f2f1;color:#242424;line-height:1.4}
main{max-width:38rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border:1px solid #8a8886;border-radius:8px}
.demo{display:block;background:#fff4ce;color:#4d3a00;border:2px solid #8a6d00;padding:.5rem .75rem;border-radius:4px;font-weight:700}
h1{font-size:1.5rem}fieldset{border:0;padding:0;margin:0}legend{font-weight:600;margin-bottom:.5rem}
ul{list-style:none;padding:0;margin:0}li{margin:0 0 .5rem}
button{font:inherit;min-height:2.75rem;min-width:6rem;padding:.5rem 1rem;border-radius:4px;cursor:pointer}
.person{width:100%;text-align:left;background:#fff;border:1px solid #0f6cbd;color:#242424}
.person:hover,.person:focus-visible{background:#ebf3fc}
button:focus-visible{outline:3px solid #0f6cbd;outline-offset:2px}
.name{display:block;font-weight:600}.code{display:block;font-family:ui-monospace,monospace}
.primary{background:#0f6cbd;border:1px solid #0f6cbd;color:#fff}.secondary{background:#fff;border:1px solid #616161;color:#242424}
.actions{margin-top:1.5rem;display:flex;gap:.75rem;flex-wrap:wrap;align-items:center}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

export interface Page {
  html: string;
  headers: Record<string, string>;
}

/** `formTargets`: origins a form on the page may post to or be redirected to afterwards (the clients') */
export function renderPage(
  language: Language | null,
  titleKey: keyof Texts,
  body: string,
  formTargets: readonly string[] = [],
): Page {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="${language ?? 'fi'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${sayPlain(language, titleKey)} (DEMO)</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<p class="demo" role="note">${say(language, 'banner')}</p>
${body}
</main></body></html>`;
  return {
    html,
    headers: {
      'content-security-policy': [
        `default-src 'none'`,
        `style-src 'nonce-${nonce}'`,
        `form-action ${["'self'", ...formTargets].join(' ')}`,
        `base-uri 'none'`,
        `frame-ancestors 'none'`,
      ].join('; '),
      'cache-control': 'no-store',
      // not no-referrer: with it Chromium sends `Origin: null` on the page's form posts, which the CSRF check refuses
      'referrer-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-type': 'text/html; charset=utf-8',
    },
  };
}

/** The login page: the test persons as buttons of one form, and Cancel in a form of its own. */
export function interactionPage(
  language: Language | null,
  { uid, clientName }: { uid: string; clientName: string },
  formTargets: readonly string[],
): Page {
  const action = `/demo-bank/interaction/${encodeURIComponent(uid)}`;
  const persons = DEMO_BANK_PERSONS.map(
    (person) =>
      `<li><button class="person" type="submit" name="person" value="${escapeHtml(person.sub)}">` +
      `<span class="name">${escapeHtml(fullName(person))}</span>` +
      `<span class="code"><span class="visually-hidden">${sayPlain(language, 'code')}: </span>${escapeHtml(person.personalIdentityCode)}</span>` +
      `</button></li>`,
  ).join('\n');
  const body = `<h1>${say(language, 'title')}</h1>
<p>${say(language, 'for')}: <strong>${escapeHtml(clientName)}</strong></p>
<form method="post" action="${action}/login">
<fieldset><legend>${say(language, 'choose')}</legend>
<ul aria-label="${sayPlain(language, 'persons')}">
${persons}
</ul></fieldset>
</form>
<form method="post" action="${action}/cancel" class="actions">
<button class="secondary" type="submit" aria-describedby="cancel-hint">${say(language, 'cancel')}</button>
<p id="cancel-hint">${say(language, 'cancelHint')}</p>
</form>`;
  return renderPage(language, 'title', body, formTargets);
}

const sendKoa = (ctx: KoaContextWithOIDC, page: Page, status?: number): void => {
  for (const [name, value] of Object.entries(page.headers)) ctx.set(name, value);
  if (status) ctx.status = status;
  ctx.body = page.html;
};

const koaLanguage = (ctx: KoaContextWithOIDC): Language | null => {
  const params = ctx.oidc?.params as Record<string, unknown> | undefined;
  return languageOf(params?.ui_locales);
};

/** oidc-provider's error page (an error it cannot send back to a client) */
export function errorPage(ctx: KoaContextWithOIDC, out: ErrorOut): void {
  const language = koaLanguage(ctx);
  const body = `<h1>${say(language, 'errorTitle')}</h1>
<p><code>${escapeHtml(String(out.error))}</code>${out.error_description ? `: ${escapeHtml(String(out.error_description))}` : ''}</p>`;
  sendKoa(ctx, renderPage(language, 'errorTitle', body));
}

/** RP-initiated logout's confirmation: the library's form (its xsrf field) and two buttons */
export function logoutPage(ctx: KoaContextWithOIDC, form: string, formTargets: readonly string[]): void {
  const language = koaLanguage(ctx);
  const body = `<h1>${say(language, 'logoutTitle')}</h1>
${form}
<p>${say(language, 'logoutQuestion')}</p>
<div class="actions">
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">${say(language, 'logoutYes')}</button>
<button class="secondary" type="submit" form="op.logoutForm">${say(language, 'logoutNo')}</button>
</div>`;
  // the confirmation redirects to the client's post_logout_redirect_uri
  sendKoa(ctx, renderPage(language, 'logoutTitle', body, formTargets));
}

/** after a logout without a post_logout_redirect_uri */
export function loggedOutPage(ctx: KoaContextWithOIDC): void {
  const language = koaLanguage(ctx);
  const body = `<h1>${say(language, 'loggedOutTitle')}</h1><p>${say(language, 'loggedOut')}</p>`;
  sendKoa(ctx, renderPage(language, 'loggedOutTitle', body));
}
