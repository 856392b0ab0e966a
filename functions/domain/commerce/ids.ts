// Commerce ids. Order ids sort by time (the order list and "latest" read the partition in id order);
// what a purchase creates is named after the order, so a retried purchase writes the same items.
import { randomBytes } from 'node:crypto';

/** 9 base36 characters of milliseconds (sortable until the year 5188) + 8 random hex characters. */
export const newOrderId = (now = new Date()): string =>
  `${now.getTime().toString(36).padStart(9, '0')}${randomBytes(4).toString('hex')}`;
