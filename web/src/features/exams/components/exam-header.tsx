// The top of every exam screen: course and exam type, the course name and the status.
import { Heading } from '@web/components/ui';
import { statusLabel } from '@shared/rules/learning';
import type { UserExam } from '../api/get-user-exam';

export function ExamHeader({ exam, title }: { exam: UserExam; title?: string }) {
  return (
    <header className="exam-header">
      <p className="eyebrow">
        {exam.courseType} {exam.examType} Exam
      </p>
      <Heading level={1}>{title ?? exam.name}</Heading>
      <p className={`status-badge status-badge--${exam.status}`}>
        <span className="visually-hidden">Status: </span>
        {statusLabel(exam.status)}
      </p>
    </header>
  );
}
