// Users and their profile.
import * as z from 'zod/mini';
import { defineContract, envelope, messageBody, validationErrors } from './contract';
import { currentUser, groupSummary } from './common';
import { passwordRule } from '../rules/password';

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
