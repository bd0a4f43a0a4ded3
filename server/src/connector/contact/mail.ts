import type { Language } from '@portal/instances';
import type { MailMessage } from '../../mail/mailer.js';

interface Labels {
  title: (site: string) => string;
  subject: string;
  from: string;
  username: string;
  email: string;
  phone: string;
  language: string;
  message: string;
  none: string;
  replyHint: string;
}

/** In the utility's own language (its first), since the utility's staff read it. */
const LABELS: Record<Language, Labels> = {
  'fi-FI': {
    title: (site) => `Yhteydenotto ${site} Online -palvelusta`,
    subject: 'Aihe',
    from: 'Lähettäjä',
    username: 'Käyttäjätunnus',
    email: 'Sähköposti',
    phone: 'Puhelin',
    language: 'Asiointikieli',
    message: 'Viesti',
    none: '(ei annettu)',
    replyHint: 'Vastaa tähän viestiin, niin vastaus menee asiakkaan sähköpostiin.',
  },
  'sv-FI': {
    title: (site) => `Kontakt från ${site} Online-tjänsten`,
    subject: 'Ämne',
    from: 'Avsändare',
    username: 'Användarnamn',
    email: 'E-post',
    phone: 'Telefon',
    language: 'Språk',
    message: 'Meddelande',
    none: '(inte angett)',
    replyHint: 'Svara på detta meddelande så går svaret till kundens e-post.',
  },
  'en-US': {
    title: (site) => `Message from the ${site} Online service`,
    subject: 'Subject',
    from: 'From',
    username: 'Username',
    email: 'Email',
    phone: 'Phone',
    language: 'Language',
    message: 'Message',
    none: '(not given)',
    replyHint: "Reply to this message and the answer goes to the customer's email.",
  },
};

const LANGUAGE_NAMES: Record<Language, string> = {
  'fi-FI': 'suomi / Finnish',
  'sv-FI': 'svenska / Swedish',
  'en-US': 'English',
};

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface ContactMailInput {
  to: string;
  siteName: string;
  /** the utility's language: the mail's */
  mailLanguage: Language;
  subjectLabel: string;
  senderName: string;
  username: string;
  email?: string;
  phone?: string;
  /** the language the customer wrote in */
  customerLanguage: Language;
  message: string;
}

/** The mail to the utility's mailbox: a plain text and an escaped HTML part, Reply-To the customer. */
export function contactMail(input: ContactMailInput): MailMessage {
  const t = LABELS[input.mailLanguage];
  const fields: Array<[string, string]> = [
    [t.subject, input.subjectLabel],
    [t.from, input.senderName],
    [t.username, input.username],
    [t.email, input.email ?? t.none],
    [t.phone, input.phone ?? t.none],
    [t.language, LANGUAGE_NAMES[input.customerLanguage]],
  ];
  const text = [
    t.title(input.siteName),
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.message}:`,
    input.message,
    ...(input.email ? ['', t.replyHint] : []),
  ].join('\n');
  const html = `<!doctype html><html lang="${input.mailLanguage.slice(0, 2)}"><body>
<p>${escapeHtml(t.title(input.siteName))}</p>
<table>${fields.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p><strong>${escapeHtml(t.message)}:</strong></p>
<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>
${input.email ? `<p>${escapeHtml(t.replyHint)}</p>` : ''}
</body></html>`;
  return {
    to: input.to,
    subject: `${input.siteName} Online: ${input.subjectLabel} (${input.senderName})`,
    text,
    html,
    language: input.mailLanguage,
    ...(input.email ? { replyTo: input.email } : {}),
  };
}
