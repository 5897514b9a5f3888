/**
 * Square's Web Payments SDK hosts per environment (Square's "Content Security Policy" guide): the SDK script
 * and its card iframe come from the web CDN, card data goes to pci-connect. The server adds exactly these to
 * its Content-Security-Policy when Square is configured; the browser loads the script from `script` only then.
 */
export type SquareEnvironmentName = 'sandbox' | 'production';

export const squareWebHosts = {
  sandbox: {
    script: 'https://sandbox.web.squarecdn.com/v1/square.js',
    cdn: 'https://sandbox.web.squarecdn.com',
    pci: 'https://pci-connect.squareupsandbox.com',
  },
  production: {
    script: 'https://web.squarecdn.com/v1/square.js',
    cdn: 'https://web.squarecdn.com',
    pci: 'https://pci-connect.squareup.com',
  },
} as const satisfies Record<SquareEnvironmentName, { script: string; cdn: string; pci: string }>;
