import { skillTags } from './skillStack';

const STACK = ['TypeScript', 'Go', 'PostgreSQL', 'Docker'];

describe('skillTags', () => {
  it('counts a keyword naming a tool of the list for that tool, under any spelling', () => {
    const { skillsByTool, extraTags } = skillTags(STACK, [
      { name: 'Backend', keywords: ['golang', 'Postgres', 'Kafka'] },
      { name: 'Frontend', keywords: ['typescript', 'React'] },
      { name: 'Ops', keywords: ['Go', 'docker', 'Kafka'] },
    ]);
    expect(skillsByTool).toEqual([['Frontend'], ['Backend', 'Ops'], ['Backend'], ['Ops']]);
    expect(extraTags).toEqual(['Kafka', 'React']);
  });

  it('is the fixed list alone without skills', () => {
    expect(skillTags(STACK, [])).toEqual({ skillsByTool: [[], [], [], []], extraTags: [] });
  });

  it('ignores empty keywords and lists a skill once per tool', () => {
    const { skillsByTool, extraTags } = skillTags(STACK, [
      { name: 'Backend', keywords: [' ', 'Go', 'go'] },
    ]);
    expect(skillsByTool[1]).toEqual(['Backend']);
    expect(extraTags).toEqual([]);
  });
});
