// The member page's Information tab: the member's details as the group sees them (the editing form
// comes with PATCH /api/users/{id}.json).
import { useOutletContext } from 'react-router-dom';
import { Heading } from '@web/components/ui';
import type { GroupMember } from '../api/get-user';

const FIELDS: [keyof GroupMember, string][] = [
  ['firstName', 'First name'], ['middleName', 'Middle name'], ['lastName', 'Last name'], ['email', 'Email'], ['title', 'Title'],
  ['birthDate', 'Birth date'], ['street', 'Street'], ['street2', 'Street 2'], ['city', 'City'], ['state', 'State'], ['zip', 'ZIP'],
];

export function MemberInformationTab() {
  const member = useOutletContext<GroupMember>();
  return (
    <section aria-labelledby="member-information-title" className="card">
      <Heading level={2} id="member-information-title">Information</Heading>
      <dl className="group-details">
        {FIELDS.map(([field, label]) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{(member[field] as string | null) || '—'}</dd>
          </div>
        ))}
        <dt>Group admin</dt>
        <dd>{member.groupAdmin ? 'Yes' : 'No'}</dd>
      </dl>
    </section>
  );
}
