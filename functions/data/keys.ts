// Every key string of the table is built here and nowhere else.
// See docs/data-model.md for the entity chart and the access-pattern table.
// One export per builder, imported as `import * as keys from './keys'`: a bundle keeps only the
// builders its code calls (one object of them all went into every Lambda).

export const user = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' });
export const pendingGroupJoin = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PENDING_GROUP_JOIN' });
export const userEmail = (email: string) => ({ PK: `USER_EMAIL#${email.toLowerCase()}`, SK: 'USER_EMAIL' });
export const userPhone = (phone: string) => ({ PK: `USER_PHONE#${phone}`, SK: 'USER_PHONE' });
/** A Google identity (the OpenID Connect issuer's subject) -> the account it signs in to. */
export const googleIdentity = (subject: string) => ({ PK: `USER_GOOGLE#${subject}`, SK: 'USER_GOOGLE' });

export const session = (tokenHash: string) => ({ PK: `SESSION#${tokenHash}`, SK: 'SESSION' });
/** The user -> sessions index: one item per open session in the user's partition (revoke all). */
export const userSession = (userId: string, tokenHash: string) => ({
  PK: `USER#${userId}`,
  SK: `SESSION#${tokenHash}`,
});
export const userSessionsPrefix = (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'SESSION#' });
/** A stored idempotent reply: per caller (user id, a hash of an anonymous browser's pre-session cookie, or 'anonymous' for webhooks), operation and Idempotency-Key. */
export const idempotencyKey = (owner: string, operation: string, key: string) => ({
  PK: `IDEMPOTENCY#${owner}#${operation}#${key}`,
  SK: 'IDEMPOTENCY',
});
export const passcode = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PASSCODE' });
export const passwordReset = (tokenHash: string) => ({ PK: `PASSWORD_RESET#${tokenHash}`, SK: 'PASSWORD_RESET' });
/** The user -> reset links index (a successful reset ends every other link of the user). */
export const userPasswordReset = (userId: string, tokenHash: string) => ({
  PK: `USER#${userId}`,
  SK: `PASSWORD_RESET#${tokenHash}`,
});
export const userPasswordResetsPrefix = (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'PASSWORD_RESET#' });
/** A single-use link proving an email address (24 h). */
export const emailVerification = (tokenHash: string) => ({
  PK: `EMAIL_VERIFICATION#${tokenHash}`,
  SK: 'EMAIL_VERIFICATION',
});
/** The SMS code confirming the user's phone number (like a passcode, one at a time). */
export const phoneCode = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PHONE_CODE' });
/** The user's authenticator-app factor (encrypted secret, last used step, recovery code hashes). */
export const totpFactor = (userId: string) => ({ PK: `USER#${userId}`, SK: 'MFA_TOTP' });
/** A sign-in waiting for its second factor (5 minutes, single use), by the hash of its cookie token. */
export const mfaChallenge = (tokenHash: string) => ({ PK: `MFA_CHALLENGE#${tokenHash}`, SK: 'MFA_CHALLENGE' });
export const rateLimit = (scope: string, subject: string, windowStart: number) => ({
  PK: `RATE#${scope}#${subject}`,
  SK: `WINDOW#${windowStart}`,
});

export const company = () => ({ PK: 'COMPANY', SK: 'SETTINGS' });

