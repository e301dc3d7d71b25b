/** English content for the offline prototype writers, one pack per domain. */
import type { ContentPack } from "./types";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export const PACKS_EN: Record<string, ContentPack> = {
  fitness: {
    brand: "PulseFit",
    product: "fitness tracking app",
    tagline: "Train smarter, recover better",
    hero: {
      title: "Every workout, every heartbeat, one clear plan",
      subtitle:
        "PulseFit turns your runs, lifts and sleep into a weekly plan that adapts to how you actually feel.",
      cta: "Start free trial",
      secondary: "See how it works",
    },
    features: [
      {
        icon: "activity",
        title: "Live heart-rate zones",
        body: "Know when to push and when to ease off, straight from your watch.",
      },
      {
        icon: "calendar",
        title: "Adaptive weekly plan",
        body: "Missed a session? Your plan reshuffles the week automatically.",
      },
      {
        icon: "trending-up",
        title: "Progress you can see",
        body: "Personal bests, volume and pace trends in one timeline.",
      },
      {
        icon: "moon",
        title: "Sleep-aware recovery",
        body: "Readiness score blends sleep, HRV and yesterday's strain.",
      },
      {
        icon: "users",
        title: "Clubs and challenges",
        body: "Join 5K challenges with friends and keep each other honest.",
      },
      {
        icon: "shield",
        title: "Private by default",
        body: "Your health data stays yours. Export or delete it anytime.",
      },
    ],
    steps: [
      { title: "Connect your watch", body: "Apple Watch, Garmin or Fitbit in under a minute." },
      { title: "Set a goal", body: "Run a 10K, build strength or simply move more." },
      { title: "Follow your plan", body: "Daily sessions with guidance that adapts as you improve." },
    ],
    metrics: [
      { icon: "activity", label: "Active minutes", value: "312", delta: "+14%", up: true },
      { icon: "zap", label: "Calories burned", value: "4,860", delta: "+8%", up: true },
      { icon: "heart", label: "Resting heart rate", value: "58 bpm", delta: "-3 bpm", up: true },
      { icon: "moon", label: "Avg. sleep", value: "7h 24m", delta: "-12m", up: false },
    ],
    chart: {
      title: "Training load this week",
      unit: "min",
      labels: DAYS,
      series: [42, 55, 38, 64, 47, 82, 30],
      compare: [35, 40, 45, 50, 40, 60, 25],
    },
    table: {
      title: "Recent workouts",
      columns: ["Workout", "Date", "Duration", "Status"],
      rows: [
        ["Tempo run · 8.2 km", "Jun 12", "41 min", "Completed"],
        ["Upper body strength", "Jun 11", "52 min", "Completed"],
        ["Recovery yoga", "Jun 10", "25 min", "Completed"],
        ["Interval ride", "Jun 09", "38 min", "Skipped"],
        ["Long run · 15 km", "Jun 08", "1h 22m", "Completed"],
      ],
    },
    activity: {
      title: "Today",
      items: [
        { title: "Morning run", meta: "6:40 AM · 5.4 km", value: "28 min" },
        { title: "Core circuit", meta: "12:15 PM · 6 sets", value: "18 min" },
        { title: "Evening walk", meta: "7:30 PM · 3.1 km", value: "35 min" },
      ],
    },
    nav: [
      { icon: "home", label: "Overview" },
      { icon: "activity", label: "Workouts" },
      { icon: "calendar", label: "Plan" },
      { icon: "users", label: "Clubs" },
      { icon: "settings", label: "Settings" },
    ],
    plans: [
      {
        name: "Starter",
        price: "$0",
        period: "/month",
        features: ["Activity tracking", "3 workout plans", "Weekly summary"],
      },
      {
        name: "Pro",
        price: "$9",
        period: "/month",
        features: ["Adaptive plans", "Heart-rate zones", "Recovery score", "Unlimited history"],
        highlight: true,
      },
      {
        name: "Coach",
        price: "$24",
        period: "/month",
        features: ["Everything in Pro", "1:1 coach chat", "Custom programs"],
      },
    ],
    testimonial: {
      quote:
        "I finally stopped overtraining. PulseFit told me to rest on Thursday and I set a 10K PB on Sunday.",
      name: "Maya Thompson",
      role: "Marathon runner, Portland",
    },
    goals: {
      title: "What do you want to achieve?",
      options: [
        "Run my first 10K",
        "Build strength",
        "Lose weight",
        "Sleep better",
        "Reduce stress",
        "Stay consistent",
      ],
    },
    onboarding: [
      {
        icon: "target",
        title: "Set your goal",
        body: "Tell us what you're training for and we'll build a plan around it.",
      },
      {
        icon: "activity",
        title: "Connect your devices",
        body: "Sync workouts, heart rate and sleep from the watch you already own.",
      },
      {
        icon: "calendar",
        title: "Get your first week",
        body: "Five short sessions to find your baseline. You can change anything later.",
      },
    ],
    notifications: [
      { label: "Workout reminders", desc: "A nudge 30 minutes before a planned session", on: true },
      { label: "Weekly summary", desc: "Your progress every Sunday evening", on: true },
      { label: "Club activity", desc: "When friends finish a challenge", on: false },
    ],
    user: { name: "Alex Rivera", email: "alex.rivera@pulsefit.app", role: "Pro member" },
  },
  finance: {
    brand: "Ledgerly",
    product: "personal finance app",
    tagline: "Money that makes sense",
    hero: {
      title: "See where every dollar goes, and where it should",
      subtitle:
        "Ledgerly connects your accounts, sorts spending automatically and keeps your budget on track.",
      cta: "Create free account",
      secondary: "Watch demo",
    },
    features: [
      {
        icon: "wallet",
        title: "All accounts in one place",
        body: "Checking, savings, cards and investments, updated every hour.",
      },
      {
        icon: "chart",
        title: "Smart budgets",
        body: "Category budgets that learn from last month's spending.",
      },
      {
        icon: "bell",
        title: "Bill reminders",
        body: "Never miss a due date: alerts three days before each bill.",
      },
      {
        icon: "target",
        title: "Savings goals",
        body: "Round-ups and automatic transfers toward what matters.",
      },
      { icon: "shield", title: "Bank-level security", body: "256-bit encryption and read-only connections." },
      {
        icon: "file",
        title: "Tax-ready reports",
        body: "Export categorized spending as CSV or PDF in one click.",
      },
    ],
    steps: [
      { title: "Link your accounts", body: "Over 12,000 banks supported, read-only and encrypted." },
      { title: "Review your categories", body: "We sort transactions; you adjust anything that looks off." },
      { title: "Set budgets and goals", body: "Get a weekly check-in that keeps you on track." },
    ],
    metrics: [
      { icon: "wallet", label: "Net balance", value: "$24,380", delta: "+$1,240", up: true },
      { icon: "card", label: "Spent this month", value: "$3,126", delta: "-6%", up: true },
      { icon: "target", label: "Saved toward goals", value: "$8,450", delta: "+$600", up: true },
      { icon: "file", label: "Upcoming bills", value: "$1,094", delta: "4 due", up: false },
    ],
    chart: {
      title: "Spending vs. budget",
      unit: "$",
      labels: MONTHS.slice(0, 7),
      series: [2980, 3240, 2860, 3410, 3020, 3126, 2890],
      compare: [3200, 3200, 3200, 3200, 3200, 3200, 3200],
    },
    table: {
      title: "Recent transactions",
      columns: ["Merchant", "Date", "Amount", "Status"],
      rows: [
        ["Whole Foods Market", "Jun 12", "-$86.40", "Cleared"],
        ["Salary · Acme Corp", "Jun 10", "+$4,250.00", "Cleared"],
        ["Netflix", "Jun 09", "-$15.49", "Cleared"],
        ["Shell Station", "Jun 08", "-$52.10", "Pending"],
        ["Transfer to Savings", "Jun 07", "-$500.00", "Cleared"],
      ],
    },
    activity: {
      title: "Bills due soon",
      items: [
        { title: "Rent", meta: "Due Jun 15", value: "$1,650" },
        { title: "Electricity", meta: "Due Jun 18", value: "$94" },
        { title: "Phone plan", meta: "Due Jun 21", value: "$45" },
      ],
    },
    nav: [
      { icon: "home", label: "Overview" },
      { icon: "card", label: "Accounts" },
      { icon: "chart", label: "Budgets" },
      { icon: "target", label: "Goals" },
      { icon: "settings", label: "Settings" },
    ],
    plans: [
      {
        name: "Basic",
        price: "$0",
        period: "/month",
        features: ["2 linked accounts", "Monthly budget", "Spending insights"],
      },
      {
        name: "Plus",
        price: "$6",
        period: "/month",
        features: ["Unlimited accounts", "Custom categories", "Bill reminders", "Goals"],
        highlight: true,
      },
      {
        name: "Family",
        price: "$12",
        period: "/month",
        features: ["Everything in Plus", "Up to 5 members", "Shared budgets"],
      },
    ],
    testimonial: {
      quote: "We paid off $11,000 of card debt in a year just by seeing our spending clearly every Sunday.",
      name: "Daniel & Priya Shah",
      role: "Ledgerly Family users",
    },
    goals: {
      title: "What are you saving for?",
      options: ["Emergency fund", "Pay off debt", "Buy a home", "Travel", "Retirement", "Just budgeting"],
    },
    onboarding: [
      {
        icon: "wallet",
        title: "Bring your money together",
        body: "Link your bank accounts and cards securely, read-only.",
      },
      {
        icon: "chart",
        title: "Understand your spending",
        body: "See where your money went last month, sorted automatically.",
      },
      {
        icon: "target",
        title: "Make a plan",
        body: "Set a budget and a first goal. We'll check in every week.",
      },
    ],
    notifications: [
      { label: "Large transactions", desc: "Anything over $200 on any account", on: true },
      { label: "Bill reminders", desc: "Three days before a bill is due", on: true },
      { label: "Weekly money check-in", desc: "A summary every Sunday morning", on: false },
    ],
    user: { name: "Jordan Lee", email: "jordan.lee@mail.com", role: "Plus plan" },
  },
  saas: {
    brand: "Northwind",
    product: "sales analytics platform",
    tagline: "Revenue clarity for growing teams",
    hero: {
      title: "Know which deals will close before the quarter does",
      subtitle:
        "Northwind unifies your CRM, billing and product data into live pipeline forecasts your whole team trusts.",
      cta: "Start 14-day trial",
      secondary: "Book a demo",
    },
    features: [
      {
        icon: "chart",
        title: "Live pipeline",
        body: "Every deal by stage, owner and close date, always current.",
      },
      {
        icon: "trending-up",
        title: "Forecasts that learn",
        body: "Win-probability models trained on your own history.",
      },
      { icon: "users", title: "Team leaderboards", body: "Quota attainment and activity for every rep." },
      { icon: "zap", title: "Automations", body: "Alerts when a key deal stalls for more than 7 days." },
      { icon: "layers", title: "60+ integrations", body: "Salesforce, HubSpot, Stripe, Slack and more." },
      { icon: "shield", title: "SOC 2 Type II", body: "SSO, audit logs and role-based access built in." },
    ],
    steps: [
      { title: "Connect your CRM", body: "Two-click sync with Salesforce or HubSpot." },
      { title: "Pick your metrics", body: "Start from templates for SaaS, services or retail." },
      { title: "Share the dashboard", body: "Weekly digests land in Slack and email." },
    ],
    metrics: [
      { icon: "dollar", label: "Monthly revenue", value: "$482.6K", delta: "+12.4%", up: true },
      { icon: "target", label: "Win rate", value: "31.8%", delta: "+2.1 pts", up: true },
      { icon: "users", label: "New customers", value: "128", delta: "+18", up: true },
      { icon: "trending-down", label: "Churn", value: "1.9%", delta: "+0.3 pts", up: false },
    ],
    chart: {
      title: "Revenue by month",
      unit: "$K",
      labels: MONTHS.slice(0, 9),
      series: [312, 338, 351, 349, 388, 402, 431, 458, 483],
      compare: [300, 315, 330, 345, 360, 375, 390, 405, 420],
    },
    table: {
      title: "Top open deals",
      columns: ["Account", "Owner", "Value", "Stage"],
      rows: [
        ["Globex Corporation", "Sarah Kim", "$84,000", "Negotiation"],
        ["Initech", "Marcus Webb", "$52,500", "Proposal"],
        ["Umbrella Health", "Sarah Kim", "$47,200", "Discovery"],
        ["Stark Logistics", "Leo Park", "$39,900", "Negotiation"],
        ["Wayne Retail", "Ana Costa", "$28,750", "Proposal"],
      ],
    },
    activity: {
      title: "Recent activity",
      items: [
        { title: "Globex moved to Negotiation", meta: "Sarah Kim · 12 min ago", value: "$84K" },
        { title: "Initech proposal sent", meta: "Marcus Webb · 1 h ago", value: "$52.5K" },
        { title: "Hooli closed won", meta: "Ana Costa · 3 h ago", value: "$31K" },
      ],
    },
    nav: [
      { icon: "home", label: "Dashboard" },
      { icon: "chart", label: "Pipeline" },
      { icon: "users", label: "Accounts" },
      { icon: "file", label: "Reports" },
      { icon: "settings", label: "Settings" },
    ],
    plans: [
      {
        name: "Team",
        price: "$29",
        period: "/seat/mo",
        features: ["Pipeline dashboard", "5 integrations", "Weekly digests"],
      },
      {
        name: "Business",
        price: "$59",
        period: "/seat/mo",
        features: ["AI forecasts", "Unlimited integrations", "Automations", "SSO"],
        highlight: true,
      },
      {
        name: "Enterprise",
        price: "Custom",
        period: "",
        features: ["Dedicated success manager", "Audit logs", "Custom SLA"],
      },
    ],
    testimonial: {
      quote: "Our forecast used to be a spreadsheet argument. With Northwind we called Q3 within 2%.",
      name: "Rachel Moreno",
      role: "VP Sales, Brightline",
    },
    goals: {
      title: "What should Northwind help with first?",
      options: [
        "Forecast accuracy",
        "Pipeline hygiene",
        "Rep coaching",
        "Board reporting",
        "Churn alerts",
        "Quota planning",
      ],
    },
    onboarding: [
      {
        icon: "layers",
        title: "Connect your data",
        body: "Sync your CRM and billing system. Nothing is changed in the source.",
      },
      {
        icon: "users",
        title: "Invite your team",
        body: "Add reps and managers; everyone sees the numbers that matter to them.",
      },
      {
        icon: "chart",
        title: "Review your first forecast",
        body: "In a few minutes you'll see this quarter's pipeline, scored.",
      },
    ],
    notifications: [
      { label: "Deal stalled alerts", desc: "When a deal over $25K has no activity for 7 days", on: true },
      { label: "Weekly pipeline digest", desc: "Every Monday at 8:00 AM", on: true },
      { label: "Product updates", desc: "New features, about once a month", on: false },
    ],
    user: { name: "Sarah Kim", email: "sarah.kim@northwind.io", role: "Sales manager" },
  },
};

export { MONTHS as MONTHS_EN, DAYS as DAYS_EN };
