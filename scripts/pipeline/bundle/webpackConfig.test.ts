/** @jest-environment node */
import webpack from 'webpack';
import { CONFIG_IN_PAGE } from '../../../src/config/inlineConfig';
import { parseConfig } from '../../../src/config/parseConfig';
import createWebpackConfig, { createPrerenderConfig } from './webpackConfig';

const env = { NODE_ENV: 'production', PUBLIC_URL: '/portfolio' };
const definitionsOf = (configuration: webpack.Configuration) =>
  configuration.plugins?.find((plugin) => plugin instanceof webpack.DefinePlugin)?.definitions;

describe("the page's settings in the bundles", () => {
  const demo = parseConfig({});
  const owner = parseConfig({
    REACT_APP_GITHUB_USERNAME: 'octo-dev',
    REACT_APP_ACCENT_COLOR: '#aa3355',
  });

  it("leaves the browser's JavaScript the same whatever the owner set: the page reads them", () => {
    const of = (config: typeof demo) =>
      definitionsOf(createWebpackConfig({ mode: 'production', env, config }));
    expect(of(owner)).toEqual(of(demo));
    expect(of(owner)?.PORTFOLIO_CONFIG).toBe(JSON.stringify(CONFIG_IN_PAGE));
    expect(JSON.stringify(of(owner))).not.toContain('octo-dev');
  });

  it("inlines them in the prerender's bundle, which renders in Node", () => {
    const definitions = definitionsOf(
      createPrerenderConfig({ env, config: owner, outputPath: '/tmp/prerender' }),
    );
    expect(JSON.parse(String(definitions?.PORTFOLIO_CONFIG))).toEqual(owner);
  });
});