export const group = (groupId: string) => ({ PK: `GROUP#${groupId}`, SK: 'PROFILE' });
export const groupMember = (groupId: string, userId: string) => ({ PK: `GROUP#${groupId}`, SK: `MEMBER#${userId}` });
export const groupMembersPrefix = (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'MEMBER#' });
/** GSI1: a group's member rows in name order; GSI2: the same per member status (see docs/data-model.md, group portal). */
export const groupMemberByName = (groupId: string, nameKey: string, userId: string) => ({
  GSI1PK: `GROUP#${groupId}#MEMBERS`,
  GSI1SK: `NAME#${nameKey}#${userId}`,
});
export const groupMembersByName = (groupId: string) => ({
  PK: `GROUP#${groupId}#MEMBERS`,
  SKPrefix: 'NAME#',
  index: 'GSI1' as const,
});
export const groupMemberByStatus = (groupId: string, status: string, nameKey: string, userId: string) => ({
  GSI2PK: `GROUP#${groupId}#STATUS#${status}`,
  GSI2SK: `NAME#${nameKey}#${userId}`,
});
export const groupMembersByStatus = (groupId: string, status: string) => ({
  PK: `GROUP#${groupId}#STATUS#${status}`,
  SKPrefix: 'NAME#',
  index: 'GSI2' as const,
});
/** GSI3: a group's member rows by last sign-in (never first, then oldest to latest). */
export const groupMemberBySignIn = (groupId: string, signInKey: string, userId: string) => ({
  GSI3PK: `GROUP#${groupId}#MEMBERS`,
  GSI3SK: `SIGNIN#${signInKey}#${userId}`,
});
export const groupMembersBySignIn = (groupId: string) => ({
  PK: `GROUP#${groupId}#MEMBERS`,
  SKPrefix: 'SIGNIN#',
  index: 'GSI3' as const,
});
/** A member's sort entry for one column of the members list: the column's value, then the member (ties). */
export const groupMemberSortEntry = (groupId: string, column: string, value: string, userId: string) => ({
  PK: `GROUP#${groupId}#MEMBERS_BY#${column}`,
  SK: `V#${value}#${userId}`,
});
export const groupMembersSortedBy = (groupId: string, column: string) => ({
  PK: `GROUP#${groupId}#MEMBERS_BY#${column}`,
  SKPrefix: 'V#',
});
export const groupSeats = (groupId: string, productId: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `SEATS#${productId}`,
});
export const groupSeatsPrefix = (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'SEATS#' });
export const seatHold = (groupId: string, userId: string, productId: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `SEAT_HOLD#${userId}#${productId}`,
});
export const groupExpiration = (groupId: string, expirationDate: string, sourceId: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `EXPIRATION#${expirationDate}#${sourceId}`,
});
export const groupExpirationsPrefix = (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'EXPIRATION#' });
export const groupExpirationDay = (groupId: string, date: string) => ({ PK: `GROUP#${groupId}`, SK: `EXPDAY#${date}` });
/** GSI1: every group's compliance rows of one expiration day (the daily compliance sweep). */
export const groupExpirationOnDay = (expirationDate: string, groupId: string, sourceId: string) => ({
  GSI1PK: `GROUP_EXPIRATIONS_ON#${expirationDate}`,
  GSI1SK: `GROUP#${groupId}#${sourceId}`,
});
export const groupExpirationsOnDay = (expirationDate: string) => ({
  PK: `GROUP_EXPIRATIONS_ON#${expirationDate}`,
  SKPrefix: 'GROUP#',
  index: 'GSI1' as const,
});
/** The compliance rows by member name (GSI2) and by course (GSI3), each then by date. */
export const groupExpirationByName = (groupId: string, nameKey: string, expirationDate: string, sourceId: string) => ({
  GSI2PK: `GROUP#${groupId}#EXPIRATIONS`,
  GSI2SK: `NAME#${nameKey}#${expirationDate}#${sourceId}`,
});
export const groupExpirationsByName = (groupId: string) => ({
  PK: `GROUP#${groupId}#EXPIRATIONS`,
  SKPrefix: 'NAME#',
  index: 'GSI2' as const,
});
export const groupExpirationByCourse = (
  groupId: string,
  courseKey: string,
  expirationDate: string,
  sourceId: string,
) => ({
  GSI3PK: `GROUP#${groupId}#EXPIRATIONS`,
  GSI3SK: `COURSE#${courseKey}#${expirationDate}#${sourceId}`,
});
export const groupExpirationsByCourse = (groupId: string) => ({
  PK: `GROUP#${groupId}#EXPIRATIONS`,
  SKPrefix: 'COURSE#',
  index: 'GSI3' as const,
});
/** The progress report: a group's completed courses by completion date (table) and by member name (GSI1), with day counters. */
export const groupCompletion = (groupId: string, completedOn: string, userCourseUuid: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `COMPLETED#${completedOn}#${userCourseUuid}`,
});
export const groupCompletionByName = (groupId: string, nameKey: string, userCourseUuid: string) => ({
  GSI1PK: `GROUP#${groupId}#COMPLETED`,
  GSI1SK: `NAME#${nameKey}#${userCourseUuid}`,
});
export const groupCompletionsByName = (groupId: string) => ({
  PK: `GROUP#${groupId}#COMPLETED`,
  SKPrefix: 'NAME#',
  index: 'GSI1' as const,
});
/** GSI2: the completed courses by course name, then completion day. */
export const groupCompletionByCourse = (groupId: string, courseKey: string, completedOn: string, uuid: string) => ({
  GSI2PK: `GROUP#${groupId}#COMPLETED`,
  GSI2SK: `COURSE#${courseKey}#${completedOn}#${uuid}`,
});
export const groupCompletionsByCourse = (groupId: string) => ({
  PK: `GROUP#${groupId}#COMPLETED`,
  SKPrefix: 'COURSE#',
  index: 'GSI2' as const,
});
export const groupCompletionsPrefix = (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'COMPLETED#' });
export const groupCompletionDay = (groupId: string, date: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `COMPLETEDDAY#${date}`,
});
/** A member's external certification, kept in the group's partition (another group's is simply not there). */
export const externalCertification = (groupId: string, certificationId: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `EXTCERT#${certificationId}`,
});
export const groupExpirationDaysPrefix = (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'EXPDAY#' });
/** A group's sign-up code (members join by it), unique by conditional put. */
export const groupSignupCode = (code: string) => ({ PK: `GROUP_CODE#${code.toUpperCase()}`, SK: 'GROUP_CODE' });
/** A group's invitation of an address (re-inviting it changes nothing) and the single-use link's token item. */
export const groupInvite = (groupId: string, email: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `INVITE#${email.toLowerCase()}`,
});
export const invitation = (tokenHash: string) => ({ PK: `INVITATION#${tokenHash}`, SK: 'INVITATION' });
/** Emails a group's admins sent (invitations, course reminders): per UTC day, and in all (docs/data-model.md, mail quota). */
export const groupMailDay = (groupId: string, day: string) => ({ PK: `GROUP#${groupId}`, SK: `MAIL_QUOTA#DAY#${day}` });
export const groupMailTotal = (groupId: string) => ({ PK: `GROUP#${groupId}`, SK: 'MAIL_QUOTA#TOTAL' });
/** A course reminder sent to a member on a UTC day (one a day; expires). */
export const memberReminder = (groupId: string, userId: string, day: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `REMINDER#${userId}#${day}`,
});
export const savedFilter = (groupId: string, filterId: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `FILTER#${filterId}`,
});
export const savedFiltersPrefix = (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'FILTER#' });
/** A large CSV export job (status, the view's query, the file's key once ready), in the group's partition; expires after a day. */
export const groupExport = (groupId: string, exportId: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `EXPORT#${exportId}`,
});
/** A saved filter's name, claimed per list (unique, case-insensitive), written with the filter. */
export const savedFilterName = (groupId: string, modelType: string, name: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `FILTER_NAME#${modelType}#${name.toLowerCase()}`,
});
/** Group commerce (docs/data-model.md): orders by time-ordered id, the receipt's uuid -> order id, quotes, the group's Stripe customer, the group's count of orders. */
export const groupOrder = (groupId: string, orderId: string) => ({ PK: `GROUP#${groupId}`, SK: `GORDER#${orderId}` });
export const groupOrdersPrefix = (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'GORDER#' });
export const groupOrderUuid = (groupId: string, uuid: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `GORDER_UUID#${uuid}`,
});
export const groupOnboarding = (groupId: string, onboardingId: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `ONBOARDING#${onboardingId}`,
});
export const groupPaymentCustomer = (groupId: string) => ({ PK: `GROUP#${groupId}`, SK: 'PAYMENT_CUSTOMER' });
/** A group's notification template settings; GSI1 (only while enabled): the groups whose digest goes out on a weekday. */
export const groupNotification = (groupId: string, template: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `NOTIFICATION#${template}`,
});
export const notificationByDay = (template: string, dayOfTheWeek: number, groupId: string) => ({
  GSI1PK: `NOTIFY#${template}#DAY#${dayOfTheWeek}`,
  GSI1SK: `GROUP#${groupId}`,
});
export const notificationsOnDay = (template: string, dayOfTheWeek: number) => ({
  GSI1PK: `NOTIFY#${template}#DAY#${dayOfTheWeek}`,
});
/** The digest job's progress through one company day (cursor, lease, done). */
export const notificationRun = (template: string, day: string) => ({ PK: `NOTIFY_RUN#${template}`, SK: `DAY#${day}` });
/** A group whose setting became due today after the day's walk may have passed it: the job visits it after the walk. */
export const notificationRunLate = (template: string, day: string, groupId: string) => ({
  PK: `NOTIFY_RUN#${template}`,
  SK: `LATE#${day}#${groupId}`,
});
export const notificationRunLatePrefix = (template: string, day: string) => ({
  PK: `NOTIFY_RUN#${template}`,
  SKPrefix: `LATE#${day}#`,
});
/** A member whose renewal reminder told them their admin was asked: listed in the group's next digest. */
export const recertificationAsk = (groupId: string, userId: string, cardId: string) => ({
  PK: `GROUP#${groupId}`,
  SK: `RECERT_ASK#${userId}#${cardId}`,
});
export const recertificationAsksPrefix = (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'RECERT_ASK#' });

