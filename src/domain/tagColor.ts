/** antd's preset tag colours; tags cycle through them by position so neighbours never share a colour. */
export const TAG_COLORS = [
  'magenta',
  'red',
  'volcano',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
] as const;

export type TagColor = (typeof TAG_COLORS)[number];

export function tagColor(index: number): TagColor {
  const size = TAG_COLORS.length;
  return TAG_COLORS[((index % size) + size) % size] as TagColor;
}

/**
 * Text colour per preset: the 9th shade of each antd palette. antd's own tag text (6th–7th shade) falls
 * below WCAG AA contrast (4.5:1) on the light tag background for several presets (gold, lime, volcano).
 */
export const TAG_TEXT_COLORS: Readonly<Record<TagColor, string>> = {
  magenta: '#780650',
  red: '#820014',
  volcano: '#871400',
  orange: '#873800',
  gold: '#874d00',
  lime: '#3f6600',
  green: '#135200',
  cyan: '#00474f',
  blue: '#002c8c',
  geekblue: '#061178',
  purple: '#22075e',
};
