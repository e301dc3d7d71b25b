// Server-rendered pages of the development issuer. Everything is inline (no external
// assets: the issuer must work offline) and every interpolated value goes through escape().
import { languageTag } from "./messages.mjs";

/** @typedef {import('./messages.mjs').Locale} Locale */
/** @typedef {import('./messages.mjs').DevIssuerMessages} DevIssuerMessages */

/**
 * HTML-escapes text and attribute values.
 * @param {unknown} value
 */
export function escape(value) {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
:root{color-scheme:light dark;--bg:#f4f4f7;--card:#fff;--text:#1c1c28;--muted:#5c5c70;--line:#d9d9e3;--accent:#5b4bd6;--accent-text:#fff;--danger:#c0262d}
@media (prefers-color-scheme:dark){:root{--bg:#121218;--card:#1c1c26;--text:#ececf3;--muted:#a4a4b8;--line:#34344a;--accent:#8f82ff;--accent-text:#0e0e14;--danger:#ff7a80}}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:48px 16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif}
main{width:100%;max-width:400px;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:24px}
h1{font-size:1.35rem;line-height:1.3;margin:0 0 8px}
h2{font-size:1rem;margin:0 0 4px}
p{margin:0 0 16px}
.muted{color:var(--muted);font-size:.925rem}
.field{margin-bottom:16px}
label{display:block;font-weight:600;margin-bottom:4px}
input[type=email],input[type=text]{width:100%;padding:10px 12px;font:inherit;color:inherit;background:transparent;border:1px solid var(--line);border-radius:8px}
input:focus-visible,button:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--danger)}
.error{color:var(--danger);font-size:.875rem;margin:4px 0 0}
button{width:100%;padding:10px 12px;font:inherit;font-weight:600;border-radius:8px;cursor:pointer}
.primary{background:var(--accent);color:var(--accent-text);border:1px solid var(--accent)}
.secondary{background:transparent;color:var(--accent);border:1px solid var(--accent)}
.actions{margin:12px 0 0}
a.button{display:block;box-sizing:border-box;text-align:center;text-decoration:none;padding:10px 12px;font-weight:600;border-radius:8px}
.demo{margin-top:24px;padding-top:16px;border-top:1px solid var(--line)}
.demo p{margin-bottom:12px;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:.875rem;margin:0}
`;

/**
 * @param {{ locale: Locale, title: string, body: string, head?: string }} page
 */
function layout({ locale, title, body, head = "" }) {
  return `<!DOCTYPE html>
<html lang="${languageTag(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * @typedef {object} LoginPageInput
 * @property {Locale} locale
 * @property {DevIssuerMessages} t
 * @property {string} action              form target (contains the interaction uid)
 * @property {{ email?: string, name?: string }} [values]
 * @property {{ email?: string, name?: string }} [errors]
 * @property {{ email: string, name: string }} demo
 */

/**
 * @param {{ id: string, type: string, label: string, value?: string, error?: string, autocomplete: string, focus: boolean, maxlength: number }} field
 */
function inputField({ id, type, label, value, error, autocomplete, focus, maxlength }) {
  const errorId = `${id}-error`;
  return `<div class="field">
<label for="${id}">${escape(label)}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" maxlength="${maxlength}" required value="${escape(value)}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ""}${focus ? " autofocus" : ""}>
${error ? `<p id="${errorId}" class="error" role="alert">${escape(error)}</p>` : ""}
</div>`;
}

/** @param {LoginPageInput} input */
export function loginPage({ locale, t, action, values = {}, errors = {}, demo }) {
  // Focus the first field that needs attention, the e-mail field otherwise.
  const focusName = Boolean(errors.name) && !errors.email;
  // novalidate: validation happens on the server so messages are in the page language,
  // not in the browser's.
  const body = `<h1>${escape(t.title)}</h1>
<p class="muted">${escape(t.intro)}</p>
<form method="post" action="${escape(action)}" novalidate>
${inputField({ id: "email", type: "email", label: t.email, value: values.email, error: errors.email, autocomplete: "email", focus: !focusName, maxlength: 254 })}
${inputField({ id: "name", type: "text", label: t.name, value: values.name, error: errors.name, autocomplete: "name", focus: focusName, maxlength: 100 })}
<button type="submit" class="primary">${escape(t.submit)}</button>
</form>
<section class="demo" aria-labelledby="demo-title">
<h2 id="demo-title">${escape(t.demoTitle)}</h2>
<p class="muted">${escape(demo.name)} · ${escape(demo.email)}</p>
<form method="post" action="${escape(action)}">
<input type="hidden" name="email" value="${escape(demo.email)}">
<input type="hidden" name="name" value="${escape(demo.name)}">
<button type="submit" class="secondary">${escape(t.demoUse)}</button>
</form>
</section>`;
  return layout({ locale, title: t.title, body });
}

/**
 * RP-initiated logout. oidc-provider hands us its form (with the xsrf token); we add
 * logout=yes (end the whole provider session, not just this client's part of it).
 * - confirmed (the app sent a valid id_token_hint for this user): nothing to ask, the form
 *   submits itself, keeping a button for browsers without JavaScript;
 * - otherwise: ask, with "stay signed in" leading back to the app (when it named where).
 * @param {{ locale: Locale, t: DevIssuerMessages, form: string, confirmed: boolean, cancelUrl?: string }} input
 */
export function logoutPage({ locale, t, form, confirmed, cancelUrl }) {
  const formWithLogout = form.replace("</form>", '<input type="hidden" name="logout" value="yes"></form>');
  if (confirmed) {
    const body = `<h1>${escape(t.logoutTitle)}</h1>
<p class="muted">${escape(t.signingOut)}</p>
${formWithLogout}
<noscript><button type="submit" form="op.logoutForm" class="primary">${escape(t.logoutYes)}</button></noscript>
<script>document.forms['op.logoutForm'].submit()</script>`;
    return layout({ locale, title: t.logoutTitle, body });
  }
  const cancel = cancelUrl
    ? `<p class="actions"><a class="secondary button" href="${escape(cancelUrl)}">${escape(t.logoutCancel)}</a></p>`
    : "";
  const body = `<h1>${escape(t.logoutTitle)}</h1>
<p class="muted">${escape(t.logoutConfirm)}</p>
${formWithLogout}
<button type="submit" form="op.logoutForm" class="primary" autofocus>${escape(t.logoutYes)}</button>
${cancel}`;
  return layout({ locale, title: t.logoutTitle, body });
}

/** @param {{ locale: Locale, t: DevIssuerMessages }} input */
export function signedOutPage({ locale, t }) {
  const body = `<h1>${escape(t.logoutTitle)}</h1>
<p>${escape(t.signedOut)}</p>`;
  return layout({ locale, title: t.logoutTitle, body });
}

/**
 * @param {{ locale: Locale, t: DevIssuerMessages, details: Record<string, unknown> }} input
 */
export function errorPage({ locale, t, details }) {
  const lines = Object.entries(details)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `<pre><strong>${escape(key)}</strong>: ${escape(value)}</pre>`)
    .join("\n");
  const body = `<h1>${escape(t.errorTitle)}</h1>
${lines}`;
  return layout({ locale, title: t.errorTitle, body });
}
