import type { RouteObject } from 'react-router';
import { PortfolioApp, type PortfolioAppProps } from './PortfolioApp';
import { RouteError } from './RouteError';

/**
 * One exact route. An unknown path or a thrown error gets react-router's default screen,
 * 'Unexpected Application Error!' with the error text; a page in another language gets the same
 * screen in its language.
 */
export function appRoutes(props: PortfolioAppProps): RouteObject[] {
  const { locale } = props;
  return [
    {
      path: '/',
      element: <PortfolioApp {...props} />,
      ...(locale && locale.language !== 'en' && { errorElement: <RouteError locale={locale} /> }),
    },
  ];
}
