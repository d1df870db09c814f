import type { ReactNode } from 'react';

/** antd's info and error glyphs, drawn inline: the page shows one or none. */
const GLYPHS = {
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm.75 10.5h-1.5v-4.5h1.5v4.5ZM8 5.75a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8Z',
  error:
    'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm2.9 8.84-1.06 1.06L8 9.06 6.16 10.9 5.1 9.84 6.94 8 5.1 6.16 6.16 5.1 8 6.94 9.84 5.1l1.06 1.06L9.06 8l1.84 1.84Z',
} as const;

interface NoticeProps {
  readonly type: keyof typeof GLYPHS;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** A control at the end (a Retry button). */
  readonly action?: ReactNode;
  readonly className?: string;
}

/**
 * A short message in a tinted box, an error announced to screen readers. Plain markup: antd's Alert
 * (with its icons, close button and motion) would cost every visitor's first load about 4 KB for a
 * box that most visitors never see.
 */
export function Notice({ type, title, description, action, className }: NoticeProps) {
  return (
    <div
      className={`notice notice-${type}${className ? ` ${className}` : ''}`}
      role={type === 'error' ? 'alert' : 'note'}
    >
      <svg className="notice-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden>
        <path d={GLYPHS[type]} fill="currentColor" />
      </svg>
      <div className="notice-body">
        <div className="notice-title">{title}</div>
        {description && <div className="notice-description">{description}</div>}
      </div>
      {action && <div className="notice-action">{action}</div>}
    </div>
  );
}
