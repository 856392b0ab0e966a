// The admin resources of the spec's sidebar (users, orders, groups, coupons, promos, courses). They
// live in an external admin console whose address is set per build (`VITE_ADMIN_CONSOLE_URL`); with
// none configured, only the resources this app has a page for are shown, as in-app links.
import { paths } from '@shared/paths';

export interface AdminResource {
  label: string;
  /** Where it is in the external console (appended to the console's address). */
  consolePath: string;
  /** Its page in this app, when there is one. */
  inApp?: string;
}

export const ADMIN_RESOURCES: readonly AdminResource[] = [
  { label: 'Users', consolePath: 'users' },
  { label: 'Orders', consolePath: 'orders' },
  { label: 'Groups', consolePath: 'groups' },
  { label: 'Coupons', consolePath: 'coupons' },
  { label: 'Promos', consolePath: 'promos' },
  // Course content is edited here: the sandbox page picks a course section for the code editor.
  { label: 'Courses', consolePath: 'courses', inApp: paths.adminSectionSandbox },
];

/** The configured console's address without a trailing slash, or null when the build has none. */
export function adminConsoleBase(configured: string | undefined = import.meta.env.VITE_ADMIN_CONSOLE_URL) {
  const base = configured?.trim().replace(/\/+$/, '');
  return base ? base : null;
}

export type AdminResourceLink = { label: string } & ({ external: string } | { to: string });

/**
 * The sidebar's resource links: every resource in the console when one is configured, else only the
 * resources with an in-app page (never a link to an address that does not exist).
 */
export function adminResourceLinks(base: string | null = adminConsoleBase()): AdminResourceLink[] {
  if (base) return ADMIN_RESOURCES.map((r) => ({ label: r.label, external: `${base}/${r.consolePath}` }));
  return ADMIN_RESOURCES.flatMap((r) => (r.inApp ? [{ label: r.label, to: r.inApp }] : []));
}
