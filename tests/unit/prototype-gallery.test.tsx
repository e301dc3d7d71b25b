/** @jest-environment jsdom */
/** The landing page's gallery filter: device toggle, category chips, "View more" (issue 3). */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import messages from "@/messages/en.json";
import { galleryLabels, toGalleryCards, type GalleryTranslator } from "@/components/landing/gallery-cards";
import { PrototypeGallery } from "@/components/landing/prototype-gallery";
import { TEMPLATE_TAGS, type GalleryItem, type TemplateTag } from "@/lib/contracts/prototype-gallery";

// The same translator the server section uses, over the real English messages.
const t = createTranslator({ locale: "en", messages, namespace: "gallery" }) as unknown as GalleryTranslator;

function item(n: number, designType: GalleryItem["designType"], tag: TemplateTag): GalleryItem {
  return {
    slug: `template-${n}`,
    tag,
    designType,
    name: `Template ${n}`,
    description: `Description ${n}`,
    thumbnail: {
      src: `/gallery/template-${n}.jpg`,
      width: designType === "web" ? 640 : 260,
      height: designType === "web" ? 400 : 563,
    },
  };
}

// 15 items: 9 web, 6 mobile; 4 finance.
const ITEMS: GalleryItem[] = Array.from({ length: 15 }, (_, i) =>
  item(i + 1, i % 5 < 3 ? "web" : "mobile", i % 4 === 0 ? "finance" : "travel"),
);
const TAGS = TEMPLATE_TAGS.filter((tag) => ITEMS.some((i) => i.tag === tag));

function renderGallery(items = ITEMS, tags = TAGS) {
  return render(<PrototypeGallery cards={toGalleryCards(items, t)} labels={galleryLabels(t, tags)} />);
}

const cards = () => screen.getAllByRole("listitem").filter((li) => within(li).queryByRole("link"));

test("shows six at first and six more per click, then hides View more", () => {
  renderGallery();
  expect(cards()).toHaveLength(6);
  expect(screen.getByText("Showing 6 of 15 templates")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "View more" }));
  expect(cards()).toHaveLength(12);
  fireEvent.click(screen.getByRole("button", { name: "View more" }));
  expect(cards()).toHaveLength(15);
  expect(screen.queryByRole("button", { name: "View more" })).toBeNull();
});

test("device filter is a group of toggle buttons with aria-pressed", () => {
  renderGallery();
  const group = screen.getByRole("group", { name: "Device type" });
  const all = within(group).getByRole("button", { name: "All" });
  const mobile = within(group).getByRole("button", { name: "Mobile" });
  expect(all.getAttribute("aria-pressed")).toBe("true");
  expect(mobile.getAttribute("aria-pressed")).toBe("false");
  fireEvent.click(mobile);
  expect(mobile.getAttribute("aria-pressed")).toBe("true");
  expect(all.getAttribute("aria-pressed")).toBe("false");
  expect(cards()).toHaveLength(6);
  expect(screen.getByText("Showing 6 of 6 templates")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "View more" })).toBeNull();
  for (const card of cards()) expect(within(card).getByText("Mobile")).toBeTruthy();
});

test("category chips filter and combine with the device filter; the page resets to six", () => {
  renderGallery();
  fireEvent.click(screen.getByRole("button", { name: "View more" }));
  const categories = screen.getByRole("group", { name: "Category" });
  fireEvent.click(within(categories).getByRole("button", { name: "Finance" }));
  expect(within(categories).getByRole("button", { name: "Finance" }).getAttribute("aria-pressed")).toBe(
    "true",
  );
  expect(cards()).toHaveLength(4);
  fireEvent.click(
    within(screen.getByRole("group", { name: "Device type" })).getByRole("button", { name: "Web" }),
  );
  const expected = ITEMS.filter((i) => i.tag === "finance" && i.designType === "web").length;
  expect(cards()).toHaveLength(expected);
});

test("an empty combination says so and offers a reset", () => {
  const only = [item(1, "web", "finance")];
  renderGallery(only, ["finance"]);
  fireEvent.click(screen.getByRole("button", { name: "Mobile" }));
  expect(screen.getByText("No templates match these filters yet.")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Show all templates" }));
  expect(cards()).toHaveLength(1);
});

test("each card links to the template preview with a lazy, sized, optimised thumbnail", () => {
  renderGallery();
  const link = within(cards()[0]).getByRole("link");
  expect(link.getAttribute("href")).toBe("/template-preview?slug=template-1");
  const img = within(link).getByRole("img", { name: "Screenshot of the Template 1 template" });
  expect(img.getAttribute("loading")).toBe("lazy");
  expect(img.getAttribute("width")).toBe("640");
  expect(img.getAttribute("height")).toBe("400");
  // Served through the image optimiser at widths chosen for the card's layout.
  expect(img.getAttribute("srcset")).toContain("/_next/image?url=%2Fgallery%2Ftemplate-1.jpg&w=");
  expect(img.getAttribute("sizes")).toBe("(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw");
  expect(within(link).getByRole("heading", { level: 3, name: "Template 1" })).toBeTruthy();
});
