/** Every quality case, in table order. */
import { BRAND_CASES } from "./brands";
import { CHART_CASES } from "./charts";
import { ATTACHMENT_CASES, PRD_CASES, TEST_CASE_CASES } from "./documents";
import { FOLLOWUP_CASES, TEMPLATE_CASES } from "./followups";
import { HELD_OUT_CASES } from "./held-out";
import { HELD_OUT_CHART_CASES } from "./held-out-charts";
import { HELD_OUT_CHART_5_CASES } from "./held-out-charts-5";
import { LITE_APP_CASES } from "./lite-apps";
import { LITE_APP_HELD_OUT_CASES } from "./lite-apps-held-out";
import { LITE_APP_HELD_OUT_3_CASES } from "./lite-apps-held-out-3";
import { LITE_APP_HELD_OUT_4_CASES } from "./lite-apps-held-out-4";
import { LITE_APP_HELD_OUT_5_CASES } from "./lite-apps-held-out-5";
import { PICTURE_CASES } from "./pictures";
import { PICTURE_HELD_OUT_CASES } from "./pictures-held-out";
import { COHERENCE_CASES } from "./held-out-coherence";
import { READING_CASES } from "./held-out-reading";
import { SETTINGS_HELD_OUT_CASES } from "./held-out-settings";
import { DOCS_HELD_OUT_CASES } from "./held-out-docs";
import { PRD_CHANGE_CASES } from "./held-out-prd-change";
import { TEST_CASE_HELD_OUT_CASES } from "./held-out-test-cases";
import { TC5_HELD_OUT_CASES } from "./held-out-tc5";
import { NORMAL_CASES } from "./normal";
import { WRITING_HELD_OUT_CASES } from "./held-out-writing";
import { MULT_CASES, PROTOTYPE_CASES } from "./prototypes";
import { PROTOTYPE_HELD_OUT_5_CASES } from "./held-out-prototypes-5";
import type { QualityCase } from "./types";

export const QUALITY_CASES: QualityCase[] = [
  ...NORMAL_CASES,
  ...WRITING_HELD_OUT_CASES,
  ...PRD_CASES,
  ...ATTACHMENT_CASES,
  ...TEST_CASE_CASES,
  ...CHART_CASES,
  ...PROTOTYPE_CASES,
  ...MULT_CASES,
  ...FOLLOWUP_CASES,
  ...TEMPLATE_CASES,
  ...HELD_OUT_CASES,
  ...COHERENCE_CASES,
  ...HELD_OUT_CHART_CASES,
  ...HELD_OUT_CHART_5_CASES,
  ...LITE_APP_CASES,
  ...LITE_APP_HELD_OUT_CASES,
  ...LITE_APP_HELD_OUT_3_CASES,
  ...LITE_APP_HELD_OUT_4_CASES,
  ...LITE_APP_HELD_OUT_5_CASES,
  ...PICTURE_CASES,
  ...PICTURE_HELD_OUT_CASES,
  ...BRAND_CASES,
  ...READING_CASES,
  ...SETTINGS_HELD_OUT_CASES,
  ...DOCS_HELD_OUT_CASES,
  ...PRD_CHANGE_CASES,
  ...TEST_CASE_HELD_OUT_CASES,
  ...TC5_HELD_OUT_CASES,
  ...PROTOTYPE_HELD_OUT_5_CASES,
];
