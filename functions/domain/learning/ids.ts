// Section and question ids carry their parent's uuid (`<parent>_<n>`), so one GetItem under the
// caller's own partition finds them; another user's id simply finds nothing (404).

export const childId = (parentUuid: string, index: number): string => `${parentUuid}_${index + 1}`;

export function parseChildId(id: string): { parentUuid: string; index: number } | null {
  const match = /^([0-9a-f-]{36})_(\d{1,4})$/.exec(id);
  if (!match) return null;
  return { parentUuid: match[1]!, index: Number(match[2]) - 1 };
}
