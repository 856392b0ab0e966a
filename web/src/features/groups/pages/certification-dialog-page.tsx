// add-certification and edit-certification/{externalCertificationId}: a certification earned
// elsewhere, with its file (direct upload to the private bucket). Closing returns to the tab.
import { useId, useState } from 'react';
import { useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { ModalDialog } from '@web/components/modal-dialog';
import { Button, Heading, SelectField, TextField } from '@web/components/ui';
import { FileUpload } from '@web/components/file-upload';
import { FormAlert } from '@web/components/form-alert';
import { QueryState } from '@web/components/query-state';
import { checkInput, useApiForm } from '@web/components/use-api-form';
import type { GroupMember } from '../api/get-user';
import {
  loadCertificationBody,
  useCertification,
  useCourseExpirationGroups,
  useCreateCertification,
  useUpdateCertification,
  type ExternalCertification,
} from '../api/external-certifications';

type Field = 'classification' | 'courseExpirationGroupId' | 'expirationDate' | 'ceCredits' | 'certFile' | 'passedAt';

export function CertificationDialogPage() {
  const member = useOutletContext<GroupMember>();
  const { externalCertificationId } = useParams();
  const navigate = useNavigate();
  const id = useId();
  const close = () => void navigate(href(paths.groupMemberCertifications, { userId: member.id }));
  const title = externalCertificationId ? 'Edit certification' : 'Add certification';
  return (
    <ModalDialog open onClose={close} labelledBy={`${id}-title`} className="group-dialog">
      <div className="group-dialog__body">
        <Heading level={2} id={`${id}-title`}>
          {title}
        </Heading>
        {externalCertificationId ? (
          <EditForm id={externalCertificationId} member={member} onDone={close} />
        ) : (
          <CertificationForm member={member} onDone={close} />
        )}
      </div>
    </ModalDialog>
  );
}

function EditForm({ id, member, onDone }: { id: string; member: GroupMember; onDone: () => void }) {
  const certification = useCertification(id);
  return (
    <QueryState
      query={certification}
      pending="Loading certification…"
      failed="We could not load this certification"
      notFound={{
        title: 'Certification not found',
        message: 'It may have been deleted.',
        action: <Button onClick={onDone}>Close</Button>,
      }}
    >
      {(data) => <CertificationForm member={member} existing={data} onDone={onDone} />}
    </QueryState>
  );
}

function CertificationForm({
  member,
  existing,
  onDone,
}: {
  member: GroupMember;
  existing?: ExternalCertification;
  onDone: () => void;
}) {
  const groups = useCourseExpirationGroups();
  const create = useCreateCertification();
  const update = useUpdateCertification(existing?.id ?? '');
  const form = useApiForm<Field>();
  const [values, setValues] = useState({
    courseExpirationGroupId: existing?.courseExpirationGroupId ?? '',
    classification: existing?.classification ?? '',
    passedAt: existing?.passedAt ?? '',
    expirationDate: existing?.expirationDate ?? '',
    ceCredits: existing ? String(existing.ceCredits) : '',
  });
  const [certFile, setCertFile] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    form.clear(field);
  };

  const submit = form.onSubmit(async () => {
    const body = {
      userId: member.id,
      courseExpirationGroupId: values.courseExpirationGroupId,
      classification: values.classification.trim() || null,
      passedAt: values.passedAt || null,
      expirationDate: values.expirationDate,
      ceCredits: values.ceCredits.trim() === '' ? Number.NaN : Number(values.ceCredits),
      // An edit keeps the file on record unless another was uploaded (a stand-in passes the create schema's check).
      certFile: certFile ?? (existing ? 'kept' : ''),
    };
    const checked = await checkInput(loadCertificationBody, body);
    if (checked.errors) return checked;
    const { userId: _member, ...fields } = checked.data;
    const reply = existing ? await update.mutateAsync({ ...fields, certFile }) : await create.mutateAsync(checked.data);
    if (reply.status < 300) onDone();
    return reply;
  });

  const options = (groups.data ?? []).map((group) => ({ value: group.id, label: group.name }));
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="stack">
      <SelectField
        label="Course"
        placeholder="Select a course"
        options={options}
        value={values.courseExpirationGroupId}
        onChange={set('courseExpirationGroupId')}
        isRequired
        {...form.field('courseExpirationGroupId')}
      />
      <TextField
        label="Classification"
        descriptiveText="Optional, e.g. Provider or Instructor"
        value={values.classification}
        onChange={set('classification')}
        {...form.field('classification')}
      />
      <TextField
        label="Passed on"
        type="date"
        value={values.passedAt}
        onChange={set('passedAt')}
        {...form.field('passedAt')}
      />
      <TextField
        label="Expiration date"
        type="date"
        value={values.expirationDate}
        onChange={set('expirationDate')}
        isRequired
        {...form.field('expirationDate')}
      />
      <TextField
        label="CE credits"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        value={values.ceCredits}
        onChange={set('ceCredits')}
        isRequired
        {...form.field('ceCredits')}
      />
      <FileUpload
        use="externalCertification"
        label="Certificate file"
        serviceName="s3_private"
        currentFilename={existing?.attachedCertFile?.filename}
        onUploaded={(signedId) => {
          setCertFile(signedId);
          form.clear('certFile');
        }}
        onBusyChange={setUploading}
        {...form.field('certFile')}
      />
      <FormAlert message={form.summary()} />
      <div className="row group-dialog__actions">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variation="primary" isDisabled={uploading} isLoading={form.pending} loadingText="Saving…">
          Save
        </Button>
      </div>
    </form>
  );
}
