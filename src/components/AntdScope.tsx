import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useAntdTheme } from '../hooks/AntdThemeContext';

/**
 * antd's provider with the page's theme, around one island: the page's shell has no antd code, so
 * each island that renders antd components brings the provider along in its own chunk.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={useAntdTheme()}>{children}</ConfigProvider>;
}
