/**
 * Tools are named freely ('Node.js', 'C#', GitHub's language 'Shell'); icons are keyed by devicon's names.
 * `toolKey` folds a display name onto one key so every spelling finds the same icon, and so that a
 * repository's languages and GitLab topics (free text: 'reactjs', 'k8s', 'postgres', 'cpp' are common)
 * count for the Tech Stack tag of the same tool.
 */
const ALIASES: Readonly<Record<string, string>> = {
  aws: 'amazonwebservices',
  cpp: 'cplusplus',
  css: 'css3',
  dockerfile: 'docker',
  dotnet: 'dotnetcore',
  expressjs: 'express',
  gcp: 'googlecloud',
  golang: 'go',
  html: 'html5',
  js: 'javascript',
  k8s: 'kubernetes',
  mongo: 'mongodb',
  mui: 'materialui',
  net: 'dotnetcore',
  netcore: 'dotnetcore',
  node: 'nodejs',
  postgres: 'postgresql',
  python3: 'python',
  reactjs: 'react',
  rubyonrails: 'rails',
  rustlang: 'rust',
  scss: 'sass',
  shell: 'bash',
  tailwind: 'tailwindcss',
  ts: 'typescript',
  vite: 'vitejs',
  vue: 'vuejs',
};

export function toolKey(name: string): string {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]/g, '');
  return ALIASES[key] ?? key;
}
