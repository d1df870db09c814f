/**
 * Tools are named freely ('Node.js', 'C#', GitHub's language 'Shell'); icons are keyed by devicon's names.
 * `toolKey` folds a display name onto one key so every spelling finds the same icon.
 */
const ALIASES: Readonly<Record<string, string>> = {
  aws: 'amazonwebservices',
  css: 'css3',
  dockerfile: 'docker',
  golang: 'go',
  html: 'html5',
  js: 'javascript',
  mui: 'materialui',
  net: 'dotnetcore',
  netcore: 'dotnetcore',
  node: 'nodejs',
  rubyonrails: 'rails',
  scss: 'sass',
  shell: 'bash',
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
