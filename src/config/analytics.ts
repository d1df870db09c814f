/**
 * config.analytics: one cookieless, privacy-friendly service, opted into by the owner. Read by the
 * build (parseConfig); the page gets the result as data. Nothing at all without the setting.
 *
 * - `plausible:<domain>` (plausible.io), or `plausible:<domain>@<script URL>` for a self-hosted one;
 * - `goatcounter:<code>` (<code>.goatcounter.com), or `goatcounter:<count URL>@<script URL>`;
 * - `umami:<website-id>@<script URL>` (Umami Cloud's or a self-hosted one's script).
 */
import { SettingProblem } from './settingSchemas';

export type AnalyticsService = 'plausible' | 'goatcounter' | 'umami';

export interface AnalyticsSettings {
  readonly service: AnalyticsService;
  /** The script the page's head loads (deferred). */
  readonly scriptUrl: string;
  /** The script element's data- attributes, as the service documents them. */
  readonly attributes: Readonly<Record<string, string>>;
  /** Where the script sends page views and events: the only other origin the page may reach. */
  readonly endpoint: string;
}

const FORMS =
  'plausible:<your site’s domain>, goatcounter:<your code>, or umami:<website id>@<script URL>';
const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const CODE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const WEBSITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function fail(problem: string, fix: string): never {
  throw new SettingProblem(problem, fix);
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * An address the page may take a script from or send counts to: https, so that no one on the
 * visitor's network can swap the script (it runs with the page's rights) or read the counts. Plain
 * http only on the machine itself (localhost, 127.x, [::1]: "potentially trustworthy" origins in W3C
 * Secure Contexts, which never cross a network), for a local check such as the bench's stand-in.
 */
export function isSecureAddress(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
}

/** An https address, checked; the problem names which part of the setting it is. */
function address(value: string, what: string): URL {
  const example = `https://stats.example.org/${what === 'script URL' ? 'js/script.js' : 'count'}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(
      `has a ${what} that is not a URL ("${value}")`,
      `Write the full address, e.g. ${example}.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    fail(`has a ${what} that is not http(s) ("${value}")`, 'Use an https:// address.');
  }
  if (!isSecureAddress(url)) {
    fail(
      `has a ${what} that is plain http ("${value}"): anyone on a visitor's network could change ` +
        `what it ${what === 'script URL' ? 'runs in the page' : 'receives'}`,
      `Use its https:// address (${value.replace(/^http:/i, 'https:')}); every analytics service serves one.`,
    );
  }
  if (url.username || url.password) {
    fail(`has a ${what} with a user name or password in it`, `Write it without, e.g. ${example}.`);
  }
  if (what === 'script URL' && url.pathname.endsWith('/')) {
    fail(
      `has a script URL that names a folder, not the script ("${value}")`,
      `Write the script file's full address, e.g. ${example}.`,
    );
  }
  return url;
}

/** The part before the last `@<URL>`, and that URL; the URL alone may hold an @ (in its path). */
function splitScript(rest: string): [string, URL | null] {
  const at = rest.indexOf('@');
  if (at < 0) return [rest, null];
  return [rest.slice(0, at), address(rest.slice(at + 1), 'script URL')];
}

export function readAnalytics(raw: string | null): AnalyticsSettings | null {
  if (raw === null) return null;
  const colon = raw.indexOf(':');
  const service = raw.slice(0, colon).toLowerCase();
  const rest = raw.slice(colon + 1);
  if (colon < 0 || !rest) fail(`is not one of the forms ("${raw}")`, `Write ${FORMS}.`);
  if (service === 'plausible') {
    const [domain, script] = splitScript(rest);
    if (!DOMAIN.test(domain)) {
      fail(
        `names no domain ("${domain}")`,
        'Write the domain your site has in Plausible, e.g. plausible:octo.github.io.',
      );
    }
    const scriptUrl = script?.href ?? 'https://plausible.io/js/script.hash.js';
    return {
      service,
      scriptUrl,
      attributes: { 'data-domain': domain },
      endpoint: new URL(scriptUrl).origin,
    };
  }
  if (service === 'goatcounter') {
    const [counter, script] = splitScript(rest);
    if (script) {
      const count = address(counter, 'count URL');
      return {
        service,
        scriptUrl: script.href,
        attributes: { 'data-goatcounter': count.href },
        endpoint: count.origin,
      };
    }
    if (!CODE.test(counter)) {
      fail(
        `names no GoatCounter code ("${counter}")`,
        'Write the code of your GoatCounter site, e.g. goatcounter:octo.',
      );
    }
    const count = `https://${counter}.goatcounter.com/count`;
    return {
      service,
      scriptUrl: 'https://gc.zgo.at/count.js',
      attributes: { 'data-goatcounter': count },
      endpoint: new URL(count).origin,
    };
  }
  if (service === 'umami') {
    const [id, script] = splitScript(rest);
    if (!WEBSITE_ID.test(id.toLowerCase())) {
      fail(
        `names no Umami website id ("${id}")`,
        'Write the website id Umami shows (a UUID), then @ and the script URL.',
      );
    }
    if (!script) {
      fail(
        'names no Umami script',
        'Add @ and the script URL, e.g. umami:<id>@https://cloud.umami.is/script.js.',
      );
    }
    return {
      service,
      scriptUrl: script.href,
      attributes: { 'data-website-id': id.toLowerCase() },
      endpoint: script.origin,
    };
  }
  return fail(`names no service this page knows ("${service}")`, `Write ${FORMS}.`);
}

/** The origins the service's script and counts reach: none without analytics. */
export function analyticsOrigins(analytics: AnalyticsSettings | null): string[] {
  if (!analytics) return [];
  return [...new Set([analytics.scriptUrl, analytics.endpoint].map((url) => new URL(url).origin))];
}
