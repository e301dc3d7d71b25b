/** A model's ER diagram with names erDiagram refuses (a leading digit, a keyword) is repaired to parse, names kept. */
import { repairMermaidGuided } from "@/server/validate/mermaid-repair";
import { closeMermaidValidator, parseMermaid } from "@/server/validate/mermaid";

afterAll(() => closeMermaidValidator());

it("quotes entities that start with a digit or are erDiagram keywords, and fixes digit-first attributes", async () => {
  const written = [
    "erDiagram",
    '  USER ||--o{ 3D_MODEL : "uploads"',
    '  TEACHER }o--o{ CLASS : "teaches"',
    "  3D_MODEL {",
    "    string id PK",
    "    string 3d_file",
    "  }",
    "  CLASS {",
    "    string name",
    "  }",
  ].join("\n");
  expect((await parseMermaid(written)).ok).toBe(false);
  const { source, ok } = await repairMermaidGuided(written, parseMermaid);
  expect(ok).toBe(true);
  expect(source).toContain('USER ||--o{ "3D_MODEL" : "uploads"');
  expect(source).toContain('TEACHER }o--o{ "CLASS" : "teaches"');
  expect(source).toContain("string _3d_file");
});
