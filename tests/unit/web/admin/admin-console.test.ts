// The admin sidebar's resources: the external console's links only when a console is configured;
// without one, only the resources with an in-app page (no link to an address that does not exist).
import { expect, it } from 'vitest';
import { paths } from '@shared/paths';
import { ADMIN_RESOURCES, adminConsoleBase, adminResourceLinks } from '@web/features/admin/lib/admin-console';

it('links every resource into a configured console (trailing slashes dropped)', () => {
  const base = adminConsoleBase('https://console.example.org/admin/ ');
  expect(base).toBe('https://console.example.org/admin');
  expect(adminResourceLinks(base)).toEqual(
    ADMIN_RESOURCES.map((r) => ({ label: r.label, external: `https://console.example.org/admin/${r.consolePath}` })),
  );
});

it('without a console shows only the in-app pages (Courses: the section picker), never a placeholder', () => {
  expect(adminConsoleBase(undefined)).toBeNull();
  expect(adminConsoleBase('  ')).toBeNull();
  expect(adminResourceLinks(null)).toEqual([{ label: 'Courses', to: paths.adminSectionSandbox }]);
});
