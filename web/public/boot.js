// Starts the SPA on a public page once the browser has painted the page's
// pre-rendered markup, so the first paint waits for the HTML and CSS only. The
// Worker (worker/public/routes.ts) moves the SPA's entry here. The entry's own
// imports name the chunks it needs, so nothing is preloaded: starting a score of
// preloads at once costs the main thread more than the one extra round trip.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  };
  // After the next frame; a page opened in the background starts without waiting for one.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
})();
