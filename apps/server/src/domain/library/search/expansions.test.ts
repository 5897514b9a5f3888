import { describe, expect, it } from 'vitest';
import { expandQuery } from './expansions';

describe('expandQuery', () => {
  it('adds the law’s words for plain ones', () => {
    expect(expandQuery('My landlord kicked me out')).toContain('eviction');
    expect(expandQuery('I never got my final paycheck')).toContain('discharge');
    expect(expandQuery('who keeps the kids after we split up')).toContain('divorce');
  });

  it('tells a tenant leaving apart from a tenant made to leave', () => {
    expect(expandQuery('How do I tell my landlord I am moving out?')).toContain('vacate');
    expect(expandQuery('How do I tell my landlord I am moving out?')).not.toContain('eviction');
  });

  it('stands in for "will", a word the index drops', () => {
    expect(expandQuery('How do I make a valid will?')).toContain('testator');
    expect(expandQuery('Will my landlord return the deposit?')).not.toContain('testator');
  });

  it('adds nothing to a question it has no words for', () => {
    expect(expandQuery('What is the speed of light?')).toBe('');
  });
});