export const socketToken = (tokenHash: string) => ({ PK: `SOCKET_TOKEN#${tokenHash}`, SK: 'SOCKET_TOKEN' });
export const connection = (connectionId: string) => ({ PK: `CONNECTION#${connectionId}`, SK: 'CONNECTION' });
export const channelConnection = (channel: string, connectionId: string) => ({
  PK: `CHANNEL#${channel}`,
  SK: `CONNECTION#${connectionId}`,
});
export const channelConnectionsPrefix = (channel: string) => ({ PK: `CHANNEL#${channel}`, SKPrefix: 'CONNECTION#' });

export const providerCard = (cardId: string) => ({ PK: `CARD#${cardId}`, SK: 'CARD' });
/** GSI1: cards by expiry date (renewal reminders). */
export const providerCardByExpiry = (expiresOn: string, cardId: string) => ({
  GSI1PK: `CARD_EXPIRES#${expiresOn}`,
  GSI1SK: `CARD#${cardId}`,
});
export const cardsExpiringOn = (expiresOn: string) => ({ GSI1PK: `CARD_EXPIRES#${expiresOn}` });
/** GSI2: a user's cards, newest issue first when read backwards. */
export const providerCardByUser = (userId: string, issuedOn: string, cardId: string) => ({
  GSI2PK: `USER#${userId}#CARDS`,
  GSI2SK: `${issuedOn}#${cardId}`,
});
/**
 * A verifiable credential's revocation slot, in its card's partition: the card's own (`CARD`) and each
 * CE certificate of the pass that earned it (`CE#<accreditationId>`), so revoking the card finds them all.
 */
