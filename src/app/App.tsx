import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { PortfolioSource } from '../data/source';
import { PortfolioSourceProvider } from '../hooks/PortfolioSourceContext';

/** Colours chosen for WCAG AA contrast (4.5:1) on white; antd's defaults fall just short. */
const THEME = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    borderRadius: 8,
  },
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
