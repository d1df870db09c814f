import { CONFIG_ELEMENT_ID, readInlineConfig } from './inlineConfig';
import { parseConfig } from './parseConfig';

const page = (body: string) => new DOMParser().parseFromString(`<body>${body}</body>`, 'text/html');
const element = (text: string) =>
  `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${text}</script>`;

describe('readInlineConfig', () => {
  it('reads the settings the build wrote into the page', () => {
    const config = parseConfig({ REACT_APP_GITHUB_USERNAME: 'octo-dev' });
    expect(readInlineConfig(page(element(JSON.stringify(config))))).toEqual(config);
  });

  it.each([
    ['none', ''],
    ['not JSON', element('{"demo": tru')],
    ['not settings', element('{"demo": "yes"}')],
  ])('stops the page, saying to rebuild, with settings that are %s', (_, body) => {
    expect(() => readInlineConfig(page(body))).toThrow(
      'The page has no readable settings (#portfolio-config): rebuild the site.',
    );
  });
});
