/**
 * The first calls of a prerendered page, started by an inline script in its HTML
 * (scripts/prerender.ts) while the app's JavaScript is still downloading: the organisation,
 * then the lists the page shows (recommended books, hot words, news), then the first covers.
 * Without it they would wait for the app, the organisation's answer and the list's answer in
 * turn, and the covers, the page's largest paint on a phone, came last of all.
 *
 * The API client takes the answers over (src/core/api/early-responses.ts); the app renders
 * exactly as without them, so hydration is unchanged.
 */
import type { earlyRequestKey } from '../core/api/early-responses';

/** Everything the inline script needs, as JSON: it can import nothing. */
export interface EarlyRequestPlan {
  /** Where the answers go (EARLY_RESPONSES_PROPERTY). */
  property: string;
  apiBase: string;
  /** The portal's keys in local storage (src/core/storage.ts's prefix). */
  storagePrefix: string;
  defaultOrgCode: string;
  defaultLanguage: string;
  languages: readonly string[];
  /** GET, `?orgcode=`: the organisation whose id the lists need. */
  organizationPath: string;
  /**
   * The organisation the server rendered the page for: its id needs no call, and the lists
   * whose answers came with the page (`answered`, their paths) are not asked again.
   */
  organization?: { code: string; id: number; answered: readonly string[] };
  /** POSTed with `organizationid` added; `covers` preloads that many of the answer's covers. */
  lists: readonly { path: string; body: Record<string, unknown>; covers?: number }[];
  /** FileApi/File/Download, for covers given by file id. */
  fileDownloadPath: string;
  /**
   * A call gives up after 60 s: the app waits on these answers, so they give up as its calls would.
   */
  timeoutMs: number;
}

interface CoverFields {
  cover?: string | null;
  coverfileid?: string | null;
}

/**
 * Runs in the page before any module: self-contained, so its source can be inlined. It asks
 * only what a first, anonymous visit in the stored (or default) language asks; a reader who
 * is logged in sends other bodies and gets nothing early. It also remembers `?orgcode=`.
 */
export function startEarlyRequests(plan: EarlyRequestPlan, keyOf: typeof earlyRequestKey): void {
  try {
    const stored = (key: string) => {
      try {
        return localStorage.getItem(plan.storagePrefix + key);
      } catch {
        return null;
      }
    };
    const inUrl = new URLSearchParams(location.search).get('orgcode');
    const fromUrl = inUrl && /^\w{1,32}$/.test(inUrl) ? inUrl.toUpperCase() : null;
    const orgCode = (fromUrl || stored('orgCode') || plan.defaultOrgCode).trim().toUpperCase();
    // `?orgcode=` is remembered at once, as main.tsx does: the page is readable
    // before the app starts, and a link followed meanwhile keeps the organisation.
    if (fromUrl) {
      try {
        localStorage.setItem(`${plan.storagePrefix}orgCode`, fromUrl);
      } catch {
        // Storage refused: main.tsx tries again.
      }
    }
    if (stored('reader')) return;
    const storedLanguage = stored('lang');
    const language =
      storedLanguage && plan.languages.includes(storedLanguage)
        ? storedLanguage
        : plan.defaultLanguage;
    const answers = new Map<string, Promise<unknown>>();
    (window as unknown as Record<string, unknown>)[plan.property] = answers;

    const ask = (
      method: 'GET' | 'POST',
      path: string,
      query: Record<string, string> | undefined,
      body: Record<string, unknown> | undefined,
    ) => {
      const url = plan.apiBase + path;
      const answer = fetch(query ? `${url}?${new URLSearchParams(query).toString()}` : url, {
        method,
        credentials: 'include',
        headers: {
          accept: 'application/json',
          'accept-language': language,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : null,
        signal: AbortSignal.timeout(plan.timeoutMs),
      })
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
        .catch(() => undefined);
      answers.set(keyOf(method, url, query, body, language), answer);
      return answer;
    };
    type Envelope = { code?: unknown; data?: unknown } | undefined;
    const preloadCovers = (envelope: Envelope, count: number) => {
      const books = envelope?.code === 0 && Array.isArray(envelope.data) ? envelope.data : [];
      for (const book of (books as CoverFields[]).slice(0, count)) {
        const href = book.coverfileid
          ? `${plan.apiBase}${plan.fileDownloadPath}?fileid=${encodeURIComponent(book.coverfileid)}`
          : book.cover;
        if (!href) continue;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = href;
        document.head.append(link);
      }
    };

    const askLists = (organizationid: number, answered: readonly string[] = []) => {
      for (const list of plan.lists.filter((candidate) => !answered.includes(candidate.path))) {
        const listAnswer = ask('POST', list.path, undefined, { ...list.body, organizationid });
        if (list.covers) {
          const count = list.covers;
          void listAnswer.then((listEnvelope) => preloadCovers(listEnvelope as Envelope, count));
        }
      }
    };
    if (plan.organization?.code === orgCode) {
      askLists(plan.organization.id, plan.organization.answered);
      return;
    }
    void ask('GET', plan.organizationPath, { orgcode: orgCode }, undefined).then((answer) => {
      const envelope = answer as Envelope;
      const organization = envelope?.code === 0 ? (envelope.data as { id?: unknown }) : null;
      if (typeof organization?.id === 'number') askLists(organization.id);
    });
  } catch {
    // Early answers are an optimisation: without them the app simply asks itself.
  }
}

/** The inline `<script>` that runs `startEarlyRequests` with this plan. */
export function earlyRequestsScript(plan: EarlyRequestPlan, keyOf: typeof earlyRequestKey): string {
  const source = `(${startEarlyRequests.toString()})(${JSON.stringify(plan)}, ${keyOf.toString()});`;
  // Nothing in the plan may close the script element early.
  return `<script>${source.replace(/<\/(script)/gi, '<\\/$1')}</script>`;
}
