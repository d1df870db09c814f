import { useI18n } from '../../i18n/I18nContext';
import { Flex, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { AntdScope } from '../../components/AntdScope';
import type { ProfileLinks } from '../../domain/profileLinks';
import { AVATAR_SIZE, type AvatarPicture } from '../../domain/avatar';
import { ProfileAvatar } from './ProfileAvatar';

/**
 * The link buttons are plain links in the prerendered page, working before any script: their code
 * (antd's Button and the icons) is a chunk of its own that hydrates them after the first load.
 */
const ProfileLinkButtons = lazy(() => import('./ProfileLinkButtons'));

export interface ProfileIdentityProps {
  readonly loading: boolean;
  readonly name: string;
  readonly avatar: AvatarPicture;
  readonly links: ProfileLinks;
  readonly cvUrl: string | null;
  /** The resume's headline ("Backend engineer"), under the name. */
  readonly headline?: string | null;
  /** The resume's summary, else GitHub's bio; and the location and company, when known. */
  readonly bio?: string | null;
  /** The language of the headline and of the bio (a resume's) where it is not the page's. */
  readonly headlineLang?: string | undefined;
  readonly bioLang?: string | undefined;
  readonly details?: readonly string[];
  /** config.openToWork: what work the owner is looking for, as a badge under the name. */
  readonly openToWork?: string | null;
}

/**
 * The header's picture, name, story and links: an island (src/components/Island.tsx) that a built page
 * never hydrates, its links being plain links and its text fixed by the snapshot.
 */
export default function ProfileIdentity({
  loading,
  name,
  avatar,
  links,
  cvUrl,
  headline = null,
  bio = null,
  headlineLang,
  bioLang,
  details = [],
  openToWork = null,
}: ProfileIdentityProps) {
  const { t } = useI18n();
  return (
    <AntdScope>
      <Flex align="center" gap={20} wrap>
        {loading ? (
          <Skeleton.Avatar active size={AVATAR_SIZE} />
        ) : (
          <ProfileAvatar picture={avatar} name={name} />
        )}
        <div className="profile-header-body">
          {loading ? (
            <Skeleton active title paragraph={false} />
          ) : (
            <h1 className="profile-name">{name}</h1>
          )}
          {openToWork && (
            <p className="open-to-work">
              <strong className="open-to-work-label">{t('header.openToWork')}</strong> {openToWork}
            </p>
          )}
          {headline && (
            <p className="profile-headline" lang={headlineLang}>
              {headline}
            </p>
          )}
          {bio && (
            <p className="profile-bio" lang={bioLang}>
              {bio}
            </p>
          )}
          {details.length > 0 && <p className="profile-details muted">{details.join(' · ')}</p>}
          <nav aria-label={t('header.links')} className="profile-links">
            <Suspense fallback={null}>
              <ProfileLinkButtons links={links} cvUrl={cvUrl} />
            </Suspense>
          </nav>
        </div>
      </Flex>
    </AntdScope>
  );
}
