// Users: profile item plus unique lookup items for email and phone.
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from './batch-get';
import * as z from 'zod/mini';
import { db, tableName } from './table';
import { itemSchema, optionalNullableString, parseItem } from './items';
import * as keys from './keys';
import { Invalid } from '../lib/errors';
import { isConditionalCheckFailure, optimistic, transact, type TransactItem } from './writes';

export type VerifyBy = 'password' | 'otp';

export interface User {
  id: string;
  email: string;
  phone: string | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  title: string | null;
  birthDate: string | null;
  ssnLast4: string | null;
  street: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  createdAt: string;
  groupId: string | null;
  groupAdmin: boolean;
  contentAdmin: boolean;
  verifyBy: VerifyBy;
  status: 'active' | 'disabled';
  submittedShopperApproved: boolean;
  driversLicenseFile: { filename: string; key: string } | null;
  /** The address a single-use link sent to it (or a reset link) proved; the email is verified while it equals `email`. */
  verifiedEmail: string | null;
  /** The number an SMS code sent to it proved; the phone is a sign-in factor only while it equals `phone`. */
  verifiedPhone: string | null;
  /** Passcode sign-in is off after too many wrong passcodes in a day, until a password sign-in or a reset. */
  passcodeLockedAt: string | null;
  /** Two-step verification (an authenticator app) is on: sign-in asks for a code. Moved only with the factor item (data/mfa.ts). */
  mfaEnabled: boolean;
}

export type NewUser = Pick<User, 'id' | 'email' | 'firstName' | 'lastName'> & Partial<User>;

function toItem(user: User) {
  return { ...keys.user(user.id), type: 'User', ...user };
}

// The fields every profile has; the others may be absent on profiles written before them (or by a
// partial write) and read as null, or false for flags.
const optionalText = () => optionalNullableString();
const optionalFlag = () => z.optional(z.boolean());
const userSchema = /* @__PURE__ */ itemSchema('User', () =>
  z.looseObject({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    createdAt: z.string(),
    verifyBy: z.enum(['password', 'otp']),
    status: z.enum(['active', 'disabled']),
    phone: optionalText(),
    middleName: optionalText(),
    title: optionalText(),
    birthDate: optionalText(),
    ssnLast4: optionalText(),
    street: optionalText(),
    street2: optionalText(),
    city: optionalText(),
    state: optionalText(),
    zip: optionalText(),
    country: optionalText(),
    groupId: optionalText(),
    groupAdmin: optionalFlag(),
    contentAdmin: optionalFlag(),
    submittedShopperApproved: optionalFlag(),
    driversLicenseFile: z.optional(z.nullable(z.looseObject({ filename: z.string(), key: z.string() }))),
    verifiedEmail: optionalText(),
    verifiedPhone: optionalText(),
    passcodeLockedAt: optionalText(),
    mfaEnabled: optionalFlag(),
  }),
);

/** Items written before verification (or two-step verification) existed lack its fields: they read as unverified, unlocked and without it. */
function fromItem(item: Record<string, unknown>): User {
  const user = parseItem(userSchema, item);
  return {
    ...user,
    phone: user.phone ?? null,
    middleName: user.middleName ?? null,
    title: user.title ?? null,
    birthDate: user.birthDate ?? null,
    ssnLast4: user.ssnLast4 ?? null,
    street: user.street ?? null,
    street2: user.street2 ?? null,
    city: user.city ?? null,
    state: user.state ?? null,
    zip: user.zip ?? null,
    country: user.country ?? null,
    groupId: user.groupId ?? null,
    groupAdmin: user.groupAdmin === true,
    contentAdmin: user.contentAdmin === true,
    submittedShopperApproved: user.submittedShopperApproved === true,
    driversLicenseFile: user.driversLicenseFile ?? null,
    verifiedEmail: user.verifiedEmail ?? null,
    verifiedPhone: user.verifiedPhone ?? null,
    passcodeLockedAt: user.passcodeLockedAt ?? null,
    mfaEnabled: user.mfaEnabled === true,
  };
}

/** Whether the account's current email was proven by a link sent to it. */
export const hasVerifiedEmail = (user: Pick<User, 'email' | 'verifiedEmail'>): boolean =>
  user.verifiedEmail !== null && user.verifiedEmail === user.email;
/** Whether the account's current phone was proven by an SMS code sent to it. */
export const hasVerifiedPhone = (user: Pick<User, 'phone' | 'verifiedPhone'>): boolean =>
  user.phone !== null && user.verifiedPhone === user.phone;

