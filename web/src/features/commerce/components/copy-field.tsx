// A read-only value with a Copy button that says 'Copied!' for 1.5 s (the spec).
import { useEffect, useId, useState } from 'react';
import { Button } from '@web/components/ui';

export const COPIED_MS = 1500;

export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard permission: select the text so the learner can copy it themselves.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      return;
    }
    setCopied(true);
  };
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field__row">
        <input
          id={id}
          readOnly
          value={value}
          className="amplify-input"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <span role="status" className="visually-hidden">
        {copied ? 'Copied!' : ''}
      </span>
    </div>
  );
}
