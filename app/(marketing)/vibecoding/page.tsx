// /vibecoding is the landing page under a second address (spec §2).
export { default, generateMetadata } from "../page";
