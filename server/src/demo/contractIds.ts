import { createHash } from 'node:crypto';

/**
 * Letters and digits a customer copies from paper without mistakes: no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V.
 * 23 characters: 10 of them are 45 bits (4.1 x 10^13 identifiers).
 */
export const CONTRACT_ID_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const CONTRACT_ID_LENGTH = 10;

/**
 * A demo contract's identifier (printed on the customer's contract and invoice): 10 characters that look
 * random and say nothing about the customer number, yet are the same on every machine, like the rest of the
 * demo data. SHA-256 of the place's identity rather than the seed's PRNG stream: that stream's later draws
 * (streets, names, readings) stay as they were, and 32-bit PRNG seeds would repeat among 100,000 places.
 * `contract` numbers a place's earlier contracts (1, 2, ...); 0 is the current one.
 */
export function demoContractIdentifier(instance: string, locationCode: string, contract = 0): string {
  const letters: string[] = [];
  for (let round = 0; letters.length < CONTRACT_ID_LENGTH; round++) {
    const digest = createHash('sha256')
      .update(`portal-demo-contract:${instance}:${locationCode}:${contract}:${round}`)
      .digest();
    for (const byte of digest) {
      // a byte below the largest multiple of the alphabet's size keeps every character equally likely
      if (byte >= 256 - (256 % CONTRACT_ID_ALPHABET.length)) continue;
      letters.push(CONTRACT_ID_ALPHABET[byte % CONTRACT_ID_ALPHABET.length]!);
      if (letters.length === CONTRACT_ID_LENGTH) break;
    }
  }
  return letters.join('');
}
