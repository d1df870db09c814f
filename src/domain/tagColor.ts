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
