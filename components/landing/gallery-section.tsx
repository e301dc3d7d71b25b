import { getLocale, getTranslations } from "next-intl/server";
import { TEMPLATE_TAGS, toGalleryItems } from "@/server/seed/prototype-templates";
import { galleryLabels, toGalleryCards } from "./gallery-cards";
import { PrototypeGallery } from "./prototype-gallery";
import { container, deferredSection, sectionSubtitle, sectionTitle } from "./styles";

/** Server side of the gallery: turns the seed list into plain, translated data for the client filter. */
export async function GallerySection() {
  const t = await getTranslations("landing.gallerySection");
  const galleryT = await getTranslations("gallery");
  const items = toGalleryItems(await getLocale());
  const tags = TEMPLATE_TAGS.filter((tag) => items.some((item) => item.tag === tag));
  return (
    <section id="gallery" aria-labelledby="gallery-title" className={`scroll-mt-20 border-t border-slate-200 bg-white py-20 sm:py-24 ${deferredSection}`}>
      <div className={container}>
        <div className="max-w-2xl">
          <h2 id="gallery-title" className={sectionTitle}>
            {t("title")}
          </h2>
          <p className={sectionSubtitle}>{t("subtitle")}</p>
        </div>
        <PrototypeGallery cards={toGalleryCards(items, galleryT)} labels={galleryLabels(galleryT, tags)} />
      </div>
    </section>
  );
}
