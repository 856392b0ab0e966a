// /verify (public): for a paper provider card, a look-up by the card id printed on it and the
// holder's last name, which leads to the card's result at /verify/:cardId; and a check of a digital
// credential we issued (a provider card or CE certificate as an Open Badges 3.0 .jwt file), pasted or
// chosen as a file, entirely in the browser: its signature against our published DID document, the
// issuer, the dates and our revocation list. Says plainly what holds and what does not. The checking
// code (jose included) loads on the first check, not with the page.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { Button, Heading, Text, TextField } from '@web/components/ui';
import { TextAreaField } from '@web/components/ui/textarea-field';
import { DateText } from '@web/components/date-text';
import { FormAlert } from '@web/components/form-alert';
import { usePageTitle } from '@web/components/page-title';
import { DID_DOCUMENT_PATH, VC_JWT_MEDIA_TYPE } from '@shared/rules/verifiable-credentials';
import type { Check, CredentialReport } from '../verification/check-credential';
import { CardLookupForm, cardLookupResult } from '../components/card-lookup-form';
import '../credentials.css';

/** A credential file is a few kilobytes; anything far larger is not one. */
const MAX_FILE_BYTES = 64 * 1024;

const VERDICT: Record<CredentialReport['verdict'], { label: string; explanation: string; icon: string; css: string }> =
  {
    valid: {
      label: 'Valid',
      explanation:
        'We issued this credential, nothing in it was changed, it is within its dates and we have not revoked it.',
      icon: '✓',
      css: 'valid',
    },
    invalid: {
      label: 'Not valid',
      explanation: 'Do not rely on this credential: see what does not hold below.',
      icon: '✗',
      css: 'expired',
    },
    unverifiable: {
      label: 'Not fully checked',
      explanation: 'Nothing failed, but one check could not be made. Please try again in a minute.',
      icon: '!',
      css: 'expiring',
    },
  };

const OUTCOME_ICON: Record<Check['outcome'], string> = { pass: '✓', fail: '✗', unknown: '?' };
const OUTCOME_LABEL: Record<Check['outcome'], string> = {
  pass: 'Holds',
  fail: 'Does not hold',
  unknown: 'Not checked',
};

export function VerifyCredentialPage() {
  usePageTitle('Verify a credential');
  const navigate = useNavigate();
  const [credential, setCredential] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [report, setReport] = useState<CredentialReport | null>(null);
  // Counts input changes: a verdict is about the inputs it was checked with, so any change clears it,
  // and a check still running when one comes drops its result.
  const inputs = useRef(0);
  const inputChanged = () => {
    inputs.current += 1;
    setReport(null);
  };

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    inputChanged();
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      // The text of an earlier choice would otherwise be checked as if it were this file.
      setCredential('');
      return setError('This file is too large to be a credential.');
    }
    setError(null);
    const chosen = inputs.current;
    const text = (await file.text()).trim();
    // A file chosen (or text typed) while this one was read wins: its text is not overwritten by this one's.
    if (inputs.current !== chosen) return;
    inputChanged();
    setCredential(text);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!credential.trim()) return setError('Paste a credential or choose its file.');
    setError(null);
    setChecking(true);
    const checked = inputs.current;
    try {
      const { checkCredential } = await import('../verification/check-credential');
      const result = await checkCredential(credential, { origin: window.location.origin, now: new Date(), email });
      if (inputs.current === checked) setReport(result);
    } catch {
      setError('The check could not run. Please reload the page and try again.');
    } finally {
      setChecking(false);
    }
  }

  return (
    <section className="page verify-page">
      <Heading level={1}>Verify a Credential</Heading>
      <Text>Check a provider card by the ID printed on it, or a digital credential the holder downloaded.</Text>
      <CardLookupForm
        submitLabel="Check card"
        onVerified={(card) =>
          void navigate(href(paths.verifyCard, { cardId: card.cardId }), { state: cardLookupResult(card) })
        }
      />
      <form className="card stack" onSubmit={onSubmit} noValidate>
        <Heading level={2}>Check a digital credential</Heading>
        <Text>
          Paste a digital credential we issued (a provider card or CE certificate, the <code>.jwt</code> file the holder
          downloaded) or choose its file. The check runs in your browser: our signature against the key we publish, the
          dates, and whether we revoked it.
        </Text>
        <TextAreaField
          label="Credential"
          rows={5}
          spellCheck={false}
          autoComplete="off"
          value={credential}
          onChange={(event) => {
            inputChanged();
            setCredential(event.target.value);
          }}
          hasError={error !== null && !credential.trim()}
          errorMessage={credential.trim() ? undefined : (error ?? undefined)}
        />
        <div className="amplify-flex amplify-field">
          <label className="amplify-label" htmlFor="credential-file">
            Or choose the credential file
          </label>
          <input
            id="credential-file"
            type="file"
            accept={`.jwt,.txt,${VC_JWT_MEDIA_TYPE},text/plain`}
            onChange={onFile}
          />
        </div>
        <TextField
          label="Holder's email (optional)"
          descriptiveText="We compare it with the credential's hashed email; it is not sent anywhere."
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            inputChanged();
            setEmail(event.target.value);
          }}
        />
        {credential.trim() ? <FormAlert message={error ?? undefined} /> : null}
        <Button type="submit" variation="primary" isDisabled={checking} isLoading={checking} loadingText="Checking…">
          Verify
        </Button>
      </form>
      {report ? <CredentialResult report={report} /> : null}
    </section>
  );
}

