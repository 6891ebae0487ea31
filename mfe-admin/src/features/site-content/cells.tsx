import { Avatar, Typography } from 'antd';
import type { MediaRef } from '@consulting/contracts';
import type { PairLabel } from './form-fields.tsx';
import { SITE_AR as T } from './texts.ts';

/** A table cell with the Arabic text and, under it, the English one left-to-right. */
export function BilingualCell({ ar, en }: { ar: string; en: string }) {
  return (
    <div style={{ minWidth: 160 }}>
      <Typography.Text strong>{ar}</Typography.Text>
      <div>
        <Typography.Text type="secondary" dir="ltr" lang="en">
          {en}
        </Typography.Text>
      </div>
    </div>
  );
}

/**
 * The table column of the bilingual field `{name}_ar` / `{name}_en` of a row, titled with its
 * Arabic name (`label[0]`), each value in a BilingualCell.
 */
export function bilingualColumn<N extends string>(name: N, label: PairLabel) {
  return {
    key: name,
    title: label[0],
    render: (_value: unknown, row: Record<`${N}_ar` | `${N}_en`, string>) => (
      <BilingualCell ar={row[`${name}_ar`]} en={row[`${name}_en`]} />
    ),
  };
}

/**
 * A small square of an item's image (its narrowest variant, else the original), or `fallback`
 * (initials) when it has none.
 */
export function Thumbnail({ image, fallback }: { image: MediaRef | null | undefined; fallback: string }) {
  const src = image ? (image.variants[0]?.url ?? image.url) : undefined;
  return (
    <Avatar
      shape="square"
      size={48}
      src={src}
      alt={image ? image.alt_ar || T.image : T.noImage}
      data-testid="site-item-thumbnail"
    >
      {fallback}
    </Avatar>
  );
}

/** Up to two initials of a name (the first letters of its first and last words). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '؟';
  return words.length === 1 ? words[0].charAt(0) : `${words[0].charAt(0)} ${words[words.length - 1].charAt(0)}`;
}
