// Texts the exam screens share.
import type { NotFoundContent } from '@web/components/query-state';

export const LOADING_EXAM = 'Loading Exam...';
export const LOAD_EXAM_FAILED = 'We could not load this exam';
export const EXAM_NOT_FOUND: NotFoundContent = {
  title: 'Exam not found',
  message: 'We could not find this exam. It may belong to another account, or the link may be out of date.',
};
