import { Divider } from 'antd';
import { useMemo } from 'react';
import { usePortfolioContent } from '../../hooks/PortfolioContentContext';
import { pinOrder } from '../../domain/pinned';
import { usePortfolioList } from '../../hooks/usePortfolioPart';
import { GitHubRepositories } from '../../features/github/GitHubRepositories';
import { OpenSourceSection } from '../../features/open-source/OpenSourceSection';
import { ResumeProjects } from '../../features/github/ResumeProjects';

/**
 * The GitHub Projects tab (its own chunk): the repositories and organizations, the open-source
 * contributions, and the resume's other projects, pinned work first in each.
 */
export default function GitHubProjectsPanel() {
  const pinned = usePortfolioList('pinned').items;
  const order = useMemo(() => pinOrder(pinned), [pinned]);
  const projects = usePortfolioContent().resume?.projects ?? [];
  return (
    <>
      <GitHubRepositories pins={order} />
      <OpenSourceSection pins={order} />
      {projects.length > 0 && (
        <>
          <Divider />
          <ResumeProjects projects={projects} />
        </>
      )}
    </>
  );
}
