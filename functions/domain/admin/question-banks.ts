// Question banks as the admin area lists, shows and creates them.
import { randomUUID } from 'node:crypto';
import type { QuestionBank } from '@shared/contracts/admin';
import { createQuestionBank, getQuestionBank, listQuestionBanks } from '@functions/data/question-banks';
import { NotFound } from '@functions/lib/errors';

/** Every bank by name; `search` (any case) keeps the names containing it. */
export async function questionBanks(search = ''): Promise<{ data: QuestionBank[] }> {
  const needle = search.trim().toLowerCase();
  const banks = (await listQuestionBanks()).filter((bank) => !needle || bank.name.toLowerCase().includes(needle));
  return {
    data: banks.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id)),
  };
}

export async function requireQuestionBank(bankId: string): Promise<QuestionBank> {
  const bank = await getQuestionBank(bankId);
  if (!bank) throw new NotFound('Question bank not found');
  return bank;
}

export async function addQuestionBank(name: string) {
  const questionBank = await createQuestionBank({ id: randomUUID(), name });
  return { questionBank, toaster: { type: 'success' as const, message: 'Question bank created.' } };
}
