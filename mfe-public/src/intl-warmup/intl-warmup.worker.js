// The worker of `warmIntl` (intl-warmup.ts): makes a number formatter and the date formatter it
// is sent (`{ locale, dateOptions }`), answers, and ends. Their side effect is the point: ICU
// loads the locale's data into the renderer process's caches, which the page's main thread shares
// (issue 16 part 4). A plain file, emitted as it is: a bundled worker would carry the module
// federation runtime, which runs only under the shell.
/* global self -- a dedicated worker's global scope */
self.onmessage = (event) => {
  const { locale, dateOptions } = event.data;
  new Intl.Locale(locale).maximize();
  new Intl.NumberFormat(locale).format(0);
  new Intl.DateTimeFormat(locale, dateOptions).format(0);
  self.postMessage(locale);
  self.close();
};
