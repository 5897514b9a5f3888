/**
 * A length or a position in a recording, as the recording's page and its transcript exports show it:
 * 75_000 → "1:15", 3_725_000 → "1:02:05".
 */
export function formatAudioTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
