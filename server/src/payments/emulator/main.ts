/**
 * The payment gateway emulator as a process of its own (`npm run payment-emulator`, or
 * `node dist/server/payment-emulator.js`): the one gateway that every instance of a
 * several-instance deployment points at with PAYMENT_EMULATOR_URL, so a payment started on one
 * instance and polled or notified through another is the same order. Its orders live in its
 * memory (service.ts), which is why there must be exactly one.
 *
 * Environment: PAYMENT_SECRET (required, the instances' too), PAYMENT_EMULATOR_HOST
 * (127.0.0.1), PAYMENT_EMULATOR_PORT (8090), PAYMENT_EMULATOR_PUBLIC_URL (where payers' phones
 * and browsers reach it; default its own address), LOG_LEVEL (info).
 */
import { positiveInt } from '../../env';
import { requiredPaymentSecret } from '../config';
import { startPaymentEmulator } from './service';

const DEFAULT_PORT = 8090;

async function main() {
  const emulator = await startPaymentEmulator({
    secret: requiredPaymentSecret(process.env, 'the payment emulator'),
    host: process.env.PAYMENT_EMULATOR_HOST?.trim() || '127.0.0.1',
    port: positiveInt(process.env.PAYMENT_EMULATOR_PORT, DEFAULT_PORT),
    publicUrl: process.env.PAYMENT_EMULATOR_PUBLIC_URL?.trim() || undefined,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  emulator.app.log.info(
    { url: emulator.baseUrl, publicUrl: emulator.publicUrl },
    'payment emulator listening',
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void emulator.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(
    'payment emulator failed to start:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
