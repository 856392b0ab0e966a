// The admin resources that live outside this app (the spec's sidebar: users, orders, groups,
// coupons, promos, courses): links into the external admin console, set per build.
export const ADMIN_CONSOLE_URL: string = (
  import.meta.env.VITE_ADMIN_CONSOLE_URL || 'https://admin.certifymed.example/admin'
).replace(/\/+$/, '');

export const ADMIN_RESOURCES = [
  { label: 'Users', path: 'users' },
  { label: 'Orders', path: 'orders' },
  { label: 'Groups', path: 'groups' },
  { label: 'Coupons', path: 'coupons' },
  { label: 'Promos', path: 'promos' },
  { label: 'Courses', path: 'courses' },
] as const;

export const adminConsoleUrl = (path: string) => `${ADMIN_CONSOLE_URL}/${path}`;
