// A minimal render helper for component tests (react-dom + happy-dom, no extra libraries).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { UNSAFE_createMemoryHistory, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { AppRouter, createAppNavigation } from '@web/lib/app-router';
import type { Bootstrap } from '@web/lib/session';
import { setSessionData } from '@web/lib/session';
import { queryClient } from '@web/lib/query-client';
import { registerNavigator } from '@web/lib/navigation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const company: Bootstrap['company'] = {
  name: 'CertifyMed',
  primaryColor: '#0b5cab',
  secondaryColor: '#c2185b',
  logo: '/brand/logo.svg',
  whiteLogo: '/brand/logo-white.svg',
  logoText: 'CertifyMed',
  whiteLogoText: 'CertifyMed',
  comments: true,
  mailedProviderCards: true,
  groupDiscount: { discountTiers: [] },
};

export function user(
  overrides: Partial<NonNullable<Bootstrap['currentUser']>> = {},
): NonNullable<Bootstrap['currentUser']> {
  return {
    id: 'u1',
    firstName: 'Lena',
    middleName: null,
    lastName: 'Learner',
    email: 'learner@example.com',
    title: null,
    phone: null,
    birthDate: null,
    ssn: null,
    street: null,
    street2: null,
    city: null,
    state: null,
    zip: null,
    country: null,
    createdAtEpoch: 0,
    groupAdmin: false,
    groupId: null,
    contentAdmin: false,
    driversLicenseFile: null,
    submittedShopperApproved: false,
    status: 'active',
    emailVerified: true,
    phoneVerified: false,
    mfaEnabled: false,
    mfaRequired: false,
    ...overrides,
  };
}

export function bootstrapData(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    csrfToken: 'csrf-1',
    currentUser: null,
    group: null,
    company,
    cart: {
      products: [],
      forLife: false,
      coupon: null,
      lineItems: [],
      courseCount: 0,
      total: 0,
      subtotal: 0,
      discountTier: null,
      discountAmount: 0,
      quantity: 0,
      count: 0,
      discount: 0,
    },
    flashMessages: [],
    realtimeUrl: null,
    payments: { provider: 'local', publishableKey: 'pk_test_local', localApiUrl: 'http://localhost:12111' },
    addressAutocomplete: false,
    googleSignIn: false,
    ...overrides,
  };
}

/** The app's router over a memory history: where it is, and navigating as a link would. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string | number, options?: { replace?: boolean }) => void;
}

export interface Rendered {
  container: HTMLElement;
  router: TestRouter;
  unmount: () => void;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders routes at `path` with the session seeded (no bootstrap request is made). `keepCache`
 * keeps what is already cached or in flight (a fresh load's prefetched reads).
 */
export async function renderRoutes(
  routes: RouteObject[],
  path: string,
  session: Bootstrap = bootstrapData(),
  { keepCache = false } = {},
): Promise<Rendered> {
  if (!keepCache) queryClient.clear();
  setSessionData(session);
  const navigation = createAppNavigation(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const router: TestRouter = {
    state: {
      get location() {
        return navigation.history.location;
      },
    },
    navigate: (to, options) =>
      typeof to === 'number'
        ? navigation.navigator.go(to)
        : options?.replace
          ? navigation.navigator.replace(to)
          : navigation.navigator.push(to),
  };
  registerNavigator((to, options) => router.navigate(to, options));
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <AppRouter navigation={navigation}>
        <Routes routes={routes} />
      </AppRouter>,
    );
  });
  return {
    container,
    router,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Waits for React work and pending promises to settle. */
export async function flush(times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export function byLabel(container: HTMLElement, label: string): HTMLInputElement {
  const found = Array.from(container.querySelectorAll('label')).find((l) => l.textContent?.trim() === label);
  const input = found?.htmlFor
    ? (container.querySelector(`#${CSS.escape(found.htmlFor)}`) as HTMLInputElement | null)
    : null;
  if (!input) throw new Error(`No field labelled ${label}`);
  return input;
}

/** byLabel once the field has rendered (a lazily loaded step arrives a few ticks later); fails after ~2 s. */
export async function findByLabel(container: HTMLElement, label: string): Promise<HTMLInputElement> {
  for (let tries = 0; ; tries += 1) {
    try {
      return byLabel(container, label);
    } catch (error) {
      if (tries >= 100) throw error;
      await flush(1);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
  }
}

export function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = Array.from(container.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  if (!found)
    throw new Error(
      `No button ${name}; buttons: ${Array.from(container.querySelectorAll('button'))
        .map((b) => b.textContent)
        .join(', ')}`,
    );
  return found;
}

/** Types into a controlled React input. */
export async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.click();
  });
  await flush();
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
