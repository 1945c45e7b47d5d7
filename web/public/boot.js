// Starts the app once the browser has painted the page the server rendered (internal/pages,
// docs/product.md "Fast on a budget phone"): the app's scripts then neither hold up the first
// paint nor compete with the page's picture for a slow link. The server names the scripts.
(function () {
  var boot = document.querySelector('script[data-entry]');
  if (!boot) return;
  var entry = boot.getAttribute('data-entry');
  var chunks = (boot.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  // Each element added starts a fetch, about 10 ms of a budget phone's main thread (measured at
  // 4x slowdown): the entry first (its download is the longest), then the chunks it imports, a
  // few per task, so that no task grows long (Total Blocking Time, docs/performance.md).
  var PER_TASK = 3;
  function add(element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
  function preloadFrom(index) {
    chunks.slice(index, index + PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    });
    if (index + PER_TASK < chunks.length) setTimeout(preloadFrom, 0, index + PER_TASK);
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      add(script);
      setTimeout(preloadFrom, 0, 0);
    }, 0);
  });
})();
