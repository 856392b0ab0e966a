/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External help centre (the drawer's Help entry). */
  readonly VITE_HELP_URL?: string;
}
