import { ConfigError, PUBLIC_SETTING_HOME, SECRET_SETTING_HOME } from './configError';

describe('ConfigError', () => {
  it('names the variable, the problem and the fix, in one sentence each', () => {
    const error = new ConfigError('REACT_APP_SORT', 'must be "stars"', 'Leave it empty.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ConfigError');
    expect(error.variable).toBe('REACT_APP_SORT');
    expect(error.message).toBe('REACT_APP_SORT must be "stars". Leave it empty.');
  });

  // The README: public settings in the committed .env, secrets in the Actions secrets, .env.local
  // for local overrides.
  it('sends public settings to .env and tokens never there', () => {
    expect(PUBLIC_SETTING_HOME).toMatch(/^Set it in \.env,/);
    expect(PUBLIC_SETTING_HOME).toContain('.env.local overrides it locally');
    expect(SECRET_SETTING_HOME).toContain("the repository's Actions secrets");
    expect(SECRET_SETTING_HOME).toMatch(/never in \.env\.$/);
  });
});
