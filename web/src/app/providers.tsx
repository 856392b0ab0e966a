// Everything the screens rely on: react-query, the bootstrap data (loaded once, with loading and
// error states), the company theme and the toasts.
import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { LoadingState } from '../components/query-state';
import { Button } from '../components/ui';
import { Toaster } from '../components/toaster';
import { setSiteName } from '../components/page-title';
import { queryClient } from '../lib/query-client';
import { bootstrapQueryOptions, type Bootstrap } from '../lib/session';
import { showToast } from '../lib/toast';
import { brandTheme } from './brand-theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BootstrapGate>{children}</BootstrapGate>
    </QueryClientProvider>
  );
}

function BootstrapGate({ children }: { children: ReactNode }) {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(bootstrapQueryOptions());

  if (isPending) return <LoadingState label="Loading…" fullPage />;
  if (isError) {
    return (
      <main className="fatal-error" id="main-content">
        <h1>We could not load the site</h1>
        <p>Please check your connection and try again.</p>
        <Button variation="primary" onClick={() => void refetch()} isLoading={isRefetching} loadingText="Trying again…">
          Try again
        </Button>
      </main>
    );
  }
  return <Branded data={data}>{children}</Branded>;
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
