import { countText, secondsText } from './logText';

describe('log texts', () => {
  it('counts in the singular for one, else in the given or the -s plural', () => {
    expect(countText(1, 'repository', 'repositories')).toBe('1 repository');
    expect(countText(0, 'repository', 'repositories')).toBe('0 repositories');
    expect(countText(3, 'feed')).toBe('3 feeds');
  });

  it('writes milliseconds as seconds with one decimal', () => {
    expect(secondsText(1549)).toBe('1.5 s');
    expect(secondsText(0)).toBe('0.0 s');
  });
});
