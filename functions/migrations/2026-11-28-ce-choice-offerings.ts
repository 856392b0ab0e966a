// CE choices saved before a choice kept the offering it was made from (`cme.offeredAccreditationIds`)
// read as if every certificate the learner left out had been added since, so the choice screen marked
// them New and the evaluation was refused. The offering is code (CE_OFFERINGS) and has not changed
// since those choices, so each open one (evaluation not submitted) is given the course's current
// offering: what the learner chose from. A versioned update of the user course, re-read when it moved
// (a choice saved meanwhile records its own). Paged Scan, checkpointed.
import { ceOfferingOf } from '@shared/rules/continuing-education';
import { choicesWithoutOfferingPage } from '@functions/data/ce-choice-offerings-migration';
import { applyCredentialStep } from '@functions/data/continuing-education';
import { credentialStepUpdate, getUserCourse, type UserCourse } from '@functions/data/learning';
import { optimistic, RETRY } from '@functions/data/writes';
import { inPages, tally, type Migration } from './migration';

type Outcome = 'recorded' | 'alreadyCurrent' | 'gone' | 'withoutOffering';

const needsOffering = (userCourse: UserCourse) =>
  Array.isArray(userCourse.cme?.accreditationIds) &&
  !userCourse.cme.offeredAccreditationIds &&
  userCourse.cme.completed !== true;

async function recordOffering(scanned: UserCourse, dryRun: boolean): Promise<Outcome> {
  const offered = ceOfferingOf(scanned.courseId)?.accreditations.map((a) => a.id) ?? [];
  if (offered.length === 0) return 'withoutOffering';
  if (dryRun) return 'recorded';
  return optimistic<Outcome, UserCourse | null>({
    read: () => getUserCourse(scanned.userId, scanned.uuid),
    write: async (current) => {
      if (!current) return 'gone';
      if (!current.cme || !needsOffering(current)) return 'alreadyCurrent';
      const cme = { ...current.cme, offeredAccreditationIds: offered };
      return (await applyCredentialStep({ userCourse: credentialStepUpdate(current, { cme }) })) ? 'recorded' : RETRY;
    },
  });
}

export const ceChoiceOfferings: Migration = {
  id: '2026-11-28-ce-choice-offerings',
  description:
    'CE choices saved before they kept their offering (evaluation not submitted): the offering they were made from recorded',
  run: (context) =>
    inPages(context, async (at, counts) => {
      const page = await choicesWithoutOfferingPage(at);
      for (const userCourse of page.userCourses) tally(counts, await recordOffering(userCourse, context.dryRun));
      return page.cursor;
    }),
};