export const credentialStatus = (cardId: string, credential: string) => ({
  PK: `CARD#${cardId}`,
  SK: `CREDENTIAL#${credential}`,
});
export const credentialStatusesOfCard = (cardId: string) => ({ PK: `CARD#${cardId}`, SKPrefix: 'CREDENTIAL#' });
/** Bitstring status list `list`: its revoked indexes (`LIST`) and one claim per used index (`SLOT#<index>`). */
export const statusList = (list: number) => ({ PK: `STATUS_LIST#${list}`, SK: 'LIST' });
export const statusListSlot = (list: number, index: number) => ({ PK: `STATUS_LIST#${list}`, SK: `SLOT#${index}` });
/** Which status list new credentials take their index from. */
export const currentStatusList = () => ({ PK: 'STATUS_LIST#CURRENT', SK: 'CURRENT' });
export const course = (courseId: string) => ({ PK: `COURSE#${courseId}`, SK: 'COURSE' });
/** GSI1: every course of the catalogue (small; cached per container). */
export const courseInCatalog = (courseId: string) => ({ GSI1PK: 'CATALOG#COURSES', GSI1SK: `COURSE#${courseId}` });
export const catalogCourses = () => ({ GSI1PK: 'CATALOG#COURSES' });
export const courseSection = (courseId: string, position: number) => ({
  PK: `COURSE#${courseId}`,
  SK: `SECTION#${String(position).padStart(3, '0')}`,
});
export const courseSectionsPrefix = (courseId: string) => ({ PK: `COURSE#${courseId}`, SKPrefix: 'SECTION#' });
export const product = (productId: string) => ({ PK: `PRODUCT#${productId}`, SK: 'PRODUCT' });
export const question = (bankId: string, questionId: string) => ({
  PK: `BANK#${bankId}`,
  SK: `QUESTION#${questionId}`,
});
export const questionBank = (bankId: string) => ({ PK: `BANK#${bankId}`, SK: 'BANK' });
export const questionsPrefix = (bankId: string) => ({ PK: `BANK#${bankId}`, SKPrefix: 'QUESTION#' });
/** GSI1: every question bank (the admin list; a few dozen at most). */
export const questionBankInList = (bankId: string) => ({ GSI1PK: 'QUESTION_BANKS', GSI1SK: `BANK#${bankId}` });
export const questionBanksList = () => ({ GSI1PK: 'QUESTION_BANKS' });
/** Where a question lives (its bank), so admin calls that name only the question find it with one GetItem. */
export const questionRef = (questionId: string) => ({ PK: `QUESTION#${questionId}`, SK: 'QUESTION_REF' });
/** The admin's asset library: a folder's (or the top level's) subfolders and files, one partition each. */
export const assetFolderContents = (folderId: string | null) => ({ PK: `ASSETS#${folderId ?? 'ROOT'}`, SKPrefix: '' });
export const assetFolderEntry = (parentId: string | null, folderId: string) => ({
  PK: `ASSETS#${parentId ?? 'ROOT'}`,
  SK: `FOLDER#${folderId}`,
});
export const assetFileEntry = (folderId: string | null, fileId: string) => ({
  PK: `ASSETS#${folderId ?? 'ROOT'}`,
  SK: `FILE#${fileId}`,
});
/** Where a folder or file lives, for calls that name only its id (crumbs, rename, delete). */
export const assetFolderRef = (folderId: string) => ({ PK: `ASSET_FOLDER#${folderId}`, SK: 'ASSET_FOLDER' });
export const assetFileRef = (fileId: string) => ({ PK: `ASSET_FILE#${fileId}`, SK: 'ASSET_FILE' });
export const adTile = (tileId: string) => ({ PK: 'AD_TILES', SK: `TILE#${tileId}` });
export const adTilesPrefix = () => ({ PK: 'AD_TILES', SKPrefix: 'TILE#' });

