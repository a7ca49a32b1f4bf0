/**
 * Where text messages go. The reference server ships an emulation (outbox.ts) that records
 * each message instead of sending it; a deployment with a real SMS provider implements this
 * interface (the provider's HTTP API, its signature and template ids) and hands it to
 * buildApp's `smsGateway`. Nothing else changes: codes, limits and checks stay in codes.ts.
 */
export interface SmsMessage {
  organizationId: number;
  /** A mainland mobile number, 11 digits. */
  phone: string;
  text: string;
}

export interface SmsGateway {
  /** Shown at start-up. */
  readonly name: string;
  /** Resolves once the provider accepted the message; rejects when it did not. */
  send(message: SmsMessage): Promise<void>;
}

/** 138****5678: enough to recognise a number in a log, not enough to call it. */
export const maskPhone = (phone: string) =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
