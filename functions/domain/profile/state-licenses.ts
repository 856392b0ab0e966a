// State licenses: the caller's own only (another user's id is simply not found), one per state and
// profession, labels from the profession, the additional number kept only where the profession has one.
import { randomUUID } from 'node:crypto';
import { STATE_LICENSE_MESSAGES, stateLicenseFields, type StateLicense } from '@shared/contracts/profile';
import { usState, US_STATES } from '@shared/rules/us-states';
import { boardFor } from '@shared/rules/board-reporting';
import {
  createStateLicenseItem,
  deleteStateLicenseItem,
  getStateLicenseOf,
  listStateLicensesOf,
  replaceStateLicenseItem,
  type StoredStateLicense,
} from '@functions/data/state-licenses';
import { Conflict, Invalid, NotFound, type FieldErrors } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { forgetReportsOfLicense, reportEarnedCertificatesFor } from '../board-reporting/plan-reports';
import { checkFields } from './validate';
import { PROFESSIONS, professionById } from '@shared/rules/professions';

const MAX_LICENSES = 50;
const RENAME = { state_id: 'state', profession_id: 'profession' };

export const listStates = () => ({ data: US_STATES });
export const listProfessions = () => ({ data: [...PROFESSIONS] });
export function getProfession(id: string) {
  const found = professionById(id);
  if (!found) throw new NotFound();
  return { data: found };
}

function present(license: StoredStateLicense): StateLicense {
  const profession = professionById(license.professionId);
  return {
    id: license.id,
    license: license.license,
    additionalLicense: license.additionalLicense,
    stateId: license.stateId,
    professionId: license.professionId,
    profession: profession ?? {
      id: license.professionId,
      name: license.professionId,
      licenseLabel: 'License Number',
      additionalLicenseLabel: null,
    },
    state: { name: usState(license.stateId)?.name ?? license.stateId },
    ceBrokerId: license.ceBrokerId ?? null,
  };
}

/** Checks a body and resolves its state and profession; 422 with the spec's field names. */
function checked(input: unknown) {
  const fields = checkFields(stateLicenseFields, input, RENAME);
  const errors: FieldErrors = {};
  const state = usState(fields.state_id);
  const profession = professionById(fields.profession_id);
  if (!state) errors.state = [STATE_LICENSE_MESSAGES.stateUnknown];
  if (!profession) errors.profession = [STATE_LICENSE_MESSAGES.professionUnknown];
  if (Object.keys(errors).length) throw new Invalid(errors);
  // The additional number is kept only for professions that have one, and only when filled.
  const additionalLicense =
    profession!.additionalLicenseLabel && fields.additional_license ? fields.additional_license : null;
  return { license: fields.license.toUpperCase(), additionalLicense, stateId: state!.id, professionId: profession!.id };
}

const byStateThenProfession = (a: StateLicense, b: StateLicense) =>
  a.state.name.localeCompare(b.state.name) || a.profession.name.localeCompare(b.profession.name);

export async function listStateLicenses(userId: string) {
  return { data: (await listStateLicensesOf(userId)).map(present).sort(byStateThenProfession) };
}

export async function getStateLicense(userId: string, licenseId: string) {
  const found = await getStateLicenseOf(userId, licenseId);
  if (!found) throw new NotFound();
  return { data: present(found) };
}

/** `today`: the learner's day, for which earned CE certificates a new or changed license reports (board reporting). */
export async function createStateLicense(userId: string, input: unknown, today: string, now = new Date()) {
  const fields = checked(input);
  if ((await listStateLicensesOf(userId)).length >= MAX_LICENSES)
    throw Invalid.field('license', STATE_LICENSE_MESSAGES.tooMany);
  const stamp = now.toISOString();
  const license: StoredStateLicense = {
    id: randomUUID(),
    userId,
    ...fields,
    createdAt: stamp,
    updatedAt: stamp,
    ceBrokerId: null,
  };
  if ((await createStateLicenseItem(license)) === 'duplicate')
    throw Invalid.field('state', STATE_LICENSE_MESSAGES.duplicate);
  await reportEarnedCertificatesFor(license, today, now);
  return { data: present(license), toaster: successToast(STATE_LICENSE_MESSAGES.created) };
}

export async function updateStateLicense(
  userId: string,
  licenseId: string,
  input: unknown,
  today: string,
  now = new Date(),
) {
  const before = await getStateLicenseOf(userId, licenseId);
  if (!before) throw new NotFound();
  const fields = checked(input);
  const after: StoredStateLicense = {
    ...before,
    ...fields,
    // CE Broker's licensee id belongs to the number it accepted: another number (or board) has none yet.
    ceBrokerId:
      fields.license === before.license &&
      fields.stateId === before.stateId &&
      fields.professionId === before.professionId
        ? (before.ceBrokerId ?? null)
        : null,
    updatedAt: now.toISOString() === before.updatedAt ? new Date(now.getTime() + 1).toISOString() : now.toISOString(),
  };
  const outcome = await replaceStateLicenseItem(before, after);
  if (outcome === 'duplicate') throw Invalid.field('state', STATE_LICENSE_MESSAGES.duplicate);
  if (outcome === 'gone') throw new NotFound();
  if (outcome === 'changed')
    throw new Conflict('This state license was changed at the same time. Please reload it and try again.');
  // Now in a state and profession that reports (or another one): its certificates report for it too,
  // and what was waiting for a board it no longer belongs to goes.
  await forgetReportsOfLicense(userId, licenseId, boardFor(after.stateId, after.professionId)?.id ?? null);
  await reportEarnedCertificatesFor(after, today, now);
  return { data: present(after), toaster: successToast(STATE_LICENSE_MESSAGES.updated) };
}

export async function deleteStateLicense(userId: string, licenseId: string) {
  const found = await getStateLicenseOf(userId, licenseId);
  if (!found || !(await deleteStateLicenseItem(found))) throw new NotFound();
  await forgetReportsOfLicense(userId, licenseId);
  return { toaster: successToast(STATE_LICENSE_MESSAGES.deleted) };
}
