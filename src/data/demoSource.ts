import type { PortfolioSource } from './source';

/** The bundled demo portfolio; its data is a separate chunk that only demo builds ever load. */
export const demoSource: PortfolioSource = {
  mode: 'demo',
  load: (part) => import('./demoData').then(({ DEMO_DATA }) => DEMO_DATA[part]),
};
