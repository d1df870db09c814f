import { createHashRouter } from 'react-router';
import type { PortfolioConfig } from '../config';
import type { PortfolioSource } from '../data/source';
import { AppProviders } from './App';
import { PortfolioPage } from './PortfolioPage';

interface AppRouterOptions {
  readonly config: PortfolioConfig;
  readonly source: PortfolioSource;
  readonly publicUrl: string;
}

/**
 * One exact route. No errorElement on purpose: an unknown path or a thrown error gets react-router's
 * default screen, 'Unexpected Application Error!' with the error text.
 */
export function createAppRouter({ config, source, publicUrl }: AppRouterOptions) {
  return createHashRouter([
    {
      path: '/',
      element: (
        <AppProviders source={source}>
          <PortfolioPage config={config} publicUrl={publicUrl} />
        </AppProviders>
      ),
    },
  ]);
}
