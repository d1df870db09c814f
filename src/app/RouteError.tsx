import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LocaleProvider, useI18n } from '../i18n/I18nContext';
import type { PageLocale } from '../i18n/locale';

/** The error's text as react-router's default screen writes it: "404 Not Found", or the message. */
function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : JSON.stringify(error);
}

function RouteErrorScreen() {
  const { t } = useI18n();
  const error = useRouteError();
  return (
    <>
      <h2>{t('error.route')}</h2>
      <h3 style={{ fontStyle: 'italic' }}>{errorText(error)}</h3>
    </>
  );
}

/**
 * react-router's default error screen in the page's language: its heading translated, the error as
 * the default writes it. An English page keeps the default itself.
 */
export function RouteError({ locale }: { locale: PageLocale }) {
  return (
    <LocaleProvider locale={locale}>
      <RouteErrorScreen />
    </LocaleProvider>
  );
}
