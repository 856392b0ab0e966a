// Users and their profile.
import * as z from 'zod/mini';
import { STATE_LICENSE_MESSAGES } from '../constants';

export { STATE_LICENSE_MESSAGES };
import { defineContract } from './contract';
import { envelope, messageBody, validationErrors } from './envelope';
import { MAX_LENGTH, printable, tooLong } from './limits';
import { currentUser, groupSummary, stepUpPassword } from './common';
import { groupMember } from './group-user';
import { passwordRule } from '../rules/password';
import { isUsState } from '../rules/us-states';
import { isSsnOrBlank, ssnDigits } from '../rules/ssn';

/** A real calendar day (YYYY-MM-DD) from 1900 up to yesterday. */
function isPastIsoDate(value: string, now = new Date()): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    date.getTime() < now.getTime()
  );
}

const required = (message: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(MAX_LENGTH.name, tooLong(MAX_LENGTH.name)), printable());

export const signUp = defineContract({
  method: 'POST',
  path: '/api/users.json',
  access: 'public',
  summary:
    'Creates an account (Cognito identity + profile) and signs it in; its email is confirmed by the link it is sent, its phone by a texted code. A taken address is a 422 (an unconfirmed one is also sent a link to claim it). Idempotent: a retry with the same Idempotency-Key replays the reply (without the session cookie).',
  grants: ['table:write', 'cognito:create-user', 'mail'],
  idempotent: true,
  body: z.object({
    firstName: required("First name can't be blank"),
    lastName: required("Last name can't be blank"),
    email: z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_LENGTH.email, 'Email is too long'),
        z.toLowerCase(),
        z.email('Email is invalid'),
      ),
    phone: z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_LENGTH.phone, 'Phone number is invalid'),
        z.regex(/^\+?[0-9 ().-]{10,20}$/, 'Phone number is invalid'),
      ),
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

const optionalText = (max: number, message = tooLong(max)) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, message), printable())));

/** The spec's ISO calendar date, a real day in the past. */
export const BIRTH_DATE_MESSAGE = 'Birth date must be a valid date in the past';
export const SSN_MESSAGE = 'SSN must be 9 digits';
export const STATE_MESSAGE = 'State must be a US state';
export const ZIP_MESSAGE = 'Zip code must be 5 digits (or ZIP+4)';

/**
 * Fields of `PATCH /api/users/{id}.json`'s `user`; every one optional (only what is sent changes).
 * The SSN is write-only: 9 digits, as typed (123-45-6789 or 123 45 6789 too), stored as the digits; an empty
 * string leaves it as it is.
 * `drivers_license` is a signed id from POST /api/direct_uploads (use `driversLicense`), or null to remove the file.
 * `groupAdmin` only a group admin may send, for a member of their own group.
 */
