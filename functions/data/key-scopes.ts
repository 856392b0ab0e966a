// Partition-key patterns behind the contracts' narrow table grants (`table:<read|write>:<scope>`,
// shared/contracts/contract.ts). IAM turns each into a `dynamodb:LeadingKeys` condition, so a function
// granted `rate-limits` writes only rate counters whatever its code does. Keys are built in keys.ts;
// tests/infra/function-grants.test.ts checks these patterns match what keys.ts builds.
import type { TableKeyScope } from '@shared/contracts/contract';

export const TABLE_KEY_SCOPES = {
  /** Session items by token hash: resolving a caller moves their idle clock (and ends idle ones). */
  sessions: ['SESSION#*'],
  /** A user's partition: the profile, its sessions index, passcodes, reset links index, factors, orders... */
  users: ['USER#*'],
  /** Email and phone -> user claims (unique by conditional put). */
  identities: ['USER_EMAIL#*', 'USER_PHONE#*'],
  /** Google identities (OpenID Connect subjects) -> the account each signs in to: only the Google sign-in routes. */
  'google-identities': ['USER_GOOGLE#*'],
  /** A group's partition (profile, member rows): sign-in notes the member's last sign-in, and a group admin's two-step requirement reads the group. */
  groups: ['GROUP#*'],
  audit: ['AUDIT#*'],
  /** Group-channel sockets: the per-connection item and the channel's fan-out entry. */
  connections: ['CONNECTION#*', 'CHANNEL#*'],
  /** Invitation links by token hash (a member removal forgets the member's, so they can be invited again). */
  invitations: ['INVITATION#*'],
  'password-resets': ['PASSWORD_RESET#*'],
  'mfa-challenges': ['MFA_CHALLENGE#*'],
  /** Carts: signing in merges the browser's anonymous cart into the account's. */
  carts: ['CART#*'],
  products: ['PRODUCT#*'],
  'referral-codes': ['REFERRAL_CODE#*'],
  'rate-limits': ['RATE#*'],
  /** A card's partition: the card and its credentials' revocation slots. */
  cards: ['CARD#*'],
  /** The revocation lists of verifiable credentials: their bits, their claimed slots, the current list. */
  'status-lists': ['STATUS_LIST#*'],
  company: ['COMPANY'],
  /** Outbox messages (mail and texts the delivery worker sends): the `mail` and `sms` grants write them (adapters/mailer.ts, sms.ts). */
  outbox: ['OUTBOX#*'],
} as const satisfies Record<TableKeyScope, readonly string[]>;

/** Object-key prefixes of the private bucket by grant (functions/domain/uploads derives `<use>/<id>/<name>`). */
export const PRIVATE_PREFIXES = {
  'drivers-license': 'driversLicense/',
  'external-certification': 'externalCertification/',
  exports: 'exports/',
} as const;
