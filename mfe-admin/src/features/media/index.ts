/**
 * What other admin features use of the media library: the picker the news,
 * team, partner, hero and settings forms choose an image or PDF with.
 */
export { MediaPicker, type MediaPickerProps } from './MediaPicker.tsx';
