import { RouterProvider } from 'react-router';
import { LibportalProvider } from '../core';
import { router } from './routes';

/** The portal renders the widgets' React components directly, inside one provider. */
export function App() {
  return (
    <LibportalProvider>
      <RouterProvider router={router} />
    </LibportalProvider>
  );
}
