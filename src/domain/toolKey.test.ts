import { toolKey } from './toolKey';

describe('toolKey', () => {
  it.each([
    ['JavaScript', 'javascript'],
    ['Node.js', 'nodejs'],
    ['Tailwind CSS', 'tailwindcss'],
    ['C++', 'cplusplus'],
    ['C#', 'csharp'],
    ['C', 'c'],
    ['.NET Core', 'dotnetcore'],
    ['AWS', 'amazonwebservices'],
    ['Shell', 'bash'],
    ['HTML', 'html5'],
    ['CSS', 'css3'],
    ['Dockerfile', 'docker'],
    ['Vue', 'vuejs'],
    ['  Go ', 'go'],
  ])('%s → %s', (name, key) => {
    expect(toolKey(name)).toBe(key);
  });
});
