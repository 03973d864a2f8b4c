/**
 * The one e-mail check of the app (forms, API schemas, mock handlers). A value longer than an address can
 * be (RFC 5321: 254 characters) is refused before any pattern runs, and the pattern itself is linear: the
 * local part stops at the only "@", and each domain label stops at the next dot, so no two quantifiers can
 * claim the same character and a crafted 100 KB value is answered in microseconds.
 */
export const emailMaxLength = 254;

const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return value.length <= emailMaxLength && emailPattern.test(value);
}
