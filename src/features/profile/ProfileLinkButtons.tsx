import { useI18n } from '../../i18n/I18nContext';
import {
  DownloadOutlined,
  FacebookOutlined,
  GithubOutlined,
  GitlabOutlined,
  GlobalOutlined,
  InstagramOutlined,
  LinkedinOutlined,
  LinkOutlined,
  MailOutlined,
  PhoneOutlined,
  RedditOutlined,
  TwitchOutlined,
  XOutlined,
  YoutubeOutlined,
} from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { ProfileLinks } from '../../domain/profileLinks';

/**
 * Brand icons antd has: those accounts are icon links. Any other (Mastodon, Bluesky, a blog) has no
 * recognisable icon, so it shows its name beside a link icon: a phone has no hover to tell it.
 */
const SOCIAL_ICONS: Readonly<Record<string, ReactNode>> = {
  facebook: <FacebookOutlined />,
  instagram: <InstagramOutlined />,
  reddit: <RedditOutlined />,
  twitch: <TwitchOutlined />,
  twitter: <XOutlined />,
  youtube: <YoutubeOutlined />,
};

interface HeaderLink {
  readonly label: string;
  readonly href: string | null;
  readonly icon: ReactNode;
}

export interface ProfileLinkButtonsProps {
  readonly links: ProfileLinks;
  /** Null when the site has no CV (no public/cv.pdf, nothing printed from a resume): no button to a missing file. */
  readonly cvUrl: string | null;
}

/** The profile and contact links and the CV, as buttons. */
export default function ProfileLinkButtons({ links, cvUrl }: ProfileLinkButtonsProps) {
  const { t } = useI18n();
  const headerLinks: HeaderLink[] = [
    { label: 'GitHub', href: links.github, icon: <GithubOutlined /> },
    { label: 'GitLab', href: links.gitlab, icon: <GitlabOutlined /> },
    {
      label: t('header.email'),
      href: links.email && `mailto:${links.email}`,
      icon: <MailOutlined />,
    },
    { label: 'LinkedIn', href: links.linkedin, icon: <LinkedinOutlined /> },
    { label: t('header.website'), href: links.website, icon: <GlobalOutlined /> },
    // tel: wants the digits and a leading +; a resume writes the number as people read it.
    {
      label: t('header.phone'),
      href: links.phone && `tel:${links.phone.replace(/[^\d+]/g, '')}`,
      icon: <PhoneOutlined />,
    },
  ];
  return (
    <Flex wrap gap={8} align="center">
      {headerLinks.map(({ label, href, icon }) =>
        href ? (
          <Button
            key={label}
            href={href}
            icon={icon}
            {...(/^(mailto|tel):/.test(href)
              ? {}
              : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {label}
          </Button>
        ) : null,
      )}
      {links.social.map(({ provider, label, url }) => {
        const brand = SOCIAL_ICONS[provider];
        return (
          <Button
            key={url}
            href={url}
            icon={brand ?? <LinkOutlined />}
            title={label}
            target="_blank"
            rel="noopener noreferrer me"
            {...(brand ? { 'aria-label': label } : {})}
          >
            {brand ? null : label}
          </Button>
        );
      })}
      {cvUrl !== null && (
        <Button type="primary" href={cvUrl} download icon={<DownloadOutlined />}>
          {t('header.downloadCv')}
        </Button>
      )}
    </Flex>
  );
}
