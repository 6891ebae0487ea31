import { Form, Input, Select, Tag, Typography } from 'antd';
import { ACCOUNT_TYPES, BANK_ACCOUNTS_AR, FIELDS as F } from './texts.ts';
import {
  colourRule,
  currencyRule,
  ibanRule,
  isHexColour,
  normaliseIban,
  requiredRule,
  swiftRule,
} from './field-rules.ts';
import { BilingualRow, LtrField } from './form-fields.tsx';
import { BilingualCell } from './cells.tsx';
import type { SiteListConfig } from './list-config.ts';
import { SiteListPage } from './SiteListPage.tsx';

/** A `#rrggbb` text field with a swatch of the colour typed (antd Form.Item gives value/onChange). */
function ColourInput({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const colour = value && isHexColour(value) ? value : 'transparent';
  return (
    <Input
      name="color"
      dir="ltr"
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      placeholder="#1d4ed8"
      style={{ width: 200 }}
      prefix={
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 16,
            height: 16,
            borderRadius: 4,
            background: colour,
            border: '1px solid #d9d9d9',
          }}
        />
      }
    />
  );
}

const ACCOUNT_TYPE_OPTIONS = Object.entries(ACCOUNT_TYPES).map(([value, label]) => ({ value, label }));

function BankAccountFields() {
  return (
    <>
      <BilingualRow name="bank_name" label={F.bank_name} required />
      <BilingualRow name="account_holder" label={F.account_holder} required />
      <LtrField name="account_number" label={F.account_number} rules={[requiredRule(F.account_number)]} />
      <LtrField
        name="iban"
        label={F.iban}
        rules={[requiredRule(F.iban), ibanRule]}
        placeholder="SA00 0000 0000 0000 0000 0000"
      />
      <LtrField name="swift" label={F.swift} rules={[swiftRule]} placeholder="RJHISARI" />
      <LtrField name="currency" label={F.currency} rules={[currencyRule]} placeholder="SAR" />
      <Form.Item name="account_type" label={F.account_type}>
        <Select options={ACCOUNT_TYPE_OPTIONS} style={{ width: 200 }} data-testid="site-account-type" />
      </Form.Item>
      <Form.Item name="color" label={F.color} rules={[requiredRule(F.color), colourRule]}>
        <ColourInput />
      </Form.Item>
    </>
  );
}

/** The bank accounts page's cards (spec §3 "Bank account"). */
export const BANK_ACCOUNTS_CONFIG: SiteListConfig<'bank-accounts'> = {
  type: 'bank-accounts',
  auditEntity: 'bank_account',
  texts: BANK_ACCOUNTS_AR,
  blank: {
    bank_name_ar: '',
    bank_name_en: '',
    account_holder_ar: '',
    account_holder_en: '',
    account_number: '',
    iban: '',
    swift: '',
    currency: 'SAR',
    account_type: 'current',
    color: '#1d4ed8',
  },
  image: false,
  columns: [
    {
      key: 'bank',
      title: F.bank_name[0],
      render: (_value, account) => (
        <div style={{ borderInlineStart: `4px solid ${account.color}`, paddingInlineStart: 8 }}>
          <BilingualCell ar={account.bank_name_ar} en={account.bank_name_en} />
        </div>
      ),
    },
    { key: 'holder', title: F.account_holder[0], dataIndex: 'account_holder_ar' },
    {
      key: 'iban',
      title: F.iban,
      render: (_value, account) => (
        <Typography.Text dir="ltr" copyable>
          {account.iban}
        </Typography.Text>
      ),
    },
    {
      key: 'currency',
      title: F.currency,
      render: (_value, account) => (
        <Tag>
          {account.currency} · {ACCOUNT_TYPES[account.account_type] ?? account.account_type}
        </Tag>
      ),
    },
  ],
  Fields: BankAccountFields,
  // Stored as the bank writes them: no spaces, upper case.
  prepare: (input) => ({
    ...input,
    iban: normaliseIban(input.iban),
    swift: input.swift.replace(/\s+/g, '').toUpperCase(),
    currency: input.currency.toUpperCase() || 'SAR',
    color: input.color.toLowerCase(),
  }),
};

/** `/admin/site-content/bank-accounts`. */
export default function BankAccountsPage() {
  return <SiteListPage config={BANK_ACCOUNTS_CONFIG} />;
}
