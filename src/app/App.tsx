import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { PortfolioSource } from '../data/source';
import { PortfolioSourceProvider } from '../hooks/PortfolioSourceContext';

const THEME = {
  token: { colorPrimary: '#1668dc', borderRadius: 8 },
};

export function AppProviders({
  source,
  children,
}: {
  source: PortfolioSource;
  children: ReactNode;
}) {
  return (
    <ConfigProvider theme={THEME}>
      <PortfolioSourceProvider source={source}>{children}</PortfolioSourceProvider>
    </ConfigProvider>
  );
}
