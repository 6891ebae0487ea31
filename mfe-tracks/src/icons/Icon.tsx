import { useEffect, useState, type CSSProperties } from 'react';
import trackIconsUrl from './track-icons.svg';
import './icon.css';

/**
 * An icon of this remote: the antd component it comes from (`RocketOutlined`), which is also
 * the id of its `<symbol>` in the sprite `track-icons.svg` (path data of `@ant-design/icons-svg`
 * 4.6.0). The path data lives in that one hashed, cached image instead of in
 * every page's JavaScript; a chunk names its icons with a few bytes each.
 */
export type IconName =
  | 'ApartmentOutlined'
  | 'AppstoreOutlined'
  | 'ArrowLeftOutlined'
  | 'ArrowRightOutlined'
  | 'AuditOutlined'
  | 'BankOutlined'
  | 'BarChartOutlined'
  | 'BuildOutlined'
  | 'BulbOutlined'
  | 'CalendarOutlined'
  | 'CarryOutOutlined'
  | 'CheckCircleFilled'
  | 'CheckCircleOutlined'
  | 'ClockCircleOutlined'
  | 'CloseOutlined'
  | 'CoffeeOutlined'
  | 'CrownOutlined'
  | 'DeleteOutlined'
  | 'DollarOutlined'
  | 'ExperimentOutlined'
  | 'FilePdfOutlined'
  | 'FileTextOutlined'
  | 'FlagOutlined'
  | 'FundOutlined'
  | 'GlobalOutlined'
  | 'HeartOutlined'
  | 'HomeOutlined'
  | 'IdcardOutlined'
  | 'LaptopOutlined'
  | 'LineChartOutlined'
  | 'MailOutlined'
  | 'MedicineBoxOutlined'
  | 'MessageOutlined'
  | 'NotificationOutlined'
  | 'PhoneOutlined'
  | 'ReadOutlined'
  | 'RiseOutlined'
  | 'RocketOutlined'
  | 'SafetyCertificateOutlined'
  | 'ScheduleOutlined'
  | 'SearchOutlined'
  | 'SendOutlined'
  | 'SettingOutlined'
  | 'ShopOutlined'
  | 'ShoppingCartOutlined'
  | 'SkinOutlined'
  | 'SolutionOutlined'
  | 'SoundOutlined'
  | 'StarOutlined'
  | 'TeamOutlined'
  | 'ThunderboltOutlined'
  | 'ToolOutlined'
  | 'TrophyOutlined'
  | 'UsergroupAddOutlined'
  | 'VideoCameraOutlined';

export interface IconProps {
  icon: IconName;
  /** On the outer `<span>`, as on antd's icons: `fontSize` sets the size (the svg is 1em), `color` the fill. */
  style?: CSSProperties;
  className?: string;
}

/** antd's icon name, its `aria-label` and `anticon-<name>` class: `CheckCircleFilled` → `check-circle`. */
export function iconLabel(icon: IconName): string {
  return icon
    .replace(/(Outlined|Filled)$/, '')
    .replace(/(?<=[a-z])(?=[A-Z])/g, '-')
    .toLowerCase();
}

/**
 * Draws `icon` with the markup of antd's `<XxxOutlined />` without its runtime: `<span role="img"
 * aria-label class="anticon anticon-<name>">` around a 1em svg in `currentColor` that `<use>`s the
 * icon's symbol of the same-origin sprite (`<use>` requires it). The server and hydrating renders
 * write the reference as `data-href`; an effect sets `href`, so the sprite is no request before
 * the first paint (the 1em boxes keep their size: nothing shifts). Styles: icon.css.
 */
export function Icon({ icon, style, className }: IconProps) {
  const name = iconLabel(icon);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <span
      role="img"
      aria-label={name}
      className={`anticon anticon-${name}${className ? ` ${className}` : ''}`}
      style={style}
    >
      <svg focusable="false" data-icon={name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {live ? <use href={`${trackIconsUrl}#${icon}`} /> : <use data-href={`${trackIconsUrl}#${icon}`} />}
      </svg>
    </span>
  );
}
