/** The alias of remote-bundler-runtime.ts: the bundler runtime's `initContainerEntry` file, with its types. */
declare module 'federation-bundler-runtime-init-container-entry' {
  export { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry';
}
