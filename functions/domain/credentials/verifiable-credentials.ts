// A provider card or one of its pass's CE certificates as a signed Open Badges 3.0 credential
// (application/vc+jwt): for the card's holder (signed in) or anyone holding the card's verification
// token (the QR code's link), like the card itself. Each download signs afresh; the credential's
// slot in the status list and the salt of the hashed email are kept, so every copy says the same.
import { createHash } from 'node:crypto';
import { EVALUATION_NEEDED } from '@shared/contracts/credentials';
import { ceOfferingOf, chosenAccreditations, roundCredits } from '@shared/rules/continuing-education';
import { credentialsAvailable, displayStatus } from '@shared/rules/learning';
import {
  cardCredential,
  ceCertificateCredential,
  type Holder,
  jwtClaimsOf,
  type OpenBadgeCredential,
  VC_JWT_CTY,
  VC_JWT_TYP,
} from '@shared/rules/verifiable-credentials';
import { getUserCourse, type UserCourse } from '@functions/data/learning';
import { getProviderCard, type ProviderCard } from '@functions/data/provider-cards';
import { getUserById, hasVerifiedEmail } from '@functions/data/users';
import type { Caller } from '@functions/lib/caller';
import { env } from '@functions/lib/env';
import { Conflict, NotFound } from '@functions/lib/errors';
import { requireCourse } from '../catalog/catalog';
import { loadCompany } from '../company/company-settings';
import { canonicalCardId } from './card-issue';
import { CARD_CREDENTIAL, ceCredential, credentialStatusOf } from './credential-status';
import { issuerProfile, statusListUrl } from './issuer';
import { signCompactJws } from './jws';
import { tokenMatches } from './verify-card';

export interface CredentialRequest {
  caller: Caller | null;
  cardId: string;
  /** The card's verification token (its QR code's link): lets someone other than the holder download it. */
  token?: string;
  today: string;
  now?: Date;
}

const CARD_NOT_FOUND = 'Provider card not found';

/** The card, when the asker holds it or its token, and the pass that earned it (passed or expired). */
async function askedCard({ caller, cardId, token, today }: CredentialRequest) {
  const card = await getProviderCard(canonicalCardId(cardId));
  const allowed =
    card &&
    ((caller !== null && caller.userId === card.userId) || (token && tokenMatches(card.verificationToken, token)));
  if (!card || !allowed) throw new NotFound(CARD_NOT_FOUND);
  const userCourse = await getUserCourse(card.userId, card.userCourseUuid);
  if (!userCourse || !credentialsAvailable(displayStatus(userCourse, today))) throw new NotFound(CARD_NOT_FOUND);
  return { card, userCourse };
}

/** OB 3.0's salted hash of the holder's email: `sha256$` + hex SHA-256 of the address and the salt. */
export const emailIdentityHash = (email: string, salt: string) =>
  `sha256$${createHash('sha256').update(`${email.trim().toLowerCase()}${salt}`, 'utf8').digest('hex')}`;

/** The holder: their hashed email only once the account proved it (else the credential would vouch for an unproven address). */
async function holderOf(userId: string, salt: string, name: string): Promise<Holder> {
  const user = await getUserById(userId);
  if (!user) throw new NotFound(CARD_NOT_FOUND);
  return { emailHash: hasVerifiedEmail(user) ? emailIdentityHash(user.email, salt) : null, salt, name };
}

/** The credential with OB 3.0's JWT claims, signed as a VC-JOSE-COSE `vc+jwt`. */
const signCredential = (credential: OpenBadgeCredential) =>
  signCompactJws(
    credential.issuer.id,
    { typ: VC_JWT_TYP, cty: VC_JWT_CTY },
    { ...credential, ...jwtClaimsOf(credential) },
  );

const common = async (card: ProviderCard, userCourse: UserCourse) => {
  const [course, company] = await Promise.all([requireCourse(userCourse.courseId), loadCompany()]);
  return {
    appUrl: env().APP_URL.replace(/\/+$/, ''),
    issuer: issuerProfile(company.name),
    cardId: card.id,
    courseId: course.id,
    courseTitle: course.title,
    courseType: course.courseType,
    course,
  };
};

/** The signed credential, and the file name to download it as (from the stored ids, never the request's spelling). */
interface SignedCredential {
  jws: string;
  filename: string;
}

export async function providerCardCredential(request: CredentialRequest): Promise<SignedCredential> {
  const now = request.now ?? new Date();
  const { card, userCourse } = await askedCard(request);
  const { course, ...base } = await common(card, userCourse);
  const status = await credentialStatusOf(card.id, CARD_CREDENTIAL, now);
  const holder = await holderOf(card.userId, status.salt, `${card.holderFirstName} ${card.holderLastName}`);
  const jws = await signCredential(
    cardCredential({
      ...base,
      courseDescription: course.shortDescription,
      holder,
      status: { listUrl: statusListUrl(status.list), index: status.index },
      issuedOn: card.issuedOn,
      expiresOn: card.expiresOn,
    }),
  );
  return { jws, filename: `provider-card-${card.id}.jwt` };
}

/** One CE certificate of the card's pass (`id`: the accreditation's), once the course evaluation is in. */
export async function cmeCertificateCredential(
  request: CredentialRequest & { certificateId: string },
): Promise<SignedCredential> {
  const now = request.now ?? new Date();
  const { card, userCourse } = await askedCard(request);
  // A review's pass earns no CE of its own; the certificates are the learner's choice, or all of them.
  const accreditation = userCourse.review
    ? undefined
    : chosenAccreditations(
        ceOfferingOf(userCourse.courseId)?.accreditations ?? [],
        userCourse.cme?.accreditationIds,
      ).find((a) => a.id === request.certificateId);
  if (!accreditation) throw new NotFound('Certificate not found');
  if (!userCourse.cme?.completed) throw new Conflict(EVALUATION_NEEDED);
  const { course: _course, ...base } = await common(card, userCourse);
  const status = await credentialStatusOf(card.id, ceCredential(accreditation.id), now);
  const user = await getUserById(card.userId);
  const name = [user?.firstName, user?.middleName, user?.lastName].filter(Boolean).join(' ');
  const jws = await signCredential(
    ceCertificateCredential({
      ...base,
      holder: await holderOf(card.userId, status.salt, name),
      status: { listUrl: statusListUrl(status.list), index: status.index },
      accreditation: { ...accreditation, credits: roundCredits(accreditation.credits) },
      completedOn: userCourse.passedOn ?? userCourse.passedAt!.slice(0, 10),
    }),
  );
  return { jws, filename: `ce-certificate-${card.id}-${accreditation.id}.jwt` };
}
