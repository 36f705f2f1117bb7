/*
 * Demo chat widget for Chứng khoán An Phát: a stand-in for a third-party chat script, listed in
 * the seeded system settings (`chatScripts`). It renders into the shell's #chat-widget-root,
 * answers a few canned questions in Vietnamese or English (the page's <html lang>), makes no
 * network request, and tells the page its size with `hide-chat` / `open-chat` messages.
 */
(function () {
  'use strict';
  if (window.__apsDemoChat) return;
  window.__apsDemoChat = true;

  var TEXT = {
    vi: {
      open: 'Mở trò chuyện hỗ trợ',
      close: 'Đóng trò chuyện',
      title: 'Hỗ trợ An Phát',
      hello: 'Xin chào! Bạn cần hỗ trợ gì? Chọn một câu hỏi bên dưới.',
      questions: 'Câu hỏi thường gặp',
      qa: [
        ['Làm sao mở tài khoản?', 'Bạn có thể mở tài khoản trực tuyến (eKYC) trong khoảng 5 phút, chỉ cần CCCD và điện thoại.'],
        ['Giờ giao dịch?', 'Thị trường cơ sở giao dịch từ 9:00 đến 15:00, thứ Hai đến thứ Sáu.'],
        ['Liên hệ tổng đài', 'Gọi tổng đài 1900 98 9999 (8:00 – 17:00 ngày làm việc).'],
      ],
    },
    en: {
      open: 'Open support chat',
      close: 'Close chat',
      title: 'An Phat support',
      hello: 'Hello! How can we help? Pick a question below.',
      questions: 'Frequently asked',
      qa: [
        ['How do I open an account?', 'Open an account online (eKYC) in about 5 minutes with your ID card and phone.'],
        ['Trading hours?', 'The stock market trades from 9:00 to 15:00, Monday to Friday.'],
        ['Call the hotline', 'Call 1900 98 9999 (8:00 – 17:00 on working days).'],
      ],
    },
  };

  var CSS =
    '.aps-chat{position:relative;width:100%;height:100%;font:14px/1.4 system-ui,sans-serif;color:#1a1b1e}' +
    '.aps-chat *{box-sizing:border-box}' +
    '.aps-chat__fab{position:absolute;right:0;bottom:0;height:56px;min-width:104px;padding:0 16px;border:0;border-radius:28px;background:#0b6e4f;color:#fff;font:inherit;font-weight:600;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}' +
    '.aps-chat__fab:focus-visible,.aps-chat button:focus-visible{outline:3px solid #f59f00;outline-offset:2px}' +
    '.aps-chat__panel{position:absolute;inset:0;display:flex;flex-direction:column;border-radius:12px;overflow:hidden;background:#fff;border:1px solid #ced4da;box-shadow:0 8px 24px rgba(0,0,0,.25)}' +
    '.aps-chat__panel[hidden]{display:none}' +
    '.aps-chat__head{display:flex;align-items:center;justify-content:space-between;padding:8px 12px;background:#0b6e4f;color:#fff}' +
    '.aps-chat__head h2{margin:0;font-size:16px}' +
    '.aps-chat__x{border:0;background:transparent;color:#fff;font-size:20px;line-height:1;cursor:pointer;padding:4px 8px}' +
    '.aps-chat__body{flex:1;display:flex;gap:12px;padding:12px;min-height:0}' +
    '.aps-chat__qs{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;list-style:none;flex:0 0 40%}' +
    '.aps-chat__qs button{width:100%;text-align:left;padding:6px 8px;border:1px solid #0b6e4f;border-radius:8px;background:transparent;color:inherit;font:inherit;cursor:pointer}' +
    '.aps-chat__log{flex:1;overflow:auto;margin:0;padding:8px;border-radius:8px;background:#f1f3f5}' +
    '.aps-chat__log p{margin:0 0 8px}' +
    '[data-mantine-color-scheme="dark"] .aps-chat{color:#e9ecef}' +
    '[data-mantine-color-scheme="dark"] .aps-chat__panel{background:#25262b;border-color:#495057}' +
    '[data-mantine-color-scheme="dark"] .aps-chat__log{background:#2c2e33}' +
    '[data-mantine-color-scheme="dark"] .aps-chat__qs button{border-color:#38d9a9}' +
    '@media (max-width:640px){.aps-chat__body{flex-direction:column}.aps-chat__qs{flex:none}}';

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    if (text) node.textContent = text;
    return node;
  }

  function post(type) {
    // Same origin only: the page ignores these messages from anywhere else.
    window.postMessage(type, window.location.origin);
  }

  function mount(root) {
    var t = document.documentElement.lang === 'en' ? TEXT.en : TEXT.vi;
    var style = el('style');
    style.textContent = CSS;
    document.head.appendChild(style);

    var box = el('div', { class: 'aps-chat' });
    var fab = el('button', { type: 'button', class: 'aps-chat__fab', 'aria-expanded': 'false', 'aria-controls': 'aps-chat-panel', 'aria-label': t.open }, 'Chat');
    var panel = el('div', { id: 'aps-chat-panel', class: 'aps-chat__panel', role: 'dialog', 'aria-labelledby': 'aps-chat-title' });
    panel.hidden = true;
    var head = el('div', { class: 'aps-chat__head' });
    head.appendChild(el('h2', { id: 'aps-chat-title' }, t.title));
    var close = el('button', { type: 'button', class: 'aps-chat__x', 'aria-label': t.close }, '×');
    head.appendChild(close);
    var body = el('div', { class: 'aps-chat__body' });
    var list = el('ul', { class: 'aps-chat__qs', 'aria-label': t.questions });
    var log = el('div', { class: 'aps-chat__log', role: 'log', 'aria-live': 'polite' });
    log.appendChild(el('p', {}, t.hello));
    t.qa.forEach(function (pair) {
      var item = el('li');
      var ask = el('button', { type: 'button' }, pair[0]);
      ask.addEventListener('click', function () {
        log.appendChild(el('p', {}, '› ' + pair[0]));
        log.appendChild(el('p', {}, pair[1]));
        log.scrollTop = log.scrollHeight;
      });
      item.appendChild(ask);
      list.appendChild(item);
    });
    body.appendChild(list);
    body.appendChild(log);
    panel.appendChild(head);
    panel.appendChild(body);
    box.appendChild(panel);
    box.appendChild(fab);
    root.appendChild(box);

    function setOpen(open) {
      panel.hidden = !open;
      fab.hidden = open;
      fab.setAttribute('aria-expanded', String(open));
      post(open ? 'open-chat' : 'hide-chat');
      (open ? close : fab).focus();
    }
    fab.addEventListener('click', function () {
      setOpen(true);
    });
    close.addEventListener('click', function () {
      setOpen(false);
    });
    panel.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') setOpen(false);
    });
    post('hide-chat');
  }

  function start() {
    var root = document.getElementById('chat-widget-root');
    if (root) mount(root);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
