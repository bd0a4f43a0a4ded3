import type { Language } from '@portal/instances';
import type { MailMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../resetMail.js';

const TEXTS: Record<
  Language,
  {
    subject: (site: string) => string;
    greeting: (name: string) => string;
    body: (site: string) => string;
    ssn: string;
    link: string;
    validity: string;
    ignore: string;
  }
> = {
  'fi-FI': {
    subject: (site) => `${site}: tervetuloa käyttäjäksi`,
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    body: (site) =>
      `Sinulle on luotu käyttäjätunnus palveluun ${site}. Käyttäjätunnuksesi on tämä sähköpostiosoite. Aseta itsellesi salasana alla olevasta linkistä, niin voit kirjautua palveluun.`,
    ssn: 'Salasanaa asettaessasi sinulta kysytään myös henkilötunnuksesi.',
    link: 'Aseta salasana',
    validity: 'Linkki on voimassa seitsemän päivää ja toimii kerran.',
    ignore: 'Jos et odottanut tätä viestiä, voit jättää sen huomiotta.',
  },
  'sv-FI': {
    subject: (site) => `${site}: välkommen som användare`,
    greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
    body: (site) =>
      `Ett användarkonto har skapats åt dig i tjänsten ${site}. Ditt användarnamn är den här e-postadressen. Ställ in ett lösenord med länken nedan, så kan du logga in i tjänsten.`,
    ssn: 'När du ställer in lösenordet blir du också ombedd att ange din personbeteckning.',
    link: 'Ställ in lösenord',
    validity: 'Länken gäller i sju dagar och fungerar en gång.',
    ignore: 'Om du inte väntade dig det här meddelandet kan du lämna det utan åtgärd.',
  },
  'en-US': {
    subject: (site) => `${site}: welcome`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: (site) =>
      `An account has been created for you in ${site}. Your username is this e-mail address. Set a password with the link below to log in.`,
    ssn: 'When you set the password, you will also be asked for your personal identity code.',
    link: 'Set password',
    validity: 'The link is valid for seven days and works once.',
    ignore: 'If you did not expect this message, you can ignore it.',
  },
};

/** The invitation of a user staff created: a one-time link to the reset-password page to set a password. */
export function invitationMail(input: {
  to: string;
  language: Language;
  siteName: string;
  firstName: string;
  link: string;
  ssnRequired: boolean;
}): MailMessage {
  const t = TEXTS[input.language];
  const paragraphs = [t.body(input.siteName), ...(input.ssnRequired ? [t.ssn] : [])];
  const text = [
    t.greeting(input.firstName),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    input.link,
    '',
    t.validity,
    '',
    t.ignore,
    '',
    input.siteName,
  ].join('\n');
  const html = `<!doctype html><html lang="${input.language.slice(0, 2)}"><body>
<p>${escapeHtml(t.greeting(input.firstName))}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.link)}</a></p>
<p>${escapeHtml(t.validity)}</p>
<p>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(input.siteName)}</p>
</body></html>`;
  return { to: input.to, subject: t.subject(input.siteName), text, html, language: input.language };
}
