// Confirming the card writes the user course, the card and the learner's names in one transaction:
// a failure can no longer leave the card confirmed with the profile's names unchanged (every retry
// would then be refused as "already confirmed").
import { beforeEach, describe, expect, it, vi } from 'vitest';

process.env.TABLE_NAME ??= 'unit';
const repo = vi.hoisted(() => ({
  transact: vi.fn(),
  getUserCourse: vi.fn(),
  getProviderCard: vi.fn(),
  getCourse: vi.fn(),
  listCatalogCourses: vi.fn(),
}));
vi.mock('@functions/data/learning', async (original) => ({
  ...(await original<object>()),
  getUserCourse: repo.getUserCourse,
}));
vi.mock('@functions/data/provider-cards', async (original) => ({
  ...(await original<object>()),
  getProviderCard: repo.getProviderCard,
}));
vi.mock('@functions/data/catalog', async (original) => ({
  ...(await original<object>()),
  getCourse: repo.getCourse,
  listCatalogCourses: repo.listCatalogCourses,
}));

const { updateConfirmation: confirmCard } = await import('@functions/domain/learning/confirm-card');
const { db } = await import('@functions/data/table');
// DynamoDB as the data layer calls it: each transaction's items reach `repo.transact`, in the order named.
vi.spyOn(db(), 'send').mockImplementation((async (command: { input: { TransactItems?: unknown[] } }) => {
  if (!command.input.TransactItems) throw new Error('Only transactions reach DynamoDB in this test');
  return repo.transact(command.input.TransactItems);
}) as never);
const keys = await import('@functions/data/keys');

const user = { id: 'user-1', firstName: 'Thi', lastName: 'Nguyen', email: 'thi@example.com' } as Parameters<
  typeof confirmCard
>[0];
const course = {
  id: 'acls',
  title: 'ACLS',
  courseType: 'ACLS',
  passingScore: 80,
  questionsPerExam: 10,
  questionBankId: 'b',
  sections: [],
};

beforeEach(() => {
  for (const fn of Object.values(repo)) fn.mockReset();
  repo.getUserCourse.mockResolvedValue({
    uuid: 'uc-1',
    userId: 'user-1',
    courseId: 'acls',
    status: 'passed',
    passedOn: '2026-11-20',
    issuedOn: '2026-11-20',
    providerCardId: 'ACLS-2026-ABCDEFGHJK',
    manuallyConfirmed: false,
    autoRenew: false,
    sections: [],
    userExamUuid: 'e-1',
    examProgress: 100,
    version: 3,
    createdAt: '2026-11-01T00:00:00.000Z',
  });
  repo.getProviderCard.mockResolvedValue({
    id: 'ACLS-2026-ABCDEFGHJK',
    userId: 'user-1',
    userCourseUuid: 'uc-1',
    courseName: 'ACLS',
    holderFirstName: 'Thi',
    holderLastName: 'Nguyen',
    issuedOn: '2026-11-20',
    expiresOn: '2028-11-30',
    verificationToken: 't',
    revokedAt: null,
  });
  repo.getCourse.mockResolvedValue(course);
  repo.listCatalogCourses.mockResolvedValue([course]);
  repo.transact.mockResolvedValue(undefined);
});

describe('confirmCard', () => {
  it('writes the confirmation, the card and the names in one transaction', async () => {
    const reply = await confirmCard(
      user,
      'uc-1',
      { passedAt: '2026-11-22', autoRenew: false, firstName: 'Thị', lastName: 'Nguyễn' },
      '2026-11-23',
    );
    expect(repo.transact).toHaveBeenCalledTimes(1);
    const items = repo.transact.mock.calls[0]![0] as {
      Update?: { Key: unknown; ExpressionAttributeValues: Record<string, unknown> };
    }[];
    const names = items.find((item) => JSON.stringify(item.Update?.Key) === JSON.stringify(keys.user('user-1')));
    expect(names?.Update?.ExpressionAttributeValues).toMatchObject({ ':f': 'Thị', ':l': 'Nguyễn' });
    expect(reply.currentUser).toMatchObject({ firstName: 'Thị', lastName: 'Nguyễn' });
  });
});
