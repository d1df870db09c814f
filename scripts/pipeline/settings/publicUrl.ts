/**
 * Where the site lives (the table's `publicUrl` setting, as in Create React App): a path
 * (`/portfolio`, `/` for a user site at https://<user>.github.io/, `/any-name`) or a full URL
 * (`https://ada.github.io/portfolio`), which also gives the canonical and Open Graph URLs; read with
 * the table's schema (siteAddress). Assets always use the path alone, so a build made for its real
 * address still works when served elsewhere under the same path (a local check, the e2e run).
 */
import { SETTING_NAMES } from '../../../src/config/settingNames';
import { readSetting } from '../../../src/config/settingsTable';
import type { SiteLocation } from '../../../src/config/settingSchemas';

export type { SiteLocation } from '../../../src/config/settingSchemas';

/** The setting's value `value` (unset or blank: the default), read; a bad one throws its ConfigError. */
export function parsePublicUrl(value: string | undefined): SiteLocation {
  return readSetting({ [SETTING_NAMES.publicUrl]: value }, 'publicUrl');
}
