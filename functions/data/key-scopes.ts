// Partition-key patterns behind the contracts' narrow table grants (`table:<read|write>:<scope>`,
// shared/contracts/contract.ts). IAM turns each into a `dynamodb:LeadingKeys` condition, so a function
// granted `rate-limits` writes only rate counters whatever its code does. Keys are built in keys.ts;
// tests/infra/function-grants.test.ts checks these patterns match what keys.ts builds.
import type { TableKeyScope } from '@shared/contracts/contract';

export const TABLE_KEY_SCOPES = {
  /** What resolving a caller reads and keeps: the session, its user-index entry and the profile. */
  sessions: ['SESSION#*', 'USER#*'],
  'rate-limits': ['RATE#*'],
  cards: ['CARD#*'],
  company: ['COMPANY'],
} as const satisfies Record<TableKeyScope, readonly string[]>;

/** Object-key prefixes of the private bucket by grant (functions/domain/uploads derives `<use>/<id>/<name>`). */
export const PRIVATE_PREFIXES = {
  'drivers-license': 'driversLicense/',
  'external-certification': 'externalCertification/',
  exports: 'exports/',
} as const;
