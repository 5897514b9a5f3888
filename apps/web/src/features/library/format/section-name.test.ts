import { describe, expect, it } from 'vitest';
import { sectionName } from './section-name';

describe('sectionName', () => {
  it('names a code section by its citation and heading', () => {
    expect(
      sectionName({ citation: 'D.C. Code § 42-3502.17', heading: 'Security deposits for rental units.' }),
    ).toBe('D.C. Code § 42-3502.17 Security deposits for rental units.');
  });

  it('says a guide’s heading once: its citation already ends with it', () => {
    expect(
      sectionName({
        citation: 'Amicus guide: housing and tenancy — Security deposit',
        heading: 'Security deposit',
      }),
    ).toBe('Amicus guide: housing and tenancy — Security deposit');
  });
});
