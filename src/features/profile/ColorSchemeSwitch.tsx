import { useI18n } from '../../i18n/I18nContext';
import { useColorScheme } from '../../hooks/useColorScheme';
import { chooseColorScheme } from '../../lib/colorScheme';

/**
 * The dark-mode switch. A native button with the switch role: a few lines of CSS instead of antd's
 * Switch in every visitor's first load. Its look follows the page's data-theme attribute (set before
 * the first paint), so the prerendered switch is right even before the script hydrates it.
 */
export function ColorSchemeSwitch() {
  const scheme = useColorScheme();
  const { t } = useI18n();
  const dark = scheme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className="scheme-switch"
      onClick={() => chooseColorScheme(dark ? 'light' : 'dark')}
    >
      <span className="scheme-switch-track" aria-hidden="true">
        <span className="scheme-switch-knob" />
      </span>
      {t('header.darkMode')}
    </button>
  );
}
