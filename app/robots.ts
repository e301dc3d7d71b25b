import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/seo/page-metadata";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: ["/", "/about", "/user-manual", "/template-preview"],
        disallow: ["/api/", "/chat", "/auth/", "/wait", "/import", "/html/", "/shared/"],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
