// The app's router: React Router in its declarative form (<Router> + useRoutes), about 17 KB gzip
// lighter than its data router (createBrowserRouter), which a phone's first screen cannot afford
// (docs/decisions/007). The two things the app used from the data router live here: whether a
// navigation is still loading (a route module or a suspended read, shown as a progress bar) and
// blocking a navigation (`useBlocker`, the exam's "Leave the exam?" dialog), for links, redirects
// and the browser's back and forward buttons alike.
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  NavigationType,
  renderMatches,
  Router,
  UNSAFE_createBrowserHistory,
  useLocation,
  type Location,
  type Navigator,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router-dom';

type AppHistory = Pick<
  ReturnType<typeof UNSAFE_createBrowserHistory>,
  'action' | 'location' | 'createHref' | 'createURL' | 'encodeLocation' | 'push' | 'replace' | 'go' | 'listen'
>;
type Update = { action: NavigationType; location: Location };

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}) => boolean;
export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

interface BlockerEntry {
  shouldBlock: BlockerFunction;
  show: (blocker: Blocker) => void;
}

export interface AppNavigation {
  history: AppHistory;
  /** What links, `useNavigate` and `<Navigate>` call: the history behind the blockers. */
  navigator: Navigator;
  /** Calls `listener` for every navigation the blockers let through. */
  listen: (listener: (update: Update) => void) => () => void;
  block: (entry: BlockerEntry) => () => void;
}

/** The navigation of one router: the browser's history (or a memory history in tests) behind the blockers. */
export function createAppNavigation(
  history: AppHistory = UNSAFE_createBrowserHistory({ v5Compat: true }),
): AppNavigation {
  const blockers = new Set<BlockerEntry>();
  let ignoreNextPop = false;
  let letNextPopThrough = false;
  // The page's location: on back/forward the history already holds the next one.
  let current = history.location;

  const blockerFor = (nextLocation: Location, historyAction: NavigationType) =>
    [...blockers].find((entry) => entry.shouldBlock({ currentLocation: current, nextLocation, historyAction }));

  const locationOf = (to: To, state: unknown): Location => {
    const url = history.createURL(to);
    return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key: 'blocked' };
  };

  /** Runs `go` unless a blocker stops it; the blocker then decides (proceed or reset). */
  const guarded = (to: To, state: unknown, action: NavigationType, go: () => void) => {
    const location = locationOf(to, state);
    const entry = blockerFor(location, action);
    if (!entry) return go();
    entry.show({
      state: 'blocked',
      location,
      proceed: () => {
        entry.show(UNBLOCKED);
        go();
      },
      reset: () => entry.show(UNBLOCKED),
    });
  };

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => guarded(to, state, NavigationType.Push, () => history.push(to, state)),
    replace: (to, state) => guarded(to, state, NavigationType.Replace, () => history.replace(to, state)),
  };

  const listen = (listener: (update: Update) => void) =>
    history.listen(({ action, location, delta }) => {
      // Back/forward has already moved the URL: a blocked one is undone and waits for the blocker.
      if (action === NavigationType.Pop && ignoreNextPop) {
        ignoreNextPop = false;
        return;
      }
      if (action === NavigationType.Pop && delta && !letNextPopThrough) {
        const entry = blockerFor(location, action);
        if (entry) {
          ignoreNextPop = true;
          history.go(-delta);
          entry.show({
            state: 'blocked',
            location,
            proceed: () => {
              entry.show(UNBLOCKED);
              letNextPopThrough = true;
              history.go(delta);
            },
            reset: () => entry.show(UNBLOCKED),
          });
          return;
        }
      }
      letNextPopThrough = false;
      current = location;
      listener({ action, location });
    });

  const block = (entry: BlockerEntry) => {
    blockers.add(entry);
    return () => void blockers.delete(entry);
  };

  return { history, navigator, listen, block };
}

const NavigationContext = createContext<AppNavigation | null>(null);
const PendingContext = createContext(false);

/**
 * Like React Router's <BrowserRouter>, over an AppNavigation; a navigation renders in a transition.
 * `onNavigate` hears each navigation as it starts (the URL has changed; the page follows).
 */
export function AppRouter({
  navigation,
  onNavigate,
  children,
}: {
  navigation: AppNavigation;
  onNavigate?: (fromPathname: string, toPathname: string) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState<Update>({
    action: navigation.history.action,
    location: navigation.history.location,
  });
  // The old page stays until the new one can show (its module loaded); `pending` says it is coming.
  const [pending, startTransition] = useTransition();
  const onNavigateRef = useRef(onNavigate);
  onNavigateRef.current = onNavigate;
  useLayoutEffect(() => {
    let pathname = navigation.history.location.pathname;
    return navigation.listen((update) => {
      onNavigateRef.current?.(pathname, update.location.pathname);
      pathname = update.location.pathname;
      startTransition(() => setState(update));
    });
  }, [navigation]);
  return (
    <NavigationContext.Provider value={navigation}>
      <PendingContext.Provider value={pending}>
        <Router location={state.location} navigationType={state.action} navigator={navigation.navigator}>
          {children}
        </Router>
      </PendingContext.Provider>
    </NavigationContext.Provider>
  );
}

/** True while a navigation is loading what the next page needs. */
export const useNavigationPending = (): boolean => useContext(PendingContext);

/**
 * Holds navigations away from this page while `shouldBlock` says so; the page asks the user and
 * calls `proceed()` or `reset()` (React Router's useBlocker, for the declarative router).
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useBlocker needs an <AppRouter>');
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      navigation.block({
        shouldBlock: (args) => (typeof latest.current === 'function' ? latest.current(args) : latest.current),
        show: setBlocker,
      }),
    [navigation],
  );
  return blocker;
}

/**
 * A table's matches for a pathname, remembered per table: React Router ranks and compiles the whole
 * table on every `matchRoutes` (with a hundred routes, a phone's longest task on a first load), and
 * the preload and the first render ask for the same pathname.
 */
export function matchTable(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const last = lastMatch.get(routes);
  if (last?.pathname === pathname) return last.matches;
  const matches = matchRoutes(routes, pathname);
  lastMatch.set(routes, { pathname, matches });
  return matches;
}
const lastMatch = new WeakMap<RouteObject[], { pathname: string; matches: RouteMatch[] | null }>();

/**
 * `useRoutes` for a fixed route table, matched once per pathname (matchTable). Tables here use
 * absolute paths, so no parent's base is joined.
 */
export function useRouteTable(routes: RouteObject[]): ReactElement | null {
  const { pathname } = useLocation();
  return useMemo(() => renderMatches(matchTable(routes, pathname)), [routes, pathname]);
}
