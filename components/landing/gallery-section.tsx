import { getLocale, getTranslations } from "next-intl/server";
import { TEMPLATE_TAGS, toGalleryItems } from "@/lib/contracts/prototype-gallery";
import { galleryLabels, toGalleryCards } from "./gallery-cards";
import { PrototypeGallery } from "./prototype-gallery";
import { LandingSection } from "./landing-section";

/** Server side of the gallery: turns the seed list into plain, translated data for the client filter. */
export async function GallerySection() {
  const t = await getTranslations("landing.gallerySection");
  const galleryT = await getTranslations("gallery");
  const useLabel = (await getTranslations("templatePreview"))("use");
  const items = toGalleryItems(await getLocale());
  const tags = TEMPLATE_TAGS.filter((tag) => items.some((item) => item.tag === tag));
  return (
    <LandingSection
      id="gallery"
      title={t("title")}
      subtitle={t("subtitle")}
      className="border-t border-slate-200 bg-white py-20 sm:py-24"
    >
      <PrototypeGallery
        cards={toGalleryCards(items, galleryT)}
        labels={galleryLabels(galleryT, tags)}
        useLabel={useLabel}
      />
    </LandingSection>
  );
}
