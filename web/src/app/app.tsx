// The app: providers around the router.
import { useState } from 'react';
import { AppRouter, createAppNavigation } from '../lib/app-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  const [navigation] = useState(() => createAppNavigation());
  return (
    <AppProviders>
      <AppRouter navigation={navigation}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  );
}
