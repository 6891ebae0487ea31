import type { BankAccountRecord } from '../site-content.ts';

/**
 * The company's three bank accounts (spec §3 "Bank account", §9: currency SAR, type current).
 * IBANs are Saudi format (`SA`, two check digits, the two-digit bank code and an 18-digit
 * account part: 24 characters) with valid ISO 13616 check digits.
 */
export const DEFAULT_BANK_ACCOUNTS: BankAccountRecord[] = [
  {
    id: 'bank-account-1',
    sort_order: 1,
    is_active: true,
    bank_name_ar: 'مصرف الراجحي',
    bank_name_en: 'Al Rajhi Bank',
    account_holder_ar: 'شركة الخدمات الاستشارية',
    account_holder_en: 'Consulting Services Company',
    account_number: '608010167519',
    iban: 'SA0380000000608010167519',
    swift: 'RJHISARI',
    currency: 'SAR',
    account_type: 'current',
    color: '#1d4ed8',
  },
  {
    id: 'bank-account-2',
    sort_order: 2,
    is_active: true,
    bank_name_ar: 'البنك الأهلي السعودي',
    bank_name_en: 'Saudi National Bank',
    account_holder_ar: 'شركة الخدمات الاستشارية',
    account_holder_en: 'Consulting Services Company',
    account_number: '14725836900',
    iban: 'SA6010000000014725836900',
    swift: 'NCBKSAJE',
    currency: 'SAR',
    account_type: 'current',
    color: '#047857',
  },
  {
    id: 'bank-account-3',
    sort_order: 3,
    is_active: true,
    bank_name_ar: 'مصرف الإنماء',
    bank_name_en: 'Alinma Bank',
    account_holder_ar: 'شركة الخدمات الاستشارية',
    account_holder_en: 'Consulting Services Company',
    account_number: '68202574110',
    iban: 'SA7305000000068202574110',
    swift: 'INMASARI',
    currency: 'SAR',
    account_type: 'current',
    color: '#a16207',
  },
];
