// External (non-platform) certifications a group admin keeps for a member. Each one is also a
// compliance row of the member (source 'external'), counted on the member row: the certification,
// its row and day counter, the member row (version as read) and the upload's single use are written
// in one transaction, retried when the member row moved in between.
import { randomUUID } from 'node:crypto';
import type { ExternalCertification } from '@shared/contracts/group-certifications';
import * as groupCertificationsData from '@functions/data/group-certifications';
import { memberRowUpdate, type MemberRow } from '@functions/data/group-members';
import { optimistic, RETRY, transact, type TransactItem } from '@functions/data/writes';
import { Conflict, Invalid, NotFound, type FieldErrors } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { successToast } from '@functions/lib/toasts';
import {
  discardFile,
  privateFileUrl,
  verifyUpload,
  type StoredFile,
  type VerifiedUpload,
} from '../uploads/claim-upload';
import { requireMember } from './enrollment';
import { GROUP_MESSAGES } from './messages';
import { listCourseExpirationGroups, countedAsOn, expirationRows, planExpirations } from './member-expirations';

import { publishUserUpdated } from './present-member';

export interface CertificationInput {
  classification?: string | null;
  courseExpirationGroupId: string;
  expirationDate: string;
  ceCredits: number;
  passedAt?: string | null;
  certFile?: string | null;
}

export type CheckedFields = Awaited<ReturnType<typeof checkedFields>>;

/** The input's fields checked against the rules the schema cannot see (a known course, dates in order). */
export async function checkedFields(input: CertificationInput, today: string) {
  const errors: FieldErrors = {};
  const expirationGroup = (await listCourseExpirationGroups()).find((g) => g.id === input.courseExpirationGroupId);
  if (!expirationGroup) errors.courseExpirationGroupId = ['is not a course we track'];
  if (input.passedAt && input.passedAt > today) errors.passedAt = ["can't be in the future"];
  else if (input.passedAt && input.passedAt >= input.expirationDate)
    errors.passedAt = ['must be before the expiration date'];
  if (Object.keys(errors).length) throw new Invalid(errors);
  const classification = input.classification?.trim() || null;
  return {
    expirationGroup: expirationGroup!,
    classification,
    ceCredits: Math.round(input.ceCredits * 100) / 100,
    passedAt: input.passedAt ?? null,
  };
}

export async function presentCertification(
  cert: groupCertificationsData.ExternalCertificationItem,
): Promise<ExternalCertification> {
  return {
    id: cert.id,
    userId: cert.userId,
    classification: cert.classification,
    courseExpirationGroupId: cert.courseExpirationGroup.id,
    courseExpirationGroup: { id: cert.courseExpirationGroup.id, name: cert.courseExpirationGroup.name },
    expirationDate: cert.expirationDate,
    ceCredits: cert.ceCredits,
    passedAt: cert.passedAt,
    attachedCertFile: { url: await privateFileUrl(cert.certFile), filename: cert.certFile.filename },
    createdAt: cert.createdAt,
  };
}

async function requireCertification(
  group: GroupScope,
  id: string,
): Promise<groupCertificationsData.ExternalCertificationItem> {
  const cert = await groupCertificationsData.getExternalCertification(group, id);
  if (!cert) throw new NotFound(GROUP_MESSAGES.certificationNotFound);
  return cert;
}

export async function listExternalCertifications(group: GroupScope, userId: string): Promise<ExternalCertification[]> {
  const member = await requireMember(group, userId);
  const ids = Object.entries(member.expirations ?? {})
    .filter(([, entry]) => entry.source === 'external')
    .map(([id]) => id);
  const certs = await groupCertificationsData.getExternalCertifications(group, ids);
  certs.sort((a, b) => a.expirationDate.localeCompare(b.expirationDate) || a.id.localeCompare(b.id));
  return Promise.all(certs.map(presentCertification));
}

export const getExternalCertification = async (group: GroupScope, id: string) =>
  presentCertification(await requireCertification(group, id));

/** The member's expirations with this certification's entry set (or removed), planned with its compliance rows. */
async function certificationPlanner(cert: groupCertificationsData.ExternalCertificationItem, today: string) {
  const rowsOf = await expirationRows({ sourceId: cert.id, courseExpirationGroup: cert.courseExpirationGroup });
  return (member: MemberRow, keep: boolean, options: { ceDelta: number; rewrite?: string }) => {
    const { [cert.id]: _previous, ...others } = member.expirations ?? {};
    const entries = keep
      ? {
          ...others,
          [cert.id]: {
            date: cert.expirationDate,
            source: 'external' as const,
            countedAs: countedAsOn(today, cert.expirationDate),
            courseExpirationGroupId: cert.courseExpirationGroup.id,
          },
        }
      : others;
    return planExpirations(member, entries, today, rowsOf(member), options);
  };
}

interface MemberWrite {
  /** The certification's own items. */
  certification: TransactItem;
  upload?: TransactItem | null;
  member: TransactItem[];
  rows: TransactItem[];
}

type OwnItem = 'certification' | 'upload';

/**
 * Commits `build(member)` against a fresh member row, again while only the member row's items (or a
 * concurrent transaction) refused it. Any other refusal comes back as the names of the
 * certification's own items that refused (none when committed), for the caller to explain.
 */
