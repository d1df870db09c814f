import { useI18n } from '../i18n/I18nContext';
import { Card, Col, Empty, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { PartErrorNotice } from './PartErrorNotice';

interface CardGridProps<T> {
  readonly items: readonly T[];
  readonly loading: boolean;
  readonly itemKey: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
  /** Shown once loaded when there is nothing to show. */
  readonly emptyText: string;
  /** The items could not be loaded: the grid says so instead of `emptyText`, which would be false. */
  readonly failed?: boolean;
  /** Placeholder cards while loading. */
  readonly skeletons?: number;
}

// One column on phones, two on small screens, three from tablets up.
const COLUMN = { xs: 24, sm: 12, md: 8 } as const;

export function CardGrid<T>({
  items,
  loading,
  itemKey,
  renderItem,
  emptyText,
  failed = false,
  skeletons = 3,
}: CardGridProps<T>) {
  const { t } = useI18n();
  if (loading) {
    return (
      <Row gutter={[16, 16]} aria-busy="true" aria-label={t('state.loading')} role="status">
        {Array.from({ length: skeletons }, (_, index) => (
          <Col key={index} {...COLUMN}>
            <Card className="project-card">
              <Skeleton active title paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  if (failed && items.length === 0) return <PartErrorNotice />;
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  }
  return (
    <Row gutter={[16, 16]} className="card-grid">
      {items.map((item) => (
        <Col key={itemKey(item)} {...COLUMN} className="card-grid-cell">
          {renderItem(item)}
        </Col>
      ))}
    </Row>
  );
}
