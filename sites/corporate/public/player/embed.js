// The stand-in for an embedded live-stream player (video linkType 5): plays a public demo file
// in a loop, with a "live" overlay when asked. An external file because the CSP forbids inline
// scripts. `v` names a file under /api/v1/files/ and is checked strictly, so the page can never
// be pointed at another origin or path.
(function () {
  'use strict';

  var NAME = /^[a-z0-9-]+$/;
  var TEXTS = {
    vi: {
      live: 'TRỰC TIẾP',
      invalid: 'Video không hợp lệ.',
      failed: 'Không phát được video. Quý khách vui lòng thử lại sau.',
      title: 'Trình phát video – Chứng khoán An Phát',
      label: 'Video',
    },
    en: {
      live: 'LIVE',
      invalid: 'This video is not valid.',
      failed: 'The video could not be played. Please try again later.',
      title: 'Video player – An Phat Securities',
      label: 'Video',
    },
  };

  function start() {
    var params = new URLSearchParams(window.location.search);
    var lang = params.get('lang') === 'en' ? 'en' : 'vi';
    var texts = TEXTS[lang];
    document.documentElement.lang = lang;
    document.title = texts.title;

    var video = document.getElementById('video');
    var error = document.getElementById('error');
    var showError = function (message) {
      error.textContent = message;
      error.hidden = false;
    };

    var name = params.get('v') || '';
    if (!NAME.test(name) || name.length > 100) {
      video.hidden = true;
      showError(texts.invalid);
      return;
    }

    if (params.get('live') === '1') {
      document.getElementById('live-text').textContent = texts.live;
      document.getElementById('live').hidden = false;
    }

    video.setAttribute('aria-label', params.get('title') || texts.label);
    video.addEventListener('error', function () {
      showError(texts.failed);
    });
    video.src = '/api/v1/files/' + name + '.webm';
    var playing = video.play();
    // Autoplay may be refused (no user gesture yet); the controls stay there to start it.
    if (playing && typeof playing.catch === 'function') playing.catch(function () {});
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