export const userUpdateFields = z.object({
  firstName: z.optional(required("First name can't be blank")),
  middleName: optionalText(100),
  lastName: z.optional(required("Last name can't be blank")),
  title: optionalText(100),
  email: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_LENGTH.email, 'Email is too long'),
        z.toLowerCase(),
        z.email('Email is invalid'),
      ),
  ),
  phone: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(MAX_LENGTH.phone, 'Phone number is invalid'),
          z.regex(/^(\+?[0-9 ().-]{10,20})?$/, 'Phone number is invalid'),
        ),
    ),
  ),
  birthDate: z.optional(
    z.nullable(
      z.string().check(
        z.maxLength(MAX_LENGTH.date, BIRTH_DATE_MESSAGE),
        z.refine((value) => value === '' || isPastIsoDate(value), BIRTH_DATE_MESSAGE),
      ),
    ),
  ),
  ssn: z.optional(
    z.string().check(
      // One message however it is wrong: each check stops the rest.
      z.maxLength(MAX_LENGTH.id, { error: SSN_MESSAGE, abort: true }),
      z.regex(/^[\d\s-]*$/, { error: SSN_MESSAGE, abort: true }),
      z.refine(isSsnOrBlank, SSN_MESSAGE),
      z.overwrite(ssnDigits),
    ),
  ),
  street: optionalText(200),
  street2: optionalText(200),
  city: optionalText(100),
  state: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(MAX_LENGTH.id, STATE_MESSAGE),
        z.refine((value) => value === '' || isUsState(value), STATE_MESSAGE),
      ),
    ),
  ),
  zip: z.optional(
    z.nullable(
      z.string().check(z.trim(), z.maxLength(MAX_LENGTH.id, ZIP_MESSAGE), z.regex(/^(\d{5}(-\d{4})?)?$/, ZIP_MESSAGE)),
    ),
  ),
  drivers_license: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  submittedShopperApproved: z.optional(z.literal(true)),
  groupAdmin: z.optional(z.boolean()),
  /** Step-up: changing email, phone or SSN needs a sign-in within 15 minutes, or the current password. */
  currentPassword: stepUpPassword,
});
export type UserUpdateFields = z.infer<typeof userUpdateFields>;
/** The fields a group admin may change for a member of their group (the rest belong to the member). */
// Not email or phone: they are how the member signs in and resets their password, so an admin who
// could change them could take the account over (SSN digits, licenses, saved cards).
export const GROUP_ADMIN_EDITABLE = [
  'firstName',
  'middleName',
  'lastName',
  'title',
  'birthDate',
  'street',
  'street2',
  'city',
  'state',
  'zip',
  'groupAdmin',
] as const;

/** The reply to the caller's edit of their own profile: all of it, as the session shows it. */
export const ownProfileUpdated = z.object({ user: currentUser, ...envelope });
/**
 * The reply to a group admin's edit of a member: the member as the group portal shows them
 * (GET /api/groups/users/{id}.json), never the member's private fields (SSN, phone, driver's license,
 * account state).
 */
export const memberProfileUpdated = z.object({ user: groupMember, ...envelope });

