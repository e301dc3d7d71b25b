/**
 * Uploads (spec §5, §8, DESIGN.md §6): types decided by content, size limits enforced while the
 * body streams in, text extracted for the model, bytes stored under random names with private
 * modes, served to the owner only with safe headers; a file past a reader's cap is refused
 * naming it (the bomb corpus itself: tests/unit/security/bounded-extraction.test.ts). Two users
 * throughout.
 */
import { statSync, readdirSync } from "node:fs";
import { Document, Packer, Paragraph } from "docx";
import { makePdf } from "../helpers/make-pdf";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { eq } from "drizzle-orm";
import { uploads } from "@/server/db/schema";
import type { Generator } from "@/server/engine/generation";
import type { AttachmentContext } from "@/server/engine/generation";
import { chatSchema, chatDetailSchema } from "@/lib/contracts/chat";
import { deleteUploadAnswerSchema, TEXT_LIMITS, uploadSchema } from "@/lib/contracts/uploads";
import { createTestApp, readSse, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";
import { docxBomb, entityBombDocx, realXlsx } from "../fixtures/office-files.mjs";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const MB = 1024 * 1024;

let seen: AttachmentContext[] = [];
const recordsAttachments: Generator = async (ctx, emit) => {
  seen = ctx.attachments;
  emit({ type: "content", content: `Read ${ctx.attachments.length} attachment(s).` });
  return {};
};

let t: TestApp;
let a: { userId: string; token: string };
let b: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestApp({ services: { generatorFor: () => recordsAttachments } });
  a = await t.signIn("files-a@example.com");
  b = await t.signIn("files-b@example.com");
});
afterAll(() => t.close());

function upload(
  token: string,
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string> = {},
  lang = "en",
) {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return t.call("/api/files", { method: "POST", token, body: form, headers: { "Accept-Language": lang } });
}
const rowCount = async () => (await t.handle.db.select().from(uploads)).length;
const storedFiles = () => readdirSync(t.filesDir).length;

async function docx(text: string): Promise<Uint8Array> {
  return new Uint8Array(
    await Packer.toBuffer(
      new Document({ sections: [{ children: text.split("\n").map((line) => new Paragraph(line)) }] }),
    ),
  );
}

