/** English example prompts per mode (GET /chats/prompts/{mode}): real product work, specific enough to try as-is. */
import type { DevicePromptCatalog, ExamplePromptCatalog } from "./example-prompts";

export const examplePromptsEn: ExamplePromptCatalog = {
  normal: [
    {
      title: "Prioritise a backlog",
      prompt:
        "I have 14 backlog items and one sprint of capacity. Walk me through RICE scoring and help me pick what ships first for a B2B invoicing tool.",
    },
    {
      title: "North-star metric",
      prompt:
        "Suggest a north-star metric and three input metrics for a language-learning app with a freemium model, and explain how each can be gamed.",
    },
    {
      title: "Interview questions",
      prompt:
        "Draft 10 user-interview questions to find out why small restaurant owners stop using our online ordering tool after the first month.",
    },
    {
      title: "Write release notes",
      prompt:
        "Turn these changes into release notes for customers: dark mode, CSV export for reports, faster search, and a fix for duplicate e-mail reminders.",
    },
    {
      title: "Pricing tiers",
      prompt:
        "Propose three pricing tiers for a team scheduling tool (5–200 seats) and say which features belong in each tier and why.",
    },
  ],
  prd: [
    {
      title: "Campus marketplace",
      prompt:
        "A PRD for a campus second-hand marketplace with escrow payments: students list items, buyers pay into escrow, and the money is released when the buyer confirms pickup.",
    },
    {
      title: "Habit tracker",
      prompt:
        "A PRD for a habit-tracking app for university students with daily check-ins, streaks, study-group challenges and gentle reminders before exams.",
    },
    {
      title: "Clinic booking",
      prompt:
        "A PRD for online appointment booking at a dental clinic: patients pick a dentist and a slot, get SMS reminders, and can reschedule up to 24 hours before.",
    },
    {
      title: "Expense approvals",
      prompt:
        "A PRD for expense reports in a 50-person company: employees snap receipts, managers approve in one tap, and finance exports a monthly CSV.",
    },
    {
      title: "Loyalty programme",
      prompt:
        "A PRD for a coffee-chain loyalty programme: earn a stamp per drink, a free drink at 10 stamps, birthday rewards, and a member tier after 50 visits.",
    },
  ],
  test_case: [
    {
      title: "Login and 2FA",
      prompt:
        "Test cases for e-mail login with two-factor authentication: correct and wrong codes, expired codes, five failed attempts, and 'remember this device'.",
    },
    {
      title: "Checkout",
      prompt:
        "Test cases for an online shop checkout: coupon codes, out-of-stock items during payment, address validation, and a payment that times out.",
    },
    {
      title: "File upload",
      prompt:
        "Test cases for uploading attachments to a support ticket: allowed types, the 20 MB limit, a renamed executable, slow networks and cancelling mid-upload.",
    },
    {
      title: "Booking changes",
      prompt:
        "Test cases for rescheduling and cancelling a hotel booking, including the free-cancellation deadline, partial refunds and time-zone differences.",
    },
  ],
  mermaid: [
    {
      title: "Refund flow",
      prompt:
        "A flowchart of an e-commerce refund: request, reason check, photo evidence for damaged goods, automatic approval under $20, and manual review above.",
    },
    {
      title: "User onboarding",
      prompt:
        "A flowchart of onboarding for a project-management SaaS: sign-up, e-mail verification, create or join a workspace, invite teammates, first project.",
    },
    {
      title: "Order state machine",
      prompt:
        "A state diagram for a food-delivery order: placed, accepted, cooking, picked up, delivered, plus cancellation by the customer or the restaurant.",
    },
    {
      title: "Password reset",
      prompt:
        "A sequence diagram of password reset between the browser, the web app, the auth service and the e-mail service, including an expired link.",
    },
    {
      title: "Leave approval",
      prompt:
        "A swimlane flowchart of a leave request: employee submits, team lead approves, HR checks the balance, and the calendar is updated.",
    },
  ],
  research: [
    {
      title: "Note-taking apps",
      prompt:
        "Compare Notion, Obsidian and Evernote for student note-taking: pricing, offline use, collaboration and what students complain about most.",
    },
    {
      title: "Meal-kit market",
      prompt:
        "Research the meal-kit delivery market: the main players, why customers cancel, and where a newcomer focused on families could win.",
    },
    {
      title: "AI meeting notes",
      prompt:
        "A competitor report on AI meeting-notes tools (Otter, Fireflies, tl;dv): features, pricing, privacy stance and gaps for regulated industries.",
    },
    {
      title: "Second-hand fashion",
      prompt:
        "Research second-hand fashion platforms in Europe: Vinted, Vestiaire Collective and Depop — business models, trust features and growth.",
    },
  ],
  agentic: [
    {
      title: "Team lunch poll",
      prompt:
        "A small web app where a team proposes lunch places, votes once a day before 11:30, and sees the winner with a map link.",
    },
    {
      title: "Reading tracker",
      prompt:
        "A reading tracker: add books, log pages read per day, see a weekly chart and a yearly goal progress bar.",
    },
    {
      title: "Event check-in",
      prompt:
        "An event check-in app: import a guest list from CSV, search by name, check guests in, and show live attendance numbers.",
    },
    {
      title: "Split the bill",
      prompt:
        "A bill-splitting app for trips: add expenses in different currencies, split them unevenly, and settle up with the fewest transfers.",
    },
  ],
  picture: [
    {
      title: "App store hero",
      prompt:
        "A clean app-store hero image for a habit-tracking app: a phone showing a streak calendar on a soft gradient background.",
    },
    {
      title: "Persona portrait",
      prompt:
        "An illustrated persona portrait: a 35-year-old clinic manager at her desk with a tablet, friendly, flat illustration style.",
    },
    {
      title: "Empty state",
      prompt:
        "A friendly empty-state illustration for an inbox with no messages: a paper plane resting on a cloud, pastel colours.",
    },
    {
      title: "Feature banner",
      prompt:
        "A website banner announcing 'Team workspaces' for a note-taking product: people around a shared board, modern and bright.",
    },
  ],
};

