import type { SharedState } from '../instance-state';

/**
 * What each instance keeps of an organisation's settings, dropped on every instance when an
 * admin saves them, so the next page load anywhere shows the change: the allowed origins
 * (re-read a minute at most otherwise, http/allowed-origins.ts) and the portal pages rendered
 * for a visit (kept a minute, http/portal-render.ts, with the name and the footer in them).
 * The API's own answers are `no-store`, and a new logo or banner is a new file id, so no HTTP
 * cache holds the old ones.
 *
 * The saving instance drops its own at once (its next answer is right before the message comes
 * back) and publishes on the shared state: Redis with several instances, the process alone.
 * Pub/sub reaches the instances listening at that moment; one that was disconnected serves the
 * old values until its caches expire (a minute), as it would have without the message.
 */
export const ORGANIZATION_CHANGES_CHANNEL = 'organization:changes';

export interface OrganizationChanges {
  /** The organisation's settings changed: every instance drops what it keeps of them. */
  changed(orgId: number): Promise<void>;
  /** Registers what this instance drops (at start-up: the origins, the rendered pages). */
  onChange(drop: (orgId: number) => void): void;
  close(): void;
}

export function organizationChanges(options: {
  shared: SharedState;
  /** A publish that failed (Redis unreachable): the save stands, so it is only told. */
  onError: (error: unknown) => void;
}): OrganizationChanges {
  const drops: ((orgId: number) => void)[] = [];
  const drop = (orgId: number) => drops.forEach((each) => each(orgId));
  const unsubscribe = options.shared.subscribe(ORGANIZATION_CHANGES_CHANNEL, (message) => {
    // Redis may be shared with other programs: only an organisation id is ours.
    const orgId = Number(message);
    if (/^\d+$/.test(message) && Number.isSafeInteger(orgId)) drop(orgId);
  });
  return {
    async changed(orgId) {
      drop(orgId);
      try {
        await options.shared.publish(ORGANIZATION_CHANGES_CHANNEL, String(orgId));
      } catch (error) {
        options.onError(error);
      }
    },
    onChange: (each) => void drops.push(each),
    close: unsubscribe,
  };
}
