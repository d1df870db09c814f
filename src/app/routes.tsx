import type { RouteObject } from 'react-router';
import { PortfolioApp, type PortfolioAppProps } from './PortfolioApp';

/**
 * One exact route. No errorElement on purpose: an unknown path or a thrown error gets react-router's
 * default screen, 'Unexpected Application Error!' with the error text.
 */
export function appRoutes(props: PortfolioAppProps): RouteObject[] {
  return [{ path: '/', element: <PortfolioApp {...props} /> }];
}

/** The path a hash URL routes to: '#/', '#' and no hash are all '/'. */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').replace(/[?].*$/, '');
  return path === '' ? '/' : path;
}
