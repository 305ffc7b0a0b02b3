/** Learn dates are ISO 8601 in UTC with milliseconds; a null date is omitted from responses. */
export const isoDate = (date: Date | null | undefined): string | undefined => date?.toISOString();
