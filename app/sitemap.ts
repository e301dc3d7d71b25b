import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/seo/page-metadata";

export const PUBLIC_PAGES = ["/", "/about", "/user-manual", "/template-preview"];

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PAGES.map((path) => ({
    url: `${siteUrl()}${path}`,
    changeFrequency: "weekly",
    priority: path === "/" ? 1 : 0.7,
  }));
}
