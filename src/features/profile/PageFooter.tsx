import { useCurrentYear } from '../../hooks/useCurrentYear';

export function PageFooter({ name, email }: { name: string; email: string | null }) {
  const year = useCurrentYear();
  return (
    <footer className="page-footer">
      <span className="muted">
        © {year} {name}
      </span>
      {email && (
        <span className="muted">
          Contact: <a href={`mailto:${email}`}>{email}</a>
        </span>
      )}
    </footer>
  );
}
