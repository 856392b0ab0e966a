// Query keys of the credentials feature (post-pass page, provider cards, public verification).
export const credentialKeys = {
  all: ['credentials'] as const,
  userCourse: (uuid: string) => [...credentialKeys.all, 'user-course', uuid] as const,
  verification: (cardId: string) => [...credentialKeys.all, 'verification', cardId] as const,
};
