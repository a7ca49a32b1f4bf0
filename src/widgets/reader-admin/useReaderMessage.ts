import { useState } from 'react';

/**
 * The page's one live line: what the last action did, said to a screen reader too. Each
 * action replaces it, so an old success never sits beside a new refusal.
 */
export function useReaderMessage() {
  const [message, setMessage] = useState('');
  return { message, say: setMessage };
}
