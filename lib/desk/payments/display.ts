/** "10:42:03 UTC"; the browser passes its own formatter to show local time. */
export function utcTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(11, 19)} UTC`;
}
