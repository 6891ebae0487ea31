/** The grid of library cards, on the library page and in the picker (columns at least 220 px wide). */
export const MEDIA_GRID_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 16,
} as const;
