/**
 * The SSO's branded pages. No inline script or style (the proxy's and our CSP allow files from
 * 'self' only): CSS and the one script are served from /sso/assets/.
 */
import { MOUNT_PATH } from '../config';
import { FONT_STYLESHEETS } from '../web';
import { html, type SafeHtml } from './html';
import { LANGS, MESSAGES, type Lang } from './i18n';

export const ASSETS_PATH = `${MOUNT_PATH}/assets`;

export interface PageContext {
  lang: Lang;
  /** The site's home in this language. */
  homeUrl: string;
  /** Where the language switch goes for each language; no switch when absent. */
  switchHref?: (lang: Lang) => string;
}

function layout(
  page: PageContext,
  title: string,
  body: SafeHtml,
  options: { scripts?: string[] } = {},
): string {
  const t = MESSAGES[page.lang];
  const { switchHref } = page;
  const languageSwitch = switchHref
    ? html`<nav class="lang-switch" aria-label="${t.languageNav}">
        <ul>
          ${LANGS.map(
            (lang) =>
              html`<li>
                <a
                  href="${switchHref(lang)}"
                  lang="${lang}"
                  hreflang="${lang}"
                  ${lang === page.lang ? html` aria-current="true"` : ''}
                  ><span aria-hidden="true">${lang.toUpperCase()}</span
                  ><span class="visually-hidden">${t.languageNames[lang]}</span></a
                >
              </li>`,
          )}
        </ul>
      </nav>`
    : '';
  return html`<!DOCTYPE html>
    <html lang="${page.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} · ${t.brand}</title>
        <link rel="icon" type="image/svg+xml" href="${ASSETS_PATH}/logo-mark.svg" />
        ${FONT_STYLESHEETS.map((href) => html`<link rel="stylesheet" href="${ASSETS_PATH}/${href}" />`)}
        <link rel="stylesheet" href="${ASSETS_PATH}/sso.css" />
        ${(options.scripts ?? []).map((src) => html`<script src="${ASSETS_PATH}/${src}" defer></script>`)}
      </head>
      <body>
        <header class="top">
          <a class="brand" href="${page.homeUrl}">
            <img src="${ASSETS_PATH}/logo-mark.svg" alt="" width="40" height="40" />
            <span class="brand-text"
              ><strong>${t.brandShort}</strong><small>${t.brandTagline}</small></span
            >
            <span class="visually-hidden">${t.homeLink}</span>
          </a>
          ${languageSwitch}
        </header>
        <main id="main" class="main">
          <div class="card">${body}</div>
        </main>
        <footer class="footer">
          <p>${t.hotline}</p>
          <p>${t.rights}</p>
        </footer>
      </body>
    </html> `.value;
}

export type LoginField = 'accountNumber' | 'password';

export interface LoginView {
  action: string;
  cancelHref: string;
  accountNumber: string;
  /** A message about the whole form (wrong credentials, locked). */
  formError?: string;
  fieldErrors?: Partial<Record<LoginField, string>>;
}

export function loginPage(page: PageContext, view: LoginView): string {
  const t = MESSAGES[page.lang].login;
  const errors = view.fieldErrors ?? {};
  // Focus goes where the user has to act: the first bad field, else the password after a
  // rejected attempt (the account number is kept), else the account number.
  const focus: LoginField =
    (errors.accountNumber && 'accountNumber') ||
    (errors.password && 'password') ||
    (view.formError && view.accountNumber ? 'password' : 'accountNumber');
  const field = (name: LoginField, label: string, input: SafeHtml) => {
    const error = errors[name];
    return html`<div class="field${error ? ' field--invalid' : ''}">
      <label for="${name}">${label}</label>
      ${input} ${error ? html`<p class="field-error" id="${name}-error">${error}</p>` : ''}
    </div>`;
  };
  const attrs = (name: LoginField) => {
    const described = [errors[name] && `${name}-error`, view.formError && 'form-error']
      .filter(Boolean)
      .join(' ');
    return html`${errors[name] ? html` aria-invalid="true"` : ''}${described ? html` aria-describedby="${described}"` : ''}${focus === name ? html` autofocus` : ''}`;
  };

  const body = html` <h1>${t.title}</h1>
    <p class="lead">${t.lead}</p>
    ${view.formError ? html`<div class="alert" role="alert" id="form-error">${view.formError}</div>` : ''}
    <form class="form" method="post" action="${view.action}" novalidate>
      <input type="hidden" name="lang" value="${page.lang}" />
      ${field(
        'accountNumber',
        t.accountNumber,
        html`<input
          id="accountNumber"
          name="accountNumber"
          type="text"
          value="${view.accountNumber}"
          placeholder="${t.accountPlaceholder}"
          autocomplete="username"
          autocapitalize="characters"
          spellcheck="false"
          maxlength="32"
          required${attrs('accountNumber')}
        />`,
      )}
      ${field(
        'password',
        t.password,
        html`<input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          maxlength="256"
          required${attrs('password')}
        />`,
      )}
      <button class="button button--primary" type="submit">${t.submit}</button>
    </form>
    <p class="secondary-action"><a href="${view.cancelHref}">${t.cancel}</a></p>`;
  return layout(page, t.title, body);
}

export interface LogoutView {
  /** oidc-provider's form (`op.logoutForm`) carrying the xsrf token. */
  form: SafeHtml;
  /** A valid id_token_hint: submit straight away, the user asked for it on the site. */
  auto: boolean;
}

export function logoutPage(page: PageContext, view: LogoutView): string {
  const t = MESSAGES[page.lang].logout;
  const confirm = html`<button
    class="button button--primary"
    type="submit"
    form="op.logoutForm"
    name="logout"
    value="yes"
    ${view.auto ? html` data-auto-submit` : html` autofocus`}
  >
    ${t.confirm}
  </button>`;
  const body = view.auto
    ? html` <h1>${t.autoTitle}</h1>
        <p class="lead">${t.autoLead}</p>
        ${view.form}
        <div class="actions">${confirm}</div>`
    : html` <h1>${t.title}</h1>
        <p class="lead">${t.question}</p>
        ${view.form}
        <div class="actions">
          ${confirm}
          <a class="button button--secondary" href="${page.homeUrl}">${t.stay}</a>
        </div>`;
  return layout(page, view.auto ? t.autoTitle : t.title, body, {
    scripts: view.auto ? ['logout.js'] : [],
  });
}

export function logoutDonePage(page: PageContext): string {
  const t = MESSAGES[page.lang];
  const body = html` <h1>${t.logout.doneTitle}</h1>
    <p class="lead">${t.logout.doneLead}</p>
    <div class="actions">
      <a class="button button--primary" href="${page.homeUrl}">${t.homeLink}</a>
    </div>`;
  return layout(page, t.logout.doneTitle, body);
}

export type ErrorKind =
  | 'invalidRedirectUri'
  | 'invalidClient'
  | 'sessionExpired'
  | 'accessDenied'
  | 'serverError'
  | 'notFound'
  | 'rateLimited'
  | 'generic';

export function errorPage(page: PageContext, kind: ErrorKind, code: string | undefined): string {
  const t = MESSAGES[page.lang];
  const body = html` <h1>${t.error.title}</h1>
    <p class="lead" role="alert">${t.error[kind]}</p>
    ${code ? html`<p class="muted">${t.error.code}: <code>${code}</code></p>` : ''}
    <div class="actions">
      <a class="button button--primary" href="${page.homeUrl}">${t.homeLink}</a>
    </div>`;
  return layout(page, t.error.title, body);
}
