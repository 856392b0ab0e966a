// Fixtures and a fetch stand-in for the learning screens' component tests: replies by
// "METHOD /path" (query string ignored unless the key has one), with every request recorded.
import { vi } from 'vitest';
import type { CourseSummary } from '@shared/contracts/catalog';
import type { UserCourse } from '@shared/contracts/learning';
import { jsonResponse } from '../support/dom';

export function courseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 'acls',
    title: 'Advanced Cardiovascular Life Support',
    subtitle: 'ACLS provider course',
    shortDescription: 'Adult cardiac emergencies.',
    courseType: 'ACLS',
    color: '#A4161A',
    creditHours: 8,
    attachedThumbnail: { url: null },
    attachedFeatured: { url: null },
    categories: [{ name: 'Certifications', position: 1, coursePosition: 1 }],
    latestUserCourse: null,
    ...overrides,
  };
}

export function courseDetail(overrides: Record<string, unknown> = {}) {
  return {
    ...courseSummary(),
    description: '<p>ACLS in depth.</p>',
    targetAudience: 'Clinicians',
    learningObjectives: ['Run a code'],
    disclosures: 'No relevant financial relationships within the past 24 months.',
    authors: [{ id: 'a1', name: 'Helena Marsh', postNominal: 'MD', affiliation: 'Riverbend' }],
    approvalEntities: [{ id: 'e1', name: 'CME Council' }],
    sectionCount: 3,
    ...overrides,
  };
}

export function userCourse(overrides: Partial<UserCourse> = {}): UserCourse {
  return {
    uuid: 'uc1',
    courseId: 'acls',
    name: 'Advanced Cardiovascular Life Support',
    courseType: 'ACLS',
    examType: 'Certification',
    review: false,
    status: 'in_progress',
    createdAt: '2026-01-01T00:00:00.000Z',
    passedAt: null,
    issuedOn: null,
    progress: 33,
    expirationDate: null,
    canStart: false,
    examProgress: 0,
    scoredAt: null,
    userExamUuid: null,
    color: '#A4161A',
    providerCardId: null,
    subscriptionUuid: null,
    cmeCertificatesCount: 0,
    currentUserCourseSectionUuid: 'uc1_2',
    firstUserCourseSectionUuid: 'uc1_1',
    cmeEvaluationId: null,
    cmeEvaluationSubmission: null,
    userId: 'u1',
    ceBrokerId: null,
    manuallyConfirmed: false,
    autoRenew: false,
    attachedThumbnail: { url: null },
    ...overrides,
  };
}

export function userCourseSection(index: number, overrides: Record<string, unknown> = {}) {
  return {
    uuid: `uc1_${index}`,
    sectionId: `acls-s${index}`,
    title: `Section ${index}`,
    about: `About ${index}`,
    duration: 30,
    position: index,
    completedAt: null,
    ...overrides,
  };
}

export function subscription(overrides: Record<string, unknown> = {}) {
  return {
    uuid: 'sub1',
    productName: 'ACLS Certification',
    product: { name: 'ACLS Certification', color: '#A4161A', attachedFeatured: { url: null } },
    layout: 'certify',
    courses: [courseSummary()],
    userCourses: [] as UserCourse[],
    ...overrides,
  };
}

export type Reply =
  | { status: number; body?: unknown }
  | ((request: { url: string; method: string; body: unknown }) => { status: number; body?: unknown });

export interface FakeApi {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  on: (key: string, reply: Reply) => void;
  calls: (key?: string) => { method: string; url: string; body: unknown }[];
}

/** A fetch whose replies are set per "METHOD /path"; unknown requests get a 404. */
export function fakeApi(): FakeApi {
  const replies = new Map<string, Reply>();
  const log: { method: string; url: string; body: unknown }[] = [];
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    log.push({ method, url, body });
    const reply = replies.get(`${method} ${url}`) ?? replies.get(`${method} ${url.split('?')[0]}`);
    if (!reply) return jsonResponse(404, { message: `No fake reply for ${method} ${url}` });
    const { status, body: replyBody } = typeof reply === 'function' ? reply({ url, method, body }) : reply;
    return jsonResponse(status, replyBody);
  });
  return {
    fetch: fn,
    on: (key, reply) => replies.set(key, reply),
    calls: (key) => (key ? log.filter((c) => `${c.method} ${c.url}`.startsWith(key)) : log),
  };
}

/**
 * Waits (in real time) for a condition the UI reaches after requests settle: at least `tries` flushes,
 * and for up to 10 s (a lazy route's import takes real time on a loaded machine, not a number of ticks).
 */
export async function waitFor(check: () => boolean, flush: () => Promise<void>, tries = 40): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (let i = 0; i < tries || Date.now() < deadline; i++) {
    if (check()) return;
    await flush();
  }
  if (!check()) throw new Error('Condition not reached');
}
