/** The help centre lives outside the app (the spec's /help "leaves the app"); set per build. */
export const HELP_URL: string = import.meta.env.VITE_HELP_URL || 'https://help.certifymed.example/';
