// A group's name is the one piece of admin-typed text that reaches people outside the group (the
// invitation email's subject and body). Anyone can create a group, so the name may not carry a way
// to contact someone else: no web address, email address or phone number (security review M1).

export const GROUP_NAME_CONTACT_MESSAGE = "can't contain a web address, an email address or a phone number";

/** Letters-dot-letters without spaces (`evil.example`, `www.x.io/login`), or a scheme. */
const WEB_ADDRESS = /([a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\p{N}-]+\.[\p{L}]{2,}(?=$|[/\s:?#),;!]))/iu;
const EMAIL_ADDRESS = /[^\s@]+@[^\s@]+/;
/** Seven or more digits with only phone punctuation between them (`+1 555 0100`, `555-0100 x2`). */
const PHONE_NUMBER = /\+?\d(?:[\s().-]*\d){6,}/;
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** True when the name may be saved (sign-up and rename; the contracts refuse it with a 422 otherwise). */
export function isContactFreeGroupName(name: string): boolean {
  return !WEB_ADDRESS.test(name) && !EMAIL_ADDRESS.test(name) && !PHONE_NUMBER.test(name) && !CONTROL.test(name);
}

/** The longest group name an email carries; longer ones end with an ellipsis. */
export const EMAIL_GROUP_NAME_MAX = 80;

/**
 * The group name as an email carries it: control and format characters (bidi overrides, zero
 * width) removed, whitespace collapsed, capped at EMAIL_GROUP_NAME_MAX. Also for names saved
 * before the sign-up rule existed.
 */
export function emailGroupName(name: string): string {
  const clean = name
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...clean];
  const capped =
    chars.length > EMAIL_GROUP_NAME_MAX
      ? `${chars
          .slice(0, EMAIL_GROUP_NAME_MAX - 1)
          .join('')
          .trimEnd()}…`
      : clean;
  return capped || 'Your group';
}
