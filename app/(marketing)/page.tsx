import type { Metadata } from "next";
import { CtaBand } from "@/components/landing/cta-band";
import { Features } from "@/components/landing/features";
import { GallerySection } from "@/components/landing/gallery-section";
import { Hero } from "@/components/landing/hero";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { SiteFooter } from "@/components/landing/site-footer";
import { SiteHeader } from "@/components/landing/site-header";
import { Workflow } from "@/components/landing/workflow";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata("landing.meta", "/");
}

/** The landing page (spec §1): hero, core features, three-step workflow, gallery, call to action, footer. */
export default function HomePage() {
  return (
    <>
      <SiteHeader current="home" />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <Features />
        <Workflow />
        <GallerySection />
        <CtaBand />
      </main>
      <SiteFooter />
    </>
  );
}
