/** @jest-environment node */
import type { Result } from 'lighthouse';
import peerMobile from './fixtures/lhr-peer-mobile.json';
import {
  isApiCall,
  networkRequests,
  parseLighthouseResult,
  type LighthouseResultJson,
} from './lighthouseResult';

const MOCK = 'http://127.0.0.1:41002';
const fixture: LighthouseResultJson = peerMobile;

describe('parseLighthouseResult', () => {
  it('reads Lighthouse’s own Result type (compile-time check)', () => {
    const fits = (lhr: Result): LighthouseResultJson => lhr;
    expect(fits).toBeInstanceOf(Function);
  });

  it('takes the scores (0-100), the metrics and the weight of a real mobile run', () => {
    const run = parseLighthouseResult(fixture, [MOCK]);
    expect(run.figures).toEqual({
      performance: 91,
      accessibility: 100,
      bestPractices: 96,
      seo: 90,
      fcpMs: 1872.8868,
      lcpMs: 2883.8868,
      tbtMs: 178.00000000000023,
      cls: 0,
      transferBytes: 198334,
      // 12 rows, of which 2 data: URLs.
      requestCount: 10,
      // dev.to's and GitHub's APIs and an image host: the visitor's address goes to all three.
      thirdPartyRequests: 3,
      apiCalls: 1,
    });
    expect(run.apiCallUrls).toEqual(['https://api.github.com/users/arifszn']);
    expect(run.runtimeError).toBeNull();
    expect(run.warnings).toEqual([]);
  });

  it('keeps a runtime error and leaves what Lighthouse could not score as null', () => {
    const failed: LighthouseResultJson = {
      ...fixture,
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      runWarnings: ['The page loaded too slowly to finish within the time limit.'],
      categories: { ...fixture.categories, performance: { score: null } },
      audits: {
        ...fixture.audits,
        'largest-contentful-paint': { score: null },
        'network-requests': { score: null },
      },
    };
    const run = parseLighthouseResult(failed, []);
    expect(run.runtimeError).toBe('NO_FCP: The page did not paint any content.');
    expect(run.warnings).toHaveLength(1);
    expect(run.figures.performance).toBeNull();
    expect(run.figures.lcpMs).toBeNull();
    expect(run.figures.requestCount).toBeNull();
    expect(run.figures.apiCalls).toBeNull();
    expect(run.figures.accessibility).toBe(100);
  });

  it('counts the mock API’s routes as API calls, not its avatars', () => {
    const items = [
      { url: `${MOCK}/github/users/octo-dev`, statusCode: 200 },
      { url: `${MOCK}/gitlab/api/v4/users/octo-gl/projects`, statusCode: 200 },
      { url: `${MOCK}/avatars/u/583231?v=4`, statusCode: 200 },
      { url: 'http://127.0.0.1:41001/portfolio/data/portfolio.json', statusCode: 200 },
    ];
    const lhr: LighthouseResultJson = {
      ...fixture,
      audits: {
        ...fixture.audits,
        'network-requests': { score: null, details: { type: 'table', items } },
      },
    };
    expect(networkRequests(lhr)).toEqual(items);
    const run = parseLighthouseResult(lhr, [MOCK]);
    expect(run.figures.apiCalls).toBe(2);
    expect(run.figures.requestCount).toBe(4);
  });

  it('reports the owner’s analytics apart: another origin, not a third-party request', () => {
    const stats = 'http://127.0.0.1:41002';
    const items = [
      { url: 'http://127.0.0.1:41001/portfolio/', statusCode: 200 },
      { url: `${stats}/js/script.js`, statusCode: 200 },
      { url: `${stats}/api/event`, statusCode: 202 },
      { url: 'https://cdn.example.com/font.woff2', statusCode: 200 },
    ];
    const lhr: LighthouseResultJson = {
      ...fixture,
      finalDisplayedUrl: 'http://127.0.0.1:41001/portfolio/',
      audits: {
        ...fixture.audits,
        'network-requests': { score: null, details: { type: 'table', items } },
      },
    };
    const chosen = parseLighthouseResult(lhr, [], [stats]);
    expect(chosen.figures.thirdPartyRequests).toBe(1);
    expect(chosen.analyticsUrls).toEqual([`${stats}/js/script.js`, `${stats}/api/event`]);
    // Without the owner's choice, they are third-party requests like any other.
    expect(parseLighthouseResult(lhr, []).figures.thirdPartyRequests).toBe(3);
  });
});

describe('isApiCall', () => {
  it.each([
    ['https://api.github.com/user/repos?per_page=100', true],
    ['https://gitlab.example.org/api/v4/projects?owned=true', true],
    [`${MOCK}/github`, true],
    [`${MOCK}/github/user`, true],
    [`${MOCK}/gitlab/api/v4/groups`, true],
    [`${MOCK}/avatars/u/1?v=4`, false],
    ['http://127.0.0.1:9/github/user', false],
    ['http://127.0.0.1:41001/portfolio/github/logo.svg', false],
    ['https://avatars.githubusercontent.com/u/1?v=4', false],
    ['data:application/json,{}', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isApiCall(url, [MOCK])).toBe(expected);
  });
});
