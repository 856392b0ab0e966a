// Mercy General's external certifications: a member with ACLS passed here also holds a BLS
// card from elsewhere (valid; a card of the course they passed would supersede the pass), and an expired member a PALS card expiring within 90 days; each has
// a small PDF in the private bucket and counts on the compliance page like any other row.
import { putObject } from '@functions/adapters/storage';
import { checkedFields, storeCertification } from '@functions/domain/groups/external-certifications';
import { groupScopeOf } from '@functions/lib/group-scope';
import { DEFAULT_TIME_ZONE } from '@functions/domain/company/company-settings';
import { addDays, localDate } from '@shared/rules/dates';
import { DEMO_GROUP_ID } from './accounts';
import { seededMemberId } from './groups';

const SEEDED = [
  {
    member: 0,
    courseExpirationGroupId: 'bls',
    expiresIn: 500,
    passedAgo: 230,
    ceCredits: 8,
    classification: 'Provider',
  },
  {
    member: 3,
    courseExpirationGroupId: 'pals',
    expiresIn: 75,
    passedAgo: 655,
    ceCredits: 7.5,
    classification: 'Instructor',
  },
] as const;

export async function seedExternalCertifications(now = new Date()): Promise<void> {
  const today = localDate(now, DEFAULT_TIME_ZONE);
  const group = groupScopeOf({ groupId: DEMO_GROUP_ID });
  for (const seeded of SEEDED) {
    const userId = seededMemberId(1, seeded.member);
    const key = `external-certifications/${DEMO_GROUP_ID}/${userId}-${seeded.courseExpirationGroupId}.pdf`;
    await putObject(
      'private',
      key,
      new TextEncoder().encode(`%PDF-1.4\n% ${seeded.courseExpirationGroupId.toUpperCase()} card (demo)\n`),
      'application/pdf',
    );
    const input = {
      userId,
      courseExpirationGroupId: seeded.courseExpirationGroupId,
      expirationDate: addDays(today, seeded.expiresIn),
      passedAt: addDays(today, -seeded.passedAgo),
      ceCredits: seeded.ceCredits,
      classification: seeded.classification,
    };
    const fields = await checkedFields(input, today);
    await storeCertification(
      group,
      input,
      fields,
      {
        filename: `${seeded.courseExpirationGroupId}-card.pdf`,
        key,
        bucket: 'private',
        contentType: 'application/pdf',
      },
      null,
      today,
      now,
    );
  }
}
