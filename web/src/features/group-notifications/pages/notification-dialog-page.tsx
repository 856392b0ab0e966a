// settings/notifications/{template}: the notification editing dialog over the Notifications tab.
// On, how often (weekly, every two weeks, monthly: the first chosen weekday of the month), which
// weekday, and how many days ahead (1 to 60). Checked with the contract's own schema on submit,
// then saved; the server's 422 messages show under their fields.
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import {
  DAYS_BEFORE_EXPIRATION_MAX,
  DAYS_BEFORE_EXPIRATION_MIN,
  FREQUENCY_LABELS,
  NOTIFICATION_FREQUENCIES,
  WEEKDAYS,
  type NotificationFrequency,
} from '@shared/rules/notification-schedule';
import { FormAlert } from '@web/components/form-alert';
import { ModalDialog } from '@web/components/modal-dialog';
import { QueryState } from '@web/components/query-state';
import { Button, Heading, SelectField, Text, TextField } from '@web/components/ui';
import { checkInput, useApiForm } from '@web/components/use-api-form';
import { loadNotificationBody, useNotification, useUpdateNotification, type Notification } from '../api/notifications';

const FREQUENCY_OPTIONS = NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));
const DAY_OPTIONS = WEEKDAYS.map((label, day) => ({ value: String(day), label }));

export function NotificationDialogPage() {
  const id = useId();
  const { template = '' } = useParams();
  const navigate = useNavigate();
  const notification = useNotification(template);
  const close = () => void navigate(paths.groupSettingsNotifications);
  return (
    <ModalDialog open onClose={close} labelledBy={`${id}-title`} className="notification-dialog">
      <div className="notification-dialog__body">
        <QueryState
          query={notification}
          pending="Loading the notification…"
          failed="We could not load this notification"
          variant="block"
          notFound={{
            title: 'Notification not found',
            message: 'This notification does not exist.',
            action: <Button onClick={close}>Close</Button>,
          }}
        >
          {(data) => <NotificationForm notification={data} titleId={`${id}-title`} onDone={close} />}
        </QueryState>
        {notification.data ? null : (
          <Heading level={2} id={`${id}-title`} className="visually-hidden">
            Edit notification
          </Heading>
        )}
      </div>
    </ModalDialog>
  );
}

type Field = 'enabled' | 'frequency' | 'dayOfTheWeek' | 'daysBeforeExpiration';

function NotificationForm({
  notification,
  titleId,
  onDone,
}: {
  notification: Notification;
  titleId: string;
  onDone: () => void;
}) {
  const save = useUpdateNotification(notification.template);
  const form = useApiForm<Field>();
  const [enabled, setEnabled] = useState(notification.enabled);
  const [frequency, setFrequency] = useState<NotificationFrequency>(notification.frequency);
  const [day, setDay] = useState(String(notification.dayOfTheWeek));
  const [days, setDays] = useState(String(notification.daysBeforeExpiration));
  const enabledId = useId();

  const submit = form.onSubmit(async () => {
    const checked = await checkInput(loadNotificationBody, {
      enabled,
      frequency,
      dayOfTheWeek: Number(day),
      daysBeforeExpiration: days.trim() === '' ? Number.NaN : Number(days),
    });
    if (checked.errors) return checked;
    const reply = await save.mutateAsync(checked.data);
    if (reply.status === 200) onDone();
    return reply;
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="stack">
      <Heading level={2} id={titleId}>
        {notification.label}
      </Heading>
      <Text className="muted">{notification.description}</Text>
      <div className="notification-dialog__toggle">
        <input
          id={enabledId}
          type="checkbox"
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.target.checked);
            form.clear('enabled');
          }}
        />
        <label htmlFor={enabledId}>Send this notification to every group admin</label>
      </div>
      <SelectField
        label="How often"
        options={FREQUENCY_OPTIONS}
        value={frequency}
        onChange={(event) => {
          setFrequency(event.target.value as NotificationFrequency);
          form.clear('frequency');
        }}
        descriptiveText={frequency === 'monthly' ? 'On the first chosen weekday of each month.' : undefined}
        {...form.field('frequency')}
      />
      <SelectField
        label="Day of the week"
        options={DAY_OPTIONS}
        value={day}
        onChange={(event) => {
          setDay(event.target.value);
          form.clear('dayOfTheWeek');
        }}
        {...form.field('dayOfTheWeek')}
      />
      <TextField
        label="Days before expiration"
        type="number"
        inputMode="numeric"
        min={DAYS_BEFORE_EXPIRATION_MIN}
        max={DAYS_BEFORE_EXPIRATION_MAX}
        value={days}
        descriptiveText={`List members whose certifications expire within this many days (${DAYS_BEFORE_EXPIRATION_MIN} to ${DAYS_BEFORE_EXPIRATION_MAX}).`}
        onChange={(event) => {
          setDays(event.target.value);
          form.clear('daysBeforeExpiration');
        }}
        isRequired
        {...form.field('daysBeforeExpiration')}
      />
      <FormAlert message={form.summary('enabled')} />
      <div className="row notification-dialog__actions">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Saving…">
          Save
        </Button>
      </div>
    </form>
  );
}
