// What a send did: who was invited, who was skipped and why (already invited, already a member),
// and a CSV file's rows that could not be invited.
import { Button, Text } from '@web/components/ui';

export interface InviteOutcome {
  invited: string[];
  skipped: { email: string; reason: string }[];
  invalidRows?: { line: number; errors: string[] }[];
}

export function InviteResult({ outcome, onAgain }: { outcome: InviteOutcome; onAgain: () => void }) {
  return (
    <div role="status" className="stack">
      <Text>
        {outcome.invited.length} invitation{outcome.invited.length === 1 ? '' : 's'} sent
        {outcome.invited.length ? `: ${outcome.invited.join(', ')}` : ''}.
      </Text>
      {outcome.skipped.length ? (
        <ul>
          {outcome.skipped.map((s) => (
            <li key={s.email}>
              {s.email}: {s.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {outcome.invalidRows?.length ? (
        <>
          <Text>
            {outcome.invalidRows.length} row{outcome.invalidRows.length === 1 ? '' : 's'} of the file could not be
            invited:
          </Text>
          <ul>
            {outcome.invalidRows.map((row) => (
              <li key={row.line}>
                Line {row.line}: {row.errors.join('; ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Button size="small" onClick={onAgain}>
        Invite more
      </Button>
    </div>
  );
}
