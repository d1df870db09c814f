import type { ReactNode } from 'react';

/**
 * Its children, linked in a new tab when there is an address. Addresses from a resume or a feed reach
 * here checked by the build (http and https only).
 */
export function OptionalLink({
  url,
  children,
}: {
  url: string | null | undefined;
  children: ReactNode;
}) {
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}
