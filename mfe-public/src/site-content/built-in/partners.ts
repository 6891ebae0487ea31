/** The built-in partners (contracts `DEFAULT_PARTNERS`): a chunk of its own (../built-in.ts). */
export { DEFAULT_PARTNERS as default } from '@consulting/contracts';
