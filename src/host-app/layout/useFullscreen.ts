import { useSyncExternalStore } from 'react';

/** Safari before 16.4 speaks the prefixed API only. */
type PrefixedDocument = Document & {
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};
type PrefixedElement = HTMLElement & {
  webkitRequestFullscreen?: () => Promise<void> | void;
};

function doc(): PrefixedDocument | null {
  return typeof document === 'undefined' ? null : (document as PrefixedDocument);
}

export function fullscreenSupported(): boolean {
  const d = doc();
  return Boolean(d && (d.fullscreenEnabled || d.webkitFullscreenEnabled));
}

const isFullscreen = (): boolean => {
  const d = doc();
  return Boolean(d && (d.fullscreenElement ?? d.webkitFullscreenElement));
};

function subscribe(onChange: () => void): () => void {
  const d = doc();
  if (!d) return () => undefined;
  d.addEventListener('fullscreenchange', onChange);
  d.addEventListener('webkitfullscreenchange', onChange);
  return () => {
    d.removeEventListener('fullscreenchange', onChange);
    d.removeEventListener('webkitfullscreenchange', onChange);
  };
}

/** Enters or leaves full screen; false when the browser cannot (or refused). */
export async function toggleFullscreen(): Promise<boolean> {
  const d = doc();
  if (!d || !fullscreenSupported()) return false;
  try {
    if (isFullscreen()) {
      await (d.exitFullscreen ? d.exitFullscreen() : d.webkitExitFullscreen?.());
    } else {
      const root = d.documentElement as PrefixedElement;
      await (root.requestFullscreen ? root.requestFullscreen() : root.webkitRequestFullscreen?.());
    }
    return true;
  } catch {
    return false;
  }
}

/** Whether the page is in full screen now, following the browser (Esc leaves it too). */
export function useFullscreen(): boolean {
  return useSyncExternalStore(subscribe, isFullscreen, () => false);
}