function CredentialResult({ report }: { report: CredentialReport }) {
  const verdict = VERDICT[report.verdict];
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces nothing the visitor was in: reading goes on at its heading.
  useEffect(() => headingRef.current?.focus(), []);
  const facts = report.facts;
  return (
    <div className={`card verify-card verify-card--${verdict.css}`} aria-live="polite">
      <Heading level={2} ref={headingRef} tabIndex={-1}>
        Verification result: {verdict.label}
      </Heading>
      <p className={`standing standing--${verdict.css}`}>
        <span className="standing__icon" aria-hidden="true">
          {verdict.icon}
        </span>
        <span>
          <span className="visually-hidden">Result: </span>
          {verdict.label}
        </span>
      </p>
      <Text>{verdict.explanation}</Text>
      <ul className="credential-checks">
        {report.checks.map((check) => (
          <li key={check.id} className={`credential-check credential-check--${check.outcome}`}>
            <span className="credential-check__icon" aria-hidden="true">
              {OUTCOME_ICON[check.outcome]}
            </span>
            <span>
              <span className="visually-hidden">{OUTCOME_LABEL[check.outcome]}: </span>
              {check.message}
            </span>
          </li>
        ))}
      </ul>
      {/* What it says, shown only when it is ours and unchanged: a forged one vouches for nothing. */}
      {facts && report.checks.some((check) => check.id === 'signature' && check.outcome === 'pass') ? (
        <dl className="verify-card__facts">
          <div>
            <dt>{facts.kind}</dt>
            <dd>{facts.achievement || facts.name}</dd>
          </div>
          {facts.holderName ? (
            <div>
              <dt>Holder</dt>
              <dd>{facts.holderName}</dd>
            </div>
          ) : null}
          {facts.credits !== null ? (
            <div>
              <dt>Credits</dt>
              <dd>{facts.credits}</dd>
            </div>
          ) : null}
          {facts.validFrom ? (
            <div>
              <dt>Valid from</dt>
              <dd>
                <DateText value={facts.validFrom.slice(0, 10)} />
              </dd>
            </div>
          ) : null}
          {facts.validUntil ? (
            <div>
              <dt>Valid until</dt>
              <dd>
                <DateText value={facts.validUntil.slice(0, 10)} />
              </dd>
            </div>
          ) : null}
          {facts.issuerName ? (
            <div>
              <dt>Issuer</dt>
              <dd>{facts.issuerName}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <Text className="small">
        To check it with other software: our keys are published at <a href={DID_DOCUMENT_PATH}>{DID_DOCUMENT_PATH}</a>.
      </Text>
    </div>
  );
}
