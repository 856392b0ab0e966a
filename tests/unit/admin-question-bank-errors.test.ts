// Adding a question: only a missing bank is a 422; any other read failure stays an error (logged 500).
import { afterEach, describe, expect, it, vi } from 'vitest';

const getQuestionBank = vi.fn();
vi.mock('@functions/data/question-banks', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@functions/data/question-banks')>()),
  getQuestionBank: (...args: unknown[]) => getQuestionBank(...args),
  createQuestion: vi.fn(async () => true),
}));

const { createQuestion: addQuestion } = await import('@functions/domain/admin/questions');
const { Invalid } = await import('@functions/lib/errors');

afterEach(() => getQuestionBank.mockReset());

describe('addQuestion bank lookup', () => {
  it('answers a missing bank with a 422 on questionBankId', async () => {
    getQuestionBank.mockResolvedValue(undefined);
    await expect(addQuestion({ content: 'Q', questionBankId: 'nope' })).rejects.toBeInstanceOf(Invalid);
  });

  it('lets a throttled or refused read through unchanged', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' });
    getQuestionBank.mockRejectedValue(throttled);
    await expect(addQuestion({ content: 'Q', questionBankId: 'bank' })).rejects.toBe(throttled);
  });
});
