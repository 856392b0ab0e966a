// Add or edit a state license: state and profession required, the license field labelled by the
// profession, the additional number only when the profession has one (and sent only if filled).
import { useEffect, useState } from 'react';
import { STATE_LICENSE_MESSAGES } from '@shared/constants';
import type { StateLicense } from '@shared/contracts/profile';
import { Button, Heading, SelectField, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import type { ApiReply } from '@web/lib/api';
import { useProfessions } from '../api/list-professions';
import { useStates } from '../api/list-states';
import type { StateLicenseInput } from '../api/create-state-license';

type Field = 'license' | 'additional_license' | 'state' | 'profession';
export const CE_BROKER_HINT =
  'If entered incorrectly, your CE will not report to CE Broker where applicable (for example, a Florida Registered Nurse: RN999999).';

export interface StateLicenseFormProps {
  title: string;
  /** Its heading's level (2 unless in a dialog titled by an h2). */
  level?: 2 | 3;
  initial?: StateLicense;
  submitLabel: string;
  onSubmit: (input: StateLicenseInput) => Promise<ApiReply<never> | { status: number; body: unknown }>;
  onDone: () => void;
}

export function StateLicenseForm({ title, level = 2, initial, submitLabel, onSubmit, onDone }: StateLicenseFormProps) {
  const states = useStates();
  const professions = useProfessions();
  const form = useApiForm<Field>();
  const [stateId, setStateId] = useState(initial?.stateId ?? '');
  const [professionId, setProfessionId] = useState(initial?.professionId ?? '');
  const [license, setLicense] = useState(initial?.license ?? '');
  const [additional, setAdditional] = useState(initial?.additionalLicense ?? '');
  const profession = professions.data?.find((p) => p.id === professionId) ?? null;

  // It opens under a list or a step ('Add a state license'): bring it into view and start at its
  // first field, so the click visibly does something (and a keyboard or screen reader user is there).
  const { ref } = form;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    element.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
  }, [ref]);

  const submit = form.onSubmit(async () => {
    const errors: Partial<Record<Field, string[]>> = {};
    if (!stateId) errors.state = [STATE_LICENSE_MESSAGES.stateBlank];
    if (!professionId) errors.profession = [STATE_LICENSE_MESSAGES.professionBlank];
    if (Object.keys(errors).length) return { errors };
    const input: StateLicenseInput = { license, state_id: stateId, profession_id: professionId };
    if (profession?.additionalLicenseLabel && additional.trim()) input.additional_license = additional;
    const reply = await onSubmit(input);
    if (reply.status === 200 || reply.status === 201) onDone();
    return reply;
  });

  return (
    <form
      ref={form.ref}
      noValidate
      onSubmit={submit}
      className="card stack license-form"
      aria-labelledby="license-form-title"
    >
      <Heading level={level} id="license-form-title">
        {title}
      </Heading>
      <SelectField
        label="State"
        isRequired
        placeholder={states.isPending ? 'Loading states…' : 'Select a state'}
        options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        value={stateId}
        onChange={(event) => {
          setStateId(event.target.value);
          form.clear('state');
        }}
        {...form.field('state')}
      />
      <SelectField
        label="Profession"
        isRequired
        placeholder={professions.isPending ? 'Loading professions…' : 'Select a profession'}
        options={(professions.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        value={professionId}
        onChange={(event) => {
          setProfessionId(event.target.value);
          form.clear('profession');
        }}
        {...form.field('profession')}
      />
      <TextField
        label={profession?.licenseLabel ?? 'License Number'}
        isRequired
        autoComplete="off"
        descriptiveText={CE_BROKER_HINT}
        value={license}
        onChange={(event) => {
          setLicense(event.target.value);
          form.clear('license');
        }}
        {...form.field('license')}
      />
      {profession?.additionalLicenseLabel ? (
        <TextField
          label={profession.additionalLicenseLabel}
          autoComplete="off"
          value={additional}
          onChange={(event) => {
            setAdditional(event.target.value);
            form.clear('additional_license');
          }}
          {...form.field('additional_license')}
        />
      ) : null}
      <FormAlert message={form.summary()} />
      <div className="row">
        <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Saving…">
          {submitLabel}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
