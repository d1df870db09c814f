import { createContext, useContext, type ReactNode } from 'react';
import { NO_CONTENT, type PortfolioContent } from '../domain/content';

/** The owner's resume and posts: known before the first render, in the prerender and the browser. */
const PortfolioContentContext = createContext<PortfolioContent>(NO_CONTENT);

export function PortfolioContentProvider({
  content,
  children,
}: {
  content: PortfolioContent;
  children: ReactNode;
}) {
  return (
    <PortfolioContentContext.Provider value={content}>{children}</PortfolioContentContext.Provider>
  );
}

export function usePortfolioContent(): PortfolioContent {
  return useContext(PortfolioContentContext);
}
