import { addTranslations } from '@consulting/platform';
import type { TFunction } from 'i18next';
import type { NewPasswordTexts } from '@consulting/ui';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/**
 * The `client` i18next namespace, `locales/{ar,en}.json` (the two with the same keys); registered
 * when an exposed module of this remote loads.
 */
addTranslations('client', { ar: ar satisfies typeof en, en: en satisfies typeof ar });

/**
 * The texts of `useNewPassword` (@consulting/ui) in the page's language, from the `password`
 * group of the namespace: the change-password section and the reset page.
 */
export function newPasswordTexts(t: TFunction<'client'>): NewPasswordTexts {
  return {
    next: t('password.new'),
    confirm: t('password.confirm'),
    rule: (count) => t('password.rule', { count }),
    newRequired: t('password.newRequired'),
    tooShort: (count) => t('password.tooShort', { count }),
    mismatch: t('password.mismatch'),
  };
}
