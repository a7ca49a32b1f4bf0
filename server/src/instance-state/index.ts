import { MemorySharedState } from './memory';
import { RedisSharedState } from './redis';
import type { SharedState } from './types';

export type { SharedState } from './types';
export { MemorySharedState } from './memory';
export { RedisSharedState } from './redis';

/** Redis when a URL is given (several instances), else the process (one instance). */
export async function openSharedState(redisUrl: string | undefined): Promise<SharedState> {
  return redisUrl ? RedisSharedState.connect(redisUrl) : new MemorySharedState();
}
