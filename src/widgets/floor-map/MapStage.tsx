import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloorPlan, PlanPlace } from './layout';
import type { RoutePoint } from './route';
import type { SceneHandle, SceneInput } from './scene-runtime';
import { Hint, Legend, ROUTE_COLOR, ShowButton, Stage, StageMessage, ViewControls } from './styles';

type StageState = 'waiting' | 'offered' | 'loading' | 'ready' | 'unsupported' | 'failed';

/**
 * Below this width (the widget's own, a phone's) the 3D view waits to be asked for: the
 * directions come first there, and its code (about 140 KB gzip, a few hundred ms of a slow
 * phone's processor) is not spent on a reader who only reads them.
 */
export const AUTO_3D_MIN_WIDTH = 600;

/** Whether this browser can draw WebGL here (none in jsdom, on old devices, or switched off). */
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/** Resolves once `element` is on screen (at once where IntersectionObserver is missing). */
function whenShown(element: Element, onShown: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onShown();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      onShown();
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** The theme's colours as the 3D view paints them (custom properties cross the shadow root). */
function sceneColors(element: Element): SceneInput['colors'] {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: read('--lp-color-surface-alt', '#f5f7f7'),
    floor: '#e4e9e7',
    corridor: '#d3dcd9',
    wall: read('--lp-color-text-muted', '#52606d'),
    shelf: read('--lp-color-primary', '#5ea99a'),
    targetShelf: read('--lp-color-accent', '#FEC171'),
    targetColumn: ROUTE_COLOR,
    route: ROUTE_COLOR,
    label: read('--lp-color-text', '#1f2933'),
  };
}

export interface MapStageProps {
  plan: FloorPlan;
  place?: PlanPlace;
  route?: RoutePoint[];
  /** The id of the text the map shows in words (the directions or the directory). */
  describedBy: string;
  ariaLabel: string;
}

/**
 * The 3D view: its code (three.js) is fetched only once the frame is on screen and the browser
 * can draw WebGL; otherwise the frame says to follow the text, which is always beside it.
 * The frame records how long the first frame took from the moment the code was asked for
 * (`data-first-frame-ms`; bench and tests read it).
 */
export function MapStage({ plan, place, route, describedBy, ariaLabel }: MapStageProps) {
  const { t } = useTranslation('floor-map');
  const hintId = useId();
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<SceneHandle | null>(null);
  const [state, setState] = useState<StageState>('waiting');
  const [firstFrameMs, setFirstFrameMs] = useState<number>();

  const [asked, setAsked] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let live = true;
    // Decided after the first render (the server's has no width): a narrow frame offers.
    if (!asked && element.clientWidth < AUTO_3D_MIN_WIDTH) {
      setState('offered');
      return;
    }
    const stop = whenShown(element, () => {
      if (!webglAvailable()) {
        setState('unsupported');
        return;
      }
      setState('loading');
      const started = performance.now();
      import('./scene-runtime')
        .then(({ mountScene }) => {
          if (!live) return;
          handle.current = mountScene(element, {
            plan,
            place,
            route,
            colors: sceneColors(element),
            labels: { entrance: t('map.entrance'), stairs: t('map.stairs') },
            target: place
              ? { shelfid: place.shelf.shelfid, columnid: place.column.columnid }
              : undefined,
            ariaLabel,
            describedBy: `${describedBy} ${hintId}`,
          });
          setFirstFrameMs(Math.round(performance.now() - started));
          setState('ready');
        })
        .catch(() => {
          if (live) setState('failed');
        });
    });
    return () => {
      live = false;
      stop();
      handle.current?.dispose();
      handle.current = null;
    };
  }, [plan, place, route, t, ariaLabel, describedBy, hintId, asked]);

  const message =
    state === 'loading'
      ? t('map.loading3d')
      : state === 'unsupported'
        ? t('map.noWebgl')
        : state === 'failed'
          ? t('map.failed3d')
          : null;
  return (
    <div part="map">
      <Stage ref={host} data-state={state} data-first-frame-ms={firstFrameMs}>
        {message ? <StageMessage role="status">{message}</StageMessage> : null}
        {state === 'offered' ? (
          <StageMessage>
            <ShowButton type="button" onClick={() => setAsked(true)}>
              {t('map.show3d')}
            </ShowButton>
          </StageMessage>
        ) : null}
      </Stage>
      {state === 'ready' ? (
        <>
          <ViewControls role="group" aria-label={t('map.controls')}>
            <button type="button" onClick={() => handle.current?.zoom(0.7)}>
              {t('map.zoomIn')}
            </button>
            <button type="button" onClick={() => handle.current?.zoom(1.4)}>
              {t('map.zoomOut')}
            </button>
            <button type="button" onClick={() => handle.current?.reset()}>
              {t('map.resetView')}
            </button>
          </ViewControls>
          <Legend aria-label={t('map.legend')}>
            <li data-swatch="shelf">{t('map.legendShelf')}</li>
            {place ? (
              <>
                <li data-swatch="route">{t('map.legendRoute')}</li>
                <li data-swatch="target">{t('map.legendTarget')}</li>
              </>
            ) : null}
          </Legend>
          <Hint id={hintId}>{t('map.controlsHint')}</Hint>
        </>
      ) : null}
    </div>
  );
}
