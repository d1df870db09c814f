import { rulesOnlyIn, scopedVariables } from './schemeStyles';

const SCOPE = ":root[data-theme='dark']";
const light =
  '<style data-css-hash="a">.ant-card{color:var(--ant-color-text)}</style>' +
  '<style data-token-hash="portfolio" data-css-hash="b">.portfolio{--ant-color-text:#000}.portfolio.ant-card,.portfolio.ant-tag{--ant-card-x:1px}</style>';
const dark =
  '<style data-css-hash="a">.ant-card{color:var(--ant-color-text)}</style>' +
  '<style data-token-hash="portfolio" data-css-hash="c">.portfolio{--ant-color-text:#fff}.portfolio.ant-card,.portfolio.ant-tag{--ant-card-x:2px}</style>';

describe('scopedVariables', () => {
  it("keeps only the variables' declarations, every selector under the scope", () => {
    expect(scopedVariables(dark, SCOPE, '')).toBe(
      '<style data-color-scheme-variables>@media screen{' +
        `${SCOPE} .portfolio{--ant-color-text:#fff}` +
        `${SCOPE} .portfolio.ant-card,${SCOPE} .portfolio.ant-tag{--ant-card-x:2px}` +
        '}</style>',
    );
  });

  it('gives nothing when there are no variables', () => {
    expect(scopedVariables('<style>.a{color:red}</style>', SCOPE, '')).toBe('');
  });
});

describe('scopedVariables against the light theme', () => {
  it('keeps only what the dark theme changes, and drops rules left empty', () => {
    const lightVars =
      '<style data-token-hash="portfolio">.portfolio{--ant-color-text:#000;--ant-font-size:14px}.portfolio.ant-tag{--ant-tag-x:1px}</style>';
    const darkVars =
      '<style data-token-hash="portfolio">.portfolio{--ant-color-text:#fff;--ant-font-size:14px}.portfolio.ant-tag{--ant-tag-x:1px}</style>';
    expect(scopedVariables(darkVars, SCOPE, lightVars)).toBe(
      `<style data-color-scheme-variables>@media screen{${SCOPE} .portfolio{--ant-color-text:#fff}}</style>`,
    );
  });
});

describe('rulesOnlyIn', () => {
  it('finds component rules one render made and the other did not', () => {
    expect(rulesOnlyIn(dark, light)).toEqual([]);
    const withColour = `${dark}<style data-css-hash="d">.ant-tag{color:#fff}</style>`;
    expect(rulesOnlyIn(withColour, light)).toEqual(['.ant-tag{color:#fff}']);
  });
});
