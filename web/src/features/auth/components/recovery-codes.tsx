// Recovery codes, shown once after setup or renewal: each signs in once when the app is not at
// hand. Copy and Download help keep them; the list is never shown again.
import { useState } from 'react';
import { Button, Heading, Text } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';

export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = 'I have saved my recovery codes',
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section className="stack" aria-labelledby="recovery-codes-heading">
      <Heading level={2} id="recovery-codes-heading">
        Your recovery codes
      </Heading>
      <Text>
        Keep these somewhere safe, such as a password manager. If you lose your phone, each code signs you in once
        instead of a code from the app. This is the only time they are shown.
      </Text>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="row">
        <Button onClick={() => void copy()}>Copy codes</Button>
        <Button onClick={download}>Download codes</Button>
      </div>
      <div role="status">{copied === 'yes' ? <Text>Copied.</Text> : null}</div>
      <FormAlert
        message={copied === 'failed' ? 'Could not copy: select the codes and copy them, or download them.' : undefined}
      />
      <div className="row">
        <Button variation="primary" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
