import { Button, Card, Progress, Tag } from '@consulting/ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_HEADINGS } from '@consulting/contracts';
import { pick, useLanguage } from '@consulting/platform';
import { CREATIVE_DEMO_NAMESPACE } from './creative-demo-translations.ts';
import './creative-demo.css';

/** The brand palette the public pages are drawn in. */
const COLOURS = [
  { key: 'deep', hex: '#07344A' },
  { key: 'primary', hex: '#0B4F6C' },
  { key: 'sky', hex: '#1B7FA6' },
  { key: 'gold', hex: '#C9A227' },
  { key: 'sand', hex: '#F4E3A8' },
  { key: 'ink', hex: '#1F2933' },
] as const;

/**
 * `/creative-demo` (spec §2: a demo page whose content the spec does not show): a showcase of
 * the brand's colours, typefaces and interface elements.
 */
export function CreativeDemoPage() {
  const { t } = useTranslation(CREATIVE_DEMO_NAMESPACE);
  const language = useLanguage((state) => state.language);
  return (
    <div className="creative-page">
      <header className="creative-hero">
        <div className="container">
          <h1>{pick(PUBLIC_PAGE_HEADINGS['/creative-demo'], language)}</h1>
          <p>{t('subtitle')}</p>
        </div>
      </header>

      <div className="container creative-body">
        <section aria-labelledby="creative-colours">
          <h2 id="creative-colours">{t('colours')}</h2>
          <ul className="creative-swatches">
            {COLOURS.map((colour) => (
              <li key={colour.key} data-testid="brand-colour">
                <span className="creative-swatches__chip" style={{ background: colour.hex }} />
                <strong>{t(`colourNames.${colour.key}`)}</strong>
                <code dir="ltr">{colour.hex}</code>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="creative-type">
          <h2 id="creative-type">{t('typography')}</h2>
          <div className="creative-type">
            <Card>
              <p className="creative-type__label">{t('arabicFont')}</p>
              <p className="creative-type__sample creative-type__sample--ar" lang="ar" dir="rtl">
                {t('sample')}
              </p>
              <p className="creative-type__glyphs" lang="ar" dir="rtl">
                أ ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن هـ و ي
              </p>
            </Card>
            <Card>
              <p className="creative-type__label">{t('englishFont')}</p>
              <p className="creative-type__sample creative-type__sample--en" lang="en" dir="ltr">
                {t('sampleEn')}
              </p>
              <p className="creative-type__glyphs creative-type__glyphs--en" lang="en" dir="ltr">
                Aa Bb Cc Dd Ee Ff Gg Hh Ii Jj Kk 0123456789
              </p>
            </Card>
          </div>
        </section>

        <section aria-labelledby="creative-components">
          <h2 id="creative-components">{t('components')}</h2>
          <div className="creative-components">
            <Card title={t('cardTitle')}>
              <p>{t('cardText')}</p>
              <Progress percent={85} strokeColor="#0b4f6c" label={t('progress')} />
              <div className="creative-components__row">
                <Button type="primary">{t('primaryButton')}</Button>
                <Button>{t('secondaryButton')}</Button>
                <Tag color="gold">{t('tag')}</Tag>
              </div>
            </Card>
            <Card title={t('direction')} className="creative-components__direction">
              <p>{t('directionText')}</p>
              <div className="creative-arrow" aria-hidden="true">
                <span />
              </div>
            </Card>
          </div>
        </section>
      </div>
    </div>
  );
}
