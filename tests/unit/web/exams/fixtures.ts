// Fixtures and a by-route fetch mock for the exam and credential screens.
import type { UserExam, UserQuestion } from '@shared/contracts/exams';
import type { ResponseOf } from '@shared/contracts/contract';
import type { getUserCourse } from '@shared/contracts/learning';
import { jsonResponse } from '../support/dom';

export type PassedCourse = ResponseOf<typeof getUserCourse, 200>;

export function exam(overrides: Partial<UserExam> = {}): UserExam {
  return {
    id: 'e1',
    uuid: 'e1',
    status: 'in_progress',
    score: null,
    correctCount: null,
    passingScore: 80,
    questionCount: 3,
    answeredCount: 0,
    requiredCorrect: 3,
    canSubmit: false,
    manuallyConfirmed: false,
    canAutoRenew: false,
    autoRenew: false,
    flexExpireAvailable: false,
    employerNotified: false,
    mailRequestAt: null,
    courseBlankProviderCard: { url: null },
    name: 'Advanced Cardiovascular Life Support',
    courseType: 'ACLS',
    examType: 'Certification',
    userCourseUuid: 'uc1',
    courseId: 'c1',
    passedAt: null,
    scoredAt: null,
    providerCardId: null,
    review: false,
    cmeEvaluation: null,
    cmeEvaluationSubmission: null,
    ...overrides,
  };
}

export function question(position: number, overrides: Partial<UserQuestion> = {}): UserQuestion {
  return {
    id: `q${position}`,
    position,
    content: `Question text ${position}?`,
    selectedUserAnswerId: null,
    correctAnswer: null,
    correct: null,
    userAnswers: ['a', 'b', 'c'].map((letter) => ({
      id: `q${position}${letter}`,
      content: `Answer ${letter.toUpperCase()} of ${position}`,
      correct: null,
    })),
    ...overrides,
  };
}

export function userCourse(overrides: Partial<PassedCourse> = {}): PassedCourse {
  return {
    uuid: 'uc1',
    courseId: 'c1',
    name: 'Advanced Cardiovascular Life Support',
    courseType: 'ACLS',
    examType: 'Certification',
    status: 'passed',
    createdAt: '2026-04-01T10:00:00.000Z',
    passedAt: '2026-05-04T15:30:00.000Z',
    issuedOn: '2026-05-04',
    progress: 100,
    expirationDate: '2028-05-04',
    canStart: true,
    examProgress: 100,
    scoredAt: '2026-05-04T15:30:00.000Z',
    userExamUuid: 'e1',
    color: '#0b5cab',
    providerCardId: 'ACLS-2026-000123',
    subscriptionUuid: null,
    cmeCertificatesCount: 0,
    review: false,
    currentUserCourseSectionUuid: null,
    firstUserCourseSectionUuid: null,
    cmeEvaluationId: null,
    cmeEvaluationSubmission: null,
    userId: 'u1',
    ceBrokerId: null,
    manuallyConfirmed: false,
    autoRenew: false,
    attachedThumbnail: { url: null },
    userExam: exam({
      status: 'passed',
      score: 100,
      passedAt: '2026-05-04T15:30:00.000Z',
      scoredAt: '2026-05-04T15:30:00.000Z',
      providerCardId: 'ACLS-2026-000123',
      flexExpireAvailable: true,
      canAutoRenew: true,
    }),
    ...overrides,
  } as PassedCourse;
}

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

/** A fetch mock answering by "METHOD /path"; unknown requests fail the test loudly with a 500. */
export function routeFetch(routes: Record<string, Handler | { status: number; body?: unknown }>) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return jsonResponse(500, { message: `unexpected ${method} ${url.pathname}` });
    return typeof route === 'function' ? route({ url, method, body }) : jsonResponse(route.status, route.body);
  };
  return { fetchImpl, calls };
}

/** A promise whose resolution the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
