// What a send did: who was invited, who was skipped and why (already invited, already a member).
import { Button, Text } from '@web/components/ui';

export interface InviteOutcome {
  invited: string[];
  skipped: { email: string; reason: string }[];
}

export function InviteResult({ outcome, onAgain }: { outcome: InviteOutcome; onAgain: () => void }) {
  return (
    <div role="status" className="stack">
      <Text>{outcome.invited.length} invitation{outcome.invited.length === 1 ? '' : 's'} sent{outcome.invited.length ? `: ${outcome.invited.join(', ')}` : ''}.</Text>
      {outcome.skipped.length ? (
        <ul>{outcome.skipped.map((s) => <li key={s.email}>{s.email}: {s.reason}</li>)}</ul>
      ) : null}
      <Button size="small" onClick={onAgain}>Invite more</Button>
    </div>
  );
}
