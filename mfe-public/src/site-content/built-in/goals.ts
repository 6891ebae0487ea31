/** The built-in goals (contracts `DEFAULT_GOALS`): a chunk of its own (../built-in.ts). */
export { DEFAULT_GOALS as default } from '@consulting/contracts';
