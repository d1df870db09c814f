/**
 * The Tech Stack with the resume's skills: a skill keyword that names a tool of the list (under any
 * spelling toolKey folds together) is evidence for that tool; any other keyword joins the list as a
 * plain tag, after the fixed tools. Without skills, the list is the fixed one.
 */
import type { Skill } from '../../../domain/content';
import { toolKey } from '../../../domain/toolKey';

export interface SkillTags {
  /** For each tool of the fixed list, in order: the skills (their names) whose keywords name it. */
  readonly skillsByTool: readonly (readonly string[])[];
  /** Keywords that name no tool of the list, once each, in the resume's order. */
  readonly extraTags: readonly string[];
}

export function skillTags(techStack: readonly string[], skills: readonly Skill[]): SkillTags {
  const toolIndex = new Map(techStack.map((tool, index) => [toolKey(tool), index]));
  const skillsByTool: string[][] = techStack.map(() => []);
  const extra = new Map<string, string>();
  for (const skill of skills) {
    for (const keyword of skill.keywords) {
      const key = toolKey(keyword);
      if (!key) continue;
      const index = toolIndex.get(key);
      const listing = index === undefined ? undefined : skillsByTool[index];
      if (listing) {
        if (!listing.includes(skill.name)) listing.push(skill.name);
      } else if (!extra.has(key)) {
        extra.set(key, keyword.trim());
      }
    }
  }
  return { skillsByTool, extraTags: [...extra.values()] };
}
