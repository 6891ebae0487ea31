// A remote is only consumed through `remoteEntry.js`; this entry exists because rspack needs one.
export {};
