import { registerPublicTranslations } from './translations.ts';

registerPublicTranslations();
