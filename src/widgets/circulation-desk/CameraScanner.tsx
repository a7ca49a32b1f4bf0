import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Note, Video } from './styles';

/** The part of the Barcode Detection API the desk uses (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new () => BarcodeDetectorLike;

/** Frames looked at per second: enough for a held book, light on a tablet's battery. */
const LOOK_EVERY_MS = 200;
/** The same code seen again within this time is the same book still held up, not a new scan. */
const SAME_CODE_MS = 2000;

/**
 * The camera as a scanner, loaded only when asked for (its own chunk): the back camera's
 * picture is read by the browser's BarcodeDetector, and each code found goes to `onCode` like
 * a scan typed into the field.
 */
export default function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('desk');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState('');
  const onCodeRef = useRef(onCode);
  useLayoutEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const Detector = (globalThis as unknown as { BarcodeDetector: BarcodeDetectorClass })
      .BarcodeDetector;
    const start = async () => {
      try {
        const detector = new Detector();
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
        });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        let last = '';
        let lastAt = 0;
        const look = async () => {
          if (stopped) return;
          const found = await detector.detect(element).catch(() => []);
          const code = found[0]?.rawValue;
          const now = Date.now();
          if (code && (code !== last || now - lastAt > SAME_CODE_MS)) {
            last = code;
            lastAt = now;
            onCodeRef.current(code);
          }
          timer = setTimeout(() => void look(), LOOK_EVERY_MS);
        };
        void look();
      } catch (failure) {
        if (!stopped) setError(failure instanceof Error ? failure.message : String(failure));
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return error ? (
    <Note $tone="danger" role="alert">
      {t('cameraError', { message: error })}
    </Note>
  ) : (
    <Video ref={video} muted playsInline aria-label={t('cameraVideo')} />
  );
}
