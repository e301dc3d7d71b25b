/** File sizes in the space: a dash only when there is no file; an empty store reads "0 B". */
import { formatBytes, hostOf } from "@/components/space/item-meta";

it("formats sizes in the user's locale, with a dash for no file and 0 B for nothing stored", () => {
  expect(formatBytes(null, "en")).toBe("—");
  expect(formatBytes(undefined, "zh")).toBe("—");
  expect(formatBytes(0, "en")).toBe("0 B");
  expect(formatBytes(512, "en")).toBe("512 B");
  expect(formatBytes(1536, "en")).toBe("1.5 KB");
  expect(formatBytes(20 * 1024 * 1024, "zh")).toBe("20 MB");
});

it("names a link's host without its www", () => {
  expect(hostOf(null)).toBeNull();
  expect(hostOf("https://www.example.com/a?b")).toBe("example.com");
  expect(hostOf("not a link")).toBeNull();
});
