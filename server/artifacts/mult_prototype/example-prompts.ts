/**
 * The kind's example prompts (GET /chats/prompts/{mode}), English and Chinese: real product
 * work, specific enough to try as-is. One list per device.
 */
import type { KindExamplePrompts } from "../../services/example-prompts";

export const multPrototypeExamplePrompts: KindExamplePrompts = {
  en: {
    web: [
      {
        title: "Online course site",
        prompt:
          "A multi-page website for an online course platform: home, course catalogue, course detail with syllabus, and checkout.",
      },
      {
        title: "Recruiting portal",
        prompt:
          "A recruiting portal: job list with filters, job detail, application form, and the candidate's application status page.",
      },
      {
        title: "Help centre",
        prompt:
          "A help centre: home with search, category page, article page with feedback buttons, and a contact-support form.",
      },
      {
        title: "Project tool",
        prompt:
          "A project-management web app: project list, kanban board, task detail drawer, and team settings.",
      },
    ],
    mobile: [
      {
        title: "Travel app",
        prompt:
          "A mobile travel app: destination search, hotel list, hotel detail with photos and reviews, and booking confirmation.",
      },
      {
        title: "Habit tracker",
        prompt:
          "A mobile habit tracker: onboarding, today's habits, habit detail with history calendar, and profile with reminders.",
      },
      {
        title: "Coffee ordering",
        prompt:
          "A mobile coffee-ordering app: menu, drink customisation, cart, and order pickup status with a loyalty stamp card.",
      },
      {
        title: "Clinic app",
        prompt: "A mobile clinic app: find a doctor, book a slot, my appointments, and visit summary.",
      },
    ],
    tablet: [
      {
        title: "Clinic check-in",
        prompt:
          "A tablet self check-in kiosk for a clinic: welcome, find my appointment, confirm details, and a 'please take a seat' page.",
      },
      {
        title: "Retail catalogue",
        prompt:
          "A tablet catalogue for sales reps: product categories, product detail with specs, a quote builder, and a customer signature page.",
      },
      {
        title: "Field inspection",
        prompt:
          "A tablet app for building inspections: inspection list, checklist with photo capture, defect detail, and a summary report page.",
      },
      {
        title: "Hotel concierge",
        prompt:
          "A tablet concierge app for hotel rooms: home with services, room-service menu, spa booking, and local recommendations.",
      },
    ],
  },
  zh: {
    web: [
      {
        title: "在线课程网站",
        prompt: "做一个在线课程平台的多页面网站：首页、课程目录、带大纲的课程详情页和结算页。",
      },
      {
        title: "招聘门户",
        prompt: "做一个招聘门户：带筛选的职位列表、职位详情、投递表单，以及候选人的投递进度页。",
      },
      {
        title: "帮助中心",
        prompt: "做一个帮助中心：带搜索的首页、分类页、带“有帮助/没帮助”按钮的文章页，以及联系客服表单。",
      },
      { title: "项目管理工具", prompt: "做一个项目管理网页应用：项目列表、看板、任务详情抽屉和团队设置页。" },
    ],
    mobile: [
      {
        title: "旅行预订",
        prompt: "做一个旅行 App：目的地搜索、酒店列表、带图片和评价的酒店详情，以及预订确认页。",
      },
      {
        title: "习惯打卡 App",
        prompt: "做一个习惯打卡 App：新手引导、今日习惯、带历史日历的习惯详情，以及带提醒设置的个人页。",
      },
      {
        title: "咖啡点单",
        prompt: "做一个咖啡点单小程序：菜单、饮品定制、购物车，以及带集章卡的取餐进度页。",
      },
      { title: "诊所 App", prompt: "做一个诊所 App：找医生、预约时段、我的预约和就诊小结。" },
    ],
    tablet: [
      {
        title: "诊所自助签到",
        prompt: "做一个诊所平板自助签到机：欢迎页、查找我的预约、确认信息，以及“请稍坐等候”页。",
      },
      {
        title: "销售产品目录",
        prompt: "做一个销售代表用的平板产品目录：产品分类、带参数的产品详情、报价单生成，以及客户签字页。",
      },
      {
        title: "现场巡检",
        prompt: "做一个建筑巡检平板应用：巡检任务列表、可拍照的检查清单、问题详情和汇总报告页。",
      },
      {
        title: "酒店客房服务",
        prompt: "做一个酒店客房平板应用：服务首页、客房送餐菜单、水疗预约和周边推荐。",
      },
    ],
  },
};
