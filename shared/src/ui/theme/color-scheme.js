// Served as /_site/<name>/color-scheme.js and loaded by every index.html before the bundle, so
// the page is painted in the stored scheme at once (no flash of light before React mounts).
// It is an external file because the CSP forbids inline scripts. Keep it tiny, dependency-free
// and in step with the colour-scheme manager in theme.ts (key X_THEME, values light|dark|auto).
(function () {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('X_THEME');
    if (stored === 'dark' || stored === 'light') scheme = stored;
    else if (stored === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch {
    // Storage can be blocked (privacy mode); light is the default scheme.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
