// notify-employer: the employer's contact (department optional); sends the email once.
import { useState } from 'react';
import { EMPLOYER_NOTIFICATION_SENT } from '@shared/constants';
import { Button, Text, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import type { PassedCourse } from '@web/features/credentials/api/get-user-course';
import { PassedCourseDialog } from './passed-course-dialog';
import { useNotifyEmployer, type EmployerContactInput } from '@web/features/credentials/api/notify-employer';

type Field = 'firstName' | 'lastName' | 'email' | 'company' | 'phone' | 'department';
const LABELS: Record<Field, string> = {
  firstName: "Employer's First Name",
  lastName: "Employer's Last Name",
  email: "Employer's Email",
  company: 'Company',
  phone: 'Phone',
  department: 'Department (optional)',
};

export function NotifyEmployerDialog({ closeTo }: { closeTo: string }) {
  return (
    <PassedCourseDialog title="Notify Your Employer" closeTo={closeTo}>
      {(course, close) => <NotifyForm course={course} onDone={close} />}
    </PassedCourseDialog>
  );
}

function NotifyForm({ course, onDone }: { course: PassedCourse; onDone: () => void }) {
  const exam = course.userExam;
  const notify = useNotifyEmployer(exam?.uuid ?? '');
  const form = useApiForm<Field>();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    email: '',
    company: '',
    phone: '',
    department: '',
  });
  if (!exam) return <Text>Your employer can be notified once you pass the exam.</Text>;
  if (exam.employerNotified) {
    return (
      <div className="stack">
        <Text>{EMPLOYER_NOTIFICATION_SENT} We emailed your employer a link to your provider card.</Text>
        <Button onClick={onDone}>Close</Button>
      </div>
    );
  }
  const submit = form.onSubmit(async () => {
    const body: EmployerContactInput = { ...values, department: values.department || null };
    const reply = await notify.mutateAsync(body);
    if (reply.status === 200) onDone();
    return reply;
  });
  return (
    <form ref={form.ref} noValidate onSubmit={submit} className="stack">
      <Text className="muted">
        We will email your employer a link where they can see and download your {exam.courseType} provider card, no
        account needed.
      </Text>
      {(Object.keys(LABELS) as Field[]).map((name) => (
        <TextField
          key={name}
          label={LABELS[name]}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          isRequired={name !== 'department'}
          value={values[name]}
          onChange={(event) => {
            setValues((old) => ({ ...old, [name]: event.target.value }));
            form.clear(name);
          }}
          {...form.field(name)}
        />
      ))}
      <FormAlert message={form.summary()} />
      <div className="row">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Sending…">
          Notify Employer
        </Button>
      </div>
    </form>
  );
}
