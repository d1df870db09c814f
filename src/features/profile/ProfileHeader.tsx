import type { ReactNode } from 'react';
import { Island } from '../../components/Island';
import type { ProfileIdentityProps } from './ProfileIdentity';

/** The picture, name and links: antd's Flex and Skeleton, and the link buttons, in a chunk of their own. */
const loadIdentity = () => import('./ProfileIdentity');

interface ProfileHeaderProps extends ProfileIdentityProps {
  /** Page controls at the header's top (the language and dark-mode switches). */
  readonly actions?: ReactNode;
}

/**
 * The page's header: its controls (part of the first load, working at once) and the owner's identity,
 * an island that keeps its prerendered HTML on a built page.
 */
export function ProfileHeader({ actions = null, ...identity }: ProfileHeaderProps) {
  return (
    <header className="profile-header">
      {actions && <div className="page-toolbar">{actions}</div>}
      <Island load={loadIdentity} when="never" props={identity} />
    </header>
  );
}
