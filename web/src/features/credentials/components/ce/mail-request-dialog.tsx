// mail-request: a labelled address form (US states from /api/states.json; street suggestions only
// where the server offers them, see components/street-address-field.tsx); the card is queued for mailing once.
import { useState } from 'react';
import { MAIL_REQUEST_SENT } from '@shared/constants';
import { Button, SelectField, Text, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { StreetAddressField, withPickedAddress } from '@web/components/street-address-field';
import { useSession } from '@web/lib/session';
import type { PassedCourse } from '@web/features/credentials/api/get-user-course';
import { useUsStates } from '@web/features/credentials/api/list-state-licenses';
import { useRequestMailedCard } from '@web/features/credentials/api/request-mailed-card';
import { PassedCourseDialog } from './passed-course-dialog';

type Field = 'street' | 'street2' | 'city' | 'state' | 'zip' | 'directMailerQueue';

export function MailRequestDialog({ closeTo }: { closeTo: string }) {
  return (
    <PassedCourseDialog title="Mail My Provider Card" closeTo={closeTo}>
      {(course, close) => <MailForm course={course} onDone={close} />}
    </PassedCourseDialog>
  );
}

function MailForm({ course, onDone }: { course: PassedCourse; onDone: () => void }) {
  const { currentUser, company } = useSession();
  const exam = course.userExam;
  const request = useRequestMailedCard(exam?.uuid ?? '');
  const states = useUsStates();
  const form = useApiForm<Field>();
  const [values, setValues] = useState({
    street: currentUser?.street ?? '',
    street2: currentUser?.street2 ?? '',
    city: currentUser?.city ?? '',
    state: currentUser?.state ?? '',
    zip: currentUser?.zip ?? '',
  });
  if (!exam || !company.mailedProviderCards) return <Text>Mailed provider cards are not available.</Text>;
  if (exam.mailRequestAt) {
    return (
      <div className="stack">
        <Text>{MAIL_REQUEST_SENT} Your card is in the mailing queue.</Text>
        <Button onClick={onDone}>Close</Button>
      </div>
    );
  }
  const field = (name: Exclude<Field, 'directMailerQueue'>) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      form.clear(name);
    },
    ...form.field(name),
  });
  const submit = form.onSubmit(async () => {
    const reply = await request.mutateAsync({ ...values, street2: values.street2 || null });
    if (reply.status === 200) onDone();
    return reply;
  });
  return (
    <form ref={form.ref} noValidate onSubmit={submit} className="stack">
      <Text className="muted">We print your {exam.courseType} provider card and mail it to this address.</Text>
      <StreetAddressField
        label="Street Address"
        autoComplete="address-line1"
        isRequired
        {...field('street')}
        onPick={(picked) => setValues((old) => withPickedAddress(old, picked))}
      />
      <TextField label="Apartment, suite, etc. (optional)" autoComplete="address-line2" {...field('street2')} />
      <TextField label="City" autoComplete="address-level2" isRequired {...field('city')} />
      <SelectField
        label="State"
        autoComplete="address-level1"
        isRequired
        placeholder="Select a state"
        options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        {...field('state')}
      />
      <TextField label="Zip Code" inputMode="numeric" autoComplete="postal-code" isRequired {...field('zip')} />
      <FormAlert message={form.field('directMailerQueue').errorMessage ?? form.summary()} />
      <div className="row">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Sending…">
          Request Mailed Card
        </Button>
      </div>
    </form>
  );
}
