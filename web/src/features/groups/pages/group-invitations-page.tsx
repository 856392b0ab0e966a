// /group-portal/invitations (our addition): the invitations not yet accepted, by address, with who
// sent each and when it expires. Resend emails a new link (the earlier one stops working; the button
// goes for ten minutes after a send, as the spec's invitation buttons go after a send); Withdraw
// cancels one after a confirmation (its link then says so). Page and page size are in the URL.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '@shared/constants';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';
import { DateText } from '@web/components/date-text';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { Button, Heading, Text } from '@web/components/ui';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { fieldErrorsOf } from '@web/lib/api';
import {
  usePendingInvitations,
  useResendInvitation,
  useRevokeInvitation,
  type PendingInvitation,
} from '../api/pending-invitations';
import { Pager } from '../components/pager';
import '../groups.css';
import './group-invitations-page.css';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};
const perPageOf = (value: string | null) => {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
};

/** What a refused call says (a 429's wait, a 422's reason, a 404's message). */
const problemOf = (reply: { status: number; body: unknown }): string =>
  Object.values(fieldErrorsOf(reply)).flat().join(' ') ||
  (reply.body as { message?: string } | undefined)?.message ||
  'Please try again.';

export function GroupInvitationsPage() {
  usePageTitle('Pending Invitations');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const perPage = perPageOf(params.get('perPage'));
  const invitations = usePendingInvitations(page, perPage);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [withdrawing, setWithdrawing] = useState<PendingInvitation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: { page?: number; perPage?: number }) => {
    const updated = new URLSearchParams(params);
    updated.set('page', String(next.page ?? 1));
    updated.set('perPage', String(next.perPage ?? perPage));
    setParams(updated);
  };

  const resendTo = async (email: string) => {
    setProblem(null);
    const reply = await resend.mutateAsync(email);
    if (reply.status !== 200) setProblem(problemOf(reply));
  };

  return (
    <div className="page">
      <div className="page-header">
        <Heading level={1}>Pending Invitations</Heading>
        <ButtonLink to={paths.groupMembersInvite} variation="primary">
          Invite Members
        </ButtonLink>
      </div>
      <Text className="muted">
        People you invited who have not accepted yet. Resend emails a new link (the earlier link stops working);
        Withdraw cancels the invitation.
      </Text>
      {problem ? (
        <p className="group-error" role="alert">
          {problem}
        </p>
      ) : null}
      <QueryState
        query={invitations}
        pending="Loading invitations…"
        failed="We could not load your invitations"
        variant="section"
      >
        {(result) =>
          result.data.length === 0 && page === 1 ? (
            <p className="empty-state" role="status">
              No invitations are waiting to be accepted.
            </p>
          ) : (
            <>
              <table className="group-table pending-invitations">
                <caption className="visually-hidden">Invitations not yet accepted</caption>
                <thead>
                  <tr>
                    <th scope="col">Invited person</th>
                    <th scope="col">Invited</th>
                    <th scope="col">Link expires</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.map((invitation) => (
                    <InvitationRow
                      key={invitation.email}
                      invitation={invitation}
                      resending={resend.isPending && resend.variables === invitation.email}
                      onResend={() => void resendTo(invitation.email)}
                      onWithdraw={() => {
                        setProblem(null);
                        revoke.reset();
                        setWithdrawing(invitation);
                      }}
                    />
                  ))}
                </tbody>
              </table>
              <Pager
                pagination={result.pagination}
                onPage={(next) => change({ page: next })}
                onPerPage={(next) => change({ perPage: next })}
              />
            </>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw invitation"
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing…"
        pending={revoke.isPending}
        error={revoke.data && revoke.data.status !== 200 ? problemOf(revoke.data) : null}
        onCancel={() => setWithdrawing(null)}
        onConfirm={async () => {
          const reply = await revoke.mutateAsync(withdrawing!.email);
          if (reply.status === 200) setWithdrawing(null);
        }}
      >
        <Text>
          Withdraw the invitation to {withdrawing?.email}? The link in their email will stop working. You can invite
          them again later.
        </Text>
      </ConfirmDialog>
    </div>
  );
}

function InvitationRow({
  invitation,
  resending,
  onResend,
  onWithdraw,
}: {
  invitation: PendingInvitation;
  resending: boolean;
  onResend: () => void;
  onWithdraw: () => void;
}) {
  const name = `${invitation.firstName} ${invitation.lastName}`.trim();
  const resent = invitation.sentAt !== invitation.invitedAt;
  return (
    <tr>
      <td data-label="Invited person">
        {name ? <span className="pending-invitations__name">{name}</span> : null}
        <span className="pending-invitations__email">{invitation.email}</span>
      </td>
      <td data-label="Invited">
        <DateText value={invitation.invitedAt} />
        {invitation.invitedBy ? ` by ${invitation.invitedBy}` : null}
        {resent ? (
          <span className="pending-invitations__note">
            Sent again <DateText value={invitation.sentAt} />
          </span>
        ) : null}
      </td>
      <td data-label="Link expires">
        {invitation.expired ? (
          <span className="pending-invitations__expired">
            Expired <DateText value={invitation.expiresAt} />
          </span>
        ) : (
          <DateText value={invitation.expiresAt} />
        )}
      </td>
      <td data-label="Actions">
        <div className="row pending-invitations__actions">
          {invitation.resendableAt ? (
            <span className="muted">Just sent</span>
          ) : (
            <Button
              size="small"
              onClick={onResend}
              isLoading={resending}
              loadingText="Sending…"
              aria-label={`Resend the invitation to ${invitation.email}`}
            >
              Resend
            </Button>
          )}
          <Button
            size="small"
            variation="destructive"
            onClick={onWithdraw}
            aria-label={`Withdraw the invitation to ${invitation.email}`}
          >
            Withdraw
          </Button>
        </div>
      </td>
    </tr>
  );
}
