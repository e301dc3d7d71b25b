/** What the server checks of a chart: its mermaid source (lib/contracts/content/mermaid.ts). */
export { mermaidContentSchema as contentSchema } from "@/lib/contracts/content/mermaid";
