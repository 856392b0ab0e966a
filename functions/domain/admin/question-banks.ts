// Question banks as the admin area lists, shows and creates them.
import { randomUUID } from 'node:crypto';
import type { QuestionBank } from '@shared/contracts/admin';
import * as questionBanksData from '@functions/data/question-banks';
import { NotFound } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { ADMIN_MESSAGES } from './messages';

/** Every bank by name; `search` (any case) keeps the names containing it. */
export async function listQuestionBanks(search = ''): Promise<{ data: QuestionBank[] }> {
  const needle = search.trim().toLowerCase();
  const banks = (await questionBanksData.listQuestionBanks()).filter(
    (bank) => !needle || bank.name.toLowerCase().includes(needle),
  );
  return {
    data: banks.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id)),
  };
}

export async function getQuestionBank(bankId: string): Promise<QuestionBank> {
  const bank = await questionBanksData.getQuestionBank(bankId);
  if (!bank) throw new NotFound('Question bank not found');
  return bank;
}

export async function createQuestionBank(name: string) {
  const questionBank = await questionBanksData.createQuestionBank({ id: randomUUID(), name });
  return { questionBank, toaster: successToast(ADMIN_MESSAGES.questionBankCreated) };
}
