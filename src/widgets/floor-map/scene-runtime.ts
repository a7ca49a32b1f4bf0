/**
 * The 3D view's runtime: three.js (its WebGL renderer, tree-shaken to what scene-objects.ts
 * uses) and OrbitControls. Loaded only when the map is shown (MapStage.tsx imports this file
 * dynamically), so no other page, and no page of the embed without the map, carries it; the
 * docs/performance.md gives its size and time to the first frame.
 *
 * The view renders on demand: once, then whenever the controls move the camera or the frame
 * is resized. A still map costs no processor, which a phone's battery notices.
 */
import {
  Color,
  DirectionalLight,
  HemisphereLight,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { STOREY_HEIGHT, type FloorPlan, type PlanPlace } from './layout';
import type { RoutePoint } from './route';
import {
  buildLibrary,
  disposeGroup,
  storeyY,
  type SceneColors,
  type SceneLabels,
  type SceneTarget,
} from './scene-objects';

export interface SceneInput {
  plan: FloorPlan;
  colors: SceneColors & { background: string };
  labels: SceneLabels;
  target?: SceneTarget;
  place?: PlanPlace;
  route?: RoutePoint[];
  /** The canvas's accessible name, and the id of what describes it. */
  ariaLabel: string;
  describedBy?: string;
}

export interface SceneHandle {
  /** Moves the camera towards (factor < 1) or away from (> 1) what it looks at. */
  zoom(factor: number): void;
  reset(): void;
  dispose(): void;
}

/** The camera's first position: above and in front of the wanted shelf, or of the building. */
function initialView(input: SceneInput) {
  const { plan, place } = input;
  if (place) {
    const y = storeyY(plan, place.room.floor);
    const look = new Vector3(place.column.x, y + 1, -place.shelf.d);
    return { look, eye: look.clone().add(new Vector3(-4, 11, 13)) };
  }
  const top = storeyY(plan, plan.floors.at(-1) ?? 1);
  const look = new Vector3(plan.width / 2, top / 2, -plan.depth / 2);
  const distance = Math.max(plan.width, plan.depth) * 0.9 + STOREY_HEIGHT;
  return { look, eye: look.clone().add(new Vector3(-distance * 0.3, distance * 0.8, distance)) };
}

/** Draws the library into `host` (a sized element); the caller disposes of the handle. */
export function mountScene(host: HTMLElement, input: SceneInput): SceneHandle {
  const renderer = new WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  const canvas = renderer.domElement;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', input.ariaLabel);
  if (input.describedBy) canvas.setAttribute('aria-describedby', input.describedBy);
  // Focusable: the arrow keys pan the view once the map has focus (OrbitControls).
  canvas.tabIndex = 0;
  canvas.setAttribute('part', 'canvas');
  host.append(canvas);

  const scene = new Scene();
  scene.background = new Color(input.colors.background);
  scene.add(new HemisphereLight(0xffffff, 0x8a8f8c, 2.2));
  const sun = new DirectionalLight(0xffffff, 1.4);
  sun.position.set(-20, 40, 30);
  scene.add(sun);
  const library = buildLibrary(input.plan, input.colors, input.labels, input.target, input.route);
  scene.add(library);

  const camera = new PerspectiveCamera(45, 1, 0.1, 1000);
  const controls = new OrbitControls(camera, canvas);
  controls.minDistance = 3;
  controls.maxDistance = 250;
  // Never under the floor: the slabs would hide everything.
  controls.maxPolarAngle = Math.PI * 0.48;
  controls.listenToKeyEvents(canvas);
  const start = initialView(input);

  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    render();
  };
  const reset = () => {
    camera.position.copy(start.eye);
    controls.target.copy(start.look);
    controls.update();
    render();
  };
  controls.addEventListener('change', render);
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
  observer?.observe(host);
  camera.position.copy(start.eye);
  controls.target.copy(start.look);
  controls.update();
  resize();

  return {
    zoom(factor) {
      const offset = camera.position.clone().sub(controls.target).multiplyScalar(factor);
      const length = Math.min(
        controls.maxDistance,
        Math.max(controls.minDistance, offset.length()),
      );
      camera.position.copy(controls.target).add(offset.setLength(length));
      controls.update();
      render();
    },
    reset,
    dispose() {
      observer?.disconnect();
      controls.removeEventListener('change', render);
      controls.dispose();
      disposeGroup(library);
      renderer.dispose();
      canvas.remove();
    },
  };
}
