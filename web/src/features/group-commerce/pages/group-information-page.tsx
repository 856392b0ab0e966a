// Group Information (the settings index): the group's name, PATCH /api/groups/{id}.
import { useState } from 'react';
import { Button, Heading, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { usePageTitle } from '@web/components/page-title';
import { checkInput, useApiForm } from '@web/components/use-api-form';
import { reloadSession, useSession } from '@web/lib/session';
import { useUpdateGroup } from '../api/group-commerce';

export function GroupInformationPage() {
  usePageTitle('Group Information');
  const { group } = useSession();
  const update = useUpdateGroup();
  const form = useApiForm<'name'>();
  const [name, setName] = useState(group?.name ?? '');
  const submit = form.onSubmit(async () => {
    const checked = await checkInput(() => import('@shared/contracts/group-commerce').then((m) => m.updateGroup.body), {
      name,
    });
    if (checked.errors) return checked;
    const reply = await update.mutateAsync({ id: group!.id, name: checked.data.name });
    if (reply.status === 200) await reloadSession();
    return reply;
  });
  return (
    <section aria-labelledby="group-info-title" className="card">
      <Heading level={2} id="group-info-title">
        Group Information
      </Heading>
      <form ref={form.ref} onSubmit={submit} noValidate className="stack settings-form">
        <TextField
          label="Group name"
          value={name}
          isRequired
          onChange={(event) => {
            setName(event.target.value);
            form.clear('name');
          }}
          {...form.field('name')}
        />
        <FormAlert message={form.summary()} />
        <div>
          <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Saving…">
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}
