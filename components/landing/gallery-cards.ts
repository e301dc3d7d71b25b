/**
 * Server side of the landing gallery: turns seed entries into plain, already-translated card data
 * and thumbnail <img> attributes, so the client filter ships neither a message formatter nor
 * next/image's runtime (first-load JavaScript of `/`).
 */
import { getImageProps } from "next/image";
import type { GalleryItem, TemplateDesignType, TemplateTag } from "@/lib/contracts/prototype-gallery";

export type DeviceFilter = "all" | TemplateDesignType;
export type TagFilter = "all" | TemplateTag;

export type GalleryCard = Pick<GalleryItem, "slug" | "tag" | "designType" | "name" | "description"> & {
  tagLabel: string;
  deviceLabel: string;
  /** Attributes of the thumbnail <img>: src, srcSet, sizes, width, height, alt, loading. */
  image: ReturnType<typeof getImageProps>["props"];
};

export type GalleryLabels = {
  deviceFilter: string;
  categoryFilter: string;
  devices: Record<DeviceFilter, string>;
  tags: { value: TagFilter; label: string }[];
  /** "Showing {shown} of {total} templates": only the two plain arguments are filled in. */
  showing: string;
  viewMore: string;
  empty: string;
  reset: string;
};

/** The subset of next-intl's translator (server or createTranslator) that the gallery needs. */
export type GalleryTranslator = {
  (key: string, values?: Record<string, string | number>): string;
  raw(key: string): unknown;
};

const THUMBNAIL_SIZES: Record<TemplateDesignType, string> = {
  mobile: "(min-width: 1024px) 150px, (min-width: 640px) 20vw, 42vw",
  web: "(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw",
};

export function toGalleryCards(items: GalleryItem[], t: GalleryTranslator): GalleryCard[] {
  return items.map(({ thumbnail, ...item }) => ({
    ...item,
    tagLabel: t(`tags.${item.tag}`),
    deviceLabel: t(`devices.${item.designType}`),
    image: getImageProps({
      src: thumbnail.src,
      width: thumbnail.width,
      height: thumbnail.height,
      alt: t("thumbnailAlt", { name: item.name }),
      loading: "lazy",
      sizes: THUMBNAIL_SIZES[item.designType],
    }).props,
  }));
}

export function galleryLabels(t: GalleryTranslator, tags: TemplateTag[]): GalleryLabels {
  return {
    deviceFilter: t("deviceFilterLabel"),
    categoryFilter: t("categoryFilterLabel"),
    devices: { all: t("devices.all"), web: t("devices.web"), mobile: t("devices.mobile") },
    tags: [
      { value: "all", label: t("allCategories") },
      ...tags.map((tag) => ({ value: tag, label: t(`tags.${tag}`) })),
    ],
    showing: String(t.raw("showing")),
    viewMore: t("viewMore"),
    empty: t("empty"),
    reset: t("reset"),
  };
}
