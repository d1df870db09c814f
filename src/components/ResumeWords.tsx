import type { ReactNode } from 'react';
import { useResumeLanguage } from '../hooks/useResumeLanguage';

/**
 * Words of the resume inside a sentence of the page's: in a span marked with the resume's language
 * where the page is in another, else as they are (no element).
 */
export function ResumeWords({ children }: { children: ReactNode }) {
  const lang = useResumeLanguage();
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
