/**
 * The files chosen in the composer before they are sent: picking the same file again does not list it twice
 * (same name, size and modification time), and the order of choosing is kept.
 */
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function addChosenFiles(current: readonly File[], picked: Iterable<File>): File[] {
  const next = [...current];
  for (const file of picked) if (!next.some((held) => sameFile(held, file))) next.push(file);
  return next;
}

export function removeChosenFile(current: readonly File[], file: File): File[] {
  return current.filter((held) => held !== file);
}

/** "Uploading files… 42%": what the progress bar says, from the fraction sent. */
export const uploadPercent = (fraction: number) => Math.max(0, Math.min(100, Math.round(fraction * 100)));
