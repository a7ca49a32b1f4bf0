import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src/core/api/contract';
import { emulatorGateway } from './emulator/adapter';
import { startPaymentEmulator, type PaymentEmulator } from './emulator/service';
import { loggerOptions } from '../http/logging';
import {
  deskSecretsFromEnv,
  notifyUrlFromEnv,
  paymentConfigFromEnv,
  type PaymentConfig,
} from './config';
import type { PaymentGateway } from './gateway';

export interface PaymentsSetup {
  gateway: PaymentGateway | null;
  notifyUrl: string;
  deskSecrets: Record<string, string>;
  /** The in-process emulator, whose payer pages the server forwards (emulator/forward.ts). */
  emulator?: FastifyInstance;
  /** One line for the start-up log. */
  summary: string;
  close(): Promise<void>;
}

export interface PaymentSettings {
  config: PaymentConfig;
  deskSecrets: Record<string, string>;
  notifyUrl: string;
  logLevel: string;
}

/** The payment settings (config.ts); throws on a malformed or refused one. */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv, port: number): PaymentSettings {
  return {
    config: paymentConfigFromEnv(env),
    deskSecrets: deskSecretsFromEnv(env),
    notifyUrl: notifyUrlFromEnv(env, port, ApiPath.paymentNotify),
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}

/**
 * Starts what the settings need: for the default, the gateway emulator in-process on its own
 * port. main.ts reads the settings before opening the database, so a refused one stops the
 * start-up before anything is started.
 */
export async function startPayments(settings: PaymentSettings): Promise<PaymentsSetup> {
  const { config, deskSecrets, notifyUrl } = settings;
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
      logger: loggerOptions(settings.logLevel),
    });
  }
  const url = config.external ? config.url : (emulator?.baseUrl ?? '');
  return {
    gateway: emulatorGateway({ url, secret: config.secret }),
    notifyUrl,
    deskSecrets,
    emulator: emulator?.app,
    summary: `payments: emulator at ${emulator?.publicUrl ?? url}, notifications to ${notifyUrl}`,
    close: async () => emulator?.close(),
  };
}