export const prototypePromptsEn: DevicePromptCatalog = {
  web: {
    prototype: [
      {
        title: "SaaS dashboard",
        prompt:
          "A web dashboard for a subscription analytics SaaS: MRR, churn and active users as cards, a revenue chart, and a table of recent upgrades.",
      },
      {
        title: "Marketplace listing",
        prompt:
          "A web listing page for a campus second-hand marketplace: search bar, category filters, item cards with price and condition, and an escrow badge.",
      },
      {
        title: "Clinic booking",
        prompt:
          "A web booking page for a dental clinic: pick a dentist, choose a date and time slot, and confirm with contact details.",
      },
      {
        title: "Admin user list",
        prompt:
          "An admin page listing users with search, role filter, status badges, bulk actions and pagination.",
      },
      {
        title: "Pricing page",
        prompt:
          "A pricing page for a team scheduling tool with three plans, a monthly/yearly switch, a feature comparison table and an FAQ.",
      },
    ],
    mult_prototype: [
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
  },
  mobile: {
    prototype: [
      {
        title: "Habit check-in",
        prompt:
          "A mobile home screen for a student habit tracker: today's habits with check buttons, the current streak, and a weekly progress ring.",
      },
      {
        title: "Food delivery cart",
        prompt:
          "A mobile cart screen for a food-delivery app: items with quantity steppers, delivery fee, coupon field and a sticky checkout button.",
      },
      {
        title: "Bank transfer",
        prompt:
          "A mobile money-transfer screen: pick a recent contact, enter an amount with a number pad, add a note, and confirm with Face ID.",
      },
      {
        title: "Workout player",
        prompt:
          "A mobile workout screen: exercise video area, timer, set counter, next exercise preview and pause/skip controls.",
      },
      {
        title: "Second-hand listing",
        prompt:
          "A mobile 'sell an item' screen for a campus marketplace: photos, title, price, condition, pickup location and a publish button.",
      },
    ],
    mult_prototype: [
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
  },
  tablet: {
    prototype: [
      {
        title: "Restaurant POS",
        prompt:
          "A tablet point-of-sale screen for a café: menu grid on the left, current order on the right, modifiers, and a pay button.",
      },
      {
        title: "Classroom board",
        prompt:
          "A tablet screen for teachers: class roster with attendance toggles, today's lesson plan, and quick notes per student.",
      },
      {
        title: "Warehouse picking",
        prompt:
          "A tablet picking screen for warehouse staff: the pick list by aisle, item photo, quantity to pick and a scan button.",
      },
      {
        title: "Reading app",
        prompt:
          "A tablet reading screen for an e-book app in landscape: two-page spread, chapter list sidebar and highlight tools.",
      },
    ],
    mult_prototype: [
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
};
