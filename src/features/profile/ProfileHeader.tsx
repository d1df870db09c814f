import {
  DownloadOutlined,
  GithubOutlined,
  GitlabOutlined,
  GlobalOutlined,
  LinkedinOutlined,
  MailOutlined,
} from '@ant-design/icons';
import { Button, Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { ProfileLinks } from '../../domain/profileLinks';
import { AVATAR_SIZE, ProfileAvatar } from './ProfileAvatar';

interface ProfileHeaderProps {
  readonly loading: boolean;
  readonly name: string;
  readonly avatarUrl: string | null;
  readonly links: ProfileLinks;
  readonly cvUrl: string;
}

interface HeaderLink {
  readonly label: string;
  readonly href: string | null;
  readonly icon: ReactNode;
}

export function ProfileHeader({ loading, name, avatarUrl, links, cvUrl }: ProfileHeaderProps) {
  const headerLinks: HeaderLink[] = [
    { label: 'GitHub', href: links.github, icon: <GithubOutlined /> },
    { label: 'GitLab', href: links.gitlab, icon: <GitlabOutlined /> },
    { label: 'E-mail', href: links.email && `mailto:${links.email}`, icon: <MailOutlined /> },
    { label: 'LinkedIn', href: links.linkedin, icon: <LinkedinOutlined /> },
    { label: 'Website', href: links.website, icon: <GlobalOutlined /> },
  ];
  return (
    <header className="profile-header">
      <Flex align="center" gap={20} wrap>
        {loading ? (
          <Skeleton.Avatar active size={AVATAR_SIZE} />
        ) : (
          <ProfileAvatar src={avatarUrl} name={name} />
        )}
        <div className="profile-header-body">
          {loading ? (
            <Skeleton active title paragraph={false} />
          ) : (
            <h1 className="profile-name">{name}</h1>
          )}
          <nav aria-label="Profiles and contact">
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
          </nav>
        </div>
      </Flex>
    </header>
  );
}
