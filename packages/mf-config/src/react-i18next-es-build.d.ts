/** The alias of react-i18next.ts: react-i18next's own ES build, with the package's types. */
declare module 'react-i18next-es-build' {
  export * from 'react-i18next';
}
