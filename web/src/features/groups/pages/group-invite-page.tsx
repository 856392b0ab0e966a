// /group-portal/members/invite: invite by email or by CSV.
import { Link } from 'react-router-dom';
import { paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { CsvInvites } from '../components/csv-invites';
import { EmailInvites } from '../components/email-invites';
import '../groups.css';

export function GroupInvitePage() {
  usePageTitle('Invite Members');
  return (
    <div className="page stack">
      <nav aria-label="Breadcrumb" className="group-breadcrumb">
        <ol>
          <li>
            <Link to={paths.groupMembers}>Members</Link>
          </li>
          <li aria-current="page">Invite</li>
        </ol>
      </nav>
      <Heading level={1}>Invite Members</Heading>
      <Text>
        Invited people who have not accepted yet are listed under{' '}
        <Link to={paths.groupInvitations}>Pending Invitations</Link>, where you can send an invitation again or withdraw
        it.
      </Text>
      <EmailInvites />
      <CsvInvites />
    </div>
  );
}
