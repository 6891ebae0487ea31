import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Result } from '@consulting/ui';
import { useLanguage } from '@consulting/platform';
import { SHELL_NAMESPACE } from '../i18n/shell-translations.ts';

const TITLES = { ar: 'عذراً! الصفحة غير موجودة', en: 'Oops! Page not found' } as const;

/**
 * The 404 page of spec §2 for any path no remote route matches: 'Oops! Page not found' and its
 * Arabic text (the page's language first), with a link home.
 */
export function NotFound() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <Result
      status="404"
      title="404"
      subTitle={
        <>
          <span className="not-found__title" lang={language}>
            {TITLES[language]}
          </span>
          <span className="not-found__secondary" lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
            {TITLES[other]}
          </span>
        </>
      }
      extra={
        <Link to="/" className="ui-btn ui-btn-primary">
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
