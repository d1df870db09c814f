import { useId, type ReactNode } from 'react';

/**
 * Text with an explanation shown on hover and on keyboard focus, and read by screen readers as the
 * text's description. Plain CSS: antd's Tooltip would add its positioning code to the panels for a
 * sentence.
 */
export function Hint({ children, hint }: { children: ReactNode; hint: ReactNode }) {
  const id = useId();
  return (
    <span className="hint">
      {/* A button so that keyboards reach it: focusing it shows the explanation, as hovering does. */}
      <button type="button" className="hint-trigger" aria-describedby={id}>
        {children}
      </button>
      <span role="tooltip" id={id} className="hint-text">
        {hint}
      </span>
    </span>
  );
}
