// Step-up for sensitive changes (saved cards): the call goes out as is; when the server answers 422
// on `currentPassword` (no sign-in within 15 minutes), a dialog asks for the password and the call
// is sent again with it, until it passes or the person cancels. See SECURITY-REVIEW item 5.
import { useRef, useState, type FormEvent } from 'react';
import { Button, Text, TextField } from '@web/components/ui';
import { FormDialog } from '@web/components/ui/form-dialog';

/** A call's variables plus the password the step-up dialog may add. */
export type WithPassword<T> = T & { currentPassword?: string };

interface Reply {
  status: number;
  body: unknown;
}

interface Prompt {
  error: string;
  busy: boolean;
  answer: (password: string | null) => void;
}

function passwordError(reply: Reply): string | null {
  if (reply.status !== 422) return null;
  const errors = (reply.body as { errors?: Record<string, string[] | undefined> }).errors;
  return errors?.currentPassword?.[0] ?? null;
}

export function useStepUp() {
  const [prompt, setPrompt] = useState<Prompt | null>(null);

  /** Sends, asking for the password while the server wants it; null when the person cancels. */
  async function withStepUp<R extends Reply>(send: (currentPassword?: string) => Promise<R>): Promise<R | null> {
    let reply = await send();
    for (let error = passwordError(reply); error !== null; error = passwordError(reply)) {
      const asked = error;
      const password = await new Promise<string | null>((answer) => setPrompt({ error: asked, busy: false, answer }));
      if (password === null) {
        setPrompt(null);
        return null;
      }
      setPrompt((current) => (current ? { ...current, busy: true } : current));
      reply = await send(password);
    }
    setPrompt(null);
    return reply;
  }

  const dialog = prompt ? <StepUpDialog prompt={prompt} /> : null;
  return { withStepUp, dialog };
}

function StepUpDialog({ prompt }: { prompt: Prompt }) {
  const [password, setPassword] = useState('');
  const first = useRef(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    first.current = false;
    prompt.answer(password);
  };
  // The server's first answer explains why we ask; a wrong password shows its own message under the field.
  const fieldError = first.current ? undefined : prompt.error;
  return (
    <FormDialog title="Confirm it's you" onClose={() => prompt.answer(null)} narrow>
      <form onSubmit={submit} noValidate className="stack">
        <Text>{first.current ? prompt.error : 'Enter your current password to continue.'}</Text>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hasError={Boolean(fieldError)}
          errorMessage={fieldError}
          data-autofocus
        />
        <div className="dialog__actions">
          <Button type="button" onClick={() => prompt.answer(null)}>
            Cancel
          </Button>
          <Button type="submit" variation="primary" isLoading={prompt.busy} isDisabled={password === ''}>
            Continue
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
