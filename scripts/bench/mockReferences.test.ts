import { mockReferencesIn } from './mockReferences';

describe('mockReferencesIn', () => {
  it('finds the mock origins behind avatars and behind API routes, each once', () => {
    const html =
      '<img src="http://127.0.0.1:40123/avatars/u/583231?v=4">' +
      '<link rel="preconnect" href="http://127.0.0.1:40123/avatars/u/1">';
    const snapshot = JSON.stringify({
      profile: { avatarUrl: 'http://127.0.0.1:40123/avatars/u/583231?v=4' },
      gitlab: { webUrl: 'http://127.0.0.1:40123/gitlab/octo-gl' },
    });
    const js =
      'const api="http://localhost:4010/github";const page="http://127.0.0.1:5000/portfolio/"';
    expect(mockReferencesIn([html, snapshot, js])).toEqual({
      avatarOrigins: ['http://127.0.0.1:40123'],
      apiOrigins: ['http://127.0.0.1:40123', 'http://localhost:4010'],
    });
  });

  it('finds nothing in a page that names no local mock', () => {
    expect(
      mockReferencesIn(['<img src="https://avatars.githubusercontent.com/u/1?v=4">', '/github/x']),
    ).toEqual({ avatarOrigins: [], apiOrigins: [] });
  });
});
