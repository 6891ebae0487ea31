// The worker of `warmIntl` (intl-warmup.ts): makes a number and a date formatter for the locale it
// is sent, answers, and ends. Their side effect is the point: ICU loads the locale's data into the
// renderer process's caches, which the page's main thread shares (issue 16 part 4). A plain file,
// emitted as it is: a bundled worker would carry the module federation runtime, which runs only
// under the shell.
/* global self -- a dedicated worker's global scope */
self.onmessage = (event) => {
  const locale = event.data;
  new Intl.Locale(locale).maximize();
  new Intl.NumberFormat(locale).format(0);
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(0);
  self.postMessage(locale);
  self.close();
};
