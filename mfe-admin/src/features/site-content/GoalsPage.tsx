import { Form, InputNumber, Progress, Select, Typography } from 'antd';
import { GOAL_HORIZONS, type GoalHorizon, type GoalRecord } from '@consulting/contracts';
import { FIELDS as F, GOALS_AR, SITE_AR } from './texts.ts';
import { integerRule } from './field-rules.ts';
import { BilingualRow } from './form-fields.tsx';
import { bilingualColumn } from './cells.tsx';
import type { SiteListConfig } from './list-config.ts';
import type { ListItemInput } from './api.ts';
import { SiteListPage } from './SiteListPage.tsx';

const HORIZON_OPTIONS = GOAL_HORIZONS.map((value) => ({ value, label: SITE_AR.horizons[value] }));

/**
 * The goal dialog's fields: title and description, then what the chosen horizon has (spec §3
 * "Goal data"): short-term a status and a progress (0–100 %), medium-term a target, long-term an
 * impact. Changing the horizon changes the fields shown.
 */
function GoalFields() {
  const form = Form.useFormInstance();
  const horizon = (Form.useWatch('horizon', form) as GoalHorizon | undefined) ?? 'short';
  return (
    <>
      <Form.Item name="horizon" label={F.horizon}>
        <Select options={HORIZON_OPTIONS} style={{ width: 200 }} data-testid="site-goal-horizon" />
      </Form.Item>
      <BilingualRow name="title" label={F.title} required />
      <BilingualRow name="description" label={F.description} required multiline />
      {horizon === 'short' && (
        <>
          <BilingualRow name="status" label={F.status} required />
          <Form.Item name="progress" label={F.progress} rules={[integerRule(0, 100, SITE_AR.rules.percent)]}>
            <InputNumber name="progress" min={0} max={100} precision={0} dir="ltr" style={{ width: 160 }} />
          </Form.Item>
        </>
      )}
      {horizon === 'medium' && <BilingualRow name="target" label={F.target} required />}
      {horizon === 'long' && <BilingualRow name="impact" label={F.impact} required />}
    </>
  );
}

/** What a goal of `horizon` shows besides its title: progress, target or impact. */
function GoalDetail({ goal }: { goal: GoalRecord }) {
  if (goal.horizon === 'short') {
    return (
      <div style={{ minWidth: 160 }}>
        <Typography.Text>{goal.status_ar}</Typography.Text>
        <Progress percent={goal.progress} size="small" aria-label={F.progress} />
      </div>
    );
  }
  return <Typography.Text>{goal.horizon === 'medium' ? goal.target_ar : goal.impact_ar}</Typography.Text>;
}

/** Only the chosen horizon's fields are kept; the others are sent blank (''/0), as stored. */
function keepHorizonFields(input: ListItemInput<'goals'>): ListItemInput<'goals'> {
  return {
    ...input,
    ...(input.horizon === 'short' ? {} : { status_ar: '', status_en: '', progress: 0 }),
    ...(input.horizon === 'medium' ? {} : { target_ar: '', target_en: '' }),
    ...(input.horizon === 'long' ? {} : { impact_ar: '', impact_en: '' }),
  };
}

/** The goals page's goals (spec §2 "Goals page"), shown one horizon at a time. */
export const GOALS_CONFIG: SiteListConfig<'goals'> = {
  type: 'goals',
  auditEntity: 'goal',
  texts: GOALS_AR,
  blank: {
    horizon: 'short',
    title_ar: '',
    title_en: '',
    description_ar: '',
    description_en: '',
    status_ar: '',
    status_en: '',
    progress: 0,
    target_ar: '',
    target_en: '',
    impact_ar: '',
    impact_en: '',
  },
  image: false,
  columns: [
    bilingualColumn('title', F.title),
    { key: 'detail', title: F.goalDetail, render: (_value, goal) => <GoalDetail goal={goal} /> },
  ],
  Fields: GoalFields,
  prepare: keepHorizonFields,
  parts: { field: 'horizon', values: HORIZON_OPTIONS },
};

/** `/admin/site-content/goals`. */
export default function GoalsPage() {
  return <SiteListPage config={GOALS_CONFIG} />;
}
