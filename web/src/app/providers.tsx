// Everything the screens rely on: the bootstrap data (loaded once, with loading and error states),
// the company theme and the toasts. The read cache needs no provider (lib/contract-query.ts).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { LoadingState } from '../components/loading-state';
import { Button } from '../components/ui';
import { Toaster } from '../components/toaster';
import { setSiteName } from '../components/page-title';
import { loadSession, reloadSession, useSessionState, type Bootstrap } from '../lib/session';
import { showToast } from '../lib/toast';
import { brandTheme } from './brand-theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return <BootstrapGate>{children}</BootstrapGate>;
}

function BootstrapGate({ children }: { children: ReactNode }) {
  const session = useSessionState();
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    void loadSession().catch(() => undefined);
  }, []);
  const retry = () => {
    setRetrying(true);
    void reloadSession()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };

  if (session.status === 'pending') return <LoadingState label="Loading…" fullPage />;
  if (session.status === 'error') {
    return (
      <main className="fatal-error" id="main-content">
        <h1>We could not load the site</h1>
        <p>Please check your connection and try again.</p>
        <Button variation="primary" onClick={retry} isLoading={retrying} loadingText="Trying again…">
          Try again
        </Button>
      </main>
    );
  }
  return <Branded data={session.data}>{children}</Branded>;
}

function Branded({ data, children }: { data: Bootstrap; children: ReactNode }) {
  const { company } = data;
  const theme = useMemo(() => brandTheme(company), [company]);

  useEffect(() => {
    setSiteName(company.name);
  }, [company.name]);

  // Flash messages come with the first page load only.
  const flashMessages = data.flashMessages;
  useEffect(() => {
    for (const flash of flashMessages) showToast(flash);
  }, [flashMessages]);

  return (
    // Amplify UI's stylesheet scopes its variables to [data-amplify-theme]; the company's colours override them here.
    <div data-amplify-theme="company-theme" style={theme}>
      {children}
      <Toaster />
    </div>
  );
}
