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
    // GitLab topics, as people commonly spell them.
    ['reactjs', 'react'],
    ['k8s', 'kubernetes'],
    ['postgres', 'postgresql'],
    ['cpp', 'cplusplus'],
    ['tailwind', 'tailwindcss'],
    ['expressjs', 'express'],
    ['gcp', 'googlecloud'],
    ['mongo', 'mongodb'],
    ['dotnet', 'dotnetcore'],
    ['python3', 'python'],
    ['rustlang', 'rust'],
    ['golang', 'go'],
  ])('%s → %s', (name, key) => {
    expect(toolKey(name)).toBe(key);
  });
});
