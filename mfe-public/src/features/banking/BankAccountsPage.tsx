import { useState } from 'react';
import { Button, buttonClassName, Card, Tag } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_HEADINGS, type BankAccountRecord } from '@consulting/contracts';
import { pick, type Language } from '@consulting/platform';
import { useBankAccounts } from './bank-accounts.ts';
import { BANKING_NAMESPACE } from './banking-translations.ts';
import { CopyButton } from './CopyButton.tsx';
import './banking.css';
import { LineIcon } from '../../ui-local/LineIcon.tsx';

type TFunction = ReturnType<typeof useTranslation>['t'];

function AccountField({
  label,
  value,
  copy,
  t,
}: {
  label: string;
  value: string;
  copy?: { testId: string; label: string };
  t: TFunction;
}) {
  return (
    <div className="bank-field">
      <dt>{label}</dt>
      <dd>
        <span className="bank-field__value" dir="ltr">
          {value}
        </span>
        {copy && (
          <CopyButton
            value={value}
            label={t('copy', { field: copy.label })}
            copiedLabel={t('copied')}
            testId={copy.testId}
          />
        )}
      </dd>
    </div>
  );
}

/** Account types with a label of their own; another type shows as the editor wrote it. */
const TYPE_LABELS: Record<string, string> = { current: 'typeCurrent', savings: 'typeSavings' };

function AccountCard({ account, language, t }: { account: BankAccountRecord; language: Language; t: TFunction }) {
  const ar = language === 'ar';
  const type = TYPE_LABELS[account.account_type] ? t(TYPE_LABELS[account.account_type]) : account.account_type;
  const currency = account.currency === 'SAR' ? t('currencySAR') : account.currency;
  return (
    <Card className="bank-card" style={{ borderBlockStartColor: account.color }} data-testid="bank-account">
      <div className="bank-card__head">
        <LineIcon
          d="M3 10h18L12 4zM5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18"
          size={26}
          className="bank-card__logo"
          style={{ background: account.color }}
        />
        <div>
          <h2>{ar ? account.bank_name_ar : account.bank_name_en}</h2>
          <Tag>{type}</Tag>
          <Tag color="gold">{account.currency}</Tag>
        </div>
      </div>
      <dl className="bank-card__fields">
        <div className="bank-field">
          <dt>{t('accountHolder')}</dt>
          <dd>{ar ? account.account_holder_ar : account.account_holder_en}</dd>
        </div>
        <AccountField
          label={t('accountNumber')}
          value={account.account_number}
          copy={{ testId: 'copy-number', label: t('accountNumber') }}
          t={t}
        />
        <AccountField label={t('iban')} value={account.iban} copy={{ testId: 'copy-iban', label: 'IBAN' }} t={t} />
        <AccountField label={t('swift')} value={account.swift} copy={{ testId: 'copy-swift', label: 'SWIFT' }} t={t} />
        <div className="bank-field">
          <dt>{t('currency')}</dt>
          <dd>{currency}</dd>
        </div>
        <div className="bank-field">
          <dt>{t('type')}</dt>
          <dd>{type}</dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * `/banking/accounts` (spec §2 "Bank accounts page"): the editors' accounts (built-in
 * three as the fallback) with copy buttons for number, IBAN and SWIFT, transfer instructions and
 * notes. The page has its own language toggle
 * (spec §1), Arabic by default and independent of the global language: its heading, texts and
 * direction follow the local choice, the navbar and footer keep the global one.
 */
export function BankAccountsPage() {
  const [language, setLanguage] = useState<Language>('ar');
  const { t } = useTranslation(BANKING_NAMESPACE, { lng: language });
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const steps = t('instructions.steps', { returnObjects: true }) as string[];
  const notes = t('notes.items', { returnObjects: true }) as string[];
  const accounts = useBankAccounts();

  return (
    <div className="banking-page" dir={dir} lang={language} data-testid="banking-page">
      <header className="banking-hero">
        <div className="container banking-hero__bar">
          <Button
            className="banking-hero__toggle"
            shape="round"
            onClick={() => setLanguage(language === 'ar' ? 'en' : 'ar')}
            // The visible text first in the accessible name (WCAG 2.5.3).
            aria-label={`${t('toggle')} – ${t('toggleLabel')}`}
            data-testid="banking-language-toggle"
          >
            {t('toggle')}
          </Button>
        </div>
        <div className="container banking-hero__inner">
          <span className="banking-hero__eyebrow">{t('eyebrow')}</span>
          <h1>{pick(PUBLIC_PAGE_HEADINGS['/banking/accounts'], language)}</h1>
          <p>{t('subtitle')}</p>
        </div>
      </header>

      {accounts.length > 0 && (
        <section className="container banking-accounts">
          {accounts.map((account) => (
            <AccountCard key={account.id} account={account} language={language} t={t} />
          ))}
        </section>
      )}

      <section className="container banking-info">
        <Card title={<h2>{t('instructions.title')}</h2>} data-testid="transfer-instructions">
          <ol className="banking-info__steps">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
        <Card title={<h2>{t('notes.title')}</h2>} className="banking-info__notes" data-testid="transfer-notes">
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Card>
      </section>

      <section className="container banking-help">
        <div>
          <h2>{t('help.title')}</h2>
          <p>{t('help.text')}</p>
        </div>
        <Link to="/contact" className={buttonClassName({ type: 'primary', size: 'large' })}>
          {t('help.contact')}
        </Link>
      </section>
    </div>
  );
}
