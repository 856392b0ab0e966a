// The screen that matches an exam's status.
import type { UserExam } from '@shared/contracts/exams';
import { href, paths } from '@shared/paths';

const BY_STATUS = {
  in_progress: paths.examInProgress,
  failed: paths.examFailed,
  passed: paths.examPassed,
  expired: paths.examExpired,
} as const satisfies Record<UserExam['status'], string>;

export function examPathFor(exam: Pick<UserExam, 'uuid' | 'status'>): string {
  return href(BY_STATUS[exam.status], { userExamUuid: exam.uuid });
}
