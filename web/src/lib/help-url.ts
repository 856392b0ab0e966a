/**
 * An external help centre, when the build names one (the spec's /help "leaves the app"); without
 * it, Help is the app's own page (FAQ and contact, paths.help).
 */
export const HELP_URL: string | null = import.meta.env.VITE_HELP_URL || null;
