/** English domain knowledge, everyday life: habits, fitness, learning, pets, food, health, travel, money. */
import type { DomainId, DomainPack } from "./domains";

const f = (name: string, detail: string) => ({ name, detail });

export const DOMAIN_PACKS_EN_LIFE: Partial<Record<DomainId, DomainPack>> = {
  habit: {
    label: "habit tracking",
    users: ["people who want better daily habits", "friends or coaches who keep them accountable"],
    needs: [
      "a reminder at the right moment and visible progress",
      "a light way to cheer on and notice a lapse",
    ],
    oneLiner:
      "{A_product} that helps {audience} turn good intentions (study daily, sleep earlier, exercise) into routines that last past the first two weeks.",
    problem:
      "{Audience} start routines with good intentions, but most fade within two weeks: nothing reminds them at the right moment, progress is invisible, and nobody notices when they stop.",
    loop: "a reminder → a one-tap check-in → the streak grows → the weekly review shows progress → tomorrow's reminder",
    features: [
      f(
        "One-tap check-in",
        "mark today's habit done from the home screen or the notification, in under two seconds",
      ),
      f(
        "Streaks and a weekly review",
        "show the current streak, and every Sunday a short summary of what held and what slipped",
      ),
      f(
        "Reminders that fit the day",
        "a time per habit, quiet during classes or meetings, and a gentle nudge only when a check-in is missing",
      ),
      f("Small accountability groups", "two to five friends see each other's check-ins and can send a cheer"),
    ],
    later: ["badges and levels", "integrations with calendars and health data"],
    ideas: [
      f(
        "Streak freeze",
        "one skip per week that does not break the streak, so one bad day does not end the habit",
      ),
      f(
        "Habit templates",
        "ready-made habits (read 20 pages, 8 hours of sleep) with sensible reminder times",
      ),
      f("Restart, not reset", "after a break, offer an easier version of the habit instead of a zero"),
    ],
    metric:
      "The share of new users who check in on at least 5 of their first 7 days: it shows the habit, not just the app, is sticking.",
    risk: "Motivation fades after the novelty: test with a two-week pilot (one class, one team) before building social features.",
  },
  fitness: {
    label: "fitness",
    users: ["people who want to train regularly", "coaches and trainers"],
    needs: ["a plan for today and a record of progress", "seeing whether clients actually train"],
    oneLiner: "{A_product} that tells {audience} what to do today and shows them they are getting stronger.",
    problem:
      "{Audience} lose momentum because they are unsure what to do next, log workouts in scattered notes, and cannot see progress week to week.",
    loop: "today's plan → train and log → progress chart updates → next session adapts",
    features: [
      f("Today's workout", "one clear plan for the day, adjusted to time available and equipment"),
      f("Fast logging", "sets, reps and weight with the last values prefilled"),
      f("Progress you can see", "personal records and a simple weekly volume chart"),
      f("Rest-day guidance", "suggest recovery when training load spikes"),
    ],
    later: ["coach marketplace", "wearable integrations"],
    ideas: [
      f("Ten-minute mode", "a short version of every workout for busy days"),
      f("Form videos", "a five-second loop for each exercise"),
      f("Training buddies", "see when a friend has trained today"),
    ],
    metric: "Workouts logged per active user per week, and the share still training in week 4.",
    risk: "Crowded market: check what makes users switch from the free apps they already have.",
  },
  learning: {
    label: "learning",
    users: ["learners", "teachers or tutors who set and review the work"],
    needs: ["knowing what to study next and remembering it", "seeing who is behind before the exam"],
    oneLiner: "{A_product} that helps {audience} study a little every day and actually remember it.",
    problem:
      "{Audience} cram before deadlines, forget most of it within weeks, and rarely know which topics they are weakest in.",
    loop: "a short daily session → instant feedback → weak topics resurface → progress toward the goal",
    features: [
      f("Daily study plan", "ten to twenty minutes a day, built backwards from the exam or goal date"),
      f("Spaced review", "items come back just before they would be forgotten"),
      f("Practice with feedback", "quizzes that explain the right answer, not only mark it"),
      f("Progress by topic", "a map of strong and weak topics"),
    ],
    later: ["teacher dashboards", "study groups"],
    ideas: [
      f("Exam countdown", "the plan tightens as the date approaches"),
      f("Photo to flashcards", "turn a page of notes into review cards"),
      f("Explain it back", "the learner explains a concept in their own words and gets feedback"),
    ],
    metric: "Days studied per week and the score change on review quizzes after 30 days.",
    risk: "Learners drop off once the exam is over: decide early whether the product lives beyond one exam.",
  },
  pets: {
    label: "pet care",
    users: ["pet owners", "sitters, walkers and vets"],
    needs: ["someone trustworthy and a record of their pet's care", "steady bookings and clear instructions"],
    oneLiner: "{A_product} that gives {audience} trusted care for their pets and peace of mind while away.",
    problem:
      "{Audience} rely on friends or unknown sitters, with no reviews, no updates while away and care notes scattered across chats.",
    loop: "find a sitter → book → photo updates during the stay → review → rebook",
    features: [
      f("Verified sitters", "identity check, reviews and repeat-client counts on every profile"),
      f("Pet profile", "diet, medication, vet contact and habits, shared with each booking"),
      f("Updates during the stay", "photos and a short report after each visit"),
      f("Booking and payment", "dates, price and cancellation rules agreed up front"),
    ],
    later: ["insurance", "vet telemedicine"],
    ideas: [
      f("Meet-and-greet", "a free short visit before the first booking"),
      f("Care checklist", "the owner's instructions become a checklist the sitter ticks off"),
      f("Favourite sitter", "one-tap rebooking of the same person"),
    ],
    metric: "Repeat bookings with the same sitter within 90 days.",
    risk: "Trust is everything: one bad incident spreads fast, so vetting and support must exist from day one.",
  },
  food: {
    label: "food and meals",
    users: ["people planning, cooking or ordering meals", "the rest of the household"],
    needs: [
      "deciding what to eat quickly and within budget",
      "meals they actually like, with allergies respected",
    ],
    oneLiner: "{A_product} that takes the daily 'what do we eat?' off {audience}'s mind.",
    problem:
      "{Audience} spend too long deciding what to eat, waste groceries, and fall back on the same few options.",
    loop: "plan the week → shopping list → cook or order → rate → better suggestions",
    features: [
      f("Weekly plan", "meals for the week from preferences, budget and time to cook"),
      f("Smart shopping list", "ingredients merged and grouped by aisle"),
      f("Step-by-step cooking", "one step per screen with timers"),
      f("Ratings", "thumbs up or down to improve next week's plan"),
    ],
    later: ["grocery delivery integration", "nutrition tracking"],
    ideas: [
      f("Use up the fridge", "recipes from what is already at home"),
      f("Family mode", "one plan that respects everyone's allergies"),
      f("15-minute meals", "a filter for busy evenings"),
    ],
    metric: "Meals planned and cooked per week per active household.",
    risk: "Novelty wears off after a few weeks: test whether people still plan in week 4.",
  },
  health: {
    label: "health care",
    users: ["patients", "clinicians and front-desk staff"],
    needs: ["clear guidance and fewer calls to get simple things done", "less admin and fewer no-shows"],
    oneLiner:
      "{A_product} that makes everyday care simpler for {audience} without adding work for clinicians.",
    problem:
      "{Audience} juggle phone calls, paper forms and unclear instructions, while clinics lose time to no-shows and admin.",
    loop: "a reminder → the action (dose, visit, check-in) → a record the clinician can see",
    features: [
      f("Reminders", "medication and appointment reminders with confirm or snooze"),
      f("Simple records", "symptoms, readings and notes in one timeline"),
      f("Secure messages", "non-urgent questions to the clinic with an expected reply time"),
      f("Privacy by default", "consent, data export and deletion from day one"),
    ],
    later: ["video visits", "device integrations"],
    ideas: [
      f("Visit preparation", "a checklist of questions before an appointment"),
      f("Caregiver access", "a family member can help with permission"),
      f("Refill prompts", "know when a prescription will run out"),
    ],
    metric: "Adherence (doses or check-ins completed) and fewer missed appointments.",
    risk: "Regulation and privacy: check which health-data rules apply before storing anything.",
  },
  travel: {
    label: "travel",
    users: ["travellers planning a trip", "the friend or agent organising it"],
    needs: ["one place for the whole plan", "agreeing on choices with everyone"],
    oneLiner: "{A_product} that keeps the whole trip for {audience} in one plan everyone can see.",
    problem:
      "{Audience} plan across tabs, screenshots and chat groups, so bookings get lost and nobody knows the current plan.",
    loop: "collect ideas → vote → book → day-by-day itinerary → share memories",
    features: [
      f("Shared itinerary", "a day-by-day plan everyone can edit"),
      f("Booking inbox", "forward confirmations and they land on the right day"),
      f("Group decisions", "vote on hotels and activities"),
      f("Offline access", "the plan and tickets work without signal"),
    ],
    later: ["expense splitting", "local guides"],
    ideas: [
      f("Travel-time check", "warn when two plans on a day are too far apart"),
      f("Packing list", "generated from destination and weather"),
      f("Trip recap", "a shareable summary with photos afterwards"),
    ],
    metric: "Trips with at least three bookings added, and the share of travellers who plan a second trip.",
    risk: "People travel a few times a year: decide what brings them back in between.",
  },
  finance: {
    label: "personal finance",
    users: ["people tracking their money", "whoever shares or approves the budget"],
    needs: ["knowing where the money went and what is left", "agreeing on spending without arguments"],
    oneLiner:
      "{A_product} that shows {audience} where their money goes and how much is left, without spreadsheets.",
    problem:
      "{Audience} only notice overspending at the end of the month, because expenses are scattered across cards, cash and apps.",
    loop: "record or import → categorise → see what is left → adjust → monthly review",
    features: [
      f("Quick entry", "amount and category in two taps, or import from a bank statement"),
      f("Budget left today", "one number that says what can still be spent"),
      f("Monthly review", "where the money went compared with last month"),
      f("Alerts", "a warning before a category runs out"),
    ],
    later: ["shared budgets", "savings goals"],
    ideas: [
      f("Receipt photos", "snap a receipt and the amount is filled in"),
      f("Subscription finder", "spot recurring charges nobody uses"),
      f("No-spend days", "a streak for days without spending"),
    ],
    metric: "The share of users who record expenses at least 4 days a week in their first month.",
    risk: "Manual entry is tedious: test how long people keep logging before relying on it.",
  },
};
