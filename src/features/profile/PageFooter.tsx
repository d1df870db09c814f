import { Typography } from 'antd';

export function PageFooter({ name, email }: { name: string; email: string | null }) {
  return (
    <footer className="page-footer">
      <Typography.Text type="secondary">
        © {new Date().getFullYear()} {name}
      </Typography.Text>
      {email && (
        <Typography.Text type="secondary">
          Contact: <a href={`mailto:${email}`}>{email}</a>
        </Typography.Text>
      )}
    </footer>
  );
}
