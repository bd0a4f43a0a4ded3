import type { Language } from '@portal/instances';
import type { MailMessage } from '../mail/mailer.js';

const TEXTS: Record<
  Language,
  {
    subject: (site: string) => string;
    greeting: (name: string) => string;
    body: string;
    link: string;
    ignore: string;
  }
> = {
  'fi-FI': {
    subject: (site) => `${site}: salasanan vaihto`,
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    body: 'Saimme pyynnön vaihtaa tilisi salasana. Voit asettaa uuden salasanan alla olevasta linkistä. Linkki on voimassa tunnin ja toimii kerran.',
    link: 'Vaihda salasana',
    ignore: 'Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta. Salasanasi ei muutu.',
  },
  'sv-FI': {
    subject: (site) => `${site}: byte av lösenord`,
    greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
    body: 'Vi har fått en begäran om att byta lösenordet till ditt konto. Du kan ställa in ett nytt lösenord med länken nedan. Länken gäller i en timme och fungerar en gång.',
    link: 'Byt lösenord',
    ignore:
      'Om du inte har bett om att byta lösenord kan du lämna det här meddelandet utan åtgärd. Ditt lösenord ändras inte.',
  },
  'en-US': {
    subject: (site) => `${site}: reset your password`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'We received a request to reset the password of your account. Set a new password with the link below. The link is valid for one hour and works once.',
    link: 'Reset password',
    ignore: 'If you did not ask for this, you can ignore this message. Your password stays the same.',
  },
};

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function resetPasswordMail(input: {
  to: string;
  language: Language;
  siteName: string;
  firstName: string;
  link: string;
}): MailMessage {
  const t = TEXTS[input.language];
  const text = [
    t.greeting(input.firstName),
    '',
    t.body,
    '',
    input.link,
    '',
    t.ignore,
    '',
    input.siteName,
  ].join('\n');
  const html = `<!doctype html><html lang="${input.language.slice(0, 2)}"><body>
<p>${escapeHtml(t.greeting(input.firstName))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.link)}</a></p>
<p>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(input.siteName)}</p>
</body></html>`;
  return { to: input.to, subject: t.subject(input.siteName), text, html, language: input.language };
}
