import { createHashRouter, type RouteObject } from 'react-router';
import type { PortfolioConfig } from '../config';
import type { PortfolioSource } from '../data/source';
import { AppProviders, type StyleMode } from './App';
import { PortfolioPage } from './PortfolioPage';

export interface AppRouterOptions {
  readonly config: PortfolioConfig;
  readonly source: PortfolioSource;
  readonly publicUrl: string;
  readonly styles?: StyleMode;
}

/**
 * One exact route. No errorElement on purpose: an unknown path or a thrown error gets react-router's
 * default screen, 'Unexpected Application Error!' with the error text. The build prerenders the same
 * routes at '/' (a memory router: the hash never reaches a server).
 */
export function appRoutes({ config, source, publicUrl, styles }: AppRouterOptions): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <AppProviders source={source} styles={styles}>
          <PortfolioPage config={config} publicUrl={publicUrl} />
        </AppProviders>
      ),
    },
  ];
}

export function createAppRouter(options: AppRouterOptions) {
  return createHashRouter(appRoutes(options));
}

/** The path a hash URL routes to: '#/', '#' and no hash are all the prerendered '/'. */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').replace(/[?].*$/, '');
  return path === '' ? '/' : path;
}
