/**
 * The meshes of the 3D view, built from the floor plan (layout.ts): storeys as slabs stacked
 * STOREY_HEIGHT apart, rooms as low outlined walls, shelves as boxes, the wanted column lit,
 * the route as a band over the floor, labels as sprites. Plan (x, d) is drawn at (x, y, −d),
 * so the right hand of a reader walking in stays +x on screen.
 */
import {
  BoxGeometry,
  CanvasTexture,
  EdgesGeometry,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  Sprite,
  SpriteMaterial,
  Vector3,
  type BufferGeometry,
  type Material,
} from 'three';
import {
  COLUMN_WIDTH,
  CORRIDOR_DEPTH,
  SHELF_DEPTH,
  SHELF_HEIGHT,
  STAIRS_WIDTH,
  STOREY_HEIGHT,
  type FloorPlan,
} from './layout';
import type { RoutePoint } from './route';

export interface SceneColors {
  floor: string;
  corridor: string;
  wall: string;
  shelf: string;
  targetShelf: string;
  targetColumn: string;
  route: string;
  label: string;
}

export interface SceneLabels {
  entrance: string;
  stairs: string;
}

export interface SceneTarget {
  shelfid: number;
  columnid: number;
}

const SLAB = 0.2;
const WALL_HEIGHT = 0.6;
const ROUTE_WIDTH = 0.35;
const ROUTE_LIFT = 0.08;

/** The height of a storey's floor, the lowest storey at 0. */
export function storeyY(plan: FloorPlan, floor: number): number {
  return (floor - (plan.floors[0] ?? 1)) * STOREY_HEIGHT;
}

const at = (x: number, y: number, d: number) => new Vector3(x, y, -d);

function box(width: number, height: number, depth: number, material: Material, centre: Vector3) {
  const mesh = new Mesh(new BoxGeometry(width, height, depth), material);
  mesh.position.copy(centre);
  return mesh;
}

/** A label drawn once into a small canvas texture, always facing the camera. */
function label(text: string, colour: string, position: Vector3): Sprite {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  const fontSize = 48;
  canvas.height = 64;
  if (context) {
    context.font = `600 ${fontSize}px system-ui, sans-serif`;
    canvas.width = Math.ceil(context.measureText(text).width) + 16;
    context.font = `600 ${fontSize}px system-ui, sans-serif`;
    context.fillStyle = colour;
    context.textBaseline = 'middle';
    context.fillText(text, 8, canvas.height / 2);
  }
  const sprite = new Sprite(
    new SpriteMaterial({ map: new CanvasTexture(canvas), depthTest: false, transparent: true }),
  );
  const scale = 0.9;
  sprite.scale.set((canvas.width / canvas.height) * scale, scale, 1);
  sprite.position.copy(position);
  sprite.renderOrder = 2;
  return sprite;
}

/** A flat band from `a` to `b` (or a post, between storeys) over the floor. */
function segment(plan: FloorPlan, a: RoutePoint, b: RoutePoint, material: Material): Mesh {
  const from = at(a.x, storeyY(plan, a.floor) + ROUTE_LIFT, a.d);
  const to = at(b.x, storeyY(plan, b.floor) + ROUTE_LIFT, b.d);
  const centre = from.clone().add(to).multiplyScalar(0.5);
  const length = from.distanceTo(to) + ROUTE_WIDTH;
  const vertical = a.floor !== b.floor;
  const alongX = Math.abs(to.x - from.x) > Math.abs(to.z - from.z);
  return box(
    vertical ? ROUTE_WIDTH : alongX ? length : ROUTE_WIDTH,
    vertical ? length : 0.05,
    vertical ? ROUTE_WIDTH : alongX ? ROUTE_WIDTH : length,
    material,
    centre,
  );
}

