import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

/**
 * Square when PAYMENTS_PROVIDER=square (config.ts has already required its three settings), else the sandbox.
 * The Square SDK is loaded only then: it holds about 21 MB of heap and takes half a second to load, of no use
 * to a server that never takes a Square payment.
 */
export async function createPaymentProvider(payments: Config['payments']): Promise<PaymentProvider> {
  if (payments.provider === 'square') {
    const { createSquareProvider } = await import('./square-provider');
    const { accessToken, locationId, environment } = payments.square;
    return createSquareProvider({
      accessToken: accessToken ?? '',
      locationId: locationId ?? '',
      environment,
    });
  }
  return createSandboxProvider();
}
