import { describe, expect, it } from 'vitest';
import { expandQuery } from './expansions';

describe('expandQuery', () => {
  it('adds the law’s words for plain ones', () => {
    expect(expandQuery('My landlord kicked me out')).toContain('eviction');
    expect(expandQuery('I never got my final paycheck')).toContain('discharge');
    expect(expandQuery('who keeps the kids after we split up')).toContain('divorce');
  });

  it('adds nothing to a question it has no words for', () => {
    expect(expandQuery('What is the speed of light?')).toBe('');
  });
});
