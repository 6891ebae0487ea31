/** The built-in team (contracts `DEFAULT_TEAM`): a chunk of its own (../built-in.ts). */
export { DEFAULT_TEAM as default } from '@consulting/contracts';
