import { Flex, Skeleton } from 'antd';
import { ToolTag } from '../../components/ToolTag';
import { usePortfolioList } from '../../hooks/usePortfolioPart';

export default function TechStackPanel() {
  const techStack = usePortfolioList('techStack');
  return (
    <section>
      <h2 className="section-title">My Tech Stack</h2>
      {techStack.loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Flex wrap gap={8} className="tech-stack">
          {techStack.items.map((tool, index) => (
            <ToolTag key={tool} name={tool} index={index} />
          ))}
        </Flex>
      )}
    </section>
  );
}
