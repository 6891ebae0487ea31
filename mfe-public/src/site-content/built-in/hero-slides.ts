/** The built-in hero slides (contracts `DEFAULT_HERO_SLIDES`): a chunk of its own (../built-in.ts). */
export { DEFAULT_HERO_SLIDES as default } from '@consulting/contracts';
