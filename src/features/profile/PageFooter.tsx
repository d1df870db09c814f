import { useI18n } from '../../i18n/I18nContext';
import { useCurrentYear } from '../../hooks/useCurrentYear';

interface PageFooterProps {
  readonly name: string;
  readonly email: string | null;
  /** ISO time the shown data was fetched (a snapshot), or null. */
  readonly dataDate?: string | null;
}

export function PageFooter({ name, email, dataDate = null }: PageFooterProps) {
  const year = useCurrentYear();
  const { dayMonthYear, rich } = useI18n();
  const asOf = dataDate ? dayMonthYear(dataDate) : null;
  return (
    <footer className="page-footer">
      <span className="muted">
        © {year} {name}
      </span>
      {asOf && dataDate && (
        <span className="muted">
          {rich('footer.dataAsOf', { date: <time dateTime={dataDate}>{asOf}</time> })}
        </span>
      )}
      {email && (
        <span className="muted">
          {rich('footer.contact', { email: <a href={`mailto:${email}`}>{email}</a> })}
        </span>
      )}
    </footer>
  );
}
