import { useTranslation } from 'react-i18next';
import { Button } from '@consulting/ui';
import { useLanguage } from '@consulting/platform';
import { SHELL_NAMESPACE } from '../i18n/shell-translations.ts';

/**
 * The global language switch (spec §1): shows 'EN' on the Arabic page and 'ع' on the English
 * page, and toggles the platform language store (which updates `<html lang dir>` and storage).
 */
export function LanguageToggle() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const toggle = useLanguage((state) => state.toggle);
  return (
    <Button className="language-toggle" shape="round" onClick={toggle} aria-label={t('nav.switchLanguage')}>
      {language === 'ar' ? 'EN' : 'ع'}
    </Button>
  );
}
