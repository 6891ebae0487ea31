import type { Language } from '@consulting/platform';

/** Title words before a name (Dr., Eng., د., م., أ.) and the Arabic «son/daughter of». */
const NAME_TITLE = /\.$/;
const NAME_LINKS = new Set(['بن', 'بنت', 'bin', 'bint']);

/**
 * The two letters of a photo-less team card's avatar: the first letters of the first and the
 * last name, leaving out titles (`Dr.`, `د.`) and the article of a family name (`Al-`, `ال`);
 * Arabic letters are spaced (`ع ق`), Latin ones not (`AQ`). One name gives one letter.
 */
export function initials(name: string, language: Language): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !NAME_TITLE.test(word) && !NAME_LINKS.has(word.toLowerCase()));
  if (words.length === 0) return '';
  const letter = (word: string) =>
    word
      .replace(/^(al-|ال)/i, '')
      .charAt(0)
      .toUpperCase();
  const letters = words.length === 1 ? [letter(words[0])] : [letter(words[0]), letter(words[words.length - 1])];
  return letters.join(language === 'ar' ? ' ' : '');
}
