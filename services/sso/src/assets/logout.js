// RP-initiated logout with a valid id_token_hint: the user already chose "log out" on the site,
// so the confirmation submits itself. Served as a file because the CSP forbids inline scripts.
(function () {
  var button = document.querySelector('[data-auto-submit]');
  if (!button || !button.form) return;
  if (typeof button.form.requestSubmit === 'function') button.form.requestSubmit(button);
  else button.click();
})();
