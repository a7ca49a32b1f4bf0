/** Route metadata: the translated title (spec §2: fixed prefix + route title). */
export interface RouteHandle {
  title: string;
}

export const handle = (title: string): RouteHandle => ({ title });
