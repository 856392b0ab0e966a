// Small decorative icons for navigation entries (hidden from assistive technology; the text names the link).
const PATHS = {
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20a1.5 1.5 0 1 0 0-.01M17 20a1.5 1.5 0 1 0 0-.01',
  learning: 'M2 8l10-5 10 5-10 5zM6 10.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-5.5M22 8v6',
  certificate: 'M4 4h16v12H4zM8 8h8M8 12h5M15 16l-1 5 2.5-1.5L19 21l-1-5',
  group:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.2a3 3 0 0 1 0 5.6M18 14.3c1.8.9 3 2.9 3 5.7',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4.4 3.6-7 8-7s8 2.6 8 7',
  billing: 'M3 6h18v12H3zM3 10h18M7 15h4',
  referrals: 'M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7zM12 7c1.5-3 5-3.5 5-1.5S14 7 12 7z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  dashboard: 'M4 4h7v8H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 14h7v6H4z',
  invitations: 'M3 6h18v12H3zM3 7l9 6 9-6',
  members: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M17 8v6M14 11h6',
  courses: 'M4 5h7a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zM20 5h-5a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h5z',
  compliance: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  report: 'M5 20V10M12 20V4M19 20v-7',
  onboarding: 'M4 19V5l8 4 8-4v14l-8 4zM12 9v14',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2.2.3-1.4-1.4L16.7 4l-3-1-1 2h-1.4l-1-2-3 1 .3 2.2-1.4 1.4L4 8 3 11l2 1v1.4l-2 1 1 3 2.2-.3 1.4 1.4-.3 2.2 3 1 1-2h1.4l1 2 3-1-.3-2.2 1.4-1.4 2.2.3 1-3-2-1z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

export type IconName = keyof typeof PATHS;

export function NavIcon({ name }: { name: IconName }) {
  return (
    <svg className="nav-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
