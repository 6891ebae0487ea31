/**
 * The company's bank accounts (spec §3 "Bank account", §9: three accounts, currency SAR,
 * type current). IBANs are Saudi format: `SA`, two check digits, the two-digit bank code and an
 * 18-digit account part (24 characters), with valid ISO 13616 check digits.
 */
export interface BankAccount {
  bankName: string;
  bankNameEn: string;
  accountHolder: string;
  accountHolderEn: string;
  accountNumber: string;
  iban: string;
  swift: string;
  currency: 'SAR';
  type: 'current';
  /** Accent colour of the card. */
  color: string;
}

const HOLDER = { ar: 'شركة الخدمات الاستشارية', en: 'Consulting Services Company' };

export const BANK_ACCOUNTS: BankAccount[] = [
  {
    bankName: 'مصرف الراجحي',
    bankNameEn: 'Al Rajhi Bank',
    accountHolder: HOLDER.ar,
    accountHolderEn: HOLDER.en,
    accountNumber: '608010167519',
    iban: 'SA0380000000608010167519',
    swift: 'RJHISARI',
    currency: 'SAR',
    type: 'current',
    color: '#1d4ed8',
  },
  {
    bankName: 'البنك الأهلي السعودي',
    bankNameEn: 'Saudi National Bank',
    accountHolder: HOLDER.ar,
    accountHolderEn: HOLDER.en,
    accountNumber: '14725836900',
    iban: 'SA6010000000014725836900',
    swift: 'NCBKSAJE',
    currency: 'SAR',
    type: 'current',
    color: '#047857',
  },
  {
    bankName: 'مصرف الإنماء',
    bankNameEn: 'Alinma Bank',
    accountHolder: HOLDER.ar,
    accountHolderEn: HOLDER.en,
    accountNumber: '68202574110',
    iban: 'SA7305000000068202574110',
    swift: 'INMASARI',
    currency: 'SAR',
    type: 'current',
    color: '#a16207',
  },
];

/** How long a copy button shows its check mark, in milliseconds (spec §4, §9: 2 seconds). */
export const COPY_CONFIRMATION_MS = 2000;