// Commerce (see docs/data-model.md, "Commerce").
/** A cart: `user:<userId>`, or `anon:<sha256 of the pre-session cookie>` before sign-in. */
export const cart = (owner: string) => ({ PK: `CART#${owner}`, SK: 'CART' });
export const coupon = (code: string) => ({ PK: `COUPON#${code.toUpperCase()}`, SK: 'COUPON' });
/** The learner's Stripe customer id. */
export const paymentCustomer = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PAYMENT_CUSTOMER' });
/** What a PaymentIntent was opened for (the priced cart), so the browser and the webhook complete the same purchase. */
export const checkout = (paymentIntentId: string) => ({ PK: `CHECKOUT#${paymentIntentId}`, SK: 'CHECKOUT' });
/** A priced group order saved before its off-session charge, named after the charge's idempotency key. */
export const groupPurchase = (purchaseKey: string) => ({ PK: `GPURCHASE#${purchaseKey}`, SK: 'GPURCHASE' });
/** One order per payment (or per free checkout): claimed in the purchase transaction. */
export const purchaseClaim = (source: string) => ({ PK: `PURCHASE#${source}`, SK: 'PURCHASE' });
/** Orders, newest last by id (ids sort by time). */
export const order = (userId: string, orderId: string) => ({ PK: `USER#${userId}`, SK: `ORDER#${orderId}` });
export const ordersPrefix = (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'ORDER#' });
/** A Stripe event handled once (retried deliveries find it). */
export const stripeEvent = (eventId: string) => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'STRIPE_EVENT' });
/** Who referred this learner (written at sign-up from a referral code). */
export const referredBy = (userId: string) => ({ PK: `USER#${userId}`, SK: 'REFERRED_BY' });
/** A learner's referral code -> the learner (unique by conditional put). */
export const referralCode = (code: string) => ({ PK: `REFERRAL_CODE#${code.toUpperCase()}`, SK: 'REFERRAL_CODE' });
/** The referrer's $25 credits, one per referred colleague's first paid order. */
export const referralCredit = (userId: string, referredUserId: string) => ({
  PK: `USER#${userId}`,
  SK: `REFERRAL_CREDIT#${referredUserId}`,
});
export const referralCreditsPrefix = (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'REFERRAL_CREDIT#' });
/** A learner turned auto-renew off for a user course's card (billing page). */
export const autoRenewalOptout = (userId: string, userCourseUuid: string) => ({
  PK: `USER#${userId}`,
  SK: `AUTO_RENEWAL_OPTOUT#${userCourseUuid}`,
});
export const autoRenewalOptoutsPrefix = (userId: string) => ({
  PK: `USER#${userId}`,
  SKPrefix: 'AUTO_RENEWAL_OPTOUT#',
});
/** The auto-renew job's claim to charge one card's renewal (the card's expiry date names the period). */
export const autoRenewalCharge = (userId: string, userCourseUuid: string, expiresOn: string) => ({
  PK: `USER#${userId}`,
  SK: `AUTO_RENEWAL_CHARGE#${userCourseUuid}#${expiresOn}`,
});
/** The PaymentIntent of one card's renewal (every card tried confirms it), with what each card's attempt came to. */
export const autoRenewalPayment = (userId: string, userCourseUuid: string, expiresOn: string) => ({
  PK: `USER#${userId}`,
  SK: `AUTO_RENEWAL_PAYMENT#${userCourseUuid}#${expiresOn}`,
});
/** The learner's referral code (created on first visit to /referrals). */
export const userReferralCode = (userId: string) => ({ PK: `USER#${userId}`, SK: 'REFERRAL_CODE' });
/** One review per learner (the reward coupon is issued with it). */
export const userReview = (userId: string) => ({ PK: `USER#${userId}`, SK: 'REVIEW' });
/** Public reviews (4-5 stars), newest last by sort key. */
export const publicReview = (createdAt: string, userId: string) => ({
  PK: 'REVIEWS',
  SK: `REVIEW#${createdAt}#${userId}`,
});
export const publicReviewsPrefix = () => ({ PK: 'REVIEWS', SKPrefix: 'REVIEW#' });

