// A part of the route table that loads with the pages that need it (the signed-in area), so the
// first download of the public pages does not carry it. Mounted at `/*`, its table is matched with
// the app's absolute paths as written (React Router's descendant routes).
import type { RouteMatch, RouteObject } from 'react-router-dom';
import { matchTable, useRouteTable } from '../lib/app-router';
import { lazyComponent } from './lazy-page';

interface AreaHandle {
  /** The area's table, loaded once (a failed load is asked for again next time). */
  areaRoutes: () => Promise<RouteObject[]>;
}

export function area(load: () => Promise<{ routes: RouteObject[] }>): RouteObject {
  let table: Promise<RouteObject[]> | undefined;
  const areaRoutes = () =>
    (table ??= load().then(
      (module) => module.routes,
      (error: unknown) => {
        table = undefined;
        throw error;
      },
    ));
  const Area = lazyComponent(async () => {
    const routes = await areaRoutes();
    return () => <AreaRoutes routes={routes} />;
  });
  const handle: AreaHandle = { areaRoutes };
  return { path: '*', element: <Area />, handle };
}

function AreaRoutes({ routes }: { routes: RouteObject[] }) {
  return useRouteTable(routes);
}

/**
 * Every route a path matches, through the areas it enters (their tables load as they are reached);
 * `visit` sees each match as soon as it is known, e.g. to start loading its module.
 */
export async function areaMatches(
  routes: RouteObject[],
  pathname: string,
  visit: (route: RouteObject) => void,
): Promise<RouteMatch[]> {
  const matches = matchTable(routes, pathname) ?? [];
  for (const { route } of matches) visit(route);
  const found: RouteMatch[] = [...matches];
  for (const match of matches) {
    const areaRoutes = (match.route.handle as Partial<AreaHandle> | undefined)?.areaRoutes;
    if (areaRoutes) found.push(...(await areaMatches(await areaRoutes(), pathname, visit)));
  }
  return found;
}
