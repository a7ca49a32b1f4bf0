/** The address is required and a valid URL; the name is required. */
export interface SubscriptionErrors {
  name?: 'nameRequired';
  url?: 'urlRequired' | 'urlInvalid';
}

/** A feed address: http or https only (the server refuses every other scheme too). */
export function isFeedUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function validateSubscription(fields: { name: string; url: string }): SubscriptionErrors {
  const errors: SubscriptionErrors = {};
  if (fields.name.trim() === '') errors.name = 'nameRequired';
  const url = fields.url.trim();
  if (url === '') errors.url = 'urlRequired';
  else if (!isFeedUrl(url)) errors.url = 'urlInvalid';
  return errors;
}
