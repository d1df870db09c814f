import {
  DownloadOutlined,
  GithubOutlined,
  GitlabOutlined,
  GlobalOutlined,
  LinkedinOutlined,
  MailOutlined,
} from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { ProfileLinks } from '../../domain/profileLinks';

interface HeaderLink {
  readonly label: string;
  readonly href: string | null;
  readonly icon: ReactNode;
}

export interface ProfileLinkButtonsProps {
  readonly links: ProfileLinks;
  readonly cvUrl: string;
}

/** The profile and contact links and the CV, as buttons. */
export default function ProfileLinkButtons({ links, cvUrl }: ProfileLinkButtonsProps) {
  const headerLinks: HeaderLink[] = [
    { label: 'GitHub', href: links.github, icon: <GithubOutlined /> },
    { label: 'GitLab', href: links.gitlab, icon: <GitlabOutlined /> },
    { label: 'E-mail', href: links.email && `mailto:${links.email}`, icon: <MailOutlined /> },
    { label: 'LinkedIn', href: links.linkedin, icon: <LinkedinOutlined /> },
    { label: 'Website', href: links.website, icon: <GlobalOutlined /> },
  ];
  return (
    <Flex wrap gap={8} align="center">
      {headerLinks.map(({ label, href, icon }) =>
        href ? (
          <Button
            key={label}
            href={href}
            icon={icon}
            {...(href.startsWith('mailto:')
              ? {}
              : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {label}
          </Button>
        ) : null,
      )}
      <Button type="primary" href={cvUrl} download icon={<DownloadOutlined />}>
        Download CV
      </Button>
    </Flex>
  );
}
