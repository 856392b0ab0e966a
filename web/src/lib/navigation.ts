// Navigation for code outside React components (the API client following a reply's redirect).
// The app registers the router's navigate once; before that, or for other origins, the browser navigates.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  const sameApp = to.startsWith('/') && !to.startsWith('//');
  if (sameApp && navigator) navigator(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
