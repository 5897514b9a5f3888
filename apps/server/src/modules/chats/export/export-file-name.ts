/**
 * A download's name from the chat's title in safe characters only: letters and digits of the Latin alphabet
 * (accents dropped), words joined by hyphens, at most 80 characters: "Getting my deposit back!" →
 * "Getting-my-deposit-back.pdf". A title with none of them is "chat".
 */
export function chatExportFileName(title: string, extension: 'md' | 'pdf'): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return `${base || 'chat'}.${extension}`;
}