function commitWithMember(group: GroupScope, userId: string, build: (member: MemberRow) => MemberWrite) {
  return optimistic({
    read: () => requireMember(group, userId),
    write: async (member): Promise<OwnItem[] | typeof RETRY> => {
      const failed = await transact({ ...build(member) });
      const own = failed.filter((name): name is OwnItem => name === 'certification' || name === 'upload');
      if (own.length) return own;
      if (failed.includes('rows')) throw new Conflict('The compliance rows changed meanwhile; please try again.');
      return failed.length ? RETRY : [];
    },
    conflict: 'The member changed meanwhile; please try again.',
  });
}

async function publishMember(group: GroupScope, userId: string) {
  const member = await requireMember(group, userId).catch(() => null);
  if (member) await publishUserUpdated(group.id, member);
}

export async function createExternalCertification(
  group: GroupScope,
  callerId: string,
  input: CertificationInput & { userId: string; certFile: string },
  today: string,
  now = new Date(),
) {
  await requireMember(group, input.userId);
  const fields = await checkedFields(input, today);
  const upload = await verifyUpload(callerId, input.certFile, 'externalCertification', 'certFile', now);
  const stored = await storeCertification(group, input, fields, upload.file, upload.consume, today, now);
  return { data: await presentCertification(stored), toaster: successToast(GROUP_MESSAGES.certificationAdded) };
}

/** A new certification with a file already stored (the upload's single use in the same transaction, when there is one). */
export async function storeCertification(
  group: GroupScope,
  input: CertificationInput & { userId: string },
  fields: CheckedFields,
  file: StoredFile,
  consume: TransactItem | null,
  today: string,
  now = new Date(),
): Promise<groupCertificationsData.ExternalCertificationItem> {
  const cert: groupCertificationsData.ExternalCertificationItem = {
    id: randomUUID(),
    groupId: group.id,
    userId: input.userId,
    classification: fields.classification,
    courseExpirationGroup: fields.expirationGroup,
    expirationDate: input.expirationDate,
    ceCredits: fields.ceCredits,
    passedAt: fields.passedAt,
    certFile: { ...file, bucket: 'private' },
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
  const plan = await certificationPlanner(cert, today);
  const refused = await commitWithMember(group, input.userId, (member) => {
    const { change, rows } = plan(member, true, { ceDelta: cert.ceCredits });
    return {
      certification: groupCertificationsData.externalCertificationPut(cert, null),
      upload: consume,
      member: memberRowUpdate(member, change),
      rows,
    };
  });
  if (refused.length)
    throw refused.includes('upload')
      ? Invalid.field('certFile', GROUP_MESSAGES.certificationUploadGone)
      : new Conflict('The certification changed meanwhile; please try again.');
  await publishMember(group, input.userId);
  return cert;
}

export async function updateExternalCertification(
  group: GroupScope,
  callerId: string,
  id: string,
  input: CertificationInput,
  today: string,
  now = new Date(),
) {
  const fields = await checkedFields(input, today);
  const upload: VerifiedUpload | null = input.certFile
    ? await verifyUpload(callerId, input.certFile, 'externalCertification', 'certFile', now)
    : null;
  const written = await optimistic({
    read: () => requireCertification(group, id),
    write: async (before) => {
      const next: groupCertificationsData.ExternalCertificationItem = {
        ...before,
        classification: fields.classification,
        courseExpirationGroup: fields.expirationGroup,
        expirationDate: input.expirationDate,
        ceCredits: fields.ceCredits,
        passedAt: fields.passedAt,
        certFile: upload ? { ...upload.file, bucket: 'private' } : before.certFile,
        updatedAt: now.toISOString(),
      };
      const plan = await certificationPlanner(next, today);
      const refused = await commitWithMember(group, before.userId, (member) => {
        const { change, rows } = plan(member, true, { ceDelta: next.ceCredits - before.ceCredits, rewrite: id });
        return {
          certification: groupCertificationsData.externalCertificationPut(next, before),
          upload: upload?.consume,
          member: memberRowUpdate(member, change),
          rows,
        };
      });
      if (refused.includes('upload')) throw Invalid.field('certFile', GROUP_MESSAGES.certificationUploadGone);
      // The certification moved meanwhile: read it again.
      return refused.length ? RETRY : { before, next };
    },
    conflict: 'The certification changed meanwhile; please try again.',
  });
  if (upload) await discardFile(written.before.certFile);
  await publishMember(group, written.next.userId);
  return { data: await presentCertification(written.next), toaster: successToast(GROUP_MESSAGES.certificationUpdated) };
}

export async function deleteExternalCertification(group: GroupScope, id: string, today: string) {
  await optimistic({
    read: () => requireCertification(group, id),
    write: async (before) => {
      const plan = await certificationPlanner(before, today);
      const refused = await commitWithMember(group, before.userId, (member) => {
        const { change, rows } = plan(member, false, { ceDelta: -before.ceCredits });
        return {
          certification: groupCertificationsData.externalCertificationDelete(before),
          member: memberRowUpdate(member, change),
          rows,
        };
      });
      if (refused.length) return RETRY;
      await discardFile(before.certFile);
      await publishMember(group, before.userId);
    },
    exhausted: () => new NotFound(GROUP_MESSAGES.certificationNotFound),
  });
  return { toaster: successToast(GROUP_MESSAGES.certificationDeleted) };
}
