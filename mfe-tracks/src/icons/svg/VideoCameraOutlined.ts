import type { IconDefinition } from '../Icon.tsx';

/** antd's VideoCameraOutlined (path data of @ant-design/icons-svg 4.6.0, MIT). */
export const VideoCameraOutlined: IconDefinition = {
  name: 'video-camera',
  paths: [
    'M912 302.3L784 376V224c0-35.3-28.7-64-64-64H128c-35.3 0-64 28.7-64 64v576c0 35.3 28.7 64 64 64h592c35.3 0 64-28.7 64-64V648l128 73.7c21.3 12.3 48-3.1 48-27.6V330c0-24.6-26.7-40-48-27.7zM712 792H136V232h576v560zm176-167l-104-59.8V458.9L888 399v226zM208 360h112c4.4 0 8-3.6 8-8v-48c0-4.4-3.6-8-8-8H208c-4.4 0-8 3.6-8 8v48c0 4.4 3.6 8 8 8z',
  ],
};
