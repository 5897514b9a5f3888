import type { Square } from '@square/web-payments-sdk-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSquare } from './load-square';

/** The scripts the loader adds, kept out of the document so the test decides when they load or fail. */
let added: HTMLScriptElement[];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.Square;
});

describe('loadSquare', () => {
  // The failure first: a failed load is forgotten, a successful one is kept for the page's life.
  it('uses the sandbox script in the sandbox environment, and may try again after a failure', async () => {
    const failed = loadSquare('sandbox');
    expect(added.map((s) => s.src)).toEqual(['https://sandbox.web.squarecdn.com/v1/square.js']);
    added[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Square.js could not be loaded');
    const retry = loadSquare('sandbox');
    expect(added).toHaveLength(2);
    added[1]!.dispatchEvent(new Event('error'));
    await expect(retry).rejects.toThrow();
  });

  it('loads the production script from Square’s CDN, once, and resolves with window.Square', async () => {
    const first = loadSquare('production');
    const second = loadSquare('production');
    expect(added.map((s) => s.src)).toEqual(['https://web.squarecdn.com/v1/square.js']);
    // What Square's script does when it runs.
    const fake = { payments: () => undefined } as unknown as Square;
    window.Square = fake;
    added[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe(fake);
    expect(await second).toBe(fake);
    // Loaded once: later calls use it without another script.
    expect(await loadSquare('production')).toBe(fake);
    expect(added).toHaveLength(1);
  });
});
