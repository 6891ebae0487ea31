/**
 * What other admin features use of the media library (issue 15 part 2): the picker the news,
 * team, partner, hero and settings forms choose an image or PDF with.
 */
export { MediaPicker, type MediaPickerProps } from './MediaPicker.tsx';
