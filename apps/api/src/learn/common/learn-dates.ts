/** Learn dates are ISO 8601 in UTC with milliseconds; a null date is omitted from responses. */
export const isoDate = (date: Date | null | undefined): string | undefined => date?.toISOString();

/** An ISO 8601 string of a request body as a Date, keeping undefined (omitted) and null (cleared). */
export function dateOf(value: string): Date;
export function dateOf(value: string | null | undefined): Date | null | undefined;
export function dateOf(value: string | null | undefined): Date | null | undefined {
  return value == null ? value : new Date(value);
}
