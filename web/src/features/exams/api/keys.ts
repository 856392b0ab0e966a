// Query keys of the exams feature.
export const examKeys = {
  all: ['exams'] as const,
  exam: (uuid: string) => [...examKeys.all, 'exam', uuid] as const,
  questions: (uuid: string) => [...examKeys.all, 'questions', uuid] as const,
};
