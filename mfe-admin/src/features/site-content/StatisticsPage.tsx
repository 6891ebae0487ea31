import { Typography } from 'antd';
import { FIELDS as F, STATISTICS_AR } from './texts.ts';
import { requiredRule } from './field-rules.ts';
import { BilingualRow, LtrField } from './form-fields.tsx';
import { bilingualColumn } from './cells.tsx';
import type { SiteListConfig } from './list-config.ts';
import { SiteListPage } from './SiteListPage.tsx';

function StatisticFields() {
  return (
    <>
      <LtrField name="value" label={F.value} rules={[requiredRule(F.value)]} help={F.valueHelp} placeholder="50+" />
      <BilingualRow name="title" label={F.title} required />
      <BilingualRow name="description" label={F.description} multiline rows={2} />
    </>
  );
}

/** The home page's statistics band (spec §3 "Statistic"). */
export const STATISTICS_CONFIG: SiteListConfig<'statistics'> = {
  type: 'statistics',
  auditEntity: 'statistic',
  texts: STATISTICS_AR,
  blank: { value: '', title_ar: '', title_en: '', description_ar: '', description_en: '' },
  image: false,
  columns: [
    {
      key: 'value',
      title: F.value,
      width: 120,
      render: (_value, statistic) => (
        <Typography.Text strong dir="ltr" style={{ fontSize: 18 }}>
          {statistic.value}
        </Typography.Text>
      ),
    },
    bilingualColumn('title', F.title),
    { key: 'description', title: F.description[0], dataIndex: 'description_ar' },
  ],
  Fields: StatisticFields,
};

/** `/admin/site-content/statistics`. */
export default function StatisticsPage() {
  return <SiteListPage config={STATISTICS_CONFIG} />;
}
