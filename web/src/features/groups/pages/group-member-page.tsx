// /group-portal/members/{userId}: the member's breadcrumb with their status, tabs (Information,
// Courses, Non-Platform Certifications) as links, and removing the member (the spec's confirmation; pending courses refunded).
import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate, useParams } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { Button, Heading, Text } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { ButtonLink } from '@web/components/button-link';
import { useGroupMember, type GroupMember } from '../api/get-user';
import { useRemoveMember } from '../api/group-writes';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { StatusBadge } from '../components/status-badge';
import { useGroupLiveUpdates } from '../lib/live-updates';
import '../groups.css';

export function GroupMemberPage() {
  const { userId = '' } = useParams();
  useGroupLiveUpdates();
  const member = useGroupMember(userId);
  return (
    <div className="page">
      <QueryState
        query={member}
        pending="Loading member…"
        failed="We could not load this member"
        notFound={{
          title: 'Member not found',
          message: 'This person is not a member of your group.',
          action: (
            <ButtonLink to={paths.groupMembers} variation="primary">
              Back to members
            </ButtonLink>
          ),
        }}
      >
        {(data) => <MemberHeader member={data} />}
      </QueryState>
    </div>
  );
}

function MemberHeader({ member }: { member: GroupMember }) {
  const name = `${member.firstName} ${member.lastName}`;
  usePageTitle(name);
  const navigate = useNavigate();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <nav aria-label="Breadcrumb" className="group-breadcrumb">
        <ol>
          <li>
            <Link to={paths.groupMembers}>Members</Link>
          </li>
          <li aria-current="page">
            {name} <StatusBadge status={member.status} />
          </li>
        </ol>
      </nav>
      <div className="page-header">
        <Heading level={1}>{name}</Heading>
        <Button variation="destructive" onClick={() => setConfirming(true)}>
          Remove from group
        </Button>
      </div>
      <nav aria-label="Member sections" className="group-tabs">
        <NavLink to={href(paths.groupMember, { userId: member.id })} end>
          Information
        </NavLink>
        <NavLink to={href(paths.groupMemberCourses, { userId: member.id })}>Courses</NavLink>
        <NavLink to={href(paths.groupMemberCertifications, { userId: member.id })}>Non-Platform Certifications</NavLink>
      </nav>
      <Outlet context={member} />
      <ConfirmDialog
        open={confirming}
        title="Remove member"
        confirmLabel="Remove"
        pendingLabel="Working…"
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          const reply = await remove.mutateAsync(member.id);
          setConfirming(false);
          if (reply.status === 200) void navigate(paths.groupMembers);
        }}
      >
        <Text>{`Are you sure you want to remove ${name} from your group? Any pending courses will be removed and refunded to your group automatically.`}</Text>
      </ConfirmDialog>
    </>
  );
}
