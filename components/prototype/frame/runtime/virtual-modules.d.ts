/** Tailwind's index.css as text, provided by scripts/build-prototype-runtime.mjs. */
declare module "virtual:tailwind-index-css" {
  const css: string;
  export default css;
}
