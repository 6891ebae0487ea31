import { Form, Select, Tag, Typography } from 'antd';
import { HERO_THEMES } from '@consulting/contracts';
import { FIELDS as F, HERO_SLIDES_AR, SITE_AR } from './texts.ts';
import { requiredRule, siteLinkRule } from './field-rules.ts';
import { BilingualRow, LtrField } from './form-fields.tsx';
import { bilingualColumn, Thumbnail } from './cells.tsx';
import type { SiteListConfig } from './list-config.ts';
import { SiteListPage } from './SiteListPage.tsx';

const THEME_OPTIONS = HERO_THEMES.map((value) => ({ value, label: SITE_AR.themes[value] }));

function HeroSlideFields() {
  return (
    <>
      <BilingualRow name="title" label={F.title} required />
      <BilingualRow name="subtitle" label={F.subtitle} />
      <BilingualRow name="description" label={F.description} multiline />
      <BilingualRow name="cta_text" label={F.cta_text} required />
      <LtrField
        name="cta_link"
        label={F.cta_link}
        rules={[requiredRule(F.cta_link), siteLinkRule]}
        help={F.ctaLinkHelp}
        placeholder="/services"
      />
      <Form.Item name="theme" label={F.theme}>
        <Select options={THEME_OPTIONS} style={{ width: 200 }} data-testid="site-hero-theme" />
      </Form.Item>
    </>
  );
}

/** The home page's hero carousel (spec §3 "Hero slide"). */
export const HERO_SLIDES_CONFIG: SiteListConfig<'hero-slides'> = {
  type: 'hero-slides',
  auditEntity: 'hero_slide',
  texts: HERO_SLIDES_AR,
  blank: {
    title_ar: '',
    title_en: '',
    subtitle_ar: '',
    subtitle_en: '',
    description_ar: '',
    description_en: '',
    cta_text_ar: '',
    cta_text_en: '',
    cta_link: '',
    theme: 'default',
  },
  image: true,
  columns: [
    {
      key: 'image',
      title: SITE_AR.image,
      width: 72,
      render: (_value, slide) => <Thumbnail image={slide.image} fallback="—" />,
    },
    bilingualColumn('title', F.title),
    {
      key: 'theme',
      title: F.theme,
      render: (_value, slide) => <Tag>{SITE_AR.themes[slide.theme] ?? slide.theme}</Tag>,
    },
    {
      key: 'cta',
      title: F.cta_link,
      render: (_value, slide) => (
        <Typography.Text dir="ltr" type="secondary">
          {slide.cta_link}
        </Typography.Text>
      ),
    },
  ],
  Fields: HeroSlideFields,
};

/** `/admin/site-content/hero-slides`. */
export default function HeroSlidesPage() {
  return <SiteListPage config={HERO_SLIDES_CONFIG} />;
}
