import { Typography } from 'antd';
import { FIELDS as F, PARTNERS_AR, SITE_AR } from './texts.ts';
import { webLinkRule } from './field-rules.ts';
import { BilingualRow, LtrField } from './form-fields.tsx';
import { bilingualColumn, initialsOf, Thumbnail } from './cells.tsx';
import type { SiteListConfig } from './list-config.ts';
import { SiteListPage } from './SiteListPage.tsx';

function PartnerFields() {
  return (
    <>
      <BilingualRow name="name" label={F.partnerName} required />
      <BilingualRow name="type" label={F.partnerType} required />
      <BilingualRow name="description" label={F.description} multiline />
      <BilingualRow name="country" label={F.country} />
      <LtrField name="website" label={F.website} rules={[webLinkRule]} placeholder="https://" />
    </>
  );
}

/** The partners page's strategic partners (spec §3 "Partner"); the image is the logo. */
export const PARTNERS_CONFIG: SiteListConfig<'partners'> = {
  type: 'partners',
  auditEntity: 'partner',
  texts: PARTNERS_AR,
  blank: {
    name_ar: '',
    name_en: '',
    type_ar: '',
    type_en: '',
    description_ar: '',
    description_en: '',
    country_ar: '',
    country_en: '',
    website: '',
  },
  image: true,
  imageLabel: SITE_AR.logo,
  columns: [
    {
      key: 'image',
      title: SITE_AR.logo,
      width: 72,
      render: (_value, partner) => <Thumbnail image={partner.image} fallback={initialsOf(partner.name_ar)} />,
    },
    bilingualColumn('name', F.partnerName),
    bilingualColumn('type', F.partnerType),
    { key: 'country', title: F.country[0], dataIndex: 'country_ar' },
    {
      key: 'website',
      title: F.website,
      render: (_value, partner) => (
        <Typography.Text dir="ltr" type="secondary">
          {partner.website}
        </Typography.Text>
      ),
    },
  ],
  Fields: PartnerFields,
};

/** `/admin/site-content/partners`. */
export default function PartnersPage() {
  return <SiteListPage config={PARTNERS_CONFIG} />;
}
