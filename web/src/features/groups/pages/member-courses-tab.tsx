// The member page's Courses tab: every course of the member with progress and dates; Enroll from
// the group's seats; Un-enroll only while in progress and only for courses the group gave.
import { DateText } from '@web/components/date-text';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { Button, Heading, Text, TableScroll } from '@web/components/ui';
import { QueryState } from '@web/components/query-state';
import { fieldErrorsOf } from '@web/lib/api';
import type { GroupMember } from '../api/get-user';
import { useMemberCourses, type GroupUserExam } from '../api/list-user-exams';
import { useUnenroll } from '../api/group-writes';
import { useCourseReminder } from '../api/invitations';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EnrollDialog } from '../components/enroll-dialog';

const STATUS_LABELS: Record<GroupUserExam['status'], string> = {
  in_progress: 'In progress',
  passed: 'Passed',
  failed: 'Failed',
  expired: 'Expired',
};

export function MemberCoursesTab() {
  const member = useOutletContext<GroupMember>();
  const courses = useMemberCourses(member.id);
  const unenroll = useUnenroll();
  const [enrolling, setEnrolling] = useState(false);
  const [confirm, setConfirm] = useState<GroupUserExam | null>(null);
  // The reminder button goes once a reminder was sent (spec section 4).
  const reminder = useCourseReminder();
  const [reminded, setReminded] = useState(false);
  // A refused reminder (one a day per member, the group's email quota) says why and when to try again.
  const [reminderProblem, setReminderProblem] = useState<string | null>(null);
  return (
    <section aria-labelledby="member-courses-title" className="stack">
      <div className="page-header">
        <Heading level={2} id="member-courses-title">
          Courses
        </Heading>
        <div className="row">
          {!reminded && courses.data?.some((row) => row.status === 'in_progress' && row.groupId) ? (
            <Button
              onClick={() =>
                void reminder
                  .mutateAsync(member.email)
                  .then((reply) =>
                    reply.status === 200
                      ? setReminded(true)
                      : setReminderProblem(Object.values(fieldErrorsOf<string>(reply)).flat().join(' ') || null),
                  )
              }
              isLoading={reminder.isPending}
              loadingText="Sending…"
            >
              Send reminder
            </Button>
          ) : null}
          <Button variation="primary" onClick={() => setEnrolling(true)}>
            Enroll
          </Button>
        </div>
      </div>
      {reminderProblem ? (
        <p className="group-error" role="alert">
          {reminderProblem}
        </p>
      ) : null}
      <QueryState
        query={courses}
        pending="Loading courses…"
        failed="We could not load this member's courses"
        variant="block"
      >
        {(rows) =>
          rows.length === 0 ? (
            <p className="empty-state">{member.firstName} is not enrolled in any course yet.</p>
          ) : (
            <TableScroll label={`${member.firstName}'s courses`}>
              <table className="group-table">
                <caption className="visually-hidden">{member.firstName}'s courses</caption>
                <thead>
                  <tr>
                    <th scope="col">Course</th>
                    <th scope="col">Type</th>
                    <th scope="col">Status</th>
                    <th scope="col">Progress</th>
                    <th scope="col">Passed</th>
                    <th scope="col">Expires</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{row.courseName}</th>
                      <td>{row.examType}</td>
                      <td>{STATUS_LABELS[row.status]}</td>
                      <td>{row.progress}%</td>
                      <td>{row.passedAt ? <DateText value={row.passedAt} /> : '—'}</td>
                      <td>{row.expirationDate ? <DateText value={row.expirationDate} /> : '—'}</td>
                      <td>
                        {row.status === 'in_progress' ? (
                          <Button
                            size="small"
                            onClick={() => setConfirm(row)}
                            isDisabled={!row.canUnenroll}
                            title={row.canUnenroll ? undefined : 'Purchased by the member'}
                          >
                            Un-enroll<span className="visually-hidden"> from {row.courseName}</span>
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryState>
      {enrolling ? (
        <EnrollDialog
          userId={member.id}
          memberName={`${member.firstName} ${member.lastName}`}
          onClose={() => setEnrolling(false)}
        />
      ) : null}
      <ConfirmDialog
        open={!!confirm}
        title="Un-enroll"
        confirmLabel="Un-enroll"
        pendingLabel="Working…"
        pending={unenroll.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          if (confirm) await unenroll.mutateAsync(confirm.id);
          setConfirm(null);
        }}
      >
        <Text>
          {confirm ? `Are you sure you want to un-enroll this ${confirm.courseType} ${confirm.examType}?` : ''}
        </Text>
      </ConfirmDialog>
    </section>
  );
}
