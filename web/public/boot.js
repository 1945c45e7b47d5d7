// Starts the app once the browser has painted the page the server rendered (internal/pages,
// docs/product.md "Fast on a budget phone"): the app's scripts then neither hold up the first
// paint nor compete with the page's picture for a slow link. The server names the scripts.
(function () {
  var boot = document.querySelector('script[data-entry]');
  if (!boot) return;
  var entry = boot.getAttribute('data-entry');
  var chunks = (boot.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  requestAnimationFrame(function () {
    setTimeout(function () {
      chunks.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    }, 0);
  });
})();
