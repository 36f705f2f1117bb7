// Served as /_site/<name>/hydrate.js. On a page the proxy rendered on the server it stands in for
// the module script (proxy/src/ssr.ts): the server's markup paints first, then the entry starts
// and hydrates the page (on a phone, evaluating the app before that paint would hold the page
// back by hundreds of milliseconds). An external classic file: the CSP forbids inline scripts.
// Keep it tiny and dependency-free.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  var root = document.getElementById('root');
  if (!entry || !root) return;
  // Until React has taken over, the markup does nothing when clicked: inert, not half-working.
  // (Without JavaScript it stays usable as plain HTML: this line never runs.)
  root.setAttribute('inert', '');
  // The entry's chunks and the whole stylesheets (moved here from the head by the proxy; the
  // page painted with its share of the styles inline): fetched together once the page has
  // painted, not one import after another.
  var urls = function (name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var modules = urls('data-modules');
  var styles = urls('data-styles');
  // The page's share of the sheets (the proxy's <style data-critical>) stays after the whole
  // sheets in the cascade until it goes (below): its rules keep their order over theirs.
  var critical = document.querySelector('style[data-critical]');
  function add(rel, href, media) {
    var link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    if (media) link.media = media;
    document.head.insertBefore(link, rel === 'stylesheet' ? critical : null);
    return link;
  }
  // The app renders what the first paint had no rules for (menus, dialogs, other pages): it
  // starts once the sheets are in (or failed: a page without them beats no page). They load
  // for print (a screen does not restyle the page for them) and apply together in one task:
  // each sheet applied on arrival, then the share's removal, restyled the whole page each time
  // (about 30 ms apiece for the corporate home on a phone).
  function sheetsIn() {
    var failed = false;
    var links = [];
    return Promise.all(
      styles.map(function (href) {
        return new Promise(function (resolve) {
          var link = add('stylesheet', href, 'print');
          links.push(link);
          link.onload = resolve;
          link.onerror = function () {
            failed = true;
            resolve();
          };
        });
      }),
    ).then(function () {
      links.forEach(function (link) {
        link.media = 'all';
      });
      // Every rule of the share is in the whole sheets, in their order. Left after them, the
      // share would re-apply its rules over later ones the first paint had no use for (a tab's
      // padding under the button reset it shares): once the sheets are in, it goes.
      if (!failed && critical) critical.remove();
    });
  }
  function start() {
    var sheets = sheetsIn();
    // In tasks of their own, a few links at a time: each link starts a request (several
    // milliseconds each on a phone), and the eighteen or so of an entry in one task were one of
    // the longest tasks of the start. A slice ends after 4 ms: a phone's CPU, four times
    // slower, keeps each under the 50 ms of a long task (20 ms slices were 80-120 ms there).
    var next = 0;
    function preloadSome() {
      var began = performance.now();
      while (next < modules.length) {
        add('modulepreload', modules[next++]);
        if (performance.now() - began > 4) return void setTimeout(preloadSome, 0);
      }
    }
    setTimeout(preloadSome, 0);
    // react-dom's chunk (sites/vite.site.ts) is evaluated in a task of its own before the
    // entry: the entry's whole module graph at once was the longest task of a phone's start.
    var first = modules.filter(function (href) {
      return /\/react-dom-[\w-]+\.js$/.test(href);
    });
    sheets
      .then(function () {
        return Promise.all(
          first.map(function (href) {
            return import(href);
          }),
        );
      })
      .then(function () {
        return new Promise(function (resolve) {
          setTimeout(resolve, 0);
        });
      })
      .then(function () {
        return import(entry);
      })
      .catch(function (error) {
        // The app did not load: the page stays readable and its links work.
        root.removeAttribute('inert');
        console.error('hydrate.js: the app did not load', error);
      });
  }
  // After the first contentful paint (the browser's paint timing says when); a hidden tab
  // paints nothing and starts at once, and a browser that never reports one starts after 2 s.
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  }
  if (document.visibilityState !== 'visible') return startOnce();
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the fallback below starts the app.
  }
  setTimeout(startOnce, 2000);
})();
