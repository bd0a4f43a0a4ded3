/**
 * Texts of the parts that come in chunks of their own (the shared `WithMessages` adds them for the part's
 * subtree): the guard service page and the plausibility question, which the meter reading page fetches only
 * when it asks. The module's own catalogue (`messages.ts`) keeps the titles the shell needs before loading.
 */
import type { PartMessages } from '@portal/shared';
import guardEn from './guard.en-US.json';
import guardFi from './guard.fi-FI.json';
import guardSv from './guard.sv-FI.json';
import reviewEn from './review.en-US.json';
import reviewFi from './review.fi-FI.json';
import reviewSv from './review.sv-FI.json';

export const guardMessages: PartMessages = { 'fi-FI': guardFi, 'sv-FI': guardSv, 'en-US': guardEn };

export const reviewMessages: PartMessages = { 'fi-FI': reviewFi, 'sv-FI': reviewSv, 'en-US': reviewEn };
