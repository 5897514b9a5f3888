import { describe, expect, it } from 'vitest';
import { addChosenFiles, removeChosenFile, uploadPercent } from './chosen-files';

const file = (name: string, text = name, lastModified = 1) => new File([text], name, { lastModified });

describe('chosen files', () => {
  it('adds picked files in order and does not list the same file twice', () => {
    const lease = file('lease.pdf');
    const notes = file('notes.txt');
    const chosen = addChosenFiles([lease], [notes, file('lease.pdf')]);
    expect(chosen.map((f) => f.name)).toEqual(['lease.pdf', 'notes.txt']);
  });

  it('keeps two files of one name that differ', () => {
    const chosen = addChosenFiles([file('scan.pdf', 'a')], [file('scan.pdf', 'bb')]);
    expect(chosen).toHaveLength(2);
  });

  it('removes exactly the file asked for', () => {
    const a = file('a.txt');
    const b = file('b.txt');
    expect(removeChosenFile([a, b], a)).toEqual([b]);
  });

  it('turns the fraction sent into a whole percentage within 0 to 100', () => {
    expect(uploadPercent(0.425)).toBe(43);
    expect(uploadPercent(1.2)).toBe(100);
    expect(uploadPercent(-1)).toBe(0);
  });
});
