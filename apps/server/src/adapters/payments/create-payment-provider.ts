import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createSquareProvider } from './square-provider';

/** Square when PAYMENTS_PROVIDER=square (config.ts has already required its three settings), else the sandbox. */
export function createPaymentProvider(payments: Config['payments']): PaymentProvider {
  if (payments.provider === 'square') {
    const { accessToken, locationId, environment } = payments.square;
    return createSquareProvider({
      accessToken: accessToken ?? '',
      locationId: locationId ?? '',
      environment,
    });
  }
  return createSandboxProvider();
}
