const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Reads the API's "14 Apr 2025, 8:43 PM" as a local date, so it can be written with Intl in the interface
 * language; engines are not required to parse that shape with `new Date()`.
 */
export function parseCreatedDate(text: string): Date | null {
  const m = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{1,2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  const month = m ? months.indexOf(m[2]!) : -1;
  if (!m || month < 0) return null;
  const hours = (Number(m[4]) % 12) + (m[6] === 'PM' ? 12 : 0);
  return new Date(Number(m[3]), month, Number(m[1]), hours, Number(m[5]));
}