export function buildUser(input: NewUser, now = new Date()): User {
  return {
    phone: null,
    middleName: null,
    title: null,
    birthDate: null,
    ssnLast4: null,
    street: null,
    street2: null,
    city: null,
    state: null,
    zip: null,
    country: 'US',
    createdAt: now.toISOString(),
    groupId: null,
    groupAdmin: false,
    contentAdmin: false,
    verifyBy: 'password',
    status: 'active',
    submittedShopperApproved: false,
    driversLicenseFile: null,
    verifiedEmail: null,
    verifiedPhone: null,
    passcodeLockedAt: null,
    mfaEnabled: false,
    ...input,
    email: input.email.toLowerCase(),
  };
}

/**
 * Writes the profile and claims its email (and phone) atomically; 422 on a taken one. A transaction
 * that only collided with a concurrent one (e.g. the same email signing up twice at once) is retried:
 * it then sees the other's claim and answers 422, never a 500.
 */
export async function createUser(user: User): Promise<User> {
  const claim = (key: { PK: string; SK: string }, type: string) => ({
    Put: {
      TableName: tableName(),
      Item: { ...key, type, userId: user.id },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  const failed = await optimistic({
    write: () =>
      transact({
        profile: {
          Put: { TableName: tableName(), Item: toItem(user), ConditionExpression: 'attribute_not_exists(PK)' },
        },
        email: claim(keys.userEmail(user.email), 'UserEmail'),
        phone: user.phone && claim(keys.userPhone(user.phone), 'UserPhone'),
      }),
  });
  if (failed.includes('email')) throw Invalid.field('email', 'Email has already been taken');
  if (failed.includes('phone')) throw Invalid.field('phone', 'Phone number has already been taken');
  if (failed.length) throw new Error(`User id ${user.id} is already taken`);
  return user;
}

export async function getUserById(userId: string, consistent = false): Promise<User | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(userId), ConsistentRead: consistent }),
  );
  return Item ? fromItem(Item) : null;
}

/**
 * The profiles of these users (a page of a list), in no particular order; ids without a profile are
 * left out. One BatchGetItem per 100 ids; keys DynamoDB leaves unprocessed (throttling, 16 MB) are
 * asked for again with a growing pause.
 */
export async function getUsersByIds(ids: readonly string[]): Promise<User[]> {
  const items = await batchGetItems(
    [...new Set(ids)].map((id) => keys.user(id)),
    'user profiles',
  );
  return items.map(fromItem);
}

const userLookupSchema = /* @__PURE__ */ itemSchema('UserLookup', () => z.looseObject({ userId: z.string() }));

async function lookup(key: { PK: string; SK: string }): Promise<User | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
  return Item ? getUserById(parseItem(userLookupSchema, Item).userId) : null;
}

export const getUserByEmail = (email: string) => lookup(keys.userEmail(email));
export const getUserByPhone = (phone: string) => lookup(keys.userPhone(phone));

/** Removes a profile and its lookup items (used to undo a sign-up that Cognito refused). */
export async function deleteUser(user: User): Promise<void> {
  const items = [
    { Delete: { TableName: tableName(), Key: keys.user(user.id) } },
    { Delete: { TableName: tableName(), Key: keys.userEmail(user.email) } },
    ...(user.phone ? [{ Delete: { TableName: tableName(), Key: keys.userPhone(user.phone) } }] : []),
  ];
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/** Records that `email` was proven, unless the account's email changed meanwhile (false then). */
export async function markEmailVerified(userId: string, email: string): Promise<boolean> {
  return conditionalSet(userId, 'SET verifiedEmail = :v', 'email = :v', { ':v': email });
}

/** Records that `phone` was proven, unless the account's phone changed meanwhile (false then). */
export async function markPhoneVerified(userId: string, phone: string): Promise<boolean> {
  return conditionalSet(userId, 'SET verifiedPhone = :v', 'phone = :v', { ':v': phone });
}

/** Turns passcode sign-in off; true only for the request that turned it off (one alert email). */
export async function lockPasscodeSignIn(userId: string, at: string): Promise<boolean> {
  return conditionalSet(
    userId,
    'SET passcodeLockedAt = :at',
    'attribute_not_exists(passcodeLockedAt) OR attribute_type(passcodeLockedAt, :nullType)',
    { ':at': at, ':nullType': 'NULL' },
  );
}

export async function unlockPasscodeSignIn(userId: string): Promise<void> {
  await conditionalSet(userId, 'REMOVE passcodeLockedAt', 'attribute_exists(PK)', {});
}

async function conditionalSet(
  userId: string,
  update: string,
  condition: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: update,
        ConditionExpression: `attribute_exists(PK) AND (${condition})`,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** The user's names, for use inside a transaction (e.g. with the card they are printed on). */
export function userNamesUpdate(userId: string, firstName: string, lastName: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET firstName = :f, lastName = :l',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':f': firstName, ':l': lastName },
    },
  };
}
