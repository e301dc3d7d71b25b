import { useTranslations } from "next-intl";
import { SUPPORT_EMAIL, SUPPORT_HOURS } from "@/lib/constants/wait-list";
import { textLink } from "@/components/ui/button-styles";

/** Contact by e-mail, with the support hours (spec §2, §9). */
export function WaitContact() {
  const t = useTranslations("wait");
  return (
    <section aria-labelledby="wait-contact-title" className="text-sm text-ink-700">
      <h2 id="wait-contact-title" className="font-medium text-ink-900">
        {t("contactTitle")}
      </h2>
      <p className="mt-1">
        {t.rich("contactBody", {
          email: SUPPORT_EMAIL,
          from: SUPPORT_HOURS.from,
          to: SUPPORT_HOURS.to,
          link: (chunks) => (
            <a href={`mailto:${SUPPORT_EMAIL}`} className={textLink}>
              {chunks}
            </a>
          ),
        })}
      </p>
    </section>
  );
}