export const updateUser = defineContract({
  method: 'PATCH',
  path: '/api/users/:id.json',
  access: 'learner',
  summary:
    "Updates a profile: the caller's own (any other user's id is a 404), answered with the whole CurrentUser; or, for a group admin, a member of their own group (names, title, birth date, address, groupAdmin; a user outside the group is a 404), answered with the member as the group portal shows them (GroupMember: never the member's SSN, phone or driver's license). 422 per field with the spec's names (firstName, lastName, ssn, birthDate, street, city, state, zip, driversLicense; also email, phone, groupAdmin, currentPassword). Email and phone keep their unique claims in the same transaction.",
  grants: ['table:write', 'bucket:private:drivers-license', 'field-key:encrypt', 'cognito:sign-in', 'realtime', 'mail'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  // Checked by the domain against userUpdateFields, so its 422s name the fields bare (firstName, not user.firstName).
  body: z.object({ user: z.custom<z.input<typeof userUpdateFields>>() }),
  responses: {
    /** Per caller: the own profile edit, or a group admin's edit of a member. */
    200: z.union([ownProfileUpdated, memberProfileUpdated]),
    403: messageBody,
    404: messageBody,
    409: messageBody,
    413: validationErrors,
    422: validationErrors,
    429: validationErrors,
  },
});

export const confirmEmail = defineContract({
  method: 'POST',
  path: '/api/email_verifications.json',
  access: 'learner',
  // An admin who must set up two-step verification confirms the address first (mfa-enrollment.ts).
  duringMfaSetup: true,
  summary:
    "Our addition: the single-use link emailed to an address (24 h) confirms it, for the account it was sent for only (signed in; another account's link is a 422 and stays unused). A join by sign-up code takes effect here.",
  // Confirming joins a group the account's sign-up code named (profile/pending-group-join.ts): a live member update.
  grants: ['table:write', 'realtime'],
  body: z.object({
    token: z
      .string()
      .check(
        z.minLength(1, 'This confirmation link is invalid or has expired.'),
        z.maxLength(MAX_LENGTH.token, 'This confirmation link is invalid or has expired.'),
      ),
  }),
  responses: { 200: z.object({ user: currentUser, ...envelope }), 422: validationErrors },
});

export const resendEmailConfirmation = defineContract({
  method: 'POST',
  path: '/api/email_verifications/resend.json',
  access: 'learner',
  // An admin who must set up two-step verification confirms the address first (mfa-enrollment.ts).
  duringMfaSetup: true,
  summary:
    "Our addition: emails a new confirmation link to the caller's address (a few an hour; 422 when it is already confirmed).",
  grants: ['table:write', 'mail'],
  body: z.object({}),
  responses: { 201: z.object({ ...envelope }), 422: validationErrors, 429: validationErrors },
});

export const driversLicenseFile = defineContract({
  method: 'GET',
  path: '/api/users/:id/drivers_license.json',
  access: 'learner',
  summary:
    "A link (valid 5 minutes) to the caller's own driver's license file in the private bucket (any other user's id, a group admin's member's included, is a 404, as is no file).",
  // The caller's own profile comes with the session: no read of anyone else's.
  grants: ['bucket:private:drivers-license'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  responses: { 200: z.object({ url: z.string(), filename: z.string(), expiresAt: z.string() }), 404: messageBody },
});

// ---- State licenses, professions and states (/profile/state-licenses) ----

export const usStateSchema = z.object({ id: z.string(), name: z.string() });
export const profession = z.object({
  id: z.string(),
  name: z.string(),
  /** The license field's label, e.g. 'RN License Number'. */
  licenseLabel: z.string(),
  /** Set when the profession has a second number (e.g. 'NPI Number'); the field is shown only then. */
  additionalLicenseLabel: z.nullable(z.string()),
});
export type Profession = z.infer<typeof profession>;

export const stateLicense = z.object({
  id: z.string(),
  license: z.string(),
  additionalLicense: z.nullable(z.string()),
  stateId: z.string(),
  professionId: z.string(),
  profession: z.object({
    id: z.string(),
    name: z.string(),
    licenseLabel: z.string(),
    additionalLicenseLabel: z.nullable(z.string()),
  }),
  state: z.object({ name: z.string() }),
  /** Our addition: the id CE Broker knows the licensee by, once it accepted a completion reported for this number (board reporting); null before. */
  ceBrokerId: z.nullable(z.string()),
});
export type StateLicense = z.infer<typeof stateLicense>;

const LICENSE_NUMBER = /^([A-Za-z0-9][A-Za-z0-9 .-]{0,39})?$/;
/** The spec's body; 422s name license, additional_license, state and profession. */
export const stateLicenseFields = z.object({
  license: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, STATE_LICENSE_MESSAGES.licenseBlank),
      z.maxLength(MAX_LENGTH.id, STATE_LICENSE_MESSAGES.licenseFormat),
      z.regex(LICENSE_NUMBER, STATE_LICENSE_MESSAGES.licenseFormat),
    ),
  state_id: z
    .string(STATE_LICENSE_MESSAGES.stateBlank)
    .check(z.trim(), z.minLength(1, STATE_LICENSE_MESSAGES.stateBlank), z.maxLength(MAX_LENGTH.id)),
  profession_id: z
    .string(STATE_LICENSE_MESSAGES.professionBlank)
    .check(z.trim(), z.minLength(1, STATE_LICENSE_MESSAGES.professionBlank), z.maxLength(MAX_LENGTH.id)),
  additional_license: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(MAX_LENGTH.id, STATE_LICENSE_MESSAGES.licenseFormat),
          z.regex(/^([A-Za-z0-9][A-Za-z0-9 .-]{0,39})?$/, STATE_LICENSE_MESSAGES.licenseFormat),
        ),
    ),
  ),
});
export type StateLicenseFields = z.infer<typeof stateLicenseFields>;
const stateLicenseBody = z.custom<z.input<typeof stateLicenseFields>>();
const licenseId = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