/** An entitlement spent: by the card it backed, or by a refund or chargeback of its purchase (written once). */
export const entitlementUse = (userId: string, entitlementId: string) => ({
  PK: `USER#${userId}`,
  SK: `ENTITLEMENT_USE#${entitlementId}`,
});
export const entitlementUsesPrefix = (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'ENTITLEMENT_USE#' });
export const subscription = (userId: string, uuid: string) => ({ PK: `USER#${userId}`, SK: `SUBSCRIPTION#${uuid}` });
export const subscriptionsPrefix = (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'SUBSCRIPTION#' });
export const userCourse = (userId: string, uuid: string) => ({ PK: `USER#${userId}`, SK: `USER_COURSE#${uuid}` });
export const userCoursesPrefix = (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'USER_COURSE#' });
/** Pointer to the user's latest user course of a course: guards concurrent enrollments. */
export const latestUserCourse = (userId: string, courseId: string) => ({
  PK: `USER#${userId}`,
  SK: `LATEST_COURSE#${courseId}`,
});
export const userExam = (userId: string, uuid: string) => ({ PK: `USER#${userId}`, SK: `USER_EXAM#${uuid}` });

/** The user's SSN, encrypted (write-only): kept off the profile item every request reads. */
export const userSsn = (userId: string) => ({ PK: `USER#${userId}`, SK: 'SSN' });

export const stateLicense = (userId: string, licenseId: string) => ({
  PK: `USER#${userId}`,
  SK: `STATE_LICENSE#${licenseId}`,
});
export const stateLicensesPrefix = (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'STATE_LICENSE#' });
/** One license per user, state and profession: a claim written with the license. */
export const stateLicenseClaim = (userId: string, stateId: string, professionId: string) => ({
  PK: `USER#${userId}`,
  SK: `STATE_LICENSE_CLAIM#${stateId}#${professionId}`,
});

