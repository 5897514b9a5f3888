import type { Square } from '@square/web-payments-sdk-types';
import { squareWebHosts, type SquareEnvironmentName } from '@amicus/contract/payments/square-hosts';

declare global {
  interface Window {
    Square?: Square;
  }
}

let loading: Promise<Square> | null = null;

/**
 * Loads Square's Web Payments SDK from Square's CDN (the sandbox or production script, by environment), once,
 * and only when the server says Square is the provider; the sandbox never loads anything from outside.
 */
export function loadSquare(environment: SquareEnvironmentName): Promise<Square> {
  if (window.Square) return Promise.resolve(window.Square);
  loading ??= new Promise<Square>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = squareWebHosts[environment].script;
    script.async = true;
    script.onload = () =>
      window.Square ? resolve(window.Square) : reject(new Error('Square.js did not load'));
    script.onerror = () => reject(new Error('Square.js could not be loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