export const listStates = defineContract({
  method: 'GET',
  path: '/api/states.json',
  access: 'public',
  summary: 'The US states (and DC) for address forms and state licenses; id is the USPS abbreviation.',
  responses: { 200: z.object({ data: z.array(usStateSchema) }) },
});

export const listProfessions = defineContract({
  method: 'GET',
  path: '/api/professions.json',
  access: 'learner',
  summary: 'Professions a state license can be for, with the license labels.',
  responses: { 200: z.object({ data: z.array(profession) }) },
});

export const getProfession = defineContract({
  method: 'GET',
  path: '/api/professions/:id.json',
  access: 'learner',
  summary: 'One profession (labels of its license fields).',
  params: licenseId,
  responses: { 200: z.object({ data: profession }), 404: messageBody },
});

export const listStateLicenses = defineContract({
  method: 'GET',
  path: '/api/state_licenses.json',
  access: 'learner',
  summary: "The caller's state licenses, by state then profession.",
  grants: ['table:read'],
  responses: { 200: z.object({ data: z.array(stateLicense) }) },
});

export const createStateLicense = defineContract({
  method: 'POST',
  path: '/api/state_licenses.json',
  access: 'learner',
  summary: 'Adds a state license (one per state and profession; 422 license, additional_license, state, profession).',
  grants: ['table:write'],
  body: stateLicenseBody,
  responses: { 201: z.object({ data: stateLicense, ...envelope }), 413: validationErrors, 422: validationErrors },
});

export const getStateLicense = defineContract({
  method: 'GET',
  path: '/api/state_licenses/:id(.json)',
  access: 'learner',
  summary: "One of the caller's state licenses (another user's is a 404).",
  grants: ['table:read'],
  params: licenseId,
  responses: { 200: z.object({ data: stateLicense }), 404: messageBody },
});

export const updateStateLicense = defineContract({
  method: 'PATCH',
  path: '/api/state_licenses/:id(.json)',
  access: 'learner',
  summary: "Changes one of the caller's state licenses (422 as on create; another user's is a 404).",
  grants: ['table:write'],
  params: licenseId,
  body: stateLicenseBody,
  responses: {
    200: z.object({ data: stateLicense, ...envelope }),
    404: messageBody,
    409: messageBody,
    413: validationErrors,
    422: validationErrors,
  },
});

export const deleteStateLicense = defineContract({
  method: 'DELETE',
  path: '/api/state_licenses/:id(.json)',
  access: 'learner',
  summary: "Deletes one of the caller's state licenses (another user's, or one already deleted, is a 404).",
  grants: ['table:write'],
  params: licenseId,
  responses: { 200: z.object({ ...envelope }), 404: messageBody },
});

/** One address the street field's autocomplete offers; `state` is the USPS id, null outside the list. */
export const addressSuggestion = z.object({
  label: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.nullable(z.string()),
  zip: z.string(),
});

export const listAddressSuggestions = defineContract({
  method: 'GET',
  path: '/api/address_suggestions.json',
  access: 'learner',
  summary:
    "Our addition: US street addresses matching what was typed, for the address forms' autocomplete (Amazon Location Service in AWS). Where address autocomplete is off (locally; bootstrap says addressAutocomplete false) it is a 404.",
  grants: ['places'],
  query: z.object({
    q: z
      .string()
      .check(
        z.trim(),
        z.minLength(3, 'is too short (minimum is 3 characters)'),
        z.maxLength(200, 'is too long (maximum is 200 characters)'),
      ),
  }),
  responses: { 200: z.object({ data: z.array(addressSuggestion) }), 404: messageBody, 422: validationErrors },
});
