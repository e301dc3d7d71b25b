/** English domain knowledge, commerce, work and community (and the generic fallback). */
import type { DomainId, DomainPack } from "./domains";

const f = (name: string, detail: string) => ({ name, detail });

export const DOMAIN_PACKS_EN_WORK: Partial<Record<DomainId, DomainPack>> = {
  marketplace: {
    label: "a second-hand marketplace",
    users: ["buyers looking for a good deal", "sellers clearing out items"],
    needs: ["finding the right item nearby at a fair price", "listing quickly and selling safely"],
    oneLiner: "{A_product} where {audience} buy and sell used items quickly, fairly and safely.",
    problem:
      "{Audience} trade in crowded chat groups: listings get buried, prices are guesswork, and meeting strangers feels risky.",
    loop: "list an item → matched buyers get notified → chat → meet or ship → both rate each other",
    features: [
      f("Listing in 30 seconds", "photo, price and condition; title and category suggested"),
      f("Search and alerts", "filters by location, price and condition, plus alerts for wanted items"),
      f("In-app chat", "offers and meeting arrangements without sharing phone numbers"),
      f("Ratings and safe meeting points", "both sides rate the deal; suggested public meeting spots"),
    ],
    later: ["escrow payments", "shipping integration"],
    ideas: [
      f("Price hint", "show what similar items sold for"),
      f("Wanted board", "buyers post what they need and sellers respond"),
      f("Bundle deals", "buy several items from one seller in one meeting"),
    ],
    metric: "The share of listings that sell within 7 days.",
    risk: "Chicken and egg: seed supply in one place (one campus, one neighbourhood) before widening.",
  },
  ecommerce: {
    label: "e-commerce",
    users: ["shoppers", "store owners and staff"],
    needs: ["finding the right product and checking out fast", "selling more with less manual work"],
    oneLiner: "{A_product} that helps {audience} find what they want and buy it in a few taps.",
    problem:
      "{Audience} abandon purchases when products are hard to find, details are missing or checkout takes too long.",
    loop: "discover → compare → buy → delivery updates → review and reorder",
    features: [
      f("Search and filters that work", "typo-tolerant search, filters by size, price and availability"),
      f("Rich product pages", "real photos, sizing, delivery date and reviews above the fold"),
      f("Fast checkout", "saved addresses and payment, guest checkout allowed"),
      f("Order tracking", "status updates and easy returns"),
    ],
    later: ["loyalty programme", "live shopping"],
    ideas: [
      f("Back-in-stock alerts", "notify when a sold-out size returns"),
      f("Buy it again", "one-tap reorder of consumables"),
      f("Size advisor", "recommend a size from past purchases and returns"),
    ],
    metric: "Conversion rate from product page to order, and repeat purchase rate in 60 days.",
    risk: "Acquisition cost: check that the first order pays back the cost of getting the customer.",
  },
  booking: {
    label: "bookings and scheduling",
    users: ["customers booking a slot", "business owners and staff managing the calendar"],
    needs: ["booking a convenient time without a phone call", "a full calendar and fewer no-shows"],
    oneLiner: "{A_product} that lets customers book a slot in seconds and keeps {audience}'s calendar full.",
    problem:
      "Bookings still happen by phone and chat: staff are interrupted, double bookings happen, and no-shows cost money.",
    loop: "see free slots → book → reminder → visit → rebook",
    features: [
      f("Online booking page", "free slots in real time, shareable as a link"),
      f("Calendar for staff", "who works when, with breaks and holidays"),
      f("Reminders and confirmations", "fewer no-shows, easy rescheduling"),
      f("Deposits or cancellation rules", "protect busy slots"),
    ],
    later: ["packages and memberships", "marketing campaigns"],
    ideas: [
      f("Waitlist", "fill cancelled slots automatically"),
      f("Rebook reminder", "suggest the next visit at the right interval"),
      f("Peak pricing", "price slots by demand"),
    ],
    metric: "The share of bookings made online, and the no-show rate.",
    risk: "Businesses hate switching calendars: import existing bookings on day one.",
  },
  team: {
    label: "team collaboration",
    users: ["team members doing the daily work", "team leads who need visibility"],
    needs: ["knowing what to do next without extra meetings", "seeing progress and blockers early"],
    oneLiner:
      "{A_product} that shows {audience} who is doing what, and what is stuck, without another meeting.",
    problem:
      "{Audience} coordinate in chat and meetings; tasks get lost, status is unclear, and blockers surface too late.",
    loop: "plan the week → update status in one click → leads spot blockers → weekly review",
    features: [
      f("Shared task board", "owner, due date and status for every task"),
      f("One-click updates", "status changes from chat or email"),
      f("Weekly summary", "what was done, what slipped, what is next"),
      f("Blocker alerts", "a task stuck for days is flagged to the lead"),
    ],
    later: ["time tracking", "resource planning"],
    ideas: [
      f("Async stand-up", "a short daily question instead of a meeting"),
      f("Decision log", "record why something was decided"),
      f("Focus time", "mark hours when nobody should interrupt"),
    ],
    metric: "Weekly active members per team, and tasks updated without a meeting.",
    risk: "Teams already have a tool: find the one job it does badly and win that first.",
  },
  devtools: {
    label: "developer tools",
    users: ["developers", "tech leads who choose the tooling"],
    needs: ["getting the job done without leaving their workflow", "reliability, security and a clear cost"],
    oneLiner: "{A_product} that saves {audience} time on a task they repeat every week.",
    problem:
      "{Audience} lose time to a repetitive, error-prone task that sits outside their editor and pipeline.",
    loop: "install → first success in minutes → used in the daily workflow → shared with the team",
    features: [
      f("Five-minute setup", "one command or one config file"),
      f("Works where they work", "CLI, editor and CI integration"),
      f("Clear output", "errors that say what to fix"),
      f("Team settings", "shared config and permissions"),
    ],
    later: ["self-hosting", "enterprise SSO"],
    ideas: [
      f("Dry-run mode", "preview changes before applying them"),
      f("Copy-paste examples", "docs with runnable snippets"),
      f("Usage insights", "show the time saved each month"),
    ],
    metric: "Time to first success, and weekly active projects.",
    risk: "Developers try many tools and drop most: the first five minutes decide.",
  },
  social: {
    label: "a community",
    users: ["members looking for people like them", "organisers and moderators"],
    needs: ["meaningful connections and a safe space", "tools to grow and moderate the group"],
    oneLiner: "{A_product} where {audience} find people with the same interests and actually talk.",
    problem:
      "{Audience} are scattered across big platforms where conversations drown in noise and new members never get a reply.",
    loop: "join → first reply within hours → regular threads or events → invite friends",
    features: [
      f("Interest-based groups", "small spaces around a shared topic"),
      f("Welcome flow", "new members introduce themselves and get a reply"),
      f("Events", "meetups or online sessions with RSVPs"),
      f("Moderation tools", "reporting, muting and clear rules"),
    ],
    later: ["paid memberships", "creator tools"],
    ideas: [
      f("Weekly prompt", "a question that starts conversations"),
      f("Member spotlights", "introduce one member each week"),
      f("Quiet mode", "a digest instead of constant notifications"),
    ],
    metric: "The share of new members who post or reply in their first week.",
    risk: "An empty community drives people away: seed it with a core group before opening up.",
  },
  content: {
    label: "content and media",
    users: ["readers, viewers or listeners", "creators publishing the content"],
    needs: ["content worth their time, easy to find", "an audience and a way to earn from it"],
    oneLiner: "{A_product} that helps {audience} find content worth their time and come back for more.",
    problem: "{Audience} drown in endless feeds and miss the pieces they would value most.",
    loop: "discover → consume → save or share → personalised next recommendation",
    features: [
      f("Curated feed", "fewer, better items chosen by interests"),
      f("Save for later", "a reading or watching queue"),
      f("Creator pages", "follow a creator and get new work"),
      f("Sharing", "share a clip or quote with one tap"),
    ],
    later: ["subscriptions", "comments and community"],
    ideas: [
      f("Daily digest", "five picks each morning"),
      f("Progress sync", "continue where you left off on any device"),
      f("Highlights", "save and revisit the best parts"),
    ],
    metric: "Weekly return rate and time spent on saved items.",
    risk: "Content supply: decide whether it is created, licensed or curated, and what it costs.",
  },
  notes: {
    label: "notes and knowledge",
    users: ["people who collect notes and ideas", "teams sharing what they know"],
    needs: ["capturing quickly and finding it again", "one source of truth that stays current"],
    oneLiner: "{A_product} that lets {audience} capture a thought in seconds and find it again months later.",
    problem: "{Audience} keep notes in many places and cannot find the right one when they need it.",
    loop: "capture → organise lightly → search or resurface → reuse",
    features: [
      f("Instant capture", "a note from anywhere in one step"),
      f("Search that finds it", "full-text search, including inside images and PDFs"),
      f("Light structure", "tags and links instead of deep folders"),
      f("Resurfacing", "old notes related to what you are writing now"),
    ],
    later: ["team workspaces", "publishing"],
    ideas: [
      f("Daily note", "one page per day as the default place to write"),
      f("Web clipper", "save articles with highlights"),
      f("Review prompts", "revisit notes from a month ago"),
    ],
    metric: "Notes created and notes reopened per week: reopening shows the notes are useful.",
    risk: "Switching cost: import from the tools people already use.",
  },
  generic: {
    label: "a product of its own kind",
    users: ["the people who feel this problem every day", "whoever decides to adopt or pay for it"],
    needs: ["getting the job done with less effort", "a clear benefit for the cost"],
    oneLiner:
      "{A_product} that gives {audience} a faster, clearer way to get this job done than the workarounds they use today.",
    problem:
      "Today {audience} handle this with general-purpose tools (spreadsheets, chat groups, notes). It works until it does not: information gets scattered, steps are forgotten, and nobody sees the whole picture.",
    loop: "a need comes up → the product handles it in a few steps → a visible result → the next time, it is the obvious place to go",
    features: [
      f("A first result in a minute", "value before any setup: ask for details only when they are needed"),
      f("The core job, done well", "the main task in as few steps as possible, with sensible defaults"),
      f("A clear overview", "one screen that shows where things stand and what needs attention"),
      f("Timely nudges", "a reminder or alert when something needs action, never a daily spam"),
    ],
    later: ["integrations with other tools", "advanced settings and reports"],
    ideas: [
      f("Templates", "start from a ready-made example instead of a blank page"),
      f("Sharing", "invite one other person to see or help"),
      f("History", "see what changed and undo mistakes"),
    ],
    metric:
      "The share of new users who complete the core task a second time within a week: one use is curiosity, a second is value.",
    risk: "Whether {audience} feel the problem strongly enough to change how they work today: five short interviews will tell before you build more than the core.",
  },
};
