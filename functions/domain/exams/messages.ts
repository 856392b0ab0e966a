// What the exam use cases say to the learner: their toasts and the refusals they name.

export const EXAM_MESSAGES = {
  alreadySubmitted: 'This exam has already been submitted.',
  passed: (score: number) => `Congratulations! You passed with ${score}%.`,
  passedReview: (score: number) => `You passed this review with ${score}%. Your card is unchanged.`,
  failed: (score: number) => `You scored ${score}%. Review your answers and retake the exam when you are ready.`,
  autoRenewEnabled: 'Auto Renewal for this course has been enabled. You can update this in your billing preferences.',
} as const;
