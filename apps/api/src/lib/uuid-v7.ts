import { randomBytes } from 'node:crypto';

/**
 * A version 7 UUID: the first 48 bits are the Unix time in milliseconds, the other 74 free bits
 * random. Sorting such ids sorts by creation time (to the millisecond), which lets a list say
 * "newest first" by id alone, while the random part keeps them unguessable.
 */
export function uuidV7(now: Date = new Date()): string {
  const bytes = randomBytes(16);
  const ms = BigInt(now.getTime());
  for (let i = 0; i < 6; i += 1) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
