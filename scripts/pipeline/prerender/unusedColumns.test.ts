import { classesIn, withoutUnusedColumns } from './unusedColumns';

/** antd's grid stylesheet in small: the base rules, spans and offsets, and a breakpoint's. */
const GRID =
  '.ant-row{display:flex;}.ant-col{position:relative;}' +
  '.ant-col-24{display:block;flex:0 0 100%;}.ant-col-12{display:block;flex:0 0 50%;}' +
  '.ant-col-offset-2{margin-inline-start:8.33%;}.ant-col-0{display:none;}' +
  '.ant-row-rtl .ant-col-push-3{right:12.5%;}' +
  '.ant-col-xs-24,.ant-col-xs-23{flex:0 0 100%;}' +
  '@media (min-width: 576px){.ant-col-sm-12{flex:0 0 50%;}.ant-col-sm-11{flex:0 0 45.8%;}}' +
  '@media (min-width: 992px){.ant-col-lg-6{flex:0 0 25%;}}';

const style = (css: string, hash = 'xuk1ak') => `<style data-css-hash="${hash}">${css}</style>`;

describe('classesIn', () => {
  it("reads every element's class names, however spaced", () => {
    expect(
      classesIn(
        '<div class="ant-col  ant-col-xs-24 card"><p class="">x</p><b class="a">y</b></div>',
      ),
    ).toEqual(new Set(['ant-col', 'ant-col-xs-24', 'card', 'a']));
  });
});

describe('withoutUnusedColumns', () => {
  const used = new Set(['ant-row', 'ant-col', 'ant-col-xs-24', 'ant-col-sm-12']);

  it('keeps the base rules and the columns the markup uses, drops the others and the empty queries', () => {
    expect(withoutUnusedColumns(style(GRID), used)).toBe(
      style(
        '.ant-row{display:flex;}.ant-col{position:relative;}' +
          '.ant-col-xs-24{flex:0 0 100%;}' +
          '@media (min-width: 576px){.ant-col-sm-12{flex:0 0 50%;}}',
      ),
    );
  });

  it('keeps a rule every one of whose column classes is used, also in a compound selector', () => {
    const css = '.ant-row-rtl .ant-col-push-3{right:12.5%;}';
    expect(withoutUnusedColumns(style(css), new Set([...used, 'ant-col-push-3']))).toBe(style(css));
  });

  it('leaves a stylesheet without column rules byte for byte, keyframes and all', () => {
    const other =
      '.ant-card{padding:24px}@keyframes antSlideUpIn{0%{opacity:0}100%{opacity:1}}' +
      '.ant-tag{margin:0 }';
    expect(withoutUnusedColumns(style(other, 'f0v6no'), used)).toBe(style(other, 'f0v6no'));
  });

  it('prunes every style element that holds column rules and keeps their attributes', () => {
    const styles = style('.ant-tag{margin:0}', 'a') + style(GRID) + style('.x{}', 'b');
    const pruned = withoutUnusedColumns(styles, used);
    expect(
      pruned.startsWith(style('.ant-tag{margin:0}', 'a') + '<style data-css-hash="xuk1ak">'),
    ).toBe(true);
    expect(pruned.endsWith(style('.x{}', 'b'))).toBe(true);
    expect(pruned).not.toContain('ant-col-offset-2');
    expect(pruned).not.toContain('ant-col-lg-6');
  });

  it('drops every column rule when the markup has no grid', () => {
    expect(withoutUnusedColumns(style(GRID), new Set())).toBe(
      style('.ant-row{display:flex;}.ant-col{position:relative;}'),
    );
  });
});
