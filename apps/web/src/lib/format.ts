import { format, formatDistanceToNow, isToday, isYesterday } from 'date-fns';

// Dates and times (date-fns). Money and card names are in format-money.ts, apart, so a page that shows only a
// price (the landing page) does not download date-fns.

/** Message times: hour and minute. */
export function formatTime(date: string | Date): string {
  return format(new Date(date), 'HH:mm');
}

/** Sidebar chat times (spec 'Layouts'): hour:minute today, 'Yesterday', else short month and day. */
export function formatChatTime(date: string | Date): string {
  const d = new Date(date);
  if (isToday(d)) return format(d, 'HH:mm');
  if (isYesterday(d)) return 'Yesterday';
  return format(d, 'MMM d');
}

/** Short month, day and year: "Nov 21, 2026". */
export function formatDate(date: string | Date): string {
  return format(new Date(date), 'MMM d, yyyy');
}

/** A source's "as of" date (an ISO day): "Current to Jun 30, 2025", read at noon so no time zone moves the day. */
export const currentToText = (asOf: string) => `Current to ${formatDate(`${asOf}T12:00:00`)}`;

export function formatDateTime(date: string | Date): string {
  return format(new Date(date), 'MMM d, yyyy HH:mm');
}

/** "3 days ago". */
export function formatRelative(date: string | Date): string {
  return formatDistanceToNow(new Date(date), { addSuffix: true });
}

/** First letter of a name for avatar fallbacks. */
export function initialOf(name: string | null | undefined): string {
  return (name?.trim()[0] ?? '?').toUpperCase();
}

/** "1.2 MB", "830 KB", "12 bytes". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} byte${bytes === 1 ? '' : 's'}`;
}
