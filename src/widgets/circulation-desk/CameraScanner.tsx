import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDetector } from './detector';
import { Note, Video } from './styles';

/** Frames looked at per second: enough for a held book, light on a tablet's battery. */
const LOOK_EVERY_MS = 200;
/**
 * The same code seen again within this time of last being seen is the same book still held
 * up, not a new scan: a book held in view for ten seconds is one scan (lent once, not refused
 * as "on loan" every two seconds after); out of view for two seconds, it may be scanned again.
 */
const SAME_CODE_MS = 2000;

type Failure = { kind: 'camera'; message: string } | { kind: 'unsupported' };

/**
 * The camera as a scanner, loaded only when asked for (its own chunk): the back camera's
 * picture is read by the browser's BarcodeDetector, or by the zxing-wasm fallback where the
 * browser has none (detector.ts), and each code found goes to `onCode` like a scan typed into
 * the field. If no reader can be had, it says so; the field works as before.
 */
export default function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('desk');
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const onCodeRef = useRef(onCode);
  useLayoutEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopCamera = () => stream?.getTracks().forEach((track) => track.stop());
    const start = async () => {
      // The reader (perhaps a wasm download) and the camera's permission at the same time.
      const detecting = createDetector().then(
        (detector) => ({ detector }),
        (reason: unknown) => ({ reason }),
      );
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
        });
      } catch (error) {
        if (!stopped) setFailure({ kind: 'camera', message: messageOf(error) });
        return;
      }
      const reader = await detecting;
      if (stopped) return stopCamera();
      if (!('detector' in reader)) {
        console.warn('[libportal] no barcode reader for the camera', reader.reason);
        stopCamera();
        setFailure({ kind: 'unsupported' });
        return;
      }
      const { detector } = reader;
      const element = video.current;
      if (!element) return;
      try {
        element.srcObject = stream;
        await element.play();
      } catch (error) {
        if (!stopped) setFailure({ kind: 'camera', message: messageOf(error) });
        return;
      }
      let last = '';
      let lastAt = 0;
      const look = async () => {
        if (stopped) return;
        const found = await detector.detect(element).catch(() => []);
        const code = found[0]?.rawValue;
        const now = Date.now();
        if (code) {
          const again = code === last && now - lastAt <= SAME_CODE_MS;
          last = code;
          lastAt = now;
          if (!again) onCodeRef.current(code);
        }
        timer = setTimeout(() => void look(), LOOK_EVERY_MS);
      };
      void look();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera();
    };
  }, []);

  if (failure?.kind === 'unsupported') {
    return (
      <Note $tone="danger" role="alert">
        {t('cameraUnsupported')}
      </Note>
    );
  }
  return failure ? (
    <Note $tone="danger" role="alert">
      {t('cameraError', { message: failure.message })}
    </Note>
  ) : (
    <Video ref={video} muted playsInline aria-label={t('cameraVideo')} />
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