describe("accepted files", () => {
  it("stores a real PNG as an image (no text), privately, and serves it inline to its owner", async () => {
    const saved = await dataOf(uploadSchema, await upload(a.token, PNG, "logo.png"));
    expect(saved).toMatchObject({
      file_name: "logo.png",
      content_type: "image/png",
      kind: "image",
      size: PNG.length,
      chat_id: null,
      text_status: "none",
      text_chars: 0,
      url: `/api/files/${saved.id}`,
    });
    const [row] = await t.handle.db.select().from(uploads).where(eq(uploads.id, saved.id));
    expect(row.storageKey).toMatch(/^[a-f0-9]{32}$/); // never the uploaded name
    expect(statSync(t.filesDir).mode & 0o777).toBe(0o700);
    expect(statSync(`${t.filesDir}/${row.storageKey}`).mode & 0o777).toBe(0o600);

    const res = await t.call(saved.url, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="logo.png"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("extracts a Word document's text for the model (docx built here), and the round reads it", async () => {
    const bytes = await docx(
      "Escrow marketplace requirements\nFunds are released when the buyer confirms pickup.",
    );
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: a.token, json: {} }),
    );
    const saved = await dataOf(
      uploadSchema,
      await upload(a.token, bytes, "需求说明.docx", { chat_id: chat.id }),
    );
    expect(saved).toMatchObject({
      kind: "document",
      chat_id: chat.id,
      text_status: "extracted",
      content_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    const res = await t.call(saved.url, { token: a.token });
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="____.docx"; filename*=UTF-8''${encodeURIComponent("需求说明.docx")}`,
    );

    await readSse(
      await t.call(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        token: a.token,
        json: { content: "Summarise the attachment", attachments: [saved.id] },
      }),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0].text).toContain("Funds are released when the buyer confirms pickup.");
    const detail = await dataOf(chatDetailSchema, await t.call(`/api/chats/${chat.id}`, { token: a.token }));
    expect(detail.messages[0].extension.attachments).toEqual([
      { id: saved.id, file_name: "需求说明.docx", content_type: saved.content_type, size: saved.size },
    ]);
  });

  it("reads text files, CSV, Excel sheets, PowerPoint slides and PDFs made here; says when a PDF cannot be read", async () => {
    const csv = await dataOf(
      uploadSchema,
      await upload(a.token, new TextEncoder().encode("\uFEFFname,price\n二手自行车,120\n"), "items.csv"),
    );
    expect(csv).toMatchObject({
      kind: "text",
      content_type: "text/csv; charset=utf-8",
      text_status: "extracted",
    });
    const [csvRow] = await t.handle.db.select().from(uploads).where(eq(uploads.id, csv.id));
    expect(csvRow.extractedText).toBe("name,price\n二手自行车,120\n");

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Pricing").addRows([
      ["Plan", "Seats", "Price"],
      ["Team", 20, 99],
    ]);
    const xlsx = await dataOf(
      uploadSchema,
      await upload(a.token, new Uint8Array(await workbook.xlsx.writeBuffer()), "pricing.xlsx"),
    );
    const [xlsxRow] = await t.handle.db.select().from(uploads).where(eq(uploads.id, xlsx.id));
    expect(xlsx.kind).toBe("spreadsheet");
    expect(xlsxRow.extractedText).toBe("Sheet: Pricing\nPlan\tSeats\tPrice\nTeam\t20\t99");

    const zip = new JSZip();
    zip.file(
      "[Content_Types].xml",
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    );
    zip.file("ppt/presentation.xml", "<p:presentation/>");
    zip.file("ppt/slides/slide2.xml", "<p:sld><a:p><a:r><a:t>Roadmap &amp; risks</a:t></a:r></a:p></p:sld>");
    zip.file(
      "ppt/slides/slide1.xml",
      "<p:sld><a:p><a:r><a:t>Campus </a:t></a:r><a:r><a:t>marketplace</a:t></a:r></a:p><a:p><a:r><a:t>Q3 launch</a:t></a:r></a:p></p:sld>",
    );
    const pptx = await dataOf(
      uploadSchema,
      await upload(a.token, await zip.generateAsync({ type: "uint8array" }), "deck.pptx"),
    );
    const [pptxRow] = await t.handle.db.select().from(uploads).where(eq(uploads.id, pptx.id));
    expect(pptx.kind).toBe("presentation");
    expect(pptxRow.extractedText).toBe(
      "Slide 1:\nCampus marketplace\nQ3 launch\n\nSlide 2:\nRoadmap & risks",
    );

    const pdf = await dataOf(
      uploadSchema,
      await upload(
        a.token,
        makePdf(["Campus marketplace brief", "Escrow (held funds) protects both sides"]),
        "brief.pdf",
      ),
    );
    const [pdfRow] = await t.handle.db.select().from(uploads).where(eq(uploads.id, pdf.id));
    expect(pdf).toMatchObject({ kind: "pdf", content_type: "application/pdf", text_status: "extracted" });
    expect(pdfRow.extractedText).toBe("Campus marketplace brief\nEscrow (held funds) protects both sides");
    // A file that starts like a PDF but has no pages: kept, and its text is said to have failed.
    const broken = await dataOf(
      uploadSchema,
      await upload(a.token, new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF"), "brief.pdf"),
    );
    expect(broken).toMatchObject({ kind: "pdf", content_type: "application/pdf", text_status: "failed" });
  });

  it("stores a PDF's Kangxi radicals and compatibility ideographs as the characters they stand for", async () => {
    // The font's ToUnicode map names radicals for ordinary characters (⼉ for 儿, ⽤ for 用, ⾦ for
    // 金) and a compatibility ideograph (U+F900 for 豈): what pdf.js reads off such a PDF.
    const pdf = makePdf(["ABCD EFG H"], {
      toUnicode: { A: "⼉", B: "童", C: "医", D: "院", E: "⽤", F: "户", G: "⾦", H: "\uF900" },
    });
    const row = await dataOf(uploadSchema, await upload(a.token, pdf, "clinic.pdf"));
    const [stored] = await t.handle.db.select().from(uploads).where(eq(uploads.id, row.id));
    expect(row.text_status).toBe("extracted");
    expect(stored.extractedText).toBe("儿童医院 用户金 豈");
    // Full-width punctuation, circled numbers and superscripts are what the author wrote: kept.
    const text = await dataOf(
      uploadSchema,
      await upload(a.token, new TextEncoder().encode("①面积：12 m²，⼈数"), "note.txt"),
    );
    const [note] = await t.handle.db.select().from(uploads).where(eq(uploads.id, text.id));
    expect(note.extractedText).toBe("①面积：12 m²，人数");
  });
});

describe("large real files", () => {
  it("reads a 50,000-row workbook from a streaming writer (its content types come after the sheet) up to the row cap", async () => {
    const bytes = await realXlsx(50_000);
    const saved = await dataOf(uploadSchema, await upload(a.token, bytes, "orders.xlsx"));
    expect(saved).toMatchObject({
      kind: "spreadsheet",
      content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      text_status: "extracted",
    });
    const [row] = await t.handle.db.select().from(uploads).where(eq(uploads.id, saved.id));
    const lines = row.extractedText!.split("\n");
    expect(lines.slice(0, 2)).toEqual(["Sheet: Orders", "Order\tCustomer\tItem\tPlaced\tAmount\tStatus"]);
    expect(lines).toHaveLength(1 + TEXT_LIMITS.maxSheetRows);
  });

  it("refuses a file past a reader's cap, naming the cap in both languages, and stores nothing", async () => {
    const [rows, files] = [await rowCount(), storedFiles()];
    expect(await refusalOf(await upload(a.token, docxBomb(100 * MB), "bomb.docx"))).toEqual({
      status: 413,
      errno: 413,
      errmsg: "File is compressed more than 100:1, the most a file may be compressed",
      details: { file: "File is compressed more than 100:1, the most a file may be compressed" },
    });
    expect((await refusalOf(await upload(a.token, entityBombDocx(), "laughs.docx", {}, "zh"))).errmsg).toBe(
      "文件包含 XML 文档类型（DTD）或实体声明，不予接受",
    );
    expect([await rowCount(), storedFiles()]).toEqual([rows, files]);
  });
});

describe("refused files", () => {
  it("refuses HTML named .png as an unsupported type, in both languages, storing nothing", async () => {
    const [rows, files] = [await rowCount(), storedFiles()];
    const html = new TextEncoder().encode(
      "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
    );
    const en = await refusalOf(await upload(a.token, html, "cat.png"));
    expect(en).toMatchObject({
      status: 400,
      errno: 400,
      errmsg: expect.stringMatching(/^unsupported type/),
      details: { file: expect.stringMatching(/^unsupported type/) },
    });
    const zh = await refusalOf(await upload(a.token, html, "cat.png", {}, "zh"));
    expect(zh.errmsg).toMatch(/^不支持的文件类型/);
    expect(await refusalOf(await upload(a.token, html, "cat.png", { purpose: "image" }))).toMatchObject({
      status: 400,
      errmsg: expect.stringMatching(/^image invalid format/),
    });
    expect([await rowCount(), storedFiles()]).toEqual([rows, files]);
  });

  it("refuses SVG, executables, text with NUL bytes or invalid UTF-8, and names with no text extension", async () => {
    const cases: [Uint8Array, string][] = [
      [
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "icon.svg",
      ],
      [Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(0)]), "setup.txt"],
      [Uint8Array.from([0x68, 0x69, 0x00, 0x68, 0x69]), "notes.txt"],
      [Uint8Array.from([0x68, 0xff, 0xfe, 0x69]), "notes.md"],
      [new TextEncoder().encode("just words"), "README"],
    ];
    for (const [bytes, name] of cases) {
      const refusal = await refusalOf(await upload(a.token, bytes, name));
      expect({
        name,
        status: refusal.status,
        unsupported: refusal.errmsg.startsWith("unsupported type"),
      }).toEqual({ name, status: 400, unsupported: true });
    }
  });

  it("says 'Word file not recognised' for a .docx that is not one", async () => {
    expect(
      await refusalOf(await upload(a.token, new TextEncoder().encode("plain text pretending"), "spec.docx")),
    ).toMatchObject({ status: 400, errmsg: expect.stringMatching(/^Word file not recognised/) });
    const zip = new JSZip();
    zip.file("hello.txt", "not a document");
    expect(
      await refusalOf(
        await upload(a.token, await zip.generateAsync({ type: "uint8array" }), "spec.docx", {}, "zh"),
      ),
    ).toMatchObject({ errmsg: expect.stringMatching(/^无法识别该 Word 文件/) });
  });

  it("refuses an image over 10 MB and a file over the configured limit", async () => {
    const big = new Uint8Array(10 * MB + 1);
    big.set(PNG);
    expect(await refusalOf(await upload(a.token, big, "huge.png"))).toMatchObject({
      status: 413,
      errno: 413,
      errmsg: expect.stringContaining("10 MB"),
    });
    process.env.UPLOAD_MAX_MB = "1";
    try {
      const text = new TextEncoder().encode("a".repeat(MB + 10));
      expect(await refusalOf(await upload(a.token, text, "long.txt", {}, "zh"))).toEqual({
        status: 413,
        errno: 413,
        errmsg: "文件大小不能超过 1 MB",
        details: { file: "文件大小不能超过 1 MB" },
      });
      // Images keep their own 10 MB limit below a lower generic one.
      expect((await upload(a.token, PNG, "small.png")).status).toBe(200);
    } finally {
      delete process.env.UPLOAD_MAX_MB;
    }
  });

  it("refuses an oversize body while it streams in, without reading the rest", async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x61);
    const total = 64; // 16 MB of chunks, pulled only when the server asks for more
    let pulled = 0;
    const boundary = "----vibe-test-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    process.env.UPLOAD_MAX_MB = "1";
    try {
      const rows = await rowCount();
      const res = await t.app.request(
        new Request("http://local/api/files", {
          method: "POST",
          body,
          headers: {
            Authorization: `Bearer ${a.token}`,
            "Content-Type": `multipart/form-data; boundary=${boundary}`,
          },
          duplex: "half",
        } as RequestInit),
      );
      expect((await refusalOf(res)).status).toBe(413);
      // The stream limit is the 10 MB image limit plus form overhead: at most ~41 of 64 chunks are read.
      expect(pulled).toBeLessThan(total);
      expect(await rowCount()).toBe(rows);
    } finally {
      delete process.env.UPLOAD_MAX_MB;
    }
  });

  it("refuses a declared Content-Length over the limit before reading, and a request without a file", async () => {
    const res = await t.call("/api/files", {
      method: "POST",
      token: a.token,
      body: "x",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(100 * MB) },
    });
    expect((await refusalOf(res)).status).toBe(413);
    const form = new FormData();
    form.append("chat_id", "whatever");
    expect(
      await refusalOf(await t.call("/api/files", { method: "POST", token: a.token, body: form })),
    ).toMatchObject({ status: 400, details: { file: "Please choose a file to upload" } });
    expect(
      await refusalOf(await t.call("/api/files", { method: "POST", token: a.token, json: { file: "x" } })),
    ).toMatchObject({ status: 400, details: { file: "Send the file as multipart/form-data" } });
  });
});

describe("two users", () => {
  it("B cannot read, delete or attach A's file, nor upload into A's chat", async () => {
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: a.token, json: {} }),
    );
    const saved = await dataOf(
      uploadSchema,
      await upload(a.token, await docx("A's confidential roadmap"), "roadmap.docx"),
    );
    expect((await t.call(saved.url, { token: b.token })).status).toBe(404);
    expect((await t.call(saved.url, { method: "DELETE", token: b.token })).status).toBe(404);
    expect((await upload(b.token, PNG, "mine.png", { chat_id: chat.id })).status).toBe(404);

    const bChat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: b.token, json: {} }),
    );
    await readSse(
      await t.call(`/api/chats/${bChat.id}/stream`, {
        method: "POST",
        token: b.token,
        json: { content: "What does it say?", attachments: [saved.id] },
      }),
    );
    expect(seen).toEqual([]); // A's upload is skipped for B
    const appended = await t.call(`/api/chats/${bChat.id}/messages`, {
      method: "POST",
      token: b.token,
      json: { content: "see file", attachments: [saved.id] },
    });
    expect((await appended.json()).data.extension).toEqual({});

    // A still has it, then deletes it: row and bytes are gone.
    const [row] = await t.handle.db.select().from(uploads).where(eq(uploads.id, saved.id));
    expect((await t.call(saved.url, { token: a.token })).status).toBe(200);
    expect(
      await dataOf(deleteUploadAnswerSchema, await t.call(saved.url, { method: "DELETE", token: a.token })),
    ).toEqual({ id: saved.id, deleted: true });
    expect((await t.call(saved.url, { token: a.token })).status).toBe(404);
    expect(readdirSync(t.filesDir)).not.toContain(row.storageKey);
  });
});