/** Everything of the building, the wanted column and the route, in one group. */
export function buildLibrary(
  plan: FloorPlan,
  colors: SceneColors,
  labels: SceneLabels,
  target?: SceneTarget,
  route?: RoutePoint[],
): Group {
  const group = new Group();
  const lambert = (color: string) => new MeshLambertMaterial({ color });
  const floorMaterial = lambert(colors.floor);
  const corridorMaterial = lambert(colors.corridor);
  const shelfMaterial = lambert(colors.shelf);
  const targetShelfMaterial = lambert(colors.targetShelf);
  const wallMaterial = new LineBasicMaterial({ color: colors.wall });
  for (const floor of plan.floors) {
    const y = storeyY(plan, floor);
    group.add(
      box(
        plan.width,
        SLAB,
        plan.depth,
        floorMaterial,
        at(plan.width / 2, y - SLAB / 2, plan.depth / 2),
      ),
      box(
        plan.width,
        0.02,
        CORRIDOR_DEPTH,
        corridorMaterial,
        at(plan.width / 2, y + 0.01, CORRIDOR_DEPTH / 2),
      ),
    );
    // The stairs: a block of steps at the corridor's left end.
    for (let step = 0; step < 4; step++) {
      group.add(
        box(
          STAIRS_WIDTH / 4,
          0.25 * (step + 1),
          CORRIDOR_DEPTH * 0.8,
          shelfMaterial,
          at((step + 0.5) * (STAIRS_WIDTH / 4), y + 0.125 * (step + 1), CORRIDOR_DEPTH / 2),
        ),
      );
    }
    group.add(
      label(labels.stairs, colors.label, at(STAIRS_WIDTH / 2, y + 1.6, CORRIDOR_DEPTH / 2)),
    );
  }
  for (const room of plan.rooms) {
    const y = storeyY(plan, room.floor);
    const walls = new LineSegments(
      new EdgesGeometry(new BoxGeometry(room.width, WALL_HEIGHT, room.depth)),
      wallMaterial,
    );
    walls.position.copy(at(room.x + room.width / 2, y + WALL_HEIGHT / 2, room.d + room.depth / 2));
    group.add(walls);
    group.add(
      label(
        room.name,
        colors.label,
        at(room.x + room.width / 2, y + SHELF_HEIGHT + 1.2, room.d + room.depth / 2),
      ),
    );
    for (const shelf of room.shelves) {
      const wanted = shelf.shelfid === target?.shelfid;
      group.add(
        box(
          shelf.width,
          SHELF_HEIGHT,
          SHELF_DEPTH,
          wanted ? targetShelfMaterial : shelfMaterial,
          at(shelf.x + shelf.width / 2, y + SHELF_HEIGHT / 2, shelf.d + SHELF_DEPTH / 2),
        ),
      );
      const column = wanted
        ? shelf.columns.find((c) => c.columnid === target?.columnid)
        : undefined;
      if (column) {
        group.add(
          box(
            COLUMN_WIDTH * 0.92,
            SHELF_HEIGHT + 0.3,
            SHELF_DEPTH + 0.2,
            lambert(colors.targetColumn),
            at(column.x, y + (SHELF_HEIGHT + 0.3) / 2, shelf.d + SHELF_DEPTH / 2),
          ),
          label(shelf.code, colors.label, at(column.x, y + SHELF_HEIGHT + 0.7, shelf.d)),
        );
      }
    }
  }
  const ground = storeyY(plan, 1);
  group.add(
    label(labels.entrance, colors.label, at(plan.entrance.x, ground + 1.2, plan.entrance.d)),
  );
  if (route && route.length > 1) {
    const routeMaterial = lambert(colors.route);
    for (let i = 1; i < route.length; i++) {
      group.add(segment(plan, route[i - 1]!, route[i]!, routeMaterial));
    }
  }
  return group;
}

/** Frees the GPU memory of everything under `group` (geometries, materials, textures). */
export function disposeGroup(group: Group): void {
  group.traverse((object) => {
    const owner = object as Partial<Mesh> & Partial<Sprite>;
    (owner.geometry as BufferGeometry | undefined)?.dispose();
    const material = owner.material as Material | Material[] | undefined;
    for (const each of Array.isArray(material) ? material : material ? [material] : []) {
      (each as SpriteMaterial).map?.dispose();
      each.dispose();
    }
  });
}
