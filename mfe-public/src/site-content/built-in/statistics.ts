/** The built-in statistics (contracts `DEFAULT_STATISTICS`): a chunk of its own (../built-in.ts). */
export { DEFAULT_STATISTICS as default } from '@consulting/contracts';
