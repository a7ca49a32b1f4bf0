import { positiveInt } from '../env';
import { openAiProvider, type AiProvider } from './provider';

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The OpenAI-compatible provider when LIBPORTAL_AI_BASE_URL is set (with LIBPORTAL_AI_MODEL,
 * and optionally LIBPORTAL_AI_API_KEY and LIBPORTAL_AI_TIMEOUT_MS); undefined means the
 * built-in answers. A half-done configuration stops the start-up rather than fall back quietly.
 */
export function aiProviderFromEnv(env: NodeJS.ProcessEnv): AiProvider | undefined {
  const baseUrl = env.LIBPORTAL_AI_BASE_URL?.trim();
  if (!baseUrl) return undefined;
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new Error(`LIBPORTAL_AI_BASE_URL is not an http(s) URL: ${baseUrl}`);
  }
  const model = env.LIBPORTAL_AI_MODEL?.trim();
  if (!model) throw new Error('LIBPORTAL_AI_MODEL is required with LIBPORTAL_AI_BASE_URL');
  return openAiProvider({
    baseUrl,
    apiKey: env.LIBPORTAL_AI_API_KEY?.trim() || undefined,
    model,
    timeoutMs: positiveInt(env.LIBPORTAL_AI_TIMEOUT_MS, DEFAULT_TIMEOUT_MS),
  });
}
