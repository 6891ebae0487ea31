import { useTranslation } from 'react-i18next';
import { Button } from '@consulting/ui';
import { useLanguage } from '@consulting/platform';
import { SHELL_NAMESPACE } from '../i18n/shell-translations.ts';

/**
 * The language switch (spec §1): 'EN' on Arabic pages, 'ع' on English ones; its accessible name
 * starts with that text (WCAG 2.5.3 "Label in Name").
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