/** The answers of a CE course evaluation, one per user course. */
export const cmeEvaluationAnswers = (userId: string, userCourseUuid: string) => ({
  PK: `USER#${userId}`,
  SK: `CME_EVALUATION#${userCourseUuid}`,
});

/** A CE Broker report: one per earned CE certificate and reporting state license, in the learner's partition. */
export const boardReport = (userId: string, reportId: string) => ({
  PK: `USER#${userId}`,
  SK: `BOARD_REPORT#${reportId}`,
});
export const boardReportsPrefix = (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'BOARD_REPORT#' });
/** GSI1, only while a report waits for a send: the job's work list, oldest due first. */
export const boardReportDue = (dueAt: string, reportId: string) => ({
  GSI1PK: 'BOARD_REPORTS_DUE',
  GSI1SK: `${dueAt}#${reportId}`,
});
export const boardReportsDue = () => ({ GSI1PK: 'BOARD_REPORTS_DUE' });

/** A message waiting in (or delivered from) the outbox: mail and texts the worker delivers (docs/decisions/011-outbox.md). */
export const outboxMessage = (id: string) => ({ PK: `OUTBOX#${id}`, SK: 'OUTBOX' });
/** The outbox id of a message's partition key (the table's stream hands the worker keys only); null for any other key. */
export const outboxIdOfPartition = (PK: string): string | null =>
  PK.startsWith('OUTBOX#') ? PK.slice('OUTBOX#'.length) : null;
/** GSI1, only while a message waits for delivery: the sweeper's work list, oldest due first. */
export const outboxDue = (dueAt: string, id: string) => ({ GSI1PK: 'OUTBOX_DUE', GSI1SK: `${dueAt}#${id}` });
export const outboxDueList = () => ({ GSI1PK: 'OUTBOX_DUE' });

/** The employer notification of one passed exam: the public page answers only when it exists. */
export const employerNotification = (userExamUuid: string) => ({
  PK: `EMPLOYER_NOTIFICATION#${userExamUuid}`,
  SK: 'NOTIFICATION',
});
/** The mailed-card fulfilment queue, oldest first. */
export const mailRequest = (requestedAt: string, id: string) => ({
  PK: 'MAIL_QUEUE',
  SK: `REQUEST#${requestedAt}#${id}`,
});
export const mailQueuePrefix = () => ({ PK: 'MAIL_QUEUE', SKPrefix: 'REQUEST#' });

/** A direct upload's signed id: who may submit it, for what, until when, and whether it was used. */
export const upload = (uploadId: string) => ({ PK: `UPLOAD#${uploadId}`, SK: 'UPLOAD' });

/** Audit trail: one append-only item per security event, a partition per UTC month, newest first by SK. */
export const auditEvent = (at: string, id: string) => ({ PK: `AUDIT#${at.slice(0, 7)}`, SK: `EVENT#${at}#${id}` });
export const auditEventsOf = (month: string) => ({ PK: `AUDIT#${month}`, SKPrefix: 'EVENT#' });
/** How many events a month holds (the list's totals without counting the partition). */
export const auditMonthCount = (month: string) => ({ PK: `AUDIT#${month}`, SK: 'COUNT' });

/** Marks a notification as sent so a retried job never mails twice. */
export const sentNotice = (subject: string, notice: string) => ({ PK: `NOTICE#${subject}`, SK: notice });

/** Item migrations (functions/migrations): a record per applied one, the progress of one under way, the runners' lock. */
export const migrationApplied = (id: string) => ({ PK: 'MIGRATIONS', SK: `APPLIED#${id}` });
export const migrationsAppliedPrefix = () => ({ PK: 'MIGRATIONS', SKPrefix: 'APPLIED#' });
export const migrationProgress = (id: string) => ({ PK: 'MIGRATIONS', SK: `PROGRESS#${id}` });
export const migrationLock = () => ({ PK: 'MIGRATIONS', SK: 'LOCK' });
/** The group id of a key in a group's partition (`GROUP#<groupId>`), for items that do not carry it; null for any other partition. */
export const groupIdOfPartition = (PK: string): string | null =>
  PK.startsWith('GROUP#') ? PK.slice('GROUP#'.length) : null;
