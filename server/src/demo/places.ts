/** Where each shipped utility's demo customers live: its home town and real postal code. */
const TOWNS: Record<string, { city: string; zipCode: string }> = {
  demo1: { city: 'Helsinki', zipCode: '00530' },
  nivos: { city: 'Mäntsälä', zipCode: '04600' },
  jylhaos: { city: 'Kivijärvi', zipCode: '43800' },
  leppakoski: { city: 'Janakkala', zipCode: '14200' },
  paneliankoskenvoima: { city: 'Eura', zipCode: '27510' },
  lammaistenenergia: { city: 'Hämeenlinna', zipCode: '16900' },
  valkeakoskenenergia: { city: 'Valkeakoski', zipCode: '37600' },
  vimpelinvoima: { city: 'Vimpeli', zipCode: '62800' },
  karhulanenergia: { city: 'Kotka', zipCode: '48600' },
  kivijarvenlampo: { city: 'Kivijärvi', zipCode: '43800' },
  ruovedenenergia: { city: 'Ruovesi', zipCode: '34600' },
};
const DEFAULT_TOWN = { city: 'Tampere', zipCode: '33100' };

export const townOf = (instance: string): { city: string; zipCode: string } =>
  TOWNS[instance] ?? DEFAULT_TOWN;

export const STREETS = [
  'Koulukatu',
  'Myllytie',
  'Kirkkotie',
  'Rantatie',
  'Asematie',
  'Puistokatu',
  'Koivukuja',
  'Pihlajatie',
  'Kauppakatu',
  'Teollisuustie',
  'Mäntytie',
  'Peltotie',
  'Kangastie',
  'Hakatie',
  'Urheilutie',
] as const;

export const FIRST_NAMES = [
  'Aino',
  'Eero',
  'Helmi',
  'Juha',
  'Kaisa',
  'Lauri',
  'Maija',
  'Mikko',
  'Sanna',
  'Ville',
  'Elina',
  'Antti',
] as const;
export const LAST_NAMES = [
  'Virtanen',
  'Korhonen',
  'Mäkinen',
  'Nieminen',
  'Mäkelä',
  'Hämäläinen',
  'Laine',
  'Heikkinen',
  'Koskinen',
  'Järvinen',
] as const;

/** GS1 check digit: weights 3 and 1 alternating from the right. */
export function gs1CheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

/** An 18-digit GSRN of a Finnish metering point (company prefix 643...). */
export const gsrn = (serial: string): string => {
  const body = `64300${serial.padStart(12, '0')}`.slice(0, 17);
  return body + gs1CheckDigit(body);
};
