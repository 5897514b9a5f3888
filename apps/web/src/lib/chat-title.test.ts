import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatChatTime, formatTime } from '@/lib/format';
import { chatDisplayTitle } from './chat-title';

describe('the sidebar chat title', () => {
  it('is capitalised', () => {
    expect(chatDisplayTitle({ id: 3, title: 'deposit not returned' })).toBe('Deposit not returned');
    expect(chatDisplayTitle({ id: 3, title: 'élan vital' })).toBe('Élan vital');
    expect(chatDisplayTitle({ id: 3, title: 'Already Capital' })).toBe('Already Capital');
  });

  it("shows a title of exactly 'Chat' as 'Chat {id}'", () => {
    expect(chatDisplayTitle({ id: 42, title: 'Chat' })).toBe('Chat 42');
    expect(chatDisplayTitle({ id: 42, title: 'chat' })).toBe('Chat');
    expect(chatDisplayTitle({ id: 42, title: 'Chat about rent' })).toBe('Chat about rent');
  });
});

describe('the sidebar chat time', () => {
  const now = new Date(2026, 10, 21, 15, 30);
  // formatChatTime's today/yesterday checks read the clock itself.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('is hour and minute today', () => {
    expect(formatChatTime(new Date(2026, 10, 21, 9, 5))).toBe('09:05');
  });

  it("is 'Yesterday' for yesterday", () => {
    expect(formatChatTime(new Date(2026, 10, 20, 23, 59))).toBe('Yesterday');
  });

  it('is the short month and day before that, in an earlier year too', () => {
    expect(formatChatTime(new Date(2026, 10, 2, 12, 0))).toBe('Nov 2');
    expect(formatChatTime(new Date(2026, 0, 15, 12, 0))).toBe('Jan 15');
    expect(formatChatTime(new Date(2025, 11, 24, 12, 0))).toBe('Dec 24');
  });

  it('message times show hour:minute', () => {
    expect(formatTime(new Date(2026, 10, 21, 7, 3))).toBe('07:03');
  });
});
