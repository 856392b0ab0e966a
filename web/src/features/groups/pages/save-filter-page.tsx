// save-filters/{modelType}: names the current view (the list's query string) and saves it; closing
// returns to the list with its query string.
import { useId, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { SAVED_FILTER_MODELS } from '@shared/constants';
import { ModalDialog } from '@web/components/modal-dialog';
import { Button, Heading, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { useSaveFilter, type SavedFilterModel } from '../api/saved-filters';

export function SaveFilterPage() {
  const id = useId();
  const { modelType = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const save = useSaveFilter();
  const form = useApiForm<'name'>();
  const [name, setName] = useState('');
  const listPath = pathname.slice(0, pathname.indexOf('/save-filters/'));
  const close = () => void navigate(`${listPath}${search}`);
  const model = (SAVED_FILTER_MODELS as readonly string[]).includes(modelType)
    ? (modelType as SavedFilterModel)
    : 'users';
  const submit = form.onSubmit(async () => {
    const reply = await save.mutateAsync({ modelType: model, name, queryParams: search.replace(/^\?/, '') });
    if (reply.status === 201) close();
    return reply;
  });
  return (
    <ModalDialog open onClose={close} labelledBy={`${id}-title`} className="group-dialog">
      <form ref={form.ref} onSubmit={submit} noValidate className="group-dialog__body">
        <Heading level={2} id={`${id}-title`}>
          Save filter
        </Heading>
        <TextField
          label="Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            form.clear('name');
          }}
          isRequired
          {...form.field('name')}
        />
        <FormAlert message={form.summary()} />
        <div className="row group-dialog__actions">
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Saving…">
            Save
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
