// The app: providers around the router. Toasts belong to their page (lib/toast.ts): the router says when it changes.
import { useState } from 'react';
import { AppRouter, createAppNavigation } from '../lib/app-router';
import { leavePage } from '../lib/toast';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  const [navigation] = useState(() => createAppNavigation());
  return (
    <AppProviders>
      <AppRouter navigation={navigation} onNavigate={leavePage}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  );
}
