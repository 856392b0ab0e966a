// Step two shows who is signing in, with 'Back' to change it (returns to step one).
export function SignedInAs({ userauth, onBack }: { userauth: string; onBack: () => void }) {
  return (
    <div className="auth-identity">
      <span>
        <span className="muted">Signing in as </span>
        <strong>{userauth}</strong>
      </span>
      <button type="button" className="text-button" onClick={onBack}>
        Back
      </button>
    </div>
  );
}
