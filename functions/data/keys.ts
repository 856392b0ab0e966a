// Every key string of the table is built here and nowhere else.
// See docs/data-model.md for the entity chart and the access-pattern table.

export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userEmail: (email: string) => ({ PK: `USER_EMAIL#${email.toLowerCase()}`, SK: 'USER_EMAIL' }),
  userPhone: (phone: string) => ({ PK: `USER_PHONE#${phone}`, SK: 'USER_PHONE' }),

  session: (tokenHash: string) => ({ PK: `SESSION#${tokenHash}`, SK: 'SESSION' }),
  /** The user -> sessions index: one item per open session in the user's partition (revoke all). */
  userSession: (userId: string, tokenHash: string) => ({ PK: `USER#${userId}`, SK: `SESSION#${tokenHash}` }),
  userSessionsPrefix: (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'SESSION#' }),
  /** A stored idempotent reply: per caller (user id, a hash of an anonymous browser's pre-session cookie, or 'anonymous' for webhooks), operation and Idempotency-Key. */
  idempotencyKey: (owner: string, operation: string, key: string) => ({ PK: `IDEMPOTENCY#${owner}#${operation}#${key}`, SK: 'IDEMPOTENCY' }),
  passcode: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PASSCODE' }),
  passwordReset: (tokenHash: string) => ({ PK: `PASSWORD_RESET#${tokenHash}`, SK: 'PASSWORD_RESET' }),
  rateLimit: (scope: string, subject: string, windowStart: number) => ({
    PK: `RATE#${scope}#${subject}`,
    SK: `WINDOW#${windowStart}`,
  }),

  company: () => ({ PK: 'COMPANY', SK: 'SETTINGS' }),

  group: (groupId: string) => ({ PK: `GROUP#${groupId}`, SK: 'PROFILE' }),
  groupMember: (groupId: string, userId: string) => ({ PK: `GROUP#${groupId}`, SK: `MEMBER#${userId}` }),
  groupMembersPrefix: (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'MEMBER#' }),
  /** GSI1: a group's member rows in name order; GSI2: the same per member status (see docs/data-model.md, group portal). */
  groupMemberByName: (groupId: string, nameKey: string, userId: string) => ({ GSI1PK: `GROUP#${groupId}#MEMBERS`, GSI1SK: `NAME#${nameKey}#${userId}` }),
  groupMembersByName: (groupId: string) => ({ PK: `GROUP#${groupId}#MEMBERS`, SKPrefix: 'NAME#', index: 'GSI1' as const }),
  groupMemberByStatus: (groupId: string, status: string, nameKey: string, userId: string) => ({ GSI2PK: `GROUP#${groupId}#STATUS#${status}`, GSI2SK: `NAME#${nameKey}#${userId}` }),
  groupMembersByStatus: (groupId: string, status: string) => ({ PK: `GROUP#${groupId}#STATUS#${status}`, SKPrefix: 'NAME#', index: 'GSI2' as const }),
  groupSeats: (groupId: string, productId: string) => ({ PK: `GROUP#${groupId}`, SK: `SEATS#${productId}` }),
  groupSeatsPrefix: (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'SEATS#' }),
  seatHold: (groupId: string, userId: string, productId: string) => ({ PK: `GROUP#${groupId}`, SK: `SEAT_HOLD#${userId}#${productId}` }),
  groupExpiration: (groupId: string, expirationDate: string, sourceId: string) => ({ PK: `GROUP#${groupId}`, SK: `EXPIRATION#${expirationDate}#${sourceId}` }),
  groupExpirationsPrefix: (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'EXPIRATION#' }),
  groupExpirationDay: (groupId: string, date: string) => ({ PK: `GROUP#${groupId}`, SK: `EXPDAY#${date}` }),
  groupExpirationDaysPrefix: (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'EXPDAY#' }),
  /** A group's sign-up code (members join by it), unique by conditional put. */
  groupSignupCode: (code: string) => ({ PK: `GROUP_CODE#${code.toUpperCase()}`, SK: 'GROUP_CODE' }),
  /** A group's invitation of an address (re-inviting it changes nothing) and the single-use link's token item. */
  groupInvite: (groupId: string, email: string) => ({ PK: `GROUP#${groupId}`, SK: `INVITE#${email.toLowerCase()}` }),
  invitation: (tokenHash: string) => ({ PK: `INVITATION#${tokenHash}`, SK: 'INVITATION' }),
  savedFilter: (groupId: string, filterId: string) => ({ PK: `GROUP#${groupId}`, SK: `FILTER#${filterId}` }),
  savedFiltersPrefix: (groupId: string) => ({ PK: `GROUP#${groupId}`, SKPrefix: 'FILTER#' }),

  socketToken: (tokenHash: string) => ({ PK: `SOCKET_TOKEN#${tokenHash}`, SK: 'SOCKET_TOKEN' }),
  connection: (connectionId: string) => ({ PK: `CONNECTION#${connectionId}`, SK: 'CONNECTION' }),
  channelConnection: (channel: string, connectionId: string) => ({ PK: `CHANNEL#${channel}`, SK: `CONNECTION#${connectionId}` }),
  channelConnectionsPrefix: (channel: string) => ({ PK: `CHANNEL#${channel}`, SKPrefix: 'CONNECTION#' }),

  providerCard: (cardId: string) => ({ PK: `CARD#${cardId}`, SK: 'CARD' }),
  /** GSI1: cards by expiry date (renewal reminders). */
  providerCardByExpiry: (expiresOn: string, cardId: string) => ({ GSI1PK: `CARD_EXPIRES#${expiresOn}`, GSI1SK: `CARD#${cardId}` }),
  cardsExpiringOn: (expiresOn: string) => ({ GSI1PK: `CARD_EXPIRES#${expiresOn}` }),
  /** GSI2: a user's cards, newest issue first when read backwards. */
  providerCardByUser: (userId: string, issuedOn: string, cardId: string) => ({ GSI2PK: `USER#${userId}#CARDS`, GSI2SK: `${issuedOn}#${cardId}` }),
  course: (courseId: string) => ({ PK: `COURSE#${courseId}`, SK: 'COURSE' }),
  /** GSI1: every course of the catalogue (small; cached per container). */
  courseInCatalog: (courseId: string) => ({ GSI1PK: 'CATALOG#COURSES', GSI1SK: `COURSE#${courseId}` }),
  catalogCourses: () => ({ GSI1PK: 'CATALOG#COURSES' }),
  courseSection: (courseId: string, position: number) => ({ PK: `COURSE#${courseId}`, SK: `SECTION#${String(position).padStart(3, '0')}` }),
  courseSectionsPrefix: (courseId: string) => ({ PK: `COURSE#${courseId}`, SKPrefix: 'SECTION#' }),
  product: (productId: string) => ({ PK: `PRODUCT#${productId}`, SK: 'PRODUCT' }),
  question: (bankId: string, questionId: string) => ({ PK: `BANK#${bankId}`, SK: `QUESTION#${questionId}` }),
  questionBank: (bankId: string) => ({ PK: `BANK#${bankId}`, SK: 'BANK' }),
  questionsPrefix: (bankId: string) => ({ PK: `BANK#${bankId}`, SKPrefix: 'QUESTION#' }),
  adTile: (tileId: string) => ({ PK: 'AD_TILES', SK: `TILE#${tileId}` }),
  adTilesPrefix: () => ({ PK: 'AD_TILES', SKPrefix: 'TILE#' }),

  subscription: (userId: string, uuid: string) => ({ PK: `USER#${userId}`, SK: `SUBSCRIPTION#${uuid}` }),
  subscriptionsPrefix: (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'SUBSCRIPTION#' }),
  userCourse: (userId: string, uuid: string) => ({ PK: `USER#${userId}`, SK: `USER_COURSE#${uuid}` }),
  userCoursesPrefix: (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'USER_COURSE#' }),
  /** Pointer to the user's latest user course of a course: guards concurrent enrolments. */
  latestUserCourse: (userId: string, courseId: string) => ({ PK: `USER#${userId}`, SK: `LATEST_COURSE#${courseId}` }),
  userExam: (userId: string, uuid: string) => ({ PK: `USER#${userId}`, SK: `USER_EXAM#${uuid}` }),

  /** Marks a notification as sent so a retried job never mails twice. */
  sentNotice: (subject: string, notice: string) => ({ PK: `NOTICE#${subject}`, SK: notice }),
} as const;
