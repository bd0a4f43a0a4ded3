import shared from '@portal/shared/i18n/en-US.json';
import shell from '../../i18n/messages/en-US.json';
import authPages from '../../pages/i18n/en-US.json';
import session from '../../session/i18n/en-US.json';

/** One language's catalogues, in the host's precedence order: a chunk of its own on the logged-out pages. */
export const catalogues: Record<string, string>[] = [shared, shell, session, authPages];
