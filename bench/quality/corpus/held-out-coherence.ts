/**
 * Coherence (issue 16): does a section's sample data fit what it names? A third held-out set
 * (ids "ho2-"), written before the prototype writer was changed for it, in domains the packs do
 * not cover, about things that are picked, have a live state or a wait — not things sold; and
 * the three requests the defect was seen on (ids "co-"), kept as regressions.
 */
import { page } from "./prototypes";
import type { QualityCase } from "./types";

export const COHERENCE_CASES: QualityCase[] = [
  page(
    "co-web-en-vet",
    "en",
    "web",
    "A booking page for a small vet clinic: pick a pet, a vet and a time slot",
    ["pet", "vet", "time slot"],
  ),
  page(
    "co-mob-zh-water",
    "zh",
    "mobile",
    "水费缴纳页面：输入户号，查看账单，选择支付方式并付款",
    ["户号", "账单", "支付方式"],
    { fields: ["户号"], actions: ["付款"] },
  ),
  page("co-mob-en-ski", "en", "mobile", "Ski resort app home screen showing lift status and wait times", [
    "lift status",
    "wait times",
  ]),
  page(
    "ho2-web-en-status",
    "en",
    "web",
    "Status page for a cloud hosting company showing service status, recent incidents and uptime for the last 90 days",
    ["service status", "incidents", "uptime"],
  ),
  page(
    "ho2-mob-en-themepark",
    "en",
    "mobile",
    "Theme park app screen with ride wait times, today's show schedule and a park map",
    ["wait times", "show schedule", "map"],
  ),
  page(
    "ho2-web-en-laundromat",
    "en",
    "web",
    "Laundromat page showing machine status for washers and dryers, choose a payment method and start a wash",
    ["washer", "dryer", "payment method"],
    { actions: ["start a wash"] },
  ),
  page(
    "ho2-mob-en-petsitter",
    "en",
    "mobile",
    "Pet sitter booking screen: choose your pet, pick dates, add care notes, book a sitter",
    ["pet", "care notes"],
    { fields: ["care notes"], actions: ["book a sitter"] },
  ),
  page(
    "ho2-mob-en-parking",
    "en",
    "mobile",
    "Parking garage app: see free spaces per level, enter your plate number and pay for parking",
    ["spaces", "level"],
    { fields: ["plate number"] },
  ),
  page(
    "ho2-mob-en-smarthome",
    "en",
    "mobile",
    "Smart home app screen showing device status for lights, thermostat and door locks",
    ["device status", "thermostat"],
  ),
  page(
    "ho2-mob-zh-electric",
    "zh",
    "mobile",
    "电费缴纳小程序页面：输入户号，查看本月账单，选择支付方式并付款",
    ["户号", "账单", "支付方式"],
    { fields: ["户号"], actions: ["付款"] },
  ),
  page("ho2-web-zh-queue", "zh", "web", "医院门诊排队叫号页面，显示各科室排队状态和预计等候时间", [
    "排队",
    "等候",
  ]),
  page("ho2-mob-zh-ski", "zh", "mobile", "滑雪场小程序首页，显示缆车运行状态、雪道开放情况和天气", [
    "缆车",
    "雪道",
    "天气",
  ]),
  page(
    "ho2-web-zh-meeting",
    "zh",
    "web",
    "会议室预约页面：查看会议室状态，选择时间段，填写会议主题，提交预约",
    ["会议室", "会议主题"],
    { fields: ["会议主题"], actions: ["提交预约"] },
  ),
  page(
    "ho2-mob-zh-petgroom",
    "zh",
    "mobile",
    "宠物美容预约页面：选择宠物、服务项目和时间，确认预约",
    ["宠物", "服务项目"],
    { actions: ["确认预约"] },
  ),
];
