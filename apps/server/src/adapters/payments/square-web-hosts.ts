import { squareWebHosts } from '@amicus/contract/payments/square-hosts';
import type { Config } from '../../config';
import type { ContentSecurityExtras } from '../../http/security-headers';

/**
 * The Content-Security-Policy additions the configured provider needs: Square's Web Payments SDK hosts for its
 * environment (script, its card iframe, the card-data endpoint), and nothing at all for the sandbox.
 */
export function paymentCspExtras(payments: Config['payments']): ContentSecurityExtras {
  if (payments.provider !== 'square') return {};
  const hosts = squareWebHosts[payments.square.environment];
  return { scriptSrc: [hosts.cdn], connectSrc: [hosts.cdn, hosts.pci], frameSrc: [hosts.cdn] };
}
