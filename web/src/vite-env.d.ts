/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External help centre (the drawer's Help entry). */
  readonly VITE_HELP_URL?: string;
  /** The external admin console (the admin sidebar's users, orders, groups, coupons, promos and courses). */
  readonly VITE_ADMIN_CONSOLE_URL?: string;
}
