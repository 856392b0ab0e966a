// Password policy, the same in the web form, the handler and the Cognito pool.
import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '../constants';

export { PASSWORD_MIN_LENGTH };

export const passwordRule = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`),
    z.maxLength(128, 'Password is too long (maximum is 128 characters)'),
    z.regex(/[a-z]/, 'Password must contain a lowercase letter'),
    z.regex(/[A-Z]/, 'Password must contain an uppercase letter'),
    z.regex(/[0-9]/, 'Password must contain a number'),
  );
