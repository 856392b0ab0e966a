// The exam button of a user course: Launch / Continue / Review Exam (shared rules), a link to the
// exam when every section is complete, otherwise a focusable locked button explaining why.
import { Link } from 'react-router-dom';
import { EXAM_LOCKED_TOOLTIP, examButton } from '@shared/rules/learning';
import { TooltipButton } from '@web/components/tooltip-button';
import { examPath } from '../lib/links';

export const EXAM_NOT_READY = 'Your exam is being prepared. Please try again in a moment.';

interface ExamButtonProps {
  userCourse: { examProgress: number; scoredAt: string | null; canStart: boolean; userExamUuid: string | null } | null;
  /** The locked reason: the course list's tooltip by default, the player's in the player. */
  lockedReason?: string;
  /** Names the course for assistive technology when several exam buttons share a page. */
  describedBy?: string;
  className?: string;
}

export function ExamButton({
  userCourse,
  lockedReason = EXAM_LOCKED_TOOLTIP,
  describedBy,
  className,
}: ExamButtonProps) {
  const { label, enabled } = examButton(userCourse ?? { examProgress: 0, scoredAt: null, canStart: false });
  if (enabled && userCourse?.userExamUuid) {
    return (
      <Link
        to={examPath(userCourse.userExamUuid)}
        className={`amplify-button amplify-button--primary button-link${className ? ` ${className}` : ''}`}
        aria-describedby={describedBy}
      >
        {label}
      </Link>
    );
  }
  return (
    <TooltipButton className={className} disabledReason={enabled ? EXAM_NOT_READY : lockedReason}>
      {label}
    </TooltipButton>
  );
}
