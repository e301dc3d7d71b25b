import { getTranslations } from "next-intl/server";
import {
  ChecklistIcon,
  DevicesIcon,
  DocumentIcon,
  FlowIcon,
  LibraryIcon,
  ResearchIcon,
  RocketIcon,
  ShareIcon,
} from "./icons";
import { LandingSection } from "./landing-section";

const FEATURES = [
  { key: "prds", Icon: DocumentIcon },
  { key: "testCases", Icon: ChecklistIcon },
  { key: "prototypes", Icon: DevicesIcon },
  { key: "flowcharts", Icon: FlowIcon },
  { key: "researchReports", Icon: ResearchIcon },
  { key: "liteApps", Icon: RocketIcon },
  { key: "knowledge", Icon: LibraryIcon },
  { key: "sharing", Icon: ShareIcon },
] as const;

export async function Features() {
  const t = await getTranslations("landing.features");
  return (
    <LandingSection
      id="features"
      title={t("title")}
      subtitle={t("subtitle")}
      className="border-t border-slate-200 bg-white py-20 sm:py-24"
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, Icon }) => (
          <li
            key={key}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 transition-shadow hover:shadow-md sm:block sm:p-6"
          >
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon width={22} height={22} />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink-900 sm:mt-5">{t(`items.${key}.title`)}</h3>
              <p className="mt-1.5 text-[15px] leading-relaxed text-ink-700 sm:mt-2">
                {t(`items.${key}.text`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
