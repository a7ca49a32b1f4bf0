import { ApiPath } from '../../../src/core/api/contract';
import { emulatorGateway } from './emulator/adapter';
import { startPaymentEmulator, type PaymentEmulator } from './emulator/service';
import { deskSecretsFromEnv, notifyUrlFromEnv, paymentConfigFromEnv } from './config';
import type { PaymentGateway } from './gateway';

export interface PaymentsSetup {
  gateway: PaymentGateway | null;
  notifyUrl: string;
  deskSecrets: Record<string, string>;
  /** One line for the start-up log. */
  summary: string;
  close(): Promise<void>;
}

/**
 * Reads the payment settings (config.ts) and, for the default, starts the gateway emulator
 * in-process on its own port. Throws on a malformed setting, before anything is started.
 */
export async function startPayments(env: NodeJS.ProcessEnv, port: number): Promise<PaymentsSetup> {
  const config = paymentConfigFromEnv(env);
  const deskSecrets = deskSecretsFromEnv(env);
  const notifyUrl = notifyUrlFromEnv(env, port, ApiPath.paymentNotify);
  if (config.kind === 'none') {
    return {
      gateway: null,
      notifyUrl,
      deskSecrets,
      summary: 'payments: cash at the desk only (PAYMENT_GATEWAY=none)',
      close: async () => undefined,
    };
  }
  let emulator: PaymentEmulator | undefined;
  if (!config.external) {
    emulator = await startPaymentEmulator({
      secret: config.secret,
      host: config.host,
      port: config.port,
      publicUrl: config.publicUrl,
      logger: { level: env.LOG_LEVEL ?? 'warn' },
    });
  }
  const url = config.external ? config.url : (emulator?.baseUrl ?? '');
  return {
    gateway: emulatorGateway({ url, secret: config.secret }),
    notifyUrl,
    deskSecrets,
    summary: `payments: emulator at ${emulator?.publicUrl ?? url}, notifications to ${notifyUrl}`,
    close: async () => emulator?.close(),
  };
}
