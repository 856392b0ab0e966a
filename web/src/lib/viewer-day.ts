// The viewer's calendar day, `YYYY-MM-DD`, read from the Date's local fields: the browser's own time
// zone without an Intl call (the first screen does not load Intl's data; web/README.md).
const pad = (n: number) => String(n).padStart(2, '0');

export const viewerToday = (now = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
