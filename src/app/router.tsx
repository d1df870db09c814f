import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router';
import type { PortfolioAppProps } from './PortfolioApp';
import { appRoutes } from './routes';

export function createAppRouter(props: PortfolioAppProps) {
  return createHashRouter(appRoutes(props));
}

/**
 * The hash router over the app's routes. The page at '/' renders without it (see src/index.tsx): the
 * router is a chunk of its own, loaded when a visitor is elsewhere than '/'.
 */
export function AppRouter(props: PortfolioAppProps) {
  const [router] = useState(() => createAppRouter(props));
  return <RouterProvider router={router} />;
}
