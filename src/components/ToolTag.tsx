import { CodeOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import { TAG_TEXT_COLORS, tagColor } from '../domain/tagColor';
import { toolKey } from '../domain/toolKey';
import { TOOL_ICONS } from './toolIcons';

function ToolIcon({ name }: { name: string }) {
  const icon = TOOL_ICONS[toolKey(name)];
  if (!icon) return <CodeOutlined aria-hidden data-testid="generic-tool-icon" />;
  // Decorative and small: fetched once the page has painted, never ahead of its text and scripts (and
  // no preload in the prerendered HTML). The fixed size keeps the line still when they arrive.
  return (
    <img
      className="tool-icon"
      src={icon}
      alt=""
      width={14}
      height={14}
      loading="lazy"
      decoding="async"
      fetchPriority="low"
    />
  );
}

/**
 * A tool with its logo; `index` picks the colour so that a row of tags cycles through the palette.
 * `plain`: a name without a logo (a skill of the resume that is not a tool of the list).
 */
export function ToolTag({
  name,
  index,
  plain = false,
}: {
  name: string;
  index: number;
  plain?: boolean;
}) {
  const color = tagColor(index);
  return (
    <Tag
      color={color}
      icon={plain ? undefined : <ToolIcon name={name} />}
      className="tool-tag"
      // The light scheme's AA text colour, as a variable: the page's CSS applies it, or in the dark
      // scheme its light text instead.
      style={{ '--tool-tag-text': TAG_TEXT_COLORS[color] } as CSSProperties}
    >
      {name}
    </Tag>
  );
}
