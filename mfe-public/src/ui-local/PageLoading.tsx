import { Spin } from '@consulting/ui';
import { useLanguage } from '@consulting/platform';
import './ui-local.css';

const LABEL = { ar: 'جارٍ التحميل', en: 'Loading' } as const;

/**
 * What a public route shows while its page's code loads (the `Suspense` fallback of each lazy
 * page): a spinner with a label in the site language, in a block tall enough that the footer
 * does not jump up and back down.
 */
export function PageLoading() {
  const language = useLanguage((state) => state.language);
  return (
    <div className="public-page-loading">
      <Spin size="large" label={LABEL[language]} />
    </div>
  );
}
