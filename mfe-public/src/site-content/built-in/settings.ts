/** The built-in settings (contracts `DEFAULT_SETTINGS`): a chunk of its own (../built-in.ts). */
export { DEFAULT_SETTINGS as default } from '@consulting/contracts';
