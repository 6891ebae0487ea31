import type { IconDefinition } from '../Icon.tsx';

/** antd's SkinOutlined (path data of @ant-design/icons-svg 4.6.0, MIT). */
export const SkinOutlined: IconDefinition = {
  name: 'skin',
  paths: [
    'M870 126H663.8c-17.4 0-32.9 11.9-37 29.3C614.3 208.1 567 246 512 246s-102.3-37.9-114.8-90.7a37.93 37.93 0 00-37-29.3H154a44 44 0 00-44 44v252a44 44 0 0044 44h75v388a44 44 0 0044 44h478a44 44 0 0044-44V466h75a44 44 0 0044-44V170a44 44 0 00-44-44zm-28 268H723v432H301V394H182V198h153.3c28.2 71.2 97.5 120 176.7 120s148.5-48.8 176.7-120H842v196z',
  ],
};
