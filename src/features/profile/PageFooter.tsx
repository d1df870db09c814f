import { dayMonthYear } from '../../domain/dates';
import { useCurrentYear } from '../../hooks/useCurrentYear';

interface PageFooterProps {
  readonly name: string;
  readonly email: string | null;
  /** ISO time the shown data was fetched (a snapshot), or null. */
  readonly dataDate?: string | null;
}

export function PageFooter({ name, email, dataDate = null }: PageFooterProps) {
  const year = useCurrentYear();
  const asOf = dataDate ? dayMonthYear(dataDate) : null;
  return (
    <footer className="page-footer">
      <span className="muted">
        © {year} {name}
      </span>
      {asOf && dataDate && (
        <span className="muted">
          Data as of <time dateTime={dataDate}>{asOf}</time>
        </span>
      )}
      {email && (
        <span className="muted">
          Contact: <a href={`mailto:${email}`}>{email}</a>
        </span>
      )}
    </footer>
  );
}
