/** Route metadata: the translated title (the page title is a fixed prefix + the route title). */
export interface RouteHandle {
  title: string;
}

export const handle = (title: string): RouteHandle => ({ title });
