import { describe, expect, it } from 'vitest';
import { permanentVersionOf, versionInForce, versionOfNote } from './versions';

describe('versions of a D.C. Code section', () => {
  it('reads the date temporary text expires from each form of the code’s note', () => {
    for (const note of [
      '*NOTE: This section includes amendments by temporary legislation that will expire on November 21, 2024. To view the text of this section after the expiration of all emergency and temporary legislation, click this link: Permanent Version.*',
      '*NOTE: This section was created by emergency legislation that will expire on November 21, 2024.*',
      'NOTE: This section will expire on November 21, 2024.',
    ])
      expect(versionOfNote(note, '28-3814')).toEqual({
        kind: 'temporary',
        of: '28-3814',
        until: '2024-11-21',
      });
    expect(versionOfNote('The Mayor shall publish a note on November 21, 2024.', '28-3814')).toBeNull();
    expect(permanentVersionOf('42-3505.01(Perm)')).toEqual({
      kind: 'permanent',
      of: '42-3505.01',
      until: null,
    });
    expect(permanentVersionOf('42-3505.01')).toBeNull();
  });

  it('puts the temporary text in force until it expires and the permanent one from that day', () => {
    const temporary = { kind: 'temporary' as const, of: '1-102', until: '2024-11-21' };
    const permanent = { ...temporary, kind: 'permanent' as const };
    expect([versionInForce(temporary, '2024-11-20'), versionInForce(permanent, '2024-11-20')]).toEqual([
      true,
      false,
    ]);
    expect([versionInForce(temporary, '2024-11-21'), versionInForce(permanent, '2024-11-21')]).toEqual([
      false,
      true,
    ]);
    // Undated: the temporary text stays; a permanent one with no dated text beside it is the section.
    expect(versionInForce({ ...temporary, until: null })).toBe(true);
    expect(versionInForce({ ...permanent, until: null })).toBe(true);
    expect(versionInForce(null)).toBe(true);
  });
});
