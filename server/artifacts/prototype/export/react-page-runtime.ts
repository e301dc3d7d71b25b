/**
 * The few functions a React export carries to run the page's own scripts, as the text written
 * into the component (plain JavaScript with JSDoc types, so it compiles as .jsx and passes
 * `tsc --strict --checkJs`). The scripts run once per rendered page: StrictMode mounts twice on
 * the same DOM, and a second run would bind every listener twice and redeclare the scripts'
 * `let`s. They run inside a function, so a later mount cannot collide with the first, with
 * DOMContentLoaded and load listeners called at once (the document is long loaded when an effect
 * runs). Inline handlers are compiled inside that scope, so `onclick="go()"` finds the scripts'
 * `go`, with `this` the element and `false` preventing the default as in HTML.
 */
export const PAGE_RUNTIME = String.raw`/** @typedef {(code: string) => (this: EventTarget, event: Event) => unknown} CompileHandler */

/**
 * Put before the page's scripts: hands out a function that compiles an inline handler inside
 * their scope, first, so the handlers work even when a script fails halfway.
 */
const EXPOSE_COMPILER = "__vsExpose(function (__vsHandler) { return eval('(function (event) {\\n' + __vsHandler + '\\n})'); });\n";

/** @type {WeakMap<Element, CompileHandler>} */
const pageScopes = new WeakMap();

/**
 * The document or window as the page's scripts see them: already loaded.
 * @template {EventTarget} T
 * @param {T} target
 * @returns {T}
 */
function loaded(target) {
  return new Proxy(target, {
    get(object, key) {
      if (key === "addEventListener") {
        /** @type {(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => void} */
        const add = (type, listener, options) => {
          if (!listener) return;
          if (type !== "DOMContentLoaded" && type !== "load") return object.addEventListener(type, listener, options);
          const event = new Event(type);
          queueMicrotask(() => (typeof listener === "function" ? listener.call(object, event) : listener.handleEvent(event)));
        };
        return add;
      }
      const value = Reflect.get(object, key);
      return typeof value === "function" ? value.bind(object) : value;
    },
    set(object, key, value) {
      if (key === "onload" && typeof value === "function") queueMicrotask(() => value.call(object, new Event("load")));
      return Reflect.set(object, key, value);
    },
  });
}

/** @param {Element} root */
function startPage(root) {
  const known = pageScopes.get(root);
  if (known) return known;
  /** @type {CompileHandler} */
  let compile = (code) => /** @type {(this: EventTarget, event: Event) => unknown} */ (new Function("event", code));
  try {
    new Function("document", "window", "__vsExpose", EXPOSE_COMPILER + PAGE_SCRIPT)(loaded(document), loaded(window), (/** @type {CompileHandler} */ inScope) => {
      compile = inScope;
    });
  } catch (error) {
    // As in a page: a failing script is reported and the page stays up.
    console.error(error);
  }
  pageScopes.set(root, compile);
  return compile;
}

/**
 * @param {{ current: Element | null }} root
 * @param {string} code
 * @param {import("react").SyntheticEvent} event
 */
function runInline(root, code, event) {
  if (!root.current) return undefined;
  const result = startPage(root.current)(code).call(event.currentTarget, event.nativeEvent);
  if (result === false) event.preventDefault();
  return result;
}`;
