import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Loading, useSession, type CommonWidgetSettings, type LpEvent } from '../../core';
import { RoleGate } from '../../core/ui/RoleGate';
import { ReaderCard } from './ReaderCard';
import { SessionLog } from './SessionLog';
import { Bar, Columns, Heading, Hint, Live, Note, Root, ScanForm, ScanInput } from './styles';
import { useBeep } from './useBeep';
import { DESK_MODES, useDesk, type DeskEntry, type DeskMode } from './useDesk';
import { hasCamera } from './detector';

/**
 * The camera button wherever there is a camera; its chunk (and, without a native
 * BarcodeDetector, the zxing-wasm reader) loads when it is pressed.
 */
const CameraScanner = lazy(() => import('./CameraScanner'));

/** The portal's desk page: where a librarian logging in from the widget comes back to. */
const PORTAL_DESK = '/admin/desk';

/** Alt+1/2/3 (by key position, so any keyboard layout) choose the mode. */
const MODE_KEYS: Record<string, DeskMode> = { Digit1: 'lend', Digit2: 'return', Digit3: 'renew' };
const MODE_SHORTCUT: Record<DeskMode, string> = { lend: 'Alt+1', return: 'Alt+2', renew: 'Alt+3' };

export interface CirculationDeskProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when no one is logged in. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The librarian's circulation desk, made for a barcode scanner (which types the code and
 * Enter): one field keeps the focus; a reader card then copies lend in a row; return and renew
 * modes; every result said in the live line and by a tone; undo the last action; fines paid in
 * cash; the camera as a scanner where the browser reads barcodes.
 */
export function CirculationDesk(props: CirculationDeskProps) {
  const { t } = useTranslation('desk');
  return (
    <RoleGate
      path={PORTAL_DESK}
      loginMessage={t('loginRequired')}
      loginAction={t('login')}
      onNavigate={props.onNavigate}
    >
      <StaffOnly>
        <Desk />
      </StaffOnly>
    </RoleGate>
  );
}

function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('desk');
  const { roles } = useSession();
  const staff = roles.includes('librarian') || roles.includes('admin');
  return staff ? <>{children}</> : <Note>{t('staffOnly')}</Note>;
}

function Desk() {
  const { t } = useTranslation('desk');
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [last, setLast] = useState<DeskEntry | null>(null);
  const [camera, setCamera] = useState(false);
  const { beep, muted, setMuted } = useBeep();
  const focusScan = useCallback(() => input.current?.focus(), []);
  // Focused on mount by hand, not by autoFocus: preact/compat (the embed's runtime) only writes
  // the autofocus attribute, which a browser honours on page load, never for a later render.
  useEffect(() => focusScan(), [focusScan]);
  const desk = useDesk(
    useCallback(
      (entry: DeskEntry) => {
        setLast(entry);
        beep(entry.ok);
        focusScan();
      },
      [beep, focusScan],
    ),
  );
  const label =
    desk.mode === 'lend' && !desk.readercode ? t('scanLabel_reader') : t(`scanLabel_${desk.mode}`);

  /** Every button hands the focus back to the field: the next scan must land there. */
  const then = (action: () => void) => () => {
    action();
    focusScan();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const mode = event.altKey ? MODE_KEYS[event.code] : undefined;
    if (mode) {
      event.preventDefault();
      desk.setMode(mode);
    } else if (event.altKey && event.code === 'KeyZ') {
      event.preventDefault();
      desk.undoLast();
    } else if (event.key === 'Escape' && desk.readercode) {
      event.preventDefault();
      desk.clearReader();
      focusScan();
    }
  };

  return (
    <Root aria-labelledby={headingId} part="circulation-desk" onKeyDown={onKeyDown}>
      <Heading id={headingId}>{t('heading')}</Heading>
      <Bar role="group" aria-label={t('modes')} part="modes">
        {DESK_MODES.map((mode) => (
          <Button
            key={mode}
            type="button"
            $variant={desk.mode === mode ? 'primary' : 'secondary'}
            aria-pressed={desk.mode === mode}
            aria-keyshortcuts={MODE_SHORTCUT[mode]}
            onClick={then(() => desk.setMode(mode))}
          >
            {t(`mode_${mode}`)}
          </Button>
        ))}
      </Bar>
      <ScanForm
        onSubmit={(event) => {
          event.preventDefault();
          const code = value.trim();
          setValue('');
          if (code) desk.scan(code);
          focusScan();
        }}
      >
        <label htmlFor={inputId}>{label}</label>
        <ScanInput
          ref={input}
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby={hintId}
          part="scan"
        />
        <Hint id={hintId}>
          {t('scanHint')}
          {desk.waiting > 0 ? ` ${t('queued', { count: desk.waiting })}` : ''}
        </Hint>
      </ScanForm>
      <Bar>
        {desk.readercode ? (
          <Button
            type="button"
            $variant="secondary"
            aria-keyshortcuts="Escape"
            onClick={then(desk.clearReader)}
          >
            {t('newReader')}
          </Button>
        ) : null}
        <Button
          type="button"
          $variant="secondary"
          aria-keyshortcuts="Alt+Z"
          disabled={desk.undoPending}
          onClick={then(desk.undoLast)}
        >
          {t('undo')}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          aria-pressed={muted}
          onClick={then(() => setMuted(!muted))}
        >
          {muted ? t('unmute') : t('mute')}
        </Button>
        {hasCamera() ? (
          <Button
            type="button"
            $variant="ghost"
            aria-pressed={camera}
            onClick={then(() => setCamera(!camera))}
          >
            {camera ? t('cameraStop') : t('camera')}
          </Button>
        ) : null}
      </Bar>
      {camera ? (
        <Suspense fallback={<Loading />}>
          <CameraScanner onCode={desk.scan} />
        </Suspense>
      ) : null}
      <Live role="status" $ok={last?.ok ?? null} part="result">
        {/* A new node per result: the same words twice in a row are announced twice. */}
        {last ? <span key={last.id}>{last.text}</span> : null}
      </Live>
      <Columns part="columns">
        {desk.readercode ? (
          <ReaderCard
            readercode={desk.readercode}
            paying={desk.payPending}
            onPay={(code, fineids) => {
              desk.payFines(code, fineids);
              focusScan();
            }}
          />
        ) : null}
        <SessionLog entries={desk.entries} />
      </Columns>
    </Root>
  );
}
