import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRuntime } from '../../core';
import { isOldPath, switchedPath, writeInterfaceVersion } from '../interface-version';
import { toggleFullscreen, useFullscreen } from './useFullscreen';
import { IconButton } from './styles';

/** The version switch's message shows for 2 seconds, like the language's. */
export const VERSION_TOAST_MS = 2000;
/** Carries "switched" across the reload, so the message shows on the page switched to. */
const SWITCHED_FLAG = 'libportal.versionSwitched';

/** Four corners pointing out (enter) or in (leave). */
const ENTER = 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5';
const LEAVE = 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5';

/**
 * The full-screen toggle: its icon and name follow the state (Esc leaving full screen
 * included); a browser without the Fullscreen API gets the warning "you browser can not work".
 */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const full = useFullscreen();
  const label = full ? t('header.exitFullscreen') : t('header.fullscreen');
  return (
    <IconButton
      type="button"
      aria-label={label}
      title={label}
      data-fullscreen={full ? 'on' : 'off'}
      onClick={() =>
        void toggleFullscreen().then((done) => {
          if (!done) runtime.notifier.toast(t('header.fullscreenUnsupported'), 'warning');
        })
      }
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={full ? LEAVE : ENTER} />
      </svg>
    </IconButton>
  );
}

/**
 * Interface version: keeps the other version, rewrites the path (adding or removing
 * /old, login and ssoLogin included) and reloads there; the page switched to says
 * "界面切换成功" for 2 seconds (SwitchedNotice). When the browser will not keep the choice,
 * "版本切换失败，请重试" and nothing changes.
 */
export function VersionSwitch({ onSwitch }: { onSwitch?: () => void }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const location = useLocation();
  const to = isOldPath(location.pathname) ? 'new' : 'old';
  const switchVersion = () => {
    onSwitch?.();
    if (!writeInterfaceVersion(to)) {
      runtime.notifier.toast(t('header.versionSwitchFailed'), 'error', 3000);
      return;
    }
    try {
      sessionStorage.setItem(SWITCHED_FLAG, '1');
    } catch {
      // The message is lost with the reload; the switch itself still happens.
    }
    window.location.assign(switchedPath(location, to));
  };
  return (
    <IconButton
      type="button"
      aria-label={to === 'old' ? t('header.switchToOldLabel') : t('header.switchToNewLabel')}
      onClick={switchVersion}
    >
      {to === 'old' ? t('header.switchToOld') : t('header.switchToNew')}
    </IconButton>
  );
}

/** Whether this page is the one a switch reloaded into (true once). */
function takeSwitchedFlag(): boolean {
  try {
    if (sessionStorage.getItem(SWITCHED_FLAG) !== '1') return false;
    sessionStorage.removeItem(SWITCHED_FLAG);
    return true;
  } catch {
    return false;
  }
}

/** Shows "界面切换成功" for 2 seconds, once, on the page a switch reloaded into. */
export function useSwitchedNotice(): void {
  const { t } = useTranslation();
  const runtime = useRuntime();
  useEffect(() => {
    if (takeSwitchedFlag()) {
      runtime.notifier.toast(t('header.versionSwitched'), 'success', VERSION_TOAST_MS);
    }
  }, [runtime, t]);
}
