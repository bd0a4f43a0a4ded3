import { claimDemoSeed, insertNote, type NoteFields } from '../connector/notes/repository.js';
import type { NoteVariant } from '../connector/notes/schemas.js';
import type { Database } from '../plugins/database.js';

interface DemoNote {
  note: string;
  variant: NoteVariant;
  createdTime: string;
  dueDate?: string;
  startDate?: string;
  endDate?: string;
  createdBy?: string;
}

/** per place of the first customer (index = place order), then the second customer's first place */
const FIRST_CUSTOMER_NOTES: DemoNote[][] = [
  [
    {
      note: 'Ilmalämpöpumppu asennettu olohuoneeseen, kulutus seurannassa.',
      variant: 'success',
      createdTime: '2025-10-02T09:15:00Z',
      startDate: '2025-09-29T08:00:00Z',
      endDate: '2025-09-30T14:00:00Z',
      createdBy: 'Asiakas',
    },
    {
      note: 'Vaihdetaan saunan kiuas ajastettavaan malliin.',
      variant: 'info',
      createdTime: '2025-11-14T16:40:00Z',
      dueDate: '2026-03-31T21:00:00Z',
    },
    {
      note: 'Aurinkopaneelit katolle? Pyydetään tarjous keväällä.',
      variant: 'warning',
      createdTime: '2026-01-08T11:05:00Z',
      startDate: '2026-04-01T06:00:00Z',
      endDate: '2026-05-31T15:00:00Z',
    },
    {
      note: 'Mökin sähkölämmitys pidetään päällä talvella peruslämmöllä.',
      variant: 'other',
      createdTime: '2026-01-20T07:30:00Z',
    },
  ],
  [
    {
      note: 'Lattialämmityksen termostaatin uusiminen: ei toteuteta tänä vuonna.',
      variant: 'error',
      createdTime: '2025-12-03T13:00:00Z',
      dueDate: '2025-12-31T21:00:00Z',
    },
    {
      note: 'Sähköauton latauspiste otettu käyttöön, lataus yöaikaan.',
      variant: 'success',
      createdTime: '2026-02-02T18:20:00Z',
      startDate: '2026-02-01T20:00:00Z',
      endDate: '2026-02-02T06:00:00Z',
      createdBy: 'Asiakas',
    },
  ],
  // the third place keeps no notes: the page shows a location even when it has none
];

const SECOND_CUSTOMER_NOTES: DemoNote[] = [
  {
    note: 'Vesimittarin lukema tarkistettava ennen muuttoa.',
    variant: 'info',
    createdTime: '2026-01-12T10:00:00Z',
    dueDate: '2026-02-28T21:00:00Z',
  },
  { note: 'Kaukolämmön vuosihuolto tehty.', variant: 'success', createdTime: '2026-01-25T12:45:00Z' },
];

const toFields = (usagePlaceId: number, demo: DemoNote): NoteFields => ({
  usagePlaceId,
  note: demo.note,
  variant: demo.variant,
  dueDate: demo.dueDate ?? null,
  startDate: demo.startDate ?? null,
  endDate: demo.endDate ?? null,
  createdBy: demo.createdBy ?? null,
});

/**
 * Demo notes of one instance: every variant, some with start/end/due dates, on the places of the first
 * customer listed (and a few on the second's). Written once per instance: a second seed adds nothing
 * and does not bring back demo notes a user has deleted.
 */
export async function seedNotes(
  db: Database,
  ctx: { instance: string; usagePlaces: Array<{ id: number; customerNumber: string; locationCode: string }> },
): Promise<void> {
  const customers = [...new Set(ctx.usagePlaces.map((place) => place.customerNumber))].sort();
  const placesOf = (customerNumber: string | undefined) =>
    ctx.usagePlaces.filter((place) => place.customerNumber === customerNumber);
  const first = placesOf(customers[0]);
  const second = placesOf(customers[1]);
  if (first.length === 0) return;

  await db.transaction(async (tx) => {
    if (!(await claimDemoSeed(tx, ctx.instance))) return;
    for (const [index, notes] of FIRST_CUSTOMER_NOTES.entries()) {
      const place = first[index];
      if (!place) break;
      for (const demo of notes) await insertNote(tx, toFields(place.id, demo), new Date(demo.createdTime));
    }
    const place = second[0];
    if (place) {
      for (const demo of SECOND_CUSTOMER_NOTES) {
        await insertNote(tx, toFields(place.id, demo), new Date(demo.createdTime));
      }
    }
  });
}
