import type { ThemeConfig } from 'antd';
import { createContext, useContext } from 'react';

/**
 * antd's theme for the page's islands: a plain context, so that the first load holds no antd code.
 * Each island that uses antd renders its own ConfigProvider with it (src/components/AntdScope.tsx).
 */
const AntdThemeContext = createContext<ThemeConfig | undefined>(undefined);

export const AntdThemeProvider = AntdThemeContext.Provider;

export function useAntdTheme(): ThemeConfig | undefined {
  return useContext(AntdThemeContext);
}
