import { useTranslation } from 'react-i18next';
import { Button } from '@consulting/ui';
import { useLanguage } from '@consulting/platform';
import { SHELL_NAMESPACE } from '../i18n/shell-translations.ts';

/**
 * The global language switch (spec §1): shows 'EN' on the Arabic page and 'ع' on the English
 * page, and toggles the platform language store (which updates `<html lang dir>` and storage).
 * Its accessible name starts with the visible text (WCAG 2.5.3 "Label in Name"), so a
 * voice-control user saying "EN" reaches it, followed by what it does.
 */
export function LanguageToggle() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const toggle = useLanguage((state) => state.toggle);
  const visible = language === 'ar' ? 'EN' : 'ع';
  return (
    <Button
      className="language-toggle"
      shape="round"
      onClick={toggle}
      aria-label={`${visible} – ${t('nav.switchLanguage')}`}
    >
      {visible}
    </Button>
  );
}
