import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TESTED_NODE_LINES } from './nodeCheck';

describe('the Node lines the doctor calls tested', () => {
  it('are the ones package.json’s engines names first, the current LTS first', () => {
    const { engines } = JSON.parse(
      readFileSync(path.join(__dirname, '../../package.json'), 'utf8'),
    ) as { engines: { node: string } };
    const lines = engines.node.split('||').map((range) => Number(/\d+/.exec(range)?.[0]));
    expect(lines.slice(0, TESTED_NODE_LINES.length)).toEqual([...TESTED_NODE_LINES]);
  });
});
