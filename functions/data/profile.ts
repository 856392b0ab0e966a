// Profile writes: one transaction updates the profile item, moves the unique email/phone claims,
// stores the encrypted SSN, mirrors groupAdmin onto the group member item and uses up an upload.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './table';
import * as keys from './keys';
import { optimistic, transact, type TransactItem } from './writes';
import type { User } from './users';
import { groupAdminSortMove } from './group-member-sorts';
import { Conflict, Invalid } from '../lib/errors';

/** Profile fields a profile update may set (identity, flags and timestamps are not among them). */
export type ProfileChanges = Partial<
  Pick<
    User,
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'title'
    | 'email'
    | 'phone'
    | 'birthDate'
    | 'ssnLast4'
    | 'street'
    | 'street2'
    | 'city'
    | 'state'
    | 'zip'
    | 'driversLicenseFile'
    | 'submittedShopperApproved'
    | 'groupAdmin'
    | 'verifiedPhone'
    | 'verifyBy'
  >
>;

export interface ProfileWrite {
  before: User;
  changes: ProfileChanges;
  /** Encrypted SSN envelope, stored in its own item. */
  ssnCiphertext?: string;
  /** Other items of the same write (e.g. consuming the upload of a new driver's license). */
  alsoWrite?: TransactItem[];
}

/**
 * Applies a profile change atomically. The profile item is conditioned on the email and phone it
 * had when read, so two concurrent changes cannot leave a claim behind that no profile owns; a
 * taken email or phone is the spec's 422; a concurrent change of the same profile is a 409.
 */
export async function writeProfile(
  { before, changes, ssnCiphertext, alsoWrite = [] }: ProfileWrite,
  now = new Date(),
): Promise<User> {
  const T = tableName();
  const names: Record<string, string> = { '#email': 'email', '#phone': 'phone' };
  const values: Record<string, unknown> = { ':beforeEmail': before.email, ':beforePhone': before.phone };
  const sets: string[] = [];
  for (const [field, value] of Object.entries(changes)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  names['#updatedAt'] = 'updatedAt';
  values[':updatedAt'] = now.toISOString();
  sets.push('#updatedAt = :updatedAt');
  const phoneUnchanged =
    before.phone === null
      ? 'attribute_type(#phone, :nullType) OR attribute_not_exists(#phone)'
      : '#phone = :beforePhone';
  if (before.phone === null) {
    values[':nullType'] = 'NULL';
    delete values[':beforePhone'];
  }
  const items: Record<string, TransactItem | TransactItem[]> = {
    profile: {
      Update: {
        TableName: T,
        Key: keys.user(before.id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: `attribute_exists(PK) AND #email = :beforeEmail AND (${phoneUnchanged})`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  };
  const changed = () => {
    throw new Conflict('Your profile was changed at the same time. Please try again.');
  };
  const refusals: Record<string, () => never> = { profile: changed };
  const claim = (name: string, item: TransactItem | TransactItem[], refuse: () => never) => {
    items[name] = item;
    refusals[name] = refuse;
  };

  if (changes.email !== undefined && changes.email !== before.email) {
    claim(
      'newEmail',
      {
        Put: {
          TableName: T,
          Item: { ...keys.userEmail(changes.email), type: 'UserEmail', userId: before.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      () => {
        throw Invalid.field('email', 'Email has already been taken');
      },
    );
    claim(
      'oldEmail',
      {
        Delete: {
          TableName: T,
          Key: keys.userEmail(before.email),
          ConditionExpression: 'userId = :me',
          ExpressionAttributeValues: { ':me': before.id },
        },
      },
      changed,
    );
  }
  if (changes.phone !== undefined && changes.phone !== before.phone) {
    if (changes.phone)
      claim(
        'newPhone',
        {
          Put: {
            TableName: T,
            Item: { ...keys.userPhone(changes.phone), type: 'UserPhone', userId: before.id },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        () => {
          throw Invalid.field('phone', 'Phone number has already been taken');
        },
      );
    if (before.phone)
      claim(
        'oldPhone',
        {
          Delete: {
            TableName: T,
            Key: keys.userPhone(before.phone),
            ConditionExpression: 'userId = :me',
            ExpressionAttributeValues: { ':me': before.id },
          },
        },
        changed,
      );
  }
  if (changes.groupAdmin !== undefined && before.groupId) {
    claim(
      'groupAdmin',
      [
        {
          Update: {
            TableName: T,
            Key: keys.groupMember(before.groupId, before.id),
            UpdateExpression: 'SET groupAdmin = :a',
            // As read, so the flag's sort entry moves from the value it was filed under.
            ConditionExpression: 'attribute_exists(PK) AND groupAdmin = :was',
            ExpressionAttributeValues: { ':a': changes.groupAdmin, ':was': before.groupAdmin },
          },
        },
        ...groupAdminSortMove(before.groupId, before.id, before.groupAdmin, changes.groupAdmin),
      ],
      changed,
    );
  }
  if (ssnCiphertext) {
    claim(
      'ssn',
      {
        Put: {
          TableName: T,
          Item: {
            ...keys.userSsn(before.id),
            type: 'UserSsn',
            ciphertext: ssnCiphertext,
            updatedAt: now.toISOString(),
          },
        },
      },
      changed,
    );
  }
  if (alsoWrite.length)
    claim('upload', alsoWrite, () => {
      throw Invalid.field('driversLicense', 'The uploaded file is no longer valid. Please upload it again.');
    });

  // A claim's own refusal says more than the profile's version check that fails with it.
  const failed = await optimistic({ write: () => transact(items) });
  const refused = failed.find((name) => name !== 'profile') ?? failed[0];
  if (refused) refusals[refused]!();
  return { ...before, ...changes };
}

/** Whether an encrypted SSN is on file (the value itself is never read back by the app). */
export async function hasSsnOnFile(userId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.userSsn(userId), ProjectionExpression: 'PK' }),
  );
  return Boolean(Item);
}
