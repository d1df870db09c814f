/**
 * GitHub's language colours (linguist's languages.yml), for the languages a portfolio meets most; a
 * visitor who knows GitHub reads the bar at a glance. Any other language gets a colour of its own from
 * its name, stable between builds.
 */
const LANGUAGE_COLORS: Readonly<Record<string, string>> = {
  assembly: '#6e4c13',
  astro: '#ff5a03',
  batchfile: '#c1f12e',
  c: '#555555',
  'c#': '#178600',
  'c++': '#f34b7d',
  clojure: '#db5855',
  cmake: '#da3434',
  css: '#563d7c',
  dart: '#00b4ab',
  dockerfile: '#384d54',
  elixir: '#6e4a7e',
  go: '#00add8',
  groovy: '#4298b8',
  haskell: '#5e5086',
  hcl: '#844fba',
  html: '#e34c26',
  java: '#b07219',
  javascript: '#f1e05a',
  'jupyter notebook': '#da5b0b',
  kotlin: '#a97bff',
  less: '#1d365d',
  lua: '#000080',
  makefile: '#427819',
  markdown: '#083fa1',
  mdx: '#fcb32c',
  nix: '#7e7eff',
  'objective-c': '#438eff',
  perl: '#0298c3',
  php: '#4f5d95',
  powershell: '#012456',
  python: '#3572a5',
  r: '#198ce7',
  ruby: '#701516',
  rust: '#dea584',
  scala: '#c22d40',
  scss: '#c6538c',
  shell: '#89e051',
  svelte: '#ff3e00',
  swift: '#f05138',
  tex: '#3d6117',
  typescript: '#3178c6',
  'vim script': '#199f4b',
  vue: '#41b883',
  zig: '#ec915c',
};

export function languageColor(name: string): string {
  const known = LANGUAGE_COLORS[name.trim().toLowerCase()];
  if (known) return known;
  // A hue from the name (FNV-1a), mid saturation and lightness: visible on light and dark cards alike.
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return `hsl(${(hash >>> 0) % 360}, 55%, 50%)`;
}
