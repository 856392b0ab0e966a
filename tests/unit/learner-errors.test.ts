// A failing repository (throttling, network, ...) is not "not found": the learner's use cases
// turn only the domain's own NotFound into 404/422 and let everything else reach the error model.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const repo = vi.hoisted(() => ({
  getUserCourse: vi.fn(),
  getUserExam: vi.fn(),
  listCatalogCourses: vi.fn(),
  getCourse: vi.fn(),
}));
vi.mock('@functions/data/learning', async (original) => ({
  ...(await original<object>()),
  getUserCourse: repo.getUserCourse,
}));
vi.mock('@functions/data/exams', async (original) => ({
  ...(await original<object>()),
  getUserExam: repo.getUserExam,
}));
vi.mock('@functions/data/catalog', async (original) => ({
  ...(await original<object>()),
  listCatalogCourses: repo.listCatalogCourses,
  getCourse: repo.getCourse,
}));

const { NotFound, Invalid } = await import('@functions/lib/errors');
const { getUserCourseSection: getSection, completeUserCourseSection: completeSection } = await import(
  '@functions/domain/learning/sections'
);
const { answerUserQuestion: answerQuestion } = await import('@functions/domain/exams/answer-question');
const { openUserCourse: enroll } = await import('@functions/domain/learning/user-courses');
const { getUserCourse: userCourseDetail } = await import('@functions/domain/learning/user-courses');

const throttled = () =>
  Object.assign(new Error('The level of configured provisioned throughput for the table was exceeded.'), {
    name: 'ProvisionedThroughputExceededException',
  });
const USER_COURSE = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const EXAM = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

beforeEach(() => {
  for (const fn of Object.values(repo)) fn.mockReset();
});

describe('a failing repository is not turned into 404 or 422', () => {
  it('reading or completing a section', async () => {
    const error = throttled();
    repo.getUserCourse.mockRejectedValue(error);
    await expect(getSection('u1', `${USER_COURSE}_1`, '2026-07-04')).rejects.toBe(error);
    await expect(completeSection({ id: 'u1' }, `${USER_COURSE}_1`, '2026-07-04')).rejects.toBe(error);
    await expect(userCourseDetail('u1', USER_COURSE, '2026-07-04')).rejects.toBe(error);
  });

  it('answering a question', async () => {
    const error = throttled();
    repo.getUserExam.mockRejectedValue(error);
    await expect(answerQuestion('u1', `${EXAM}_1`, 'a1', '2026-07-04')).rejects.toBe(error);
  });

  it('enrolling (the catalogue read fails)', async () => {
    const error = throttled();
    repo.listCatalogCourses.mockRejectedValue(error);
    await expect(
      enroll({ id: 'u1', groupId: null } as never, 'acls', { subscriptionUuid: null, today: '2026-07-04' }),
    ).rejects.toBe(error);
  });
});

describe('what really is missing still answers 404 / 422', () => {
  it('an unknown section or question is NotFound with its own message', async () => {
    repo.getUserCourse.mockResolvedValue(null);
    repo.getUserExam.mockResolvedValue(null);
    await expect(getSection('u1', `${USER_COURSE}_1`, '2026-07-04')).rejects.toEqual(new NotFound('Section not found'));
    await expect(answerQuestion('u1', `${EXAM}_1`, 'a1', '2026-07-04')).rejects.toEqual(
      new NotFound('Question not found'),
    );
  });

  it('an unknown course is a courseId field error at enrollment', async () => {
    repo.listCatalogCourses.mockResolvedValue([]);
    repo.getCourse.mockResolvedValue(null);
    const refused = await enroll({ id: 'u1', groupId: null } as never, 'nope', {
      subscriptionUuid: null,
      today: '2026-07-04',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Invalid);
    expect((refused as InstanceType<typeof Invalid>).errors).toEqual({ courseId: ['This course does not exist.'] });
  });
});
