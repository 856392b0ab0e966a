// What the learning use cases say to the learner: their toasts and the refusals they name. Texts
// the web shows as well live in shared/rules/learning.ts (the exam button's tooltips).

export const LEARNING_MESSAGES = {
  sectionsComplete: 'All sections complete: you can now take the exam.',
  cardAlreadyConfirmed: 'This card has already been confirmed.',
  reviewWhileEntitled: 'Your purchase covers a new card: start the course without review.',
} as const;
