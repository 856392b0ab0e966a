// The accreditation and CE choice screen: a passed course's accreditations grouped by name, and the
// learner's choice of the certificates they want, open until the course evaluation is submitted
// (the certificates are issued then). Without a choice every certificate is given. The choice keeps
// the accreditations offered when it was made: one the course gains later is marked new (not given
// unasked) until the learner saves the choice again.
import {
  CE_CHOICE_MESSAGES,
  ceOfferingOf,
  chosenAccreditations,
  groupByName,
  offeredSinceChoice,
  type CeOffering,
} from '@shared/rules/continuing-education';
import { applyCredentialStep } from '@functions/data/continuing-education';
import { credentialStepUpdate, type UserCourse } from '@functions/data/learning';
import { optimistic, RETRY } from '@functions/data/writes';
import type { Caller } from '@functions/lib/caller';
import { Conflict, Invalid } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { requireCourse } from '../catalog/catalog';
import { presentUserCourse } from '../learning/present-user-course';
import { certificateOf, passedUserCourse } from './continuing-education';
import { userCourseAsRead } from './fresh-user-course';
import { CREDENTIAL_MESSAGES } from './messages';

function offeringOf(userCourse: UserCourse): CeOffering {
  const offering = ceOfferingOf(userCourse.courseId);
  if (!offering || offering.accreditations.length === 0) throw new Conflict(CREDENTIAL_MESSAGES.noContinuingEducation);
  return offering;
}

function choiceView(userCourse: UserCourse, offering: CeOffering) {
  const chosenIds = userCourse.cme?.accreditationIds ?? null;
  const chosen = new Set(chosenAccreditations(offering.accreditations, chosenIds).map((a) => a.id));
  const added = new Set(
    offeredSinceChoice(offering.accreditations, chosenIds, userCourse.cme?.offeredAccreditationIds).map((a) => a.id),
  );
  return {
    data: groupByName(offering.accreditations).map((group) => ({
      name: group.name,
      accreditations: group.items.map((a) => ({
        ...certificateOf(a),
        chosen: chosen.has(a.id),
        newSinceChoice: added.has(a.id),
      })),
    })),
    chosen: chosenIds !== null,
    locked: userCourse.cme?.completed === true,
  };
}

export async function getCeChoice(userId: string, userCourseUuid: string, today: string) {
  const userCourse = await passedUserCourse(userId, userCourseUuid, today);
  return choiceView(userCourse, offeringOf(userCourse));
}

export async function chooseCe(caller: Caller, userCourseUuid: string, accreditationIds: string[], today: string) {
  const userCourse = await passedUserCourse(caller.userId, userCourseUuid, today);
  const offering = offeringOf(userCourse);
  const ids = [...new Set(accreditationIds)];
  if (ids.length === 0) throw Invalid.field('accreditationIds', CE_CHOICE_MESSAGES.required);
  if (ids.some((id) => !offering.accreditations.some((a) => a.id === id)))
    throw Invalid.field('accreditationIds', CE_CHOICE_MESSAGES.unknown);
  // Kept in the offering's order, so the same choice is the same value.
  const chosen = offering.accreditations.filter((a) => ids.includes(a.id)).map((a) => a.id);
  // What the learner chose from: a certificate the course gains later is asked about again.
  const offered = offering.accreditations.map((a) => a.id);
  const written = await optimistic({
    read: userCourseAsRead(caller.userId, userCourse),
    write: async (current) => {
      if (current.cme?.completed) throw new Conflict(CE_CHOICE_MESSAGES.locked);
      if (sameIds(current.cme?.accreditationIds, chosen) && sameIds(current.cme?.offeredAccreditationIds, offered))
        return current;
      const cme = {
        userInformationVerified: false,
        completed: false,
        verifiedAt: null,
        submittedAt: null,
        ...current.cme,
        accreditationIds: chosen,
        offeredAccreditationIds: offered,
      };
      const applied = await applyCredentialStep({ userCourse: credentialStepUpdate(current, { cme }) });
      return applied ? { ...current, cme, version: (current.version ?? 0) + 1 } : RETRY;
    },
    conflict: CREDENTIAL_MESSAGES.courseChanged,
  });
  const course = await requireCourse(written.courseId);
  return {
    ...choiceView(written, offering),
    userCourse: presentUserCourse(written, course, today),
    toaster: successToast(CE_CHOICE_MESSAGES.saved),
  };
}

const sameIds = (a: readonly string[] | null | undefined, b: readonly string[]) =>
  !!a && a.length === b.length && a.every((id, index) => id === b[index]);
