// /group-portal/invitation/{authToken}: the invited person accepts, knowing whose group it is and
// what its admins will see. An existing (confirmed) account joins only signed in as itself and by
// pressing Accept; a new person creates their account here (the link confirms their email). A used
// or unknown link goes to the does-not-exist page. The page follows the reply's redirect (admins
// /group-portal, others /dashboard) itself, carrying the group's name for the welcome there.
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { loginWithReturnTo, paths } from '@shared/paths';
import { PASSWORD_MIN_LENGTH } from '@shared/rules/password';
import { GROUP_ADMINS_CAN, GROUP_ADMINS_NEVER_SEE, GROUP_ADMINS_SEE } from '@shared/rules/group-member-visibility';
import { INVITATION_REVOKED } from '@shared/rules/group-invitations';
import { Button, Heading, Text, TextField } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { PasswordInput } from '@web/components/password-input';
import { FormAlert } from '@web/components/form-alert';
import { usePageTitle } from '@web/components/page-title';
import { LoadError } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { useApiForm } from '@web/components/use-api-form';
import { ApiError } from '@web/lib/api';
import { isNotFound } from '@web/lib/contract-key';
import { useSession } from '@web/lib/session';
import { useAcceptInvitation, useInvitation } from '../api/invitations';
import { joinedGroupState } from '../components/group-welcome';

type Field = 'firstName' | 'lastName' | 'password';

export function InvitationPage() {
  usePageTitle('Accept your invitation');
  const { authToken = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { currentUser } = useSession();
  // The group being joined, from Accept on: a new account's sign-in drops the read cache, and the
  // used link must not be read again (it would answer 404 and send the new member to the gone page).
  const [joining, setJoining] = useState<string | null>(null);
  const invitation = useInvitation(authToken, { enabled: joining === null });
  const accept = useAcceptInvitation();
  const form = useApiForm<Field>();
  const [values, setValues] = useState({ firstName: '', lastName: '', password: '' });
  // Why the link no longer works, once the server said so: used or unknown, or withdrawn by the group.
  const [gone, setGone] = useState<GoneReason | null>(null);
  useEffect(() => {
    if (invitation.data)
      setValues((old) => ({
        ...old,
        firstName: old.firstName || invitation.data!.user.firstName,
        lastName: old.lastName || invitation.data!.user.lastName,
      }));
  }, [invitation.data]);

  const goneReason = gone ?? (invitation.isError && isNotFound(invitation.error) ? reasonOf(invitation.error) : null);
  if (goneReason) return <Navigate to={paths.groupInvitationGone} replace state={{ reason: goneReason }} />;
  if (joining !== null && !invitation.data) return <LoadingState label={`Joining ${joining}…`} />;
  if (invitation.isError)
    return <LoadError onRetry={() => void invitation.refetch()} retrying={invitation.isRefetching} />;
  if (!invitation.data) return <LoadingState label="Loading your invitation…" />;
  const { user, group } = invitation.data;
  const signedInAsInvitee = currentUser?.email.toLowerCase() === user.email.toLowerCase();

  const submit = form.onSubmit(async () => {
    setJoining(group.name);
    const reply = await accept
      .mutateAsync({ user: user.existingAccount ? { authToken } : { authToken, ...values } })
      .catch((error: unknown) => {
        setJoining(null);
        throw error;
      });
    // The used link is left behind: Back does not lead to it.
    if (reply.status === 200)
      return void navigate(reply.body.redirect, { replace: true, state: joinedGroupState(group.name) });
    setJoining(null);
    if (reply.status === 404) setGone(reply.body.message === INVITATION_REVOKED ? 'revoked' : 'gone');
    if (reply.status === 401 || reply.status === 403) return { errors: { base: [reply.body.message] } };
    if (reply.status === 422) {
      // Nested fields (user.password) show under their own field.
      const errors = Object.fromEntries(
        Object.entries(reply.body.errors).map(([field, messages]) => [field.replace(/^user\./, ''), messages]),
      );
      return { errors };
    }
    return reply;
  });
  const input = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      form.clear(name);
    },
    ...form.field(name),
  });

  return (
    <section className="page page--narrow">
      <div className="card auth-card stack">
        <Heading level={1}>Join {group.name}</Heading>
        <Text>
          {group.invitedBy ? `${group.invitedBy} of ${group.name}` : group.name} invited {user.email} to join their
          group on this platform.
        </Text>
        <SharedWithAdmins groupName={group.name} />
        {user.existingAccount && !currentUser ? (
          <>
            <Text>{user.email} already has an account. Sign in to it to accept; nothing is shared until you do.</Text>
            <ButtonLink to={loginWithReturnTo(location.pathname)} variation="primary">
              Sign in to accept
            </ButtonLink>
          </>
        ) : user.existingAccount && !signedInAsInvitee ? (
          <Text>
            You are signed in as {currentUser!.email}, but this invitation is for {user.email}.{' '}
            <Link to={paths.logout}>Sign out</Link>, then sign in as {user.email} to accept it.
          </Text>
        ) : (
          <form ref={form.ref} onSubmit={submit} noValidate className="stack">
            {user.existingAccount ? (
              <Text>Accepting adds your account to {group.name}.</Text>
            ) : (
              <>
                {user.unconfirmedAccount ? (
                  <Text>
                    Someone registered {user.email} here but never confirmed the address. Accepting makes the account
                    yours: you choose a new password, anything the other person added (a phone number, an authenticator
                    app) is removed, and every other session is signed out.
                  </Text>
                ) : null}
                <TextField label="First name" autoComplete="given-name" isRequired {...input('firstName')} />
                <TextField label="Last name" autoComplete="family-name" isRequired {...input('lastName')} />
                <PasswordInput
                  label="Password"
                  autoComplete="new-password"
                  isRequired
                  descriptiveText={`At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter and a number.`}
                  {...input('password')}
                />
              </>
            )}
            <FormAlert message={form.summary()} />
            <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Joining…">
              Accept invitation
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}

function SharedWithAdmins({ groupName }: { groupName: string }) {
  return (
    <div className="stack">
      <Heading level={2}>If you accept, {groupName}'s admins will see</Heading>
      <ul>
        {GROUP_ADMINS_SEE.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Text>and they can:</Text>
      <ul>
        {GROUP_ADMINS_CAN.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Text className="muted">{GROUP_ADMINS_NEVER_SEE}</Text>
    </div>
  );
}

type GoneReason = 'gone' | 'revoked';

const reasonOf = (error: unknown): GoneReason =>
  error instanceof ApiError && (error.body as { message?: unknown } | undefined)?.message === INVITATION_REVOKED
    ? 'revoked'
    : 'gone';

export function InvitationGonePage() {
  const { state } = useLocation();
  const revoked = (state as { reason?: GoneReason } | null)?.reason === 'revoked';
  usePageTitle(revoked ? 'Invitation withdrawn' : 'Invitation not found');
  return (
    <section className="page page--narrow centered-page">
      {revoked ? (
        <>
          <Heading level={1}>This invitation was withdrawn</Heading>
          <Text>
            The group's administrator withdrew this invitation, so its link no longer works. If you expected to join,
            ask them to invite you again.
          </Text>
        </>
      ) : (
        <>
          <Heading level={1}>This invitation no longer exists</Heading>
          <Text>Invitation links work once. Please check your email for the latest invitation link.</Text>
        </>
      )}
    </section>
  );
}
