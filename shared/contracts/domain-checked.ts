// Request bodies a contract takes as `z.custom` because the domain checks them against another schema
// (so its 422s name the fields bare): by contract key, then by path in the body (`.` is the body).
// The string-limit test, the fuzz test and the OpenAPI document (which describes these bodies by the
// schema the domain applies) look through them.
import type * as z from 'zod/mini';
import { stateLicenseFields, userUpdateFields } from './profile';

export const DOMAIN_CHECKED: Record<string, Record<string, z.ZodMiniType>> = {
  'profile/update-user': { '.user': userUpdateFields },
  'profile/create-state-license': { '.': stateLicenseFields },
  'profile/update-state-license': { '.': stateLicenseFields },
};
