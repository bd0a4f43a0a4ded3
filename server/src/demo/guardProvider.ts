import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { guardLinkKey, verifyGuardLink } from '../connector/guardService/link.js';
import { DEMO_PROVIDER_PATH } from '../connector/guardService/settings.js';

/**
 * The demo guard-service provider (docs/guard-service.md): the page a signed link opens. It checks the
 * link as a real provider would (signature, then expiry) and shows the place code and the instance. Mounted
 * only while no outside provider is configured, outside the shell's `/{instance}/{language}/...` pages.
 */
type Language = 'fi' | 'sv' | 'en';

interface Texts {
  demo: string;
  title: string;
  intro: string;
  place: string;
  instance: string;
  validUntil: string;
  expiredTitle: string;
  expired: string;
  invalidTitle: string;
  invalid: string;
}

const TEXTS: Record<Language, Texts> = {
  fi: {
    demo: 'Demo: tämä ei ole oikea vartijapalvelu',
    title: 'Vartijapalvelu',
    intro: 'Linkki on kunnossa. Oikea palveluntarjoaja avaisi tässä käyttöpaikan vartijapalvelun.',
    place: 'Käyttöpaikka',
    instance: 'Energiayhtiö',
    validUntil: 'Linkki voimassa',
    expiredTitle: 'Linkki on vanhentunut',
    expired: 'Palaa asiointipalveluun ja paina vartijapalvelun painiketta uudelleen.',
    invalidTitle: 'Linkki ei ole kelvollinen',
    invalid:
      'Linkkiä on muutettu tai se ei ole peräisin asiointipalvelusta. Avaa vartijapalvelu asiointipalvelun kautta.',
  },
  sv: {
    demo: 'Demo: detta är ingen riktig bevakningstjänst',
    title: 'Bevakningstjänst',
    intro:
      'Länken är giltig. En riktig tjänsteleverantör skulle här öppna bevakningstjänsten för förbrukningsplatsen.',
    place: 'Förbrukningsplats',
    instance: 'Energibolag',
    validUntil: 'Länken gäller till',
    expiredTitle: 'Länken har gått ut',
    expired: 'Gå tillbaka till e-tjänsten och tryck på knappen för bevakningstjänsten igen.',
    invalidTitle: 'Länken är inte giltig',
    invalid: 'Länken har ändrats eller kommer inte från e-tjänsten. Öppna bevakningstjänsten via e-tjänsten.',
  },
  en: {
    demo: 'Demo: this is not a real guard service',
    title: 'Guard service',
    intro: "The link is valid. A real provider would open the usage place's guard service here.",
    place: 'Usage place',
    instance: 'Energy company',
    validUntil: 'Link valid until',
    expiredTitle: 'This link has expired',
    expired: 'Go back to the customer portal and press the guard service button again.',
    invalidTitle: 'This link is not valid',
    invalid:
      'The link has been altered or did not come from the customer portal. Open the guard service from the portal.',
  },
};

const LANGUAGES: readonly Language[] = ['fi', 'sv', 'en'];

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** the instance's languages in the browser's order of preference, else the instance's first one */
function languageOf(request: FastifyRequest, offered: readonly Language[]): Language {
  const header = String(request.headers['accept-language'] ?? '').slice(0, 200);
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = wanted.find((entry) => offered.includes(entry.language as Language));
  return (match?.language as Language | undefined) ?? offered[0] ?? 'fi';
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#242424}
main{max-width:36rem;margin:3rem auto;padding:1.5rem 2rem;background:#fff;border-radius:8px;border:1px solid #d1d1d1}
.demo{display:inline-block;background:#fff4ce;color:#4d3a00;border:1px solid #8a6d00;padding:.25rem .5rem;border-radius:4px;font-weight:600}
h1{font-size:1.5rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem}dt{font-weight:600}dd{margin:0}`;

function page(language: Language, heading: string, body: string, nonce: string): string {
  const t = TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${heading} - ${t.title} (demo)`)}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<p class="demo" role="note">${escapeHtml(t.demo)}</p>
<h1>${escapeHtml(heading)}</h1>
${body}
</main></body></html>`;
}

function send(reply: FastifyReply, status: number, html: string, nonce: string): FastifyReply {
  return (
    reply
      .code(status)
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      )
      .header('Cache-Control', 'no-store')
      // the address holds the signed link: it goes to no one else
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

export async function demoGuardProvider(app: FastifyInstance): Promise<void> {
  const key = await guardLinkKey(app.db, app.config.guardService);

  app.get(DEMO_PROVIDER_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const result = verifyGuardLink(key, query, app.clock.now());
    // the language only: an unverified instance name picks nothing else
    const instance = app.instances.get(result.ok ? result.claims.instance : (query.get('instance') ?? ''));
    const offered = instance
      ? LANGUAGES.filter((l) => instance.languages.some((tag) => tag.toLowerCase().startsWith(l)))
      : LANGUAGES;
    const language = languageOf(request, offered);
    const t = TEXTS[language];
    const nonce = randomBytes(16).toString('base64');
    if (!result.ok) {
      const [status, heading, text] =
        result.error === 'expired_link' ? [410, t.expiredTitle, t.expired] : [403, t.invalidTitle, t.invalid];
      return send(reply, status, page(language, heading, `<p>${escapeHtml(text)}</p>`, nonce), nonce);
    }
    const until = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : `${language}-FI`, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'Europe/Helsinki',
    }).format(result.expiresAt);
    const body = `<p>${escapeHtml(t.intro)}</p>
<dl>
<dt>${escapeHtml(t.place)}</dt><dd data-testid="place">${escapeHtml(result.claims.place)}</dd>
<dt>${escapeHtml(t.instance)}</dt><dd data-testid="instance">${escapeHtml(instance?.displayName ?? result.claims.instance)} (${escapeHtml(result.claims.instance)})</dd>
<dt>${escapeHtml(t.validUntil)}</dt><dd>${escapeHtml(until)}</dd>
</dl>`;
    return send(reply, 200, page(language, t.title, body, nonce), nonce);
  });
}
