// Commerce ids. Order ids sort by time (the order list and "latest" read the partition in id order);
// what a purchase creates is named after the order, so a retried purchase writes the same items.
import { createHash, randomBytes } from 'node:crypto';

/** 9 base36 characters of milliseconds (sortable until the year 5188) + 8 random hex characters. */
export const newOrderId = (now = new Date()): string =>
  `${now.getTime().toString(36).padStart(9, '0')}${randomBytes(4).toString('hex')}`;

/** A uuid (version 8: name-based) fixed by its name, e.g. `subscription:<orderId>:<n>`. */
export function namedUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
