// The member page's Information tab: the group admin edits the member's details (the profile form's
// fields, plus title and the Group admin flag) through PATCH /api/users/{id}.json. Email is shown
// read-only: it is how the member signs in, so only the member changes it. The member's phone, SSN
// and driver's license are theirs alone: the portal never receives them. Only changed fields are
// sent; a 422 shows under its field and keeps everything typed. An admin cannot take away their own
// admin rights (the server refuses; the box is disabled for them).
import { useId, useMemo, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { Button, Heading, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import {
  ADDRESS_FIELDS,
  AddressFields,
  PERSON_FIELDS,
  PersonFields,
  type PersonFieldName,
} from '@web/components/profile-fields';
import { withPickedAddress } from '@web/components/street-address-field';
import { useApiForm } from '@web/components/use-api-form';
import { apiRoute } from '@web/lib/api-route';
import { useSession } from '@web/lib/session';
import { useUpdateUser, type ProfileField, type UserUpdateInput } from '@web/lib/update-user';
import type { GroupMember } from '../api/get-user';

/** Shown, not editable: how the member signs in. */
const MEMBER_ONLY = ['email'] as const;
/** The person fields the admin edits (the phone is never shown: it is the member's own). */
const EDITABLE_PERSON_FIELDS = PERSON_FIELDS.filter(
  (name): name is Exclude<PersonFieldName, 'email' | 'phone'> => name !== 'email' && name !== 'phone',
);
const TEXT_FIELDS = [...EDITABLE_PERSON_FIELDS, 'title', ...ADDRESS_FIELDS] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number] | (typeof MEMBER_ONLY)[number];
type Values = Record<TextFieldName, string> & { groupAdmin: boolean };

const valuesOf = (member: GroupMember): Values => ({
  firstName: member.firstName,
  middleName: member.middleName ?? '',
  lastName: member.lastName,
  email: member.email,
  birthDate: member.birthDate ?? '',
  title: member.title ?? '',
  street: member.street ?? '',
  street2: member.street2 ?? '',
  city: member.city ?? '',
  state: member.state ?? '',
  zip: member.zip ?? '',
  groupAdmin: member.groupAdmin,
});

// Every group read that shows a member's name or admin flag.
const memberReads = [
  apiRoute('groups/get-user'),
  apiRoute('groups/list-group-users'),
  apiRoute('groups/list-expirations'),
  apiRoute('groups/list-completed-courses'),
];

export function MemberInformationTab() {
  const member = useOutletContext<GroupMember>();
  const id = useId();
  const self = useSession().currentUser?.id === member.id;
  const initial = useMemo(() => valuesOf(member), [member]);
  const [values, setValues] = useState<Values>(initial);
  const update = useUpdateUser(member.id, { invalidates: memberReads });
  const form = useApiForm<ProfileField>();

  const input = (name: TextFieldName) => ({
    value: values[name],
    ...((MEMBER_ONLY as readonly string[]).includes(name)
      ? { readOnly: true, descriptiveText: 'Only the member can change this: it is how they sign in.' }
      : {}),
    onChange: (event: { target: { value: string } }) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      form.clear(name);
    },
    ...form.field(name),
  });

  const submit = form.onSubmit(async () => {
    const changes: UserUpdateInput = {};
    for (const name of TEXT_FIELDS)
      if (values[name].trim() !== initial[name]) (changes as Record<string, string>)[name] = values[name].trim();
    if (values.groupAdmin !== initial.groupAdmin) changes.groupAdmin = values.groupAdmin;
    return update.mutateAsync(changes);
  });

  const adminError = form.field('groupAdmin').errorMessage;

  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <Heading level={2} id={`${id}-title`}>
        Information
      </Heading>
      <form ref={form.ref} noValidate onSubmit={submit} className="stack">
        <div className="profile-form">
          <PersonFields input={input} withPhone={false} />
          <TextField label="Title" autoComplete="organization-title" {...input('title')} />
          <AddressFields input={input} onPick={(picked) => setValues((old) => withPickedAddress(old, picked))} />
          <div className="profile-form__wide">
            <label className="group-checkbox" htmlFor={`${id}-admin`}>
              <input
                id={`${id}-admin`}
                name="groupAdmin"
                type="checkbox"
                checked={values.groupAdmin}
                disabled={self}
                aria-invalid={Boolean(adminError)}
                aria-describedby={self || adminError ? `${id}-admin-note` : undefined}
                onChange={(event) => {
                  setValues((old) => ({ ...old, groupAdmin: event.target.checked }));
                  form.clear('groupAdmin');
                }}
              />
              Group admin
            </label>
            {self || adminError ? (
              <p id={`${id}-admin-note`} className={adminError ? 'group-error' : 'muted'}>
                {adminError ?? 'You cannot change your own group admin rights.'}
              </p>
            ) : null}
          </div>
        </div>
        <FormAlert message={form.summary()} />
        <div className="row">
          <Button
            type="submit"
            variation="primary"
            isDisabled={form.pending}
            isLoading={form.pending}
            loadingText="Saving…"
          >
            Save Member
          </Button>
        </div>
      </form>
    </section>
  );
}
