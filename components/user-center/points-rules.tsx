"use client";
import { useTranslations } from "next-intl";
import {
  INVITE_ACTIVATION_POINTS,
  INVITE_FIRST_CREATION_POINTS,
  MONTHLY_GRANT_POINTS,
  POINT_COSTS,
} from "@/lib/contracts/points";
import { SectionCard } from "./section-card";

const COSTS = [
  "prototypeGeneration",
  "prototypeModification",
  "researchReport",
  "prdGeneration",
  "flowchartGeneration",
] as const;

/** The points rules of spec §9: monthly grant, cost per generation, invite rewards. */
export function PointsRules() {
  const t = useTranslations("points");
  return (
    <SectionCard id="rules" title={t("rulesHeading")}>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-ink-700">
        <li>{t("monthly", { points: MONTHLY_GRANT_POINTS })}</li>
        <li>
          {t("costsIntro")}
          <ul className="mt-2 grid gap-1 pl-0 sm:grid-cols-2">
            {COSTS.map((key) => (
              <li
                key={key}
                className="flex justify-between gap-3 rounded-lg bg-slate-50 px-3 py-1.5 text-ink-900"
              >
                <span>{t(`costs.${key}`)}</span>
                <span className="font-medium">{t("amount", { count: POINT_COSTS[key] })}</span>
              </li>
            ))}
          </ul>
        </li>
        <li>{t("normalFree")}</li>
        <li>{t("inviteActivation", { points: INVITE_ACTIVATION_POINTS })}</li>
        <li>{t("inviteFirstCreation", { points: INVITE_FIRST_CREATION_POINTS })}</li>
      </ul>
    </SectionCard>
  );
}
