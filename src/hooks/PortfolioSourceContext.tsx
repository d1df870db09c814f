import { createContext, useContext, type ReactNode } from 'react';
import type { PortfolioSource } from '../data/source';

const PortfolioSourceContext = createContext<PortfolioSource | null>(null);

export function PortfolioSourceProvider({
  source,
  children,
}: {
  source: PortfolioSource;
  children: ReactNode;
}) {
  return (
    <PortfolioSourceContext.Provider value={source}>{children}</PortfolioSourceContext.Provider>
  );
}

export function usePortfolioSource(): PortfolioSource {
  const source = useContext(PortfolioSourceContext);
  if (!source) throw new Error('usePortfolioSource must be used inside <PortfolioSourceProvider>');
  return source;
}
