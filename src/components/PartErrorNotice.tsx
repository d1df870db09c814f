import { useI18n } from '../i18n/I18nContext';
import { Notice } from './Notice';

/**
 * In place of a list the page could not load (the API refused or failed, its rate limit was spent, or
 * the build's snapshot lacks it): "This section could not be loaded.", never the list's "none" text,
 * which would state something false about the owner.
 */
export function PartErrorNotice() {
  const { t } = useI18n();
  return <Notice type="error" title={t('error.chunk')} />;
}
