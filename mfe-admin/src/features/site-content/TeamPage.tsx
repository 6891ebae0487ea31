import { Form, InputNumber } from 'antd';
import { FIELDS as F, SITE_AR, TEAM_AR } from './texts.ts';
import { emailRule, integerRule, webLinkRule } from './field-rules.ts';
import { BilingualRow, LtrField } from './form-fields.tsx';
import { bilingualColumn, initialsOf, Thumbnail } from './cells.tsx';
import type { SiteListConfig } from './list-config.ts';
import { SiteListPage } from './SiteListPage.tsx';

function TeamFields() {
  return (
    <>
      <BilingualRow name="name" label={F.name} required />
      <BilingualRow name="position" label={F.position} required />
      <BilingualRow name="description" label={F.bio} multiline />
      <BilingualRow name="education" label={F.education} />
      <Form.Item name="experience_years" label={F.experience_years} rules={[integerRule(0, 80, SITE_AR.rules.years)]}>
        <InputNumber name="experience_years" min={0} max={80} precision={0} dir="ltr" style={{ width: 160 }} />
      </Form.Item>
      <LtrField name="email" label={F.email} rules={[emailRule]} />
      <LtrField name="linkedin" label={F.linkedin} rules={[webLinkRule]} placeholder="https://www.linkedin.com/in/…" />
    </>
  );
}

/** The team page's leadership cards (spec §3 "Team member"). */
export const TEAM_CONFIG: SiteListConfig<'team'> = {
  type: 'team',
  auditEntity: 'team_member',
  texts: TEAM_AR,
  blank: {
    name_ar: '',
    name_en: '',
    position_ar: '',
    position_en: '',
    description_ar: '',
    description_en: '',
    education_ar: '',
    education_en: '',
    experience_years: 0,
    email: '',
    linkedin: '',
  },
  image: true,
  columns: [
    {
      key: 'image',
      title: SITE_AR.image,
      width: 72,
      render: (_value, member) => <Thumbnail image={member.image} fallback={initialsOf(member.name_ar)} />,
    },
    bilingualColumn('name', F.name),
    bilingualColumn('position', F.position),
    { key: 'experience', title: F.experience_years, dataIndex: 'experience_years', width: 110 },
  ],
  Fields: TeamFields,
};

/** `/admin/site-content/team`. */
export default function TeamPage() {
  return <SiteListPage config={TEAM_CONFIG} />;
}
