// Users and their profile.
import * as z from 'zod/mini';
import { defineContract, envelope, messageBody, validationErrors } from './contract';
import { currentUser, groupSummary } from './common';
import { passwordRule } from '../rules/password';
import { isUsState } from '../rules/us-states';

/** A real calendar day (YYYY-MM-DD) from 1900 up to yesterday. */
function isPastIsoDate(value: string, now = new Date()): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01' && date.getTime() < now.getTime();
}

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const signUp = defineContract({
  method: 'POST',
  path: '/api/users.json',
  access: 'public',
  summary: 'Creates an account (Cognito identity + profile) and signs it in. Idempotent: a retry with the same Idempotency-Key replays the reply (without the session cookie).',
  grants: ['table:write', 'cognito'],
  idempotent: true,
  body: z.object({
    firstName: required("First name can't be blank"),
    lastName: required("Last name can't be blank"),
    email: z.string().check(z.trim(), z.toLowerCase(), z.email('Email is invalid')),
    phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ().-]{10,20}$/, 'Phone number is invalid')),
    password: passwordRule,
  }),
  responses: {
    201: z.object({ user: currentUser, group: z.nullable(groupSummary), ...envelope }),
    409: messageBody,
    413: validationErrors,
    422: validationErrors,
    /** Sign-ups are limited per email and per IP. */
    429: validationErrors,
  },
});

// ---- The profile form (/profile) and a group admin's edit of a member ----

const optionalText = (max: number, message = `is too long (maximum is ${max} characters)`) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, message))));

/** The spec's ISO calendar date, a real day in the past. */
export const BIRTH_DATE_MESSAGE = 'Birth date must be a valid date in the past';
export const SSN_MESSAGE = 'SSN must be 9 digits';
export const STATE_MESSAGE = 'State must be a US state';
export const ZIP_MESSAGE = 'Zip code must be 5 digits (or ZIP+4)';

/**
 * Fields of `PATCH /api/users/{id}.json`'s `user`; every one optional (only what is sent changes).
 * The SSN is write-only: digits only, 9 of them; an empty string leaves it as it is.
 * `drivers_license` is a signed id from POST /api/direct_uploads (use `driversLicense`), or null to remove the file.
 * `groupAdmin` only a group admin may send, for a member of their own group.
 */
export const userUpdateFields = z.object({
  firstName: z.optional(required("First name can't be blank")),
  middleName: optionalText(100),
  lastName: z.optional(required("Last name can't be blank")),
  title: optionalText(100),
  email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.email('Email is invalid'))),
  phone: z.optional(z.nullable(z.string().check(z.trim(), z.regex(/^(\+?[0-9 ().-]{10,20})?$/, 'Phone number is invalid')))),
  birthDate: z.optional(z.nullable(z.string().check(z.refine((value) => value === '' || isPastIsoDate(value), BIRTH_DATE_MESSAGE)))),
  ssn: z.optional(z.string().check(z.regex(/^(\d{9})?$/, SSN_MESSAGE))),
  street: optionalText(200),
  street2: optionalText(200),
  city: optionalText(100),
  state: z.optional(z.nullable(z.string().check(z.trim(), z.refine((value) => value === '' || isUsState(value), STATE_MESSAGE)))),
  zip: z.optional(z.nullable(z.string().check(z.trim(), z.regex(/^(\d{5}(-\d{4})?)?$/, ZIP_MESSAGE)))),
  drivers_license: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  submittedShopperApproved: z.optional(z.literal(true)),
  groupAdmin: z.optional(z.boolean()),
  /** Step-up: changing email, phone or SSN needs a sign-in within 15 minutes, or the current password. */
  currentPassword: z.optional(z.string().check(z.maxLength(256))),
});
export type UserUpdateFields = z.infer<typeof userUpdateFields>;
/** The fields a group admin may change for a member of their group (the rest belong to the member). */
export const GROUP_ADMIN_EDITABLE = ['firstName', 'middleName', 'lastName', 'title', 'email', 'phone', 'groupAdmin'] as const;

export const updateUser = defineContract({
  method: 'PATCH',
  path: '/api/users/:id.json',
  access: 'learner',
  summary:
    "Updates a profile: the caller's own (any other user's id is a 404), or, for a group admin, a member of their own group (names, title, email, phone, groupAdmin; a user outside the group is a 404). 422 per field with the spec's names (firstName, lastName, ssn, birthDate, street, city, state, zip, driversLicense; also email, phone, groupAdmin, currentPassword). Email and phone keep their unique claims in the same transaction.",
  grants: ['table:write', 'bucket:private', 'cognito'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  // Checked by the domain against userUpdateFields, so its 422s name the fields bare (firstName, not user.firstName).
  body: z.object({ user: z.custom<z.input<typeof userUpdateFields>>() }),
  responses: {
    200: z.object({ user: currentUser, ...envelope }),
    403: messageBody,
    404: messageBody,
    409: messageBody,
    413: validationErrors,
    422: validationErrors,
    429: validationErrors,
  },
});

export const driversLicenseFile = defineContract({
  method: 'GET',
  path: '/api/users/:id/drivers_license.json',
  access: 'learner',
  summary: "A link (valid 5 minutes) to the user's driver's license file in the private bucket: the owner only (404 for anyone else, and when there is none).",
  grants: ['table:read', 'bucket:private'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  responses: { 200: z.object({ url: z.string(), filename: z.string(), expiresAt: z.string() }), 404: messageBody },
});
