// Invite by email: typed or pasted entries become a list (pasted text splits on commas and
// whitespace; `Name <address>` gives the address); space and comma are blocked in the field (they
// end an entry), Tab ends an entry when there is one (else it moves on: no keyboard trap). The
// button says 'Invite N Member(s)' and is disabled with no entries; it disappears after a send.
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { inviteButtonLabel, isEmail, splitEmailEntries } from '@shared/rules/group-invitations';
import { Button, Heading } from '@web/components/ui';
import { fieldErrorsOf } from '@web/lib/api';
import { useInviteMembers } from '../api/invitations';
import { InviteResult, type InviteOutcome } from './invite-result';

export function EmailInvites() {
  const id = useId();
  const [text, setText] = useState('');
  const [entries, setEntries] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<InviteOutcome | null>(null);
  // Why nothing was sent (e.g. over the group's email quota: the server says when it resets).
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useInviteMembers();
  const add = (items: string[]) => setEntries((old) => [...new Set([...old, ...items])]);
  const commit = () => {
    if (!text.trim()) return false;
    add(splitEmailEntries(text));
    setText('');
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ' || event.key === ',' || event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Tab' && commit()) event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    add(splitEmailEntries(event.clipboardData.getData('text')));
  };
  const valid = entries.filter(isEmail);
  const send = async () => {
    const reply = await invite.mutateAsync({ users: valid.map((email) => ({ email, firstName: '', lastName: '' })) });
    if (reply.status === 200) {
      setOutcome(reply.body);
      setEntries([]);
      setProblem(null);
    } else setProblem(Object.values(fieldErrorsOf<string>(reply)).flat().join(' ') || null);
  };
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <Heading level={2} id={`${id}-title`}>
        Invite by email
      </Heading>
      <label className="group-select" htmlFor={`${id}-input`}>
        Email addresses
        <input
          id={`${id}-input`}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={commit}
          autoComplete="off"
          aria-describedby={`${id}-help`}
        />
      </label>
      <p id={`${id}-help`} className="muted">
        Separate addresses with a space or a comma, or paste a list.
      </p>
      {entries.length ? (
        <ul
          aria-label="Addresses to invite"
          className="row"
          style={{ listStyle: 'none', padding: 0, flexWrap: 'wrap' }}
        >
          {entries.map((entry) => (
            <li key={entry} className={isEmail(entry) ? undefined : 'group-error'}>
              {entry}
              {isEmail(entry) ? '' : ' (invalid)'}{' '}
              <Button
                size="small"
                variation="link"
                onClick={() => setEntries(entries.filter((e) => e !== entry))}
                aria-label={`Remove ${entry}`}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p className="group-error" role="alert">
          {problem}
        </p>
      ) : null}
      {outcome ? (
        <InviteResult outcome={outcome} onAgain={() => setOutcome(null)} />
      ) : (
        <Button
          variation="primary"
          onClick={() => void send()}
          isDisabled={valid.length === 0}
          isLoading={invite.isPending}
          loadingText="Sending…"
        >
          {inviteButtonLabel(valid.length)}
        </Button>
      )}
    </section>
  );
}
