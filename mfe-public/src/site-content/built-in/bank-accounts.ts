/** The built-in bank accounts (contracts `DEFAULT_BANK_ACCOUNTS`): a chunk of its own (../built-in.ts). */
export { DEFAULT_BANK_ACCOUNTS as default } from '@consulting/contracts';
