import { getTranslations } from "next-intl/server";
import { ChatIcon, ShareIcon, SparkIcon } from "./icons";
import { LandingSection } from "./landing-section";

const STEPS = [
  { key: "describe", Icon: ChatIcon },
  { key: "generate", Icon: SparkIcon },
  { key: "refine", Icon: ShareIcon },
] as const;

export async function Workflow() {
  const t = await getTranslations("landing.workflow");
  return (
    <LandingSection
      id="how-it-works"
      title={t("title")}
      subtitle={t("subtitle")}
      className="bg-slate-50 py-20 sm:py-24"
      centered
    >
      <ol className="mt-14 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ key, Icon }, index) => (
          <li key={key} className="relative rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
            <div className="flex items-center gap-3">
              <span
                className="grid h-10 w-10 place-items-center rounded-full bg-brand-600 text-base font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <Icon width={22} height={22} className="text-brand-700" />
            </div>
            <p className="mt-5 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {t("stepLabel", { number: index + 1 })}
            </p>
            <h3 className="mt-1 text-xl font-semibold text-ink-900">{t(`steps.${key}.title`)}</h3>
            <p className="mt-3 leading-relaxed text-ink-700">{t(`steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
