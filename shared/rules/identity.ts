// What a person typed into the login box: an email or a phone number.

export type Userauth = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** Phone numbers become E.164 (US numbers without a country code get +1). */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

export function parseUserauth(input: string): Userauth | null {
  const trimmed = input.trim();
  if (trimmed.includes('@')) {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? { kind: 'email', value: trimmed.toLowerCase() } : null;
  }
  const phone = normalizePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}

/** `+15555550123` -> `(***) ***-0123`: enough for the owner to recognise, no more. */
export function maskPhone(phone: string): string {
  return `(***) ***-${phone.slice(-4)}`;
}

/** Whether texts may go to this E.164 number, given the enabled country calling codes (e.g. ['1', '44']). */
export function smsCountryAllowed(phone: string, countryCodes: readonly string[]): boolean {
  return countryCodes.some((code) => /^\d{1,3}$/.test(code) && phone.startsWith(`+${code}`));
}
