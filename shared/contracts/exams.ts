// Exams: questions, answers saved on selection, scoring and retakes.
import * as z from 'zod/mini';
import { defineContract } from './contract';
import { envelope, messageBody, validationErrors } from './envelope';
import { MAX_LENGTH } from './limits';
import { cmeEvaluation, cmeEvaluationSubmission } from './common';

export const userExam = z.object({
  id: z.string(),
  uuid: z.string(),
  status: z.enum(['in_progress', 'passed', 'failed', 'expired']),
  score: z.nullable(z.number()),
  /** How many answers were right: once scored (never which ones until a pass). */
  correctCount: z.nullable(z.number()),
  passingScore: z.number(),
  questionCount: z.number(),
  answeredCount: z.number(),
  requiredCorrect: z.number(),
  canSubmit: z.boolean(),
  manuallyConfirmed: z.boolean(),
  canAutoRenew: z.boolean(),
  autoRenew: z.boolean(),
  flexExpireAvailable: z.boolean(),
  employerNotified: z.boolean(),
  mailRequestAt: z.nullable(z.string()),
  courseBlankProviderCard: z.object({ url: z.nullable(z.string()) }),
  name: z.string(),
  courseType: z.string(),
  examType: z.enum(['Certification', 'Recertification']),
  userCourseUuid: z.string(),
  courseId: z.string(),
  passedAt: z.nullable(z.string()),
  scoredAt: z.nullable(z.string()),
  providerCardId: z.nullable(z.string()),
  /** Our addition: a review's pass (no new card; the card shown is the one already held). */
  review: z.boolean(),
  /** The course's CE evaluation: which details the accreditors need verified, and our own questions (no Typeform offline). */
  cmeEvaluation: z.nullable(cmeEvaluation),
  cmeEvaluationSubmission: z.nullable(cmeEvaluationSubmission),
});
export type UserExam = z.infer<typeof userExam>;

export const userQuestion = z.object({
  id: z.string(),
  position: z.number(),
  content: z.string(),
  selectedUserAnswerId: z.nullable(z.string()),
  /** Revealed only for a passed (or since expired) exam: a failed one never shows the key. */
  correctAnswer: z.nullable(z.string()),
  correct: z.nullable(z.boolean()),
  userAnswers: z.array(z.object({ id: z.string(), content: z.string(), correct: z.nullable(z.boolean()) })),
});
export type UserQuestion = z.infer<typeof userQuestion>;

const uuidParam = z.object({ uuid: z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.id)) });

export const getUserExam = defineContract({
  method: 'GET',
  path: '/api/user_exams/:uuid.json',
  access: 'learner',
  summary: "One of the caller's exams.",
  grants: ['table:read'],
  params: uuidParam,
  responses: { 200: userExam, 404: messageBody },
});

export const listUserQuestions = defineContract({
  method: 'GET',
  path: '/api/user_questions.json',
  access: 'learner',
  summary: "An exam's questions with the caller's selections (correctness only after scoring).",
  grants: ['table:read'],
  query: z.object({ userExamUuid: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(MAX_LENGTH.id)) }),
  responses: { 200: z.object({ data: z.array(userQuestion), userExam }), 404: messageBody },
});

export const answerUserQuestion = defineContract({
  method: 'PATCH',
  path: '/api/user_questions/:id.json',
  access: 'learner',
  summary: 'Saves the selected answer of an in-progress exam question.',
  grants: ['table:write'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.id)) }),
  body: z.object({
    selectedUserAnswerId: z.string().check(z.minLength(1, 'Please choose an answer.'), z.maxLength(MAX_LENGTH.id)),
  }),
  responses: { 200: z.object({ userExam, userQuestion }), 404: messageBody, 409: messageBody, 422: validationErrors },
});

export const scoreUserExam = defineContract({
  method: 'PATCH',
  path: '/api/user_exams/:uuid/score_it.json',
  access: 'learner',
  summary: 'Submits an exam: passed when correct answers reach question count x passing score.',
  grants: ['table:write', 'realtime'],
  params: uuidParam,
  responses: { 200: z.object({ userExam, ...envelope }), 404: messageBody, 409: messageBody, 422: validationErrors },
});

export const retakeUserExam = defineContract({
  method: 'PATCH',
  path: '/api/user_exams/:uuid/retake_it.json',
  access: 'learner',
  summary: 'After a failed attempt, starts a new in-progress exam with freshly drawn questions.',
  grants: ['table:write'],
  params: uuidParam,
  responses: { 200: z.object({ userExam, ...envelope }), 404: messageBody, 409: messageBody },
});

export const updateUserExam = defineContract({
  method: 'PATCH',
  path: '/api/user_exams/:uuid.json',
  access: 'learner',
  summary: 'Turns auto-renewal on (or off) for a passed exam.',
  grants: ['table:write'],
  params: uuidParam,
  body: z.object({ autoRenew: z.boolean("can't be blank") }),
  responses: { 200: z.object({ userExam, ...envelope }), 404: messageBody, 409: messageBody },
});
