/** More English content packs (food, education, travel, commerce). */
import type { ContentPack } from "./types";
import { DAYS_EN as DAYS, MONTHS_EN as MONTHS } from "./packs-en";

export const PACKS_EN_MORE: Record<string, ContentPack> = {
  food: {
    brand: "Bean Voyage",
    product: "coffee subscription",
    tagline: "Single-origin coffee, roasted to order",
    hero: {
      title: "Travel the world one fresh bag at a time",
      subtitle:
        "Every month we ship a single-origin coffee roasted within 48 hours, with tasting notes from the farm that grew it.",
      cta: "Choose your plan",
      secondary: "Explore this month's beans",
    },
    features: [
      {
        icon: "coffee",
        title: "Roasted to order",
        body: "Beans leave our Portland roastery within 48 hours of roasting.",
      },
      { icon: "globe", title: "12 origins a year", body: "Ethiopia, Colombia, Kenya, Guatemala and beyond." },
      { icon: "truck", title: "Free shipping", body: "Delivered to your door on the day you choose." },
      { icon: "edit", title: "Your grind, your way", body: "Whole bean, espresso, filter or French press." },
      { icon: "heart", title: "Direct trade", body: "We pay farmers 40% above fair-trade prices." },
      { icon: "calendar", title: "Pause anytime", body: "Skip a month or cancel in two taps." },
    ],
    steps: [
      { title: "Pick a roast", body: "Light and fruity, balanced, or dark and chocolatey." },
      { title: "Choose how often", body: "Every 2 or 4 weeks, 250 g or 500 g." },
      { title: "Brew and rate", body: "Your ratings tune next month's pick." },
    ],
    metrics: [
      { icon: "bag", label: "Orders today", value: "248", delta: "+16%", up: true },
      { icon: "users", label: "Active subscribers", value: "5,912", delta: "+230", up: true },
      { icon: "dollar", label: "Revenue this week", value: "$38,460", delta: "+9%", up: true },
      { icon: "truck", label: "Late deliveries", value: "1.2%", delta: "+0.4 pts", up: false },
    ],
    chart: {
      title: "Bags shipped per day",
      unit: "bags",
      labels: DAYS,
      series: [320, 298, 341, 365, 402, 288, 210],
      compare: [300, 300, 310, 330, 350, 270, 200],
    },
    table: {
      title: "Latest orders",
      columns: ["Customer", "Coffee", "Total", "Status"],
      rows: [
        ["Emma Wilson", "Ethiopia Guji · 500 g", "$24.00", "Shipped"],
        ["Noah Martin", "Colombia Huila · 250 g", "$14.00", "Roasting"],
        ["Olivia Brown", "Kenya Nyeri · 500 g", "$26.00", "Shipped"],
        ["Liam Davis", "Guatemala Antigua · 250 g", "$13.50", "Delivered"],
        ["Ava Garcia", "Espresso blend · 1 kg", "$42.00", "Roasting"],
      ],
    },
    activity: {
      title: "Roasting today",
      items: [
        { title: "Ethiopia Guji Natural", meta: "Light · notes of blueberry, jasmine", value: "84 kg" },
        { title: "Colombia Huila", meta: "Medium · caramel, red apple", value: "62 kg" },
        { title: "House Espresso", meta: "Dark · cocoa, hazelnut", value: "110 kg" },
      ],
    },
    nav: [
      { icon: "home", label: "Overview" },
      { icon: "bag", label: "Orders" },
      { icon: "users", label: "Subscribers" },
      { icon: "coffee", label: "Coffees" },
      { icon: "settings", label: "Settings" },
    ],
    plans: [
      {
        name: "Taster",
        price: "$14",
        period: "/bag",
        features: ["250 g every 4 weeks", "Tasting card", "Free shipping"],
      },
      {
        name: "Explorer",
        price: "$24",
        period: "/bag",
        features: ["500 g every 2 weeks", "Two origins per box", "Brew guide", "Free shipping"],
        highlight: true,
      },
      {
        name: "Office",
        price: "$79",
        period: "/month",
        features: ["2 kg of espresso", "Grinder on loan", "Priority support"],
      },
    ],
    testimonial: {
      quote: "The Guji in my first box ruined supermarket coffee for me forever. In the best way.",
      name: "Chris Alvarez",
      role: "Subscriber since 2022",
    },
    goals: {
      title: "How do you brew?",
      options: ["Espresso", "Pour-over", "French press", "AeroPress", "Drip machine", "Cold brew"],
    },
    onboarding: [
      {
        icon: "coffee",
        title: "Tell us your taste",
        body: "Fruity, balanced or chocolatey? Three quick questions.",
      },
      { icon: "calendar", title: "Pick your rhythm", body: "Choose how much coffee and how often." },
      {
        icon: "truck",
        title: "Your first box ships Friday",
        body: "Roasted Thursday, at your door by Monday.",
      },
    ],
    notifications: [
      { label: "Shipping updates", desc: "When your box is roasted and on its way", on: true },
      { label: "New origins", desc: "Limited lots before they sell out", on: true },
      { label: "Brewing tips", desc: "One short guide a month", on: false },
    ],
    user: { name: "Chris Alvarez", email: "chris@beanvoyage.co", role: "Explorer plan" },
  },
  education: {
    brand: "Lingo Leap",
    product: "language learning app",
    tagline: "Speak with confidence in 10 minutes a day",
    hero: {
      title: "Real conversations from your very first week",
      subtitle:
        "Bite-sized lessons, speech practice with instant feedback and a plan that fits around your day.",
      cta: "Start learning free",
      secondary: "Browse courses",
    },
    features: [
      {
        icon: "message",
        title: "Speaking practice",
        body: "Talk through real scenarios and get pronunciation feedback.",
      },
      { icon: "clock", title: "10-minute lessons", body: "Short enough for a coffee break, built to stick." },
      {
        icon: "target",
        title: "Daily goals and streaks",
        body: "Small wins every day keep you coming back.",
      },
      { icon: "book", title: "Stories and podcasts", body: "Graded content that grows with your level." },
      { icon: "users", title: "Live tutors", body: "Book a 25-minute session with a native speaker." },
      {
        icon: "graduation-cap",
        title: "CEFR-aligned",
        body: "Track progress from A1 to C1 with clear milestones.",
      },
    ],
    steps: [
      { title: "Take the placement test", body: "Five minutes to find your level." },
      { title: "Set your daily goal", body: "5, 10 or 20 minutes a day." },
      { title: "Start speaking", body: "Your first conversation lesson is ready." },
    ],
    metrics: [
      { icon: "zap", label: "Day streak", value: "46", delta: "+1", up: true },
      { icon: "book", label: "Lessons completed", value: "128", delta: "+9", up: true },
      { icon: "clock", label: "Minutes this week", value: "94", delta: "+22%", up: true },
      { icon: "target", label: "Words mastered", value: "1,240", delta: "+56", up: true },
    ],
    chart: {
      title: "Study minutes this week",
      unit: "min",
      labels: DAYS,
      series: [12, 15, 10, 18, 14, 16, 9],
      compare: [10, 10, 10, 10, 10, 10, 10],
    },
    table: {
      title: "Your courses",
      columns: ["Course", "Level", "Progress", "Status"],
      rows: [
        ["Spanish for travel", "A2", "68%", "In progress"],
        ["Everyday French", "A1", "24%", "In progress"],
        ["Business English", "B2", "100%", "Completed"],
        ["Japanese kana", "A1", "12%", "Paused"],
        ["Italian food & culture", "A2", "0%", "Not started"],
      ],
    },
    activity: {
      title: "Up next",
      items: [
        { title: "Ordering at a café", meta: "Spanish · Unit 4 · Speaking", value: "8 min" },
        { title: "Past tense review", meta: "Spanish · Unit 4 · Grammar", value: "6 min" },
        { title: "Live class with Lucía", meta: "Today · 7:00 PM", value: "25 min" },
      ],
    },
    nav: [
      { icon: "home", label: "Learn" },
      { icon: "book", label: "Courses" },
      { icon: "message", label: "Practice" },
      { icon: "users", label: "Tutors" },
      { icon: "settings", label: "Settings" },
    ],
    plans: [
      { name: "Free", price: "$0", period: "/month", features: ["1 language", "Daily lessons", "Streaks"] },
      {
        name: "Plus",
        price: "$12",
        period: "/month",
        features: ["All 24 languages", "Speaking feedback", "Offline lessons", "No ads"],
        highlight: true,
      },
      {
        name: "Tutor",
        price: "$49",
        period: "/month",
        features: ["Everything in Plus", "4 live sessions", "Personal study plan"],
      },
    ],
    testimonial: {
      quote:
        "Three months of ten-minute lessons and I ordered dinner in Seville without switching to English.",
      name: "Hannah Becker",
      role: "Learning Spanish, A2",
    },
    goals: {
      title: "Why are you learning?",
      options: ["Travel", "Work", "Family & friends", "Study abroad", "Culture & media", "Brain training"],
    },
    onboarding: [
      { icon: "globe", title: "Choose a language", body: "24 languages, from Spanish to Korean." },
      {
        icon: "target",
        title: "Set a daily goal",
        body: "Ten minutes a day is enough to hold a conversation in three months.",
      },
      { icon: "message", title: "Say your first sentence", body: "We'll listen and help you sound natural." },
    ],
    notifications: [
      { label: "Daily reminder", desc: "At 8:00 PM if you haven't practised", on: true },
      { label: "Streak protection", desc: "A heads-up before your streak ends", on: true },
      { label: "Tutor messages", desc: "When your tutor replies", on: false },
    ],
    user: { name: "Hannah Becker", email: "hannah.b@mail.com", role: "Plus member" },
  },
  travel: {
    brand: "Wayfarer",
    product: "travel booking app",
    tagline: "Trips planned in minutes, remembered for years",
    hero: {
      title: "Find the stay, the flight and the moment",
      subtitle:
        "Compare 2 million places to stay, book flights with flexible dates and keep every plan in one itinerary.",
      cta: "Plan a trip",
      secondary: "See deals",
    },
    features: [
      {
        icon: "search",
        title: "One search, every option",
        body: "Hotels, homes and flights compared side by side.",
      },
      { icon: "calendar", title: "Flexible dates", body: "See the cheapest days across the whole month." },
      {
        icon: "map-pin",
        title: "Smart itineraries",
        body: "Bookings, maps and tickets in a single timeline.",
      },
      { icon: "shield", title: "Free cancellation", body: "On most stays up to 48 hours before check-in." },
      { icon: "bell", title: "Price alerts", body: "We watch the fare and tell you when it drops." },
      { icon: "users", title: "Plan together", body: "Share a trip and vote on places with friends." },
    ],
    steps: [
      { title: "Tell us where and when", body: "Or let us suggest a weekend getaway." },
      { title: "Compare and book", body: "Transparent prices with taxes included." },
      { title: "Travel light", body: "Tickets and directions offline in the app." },
    ],
    metrics: [
      { icon: "plane", label: "Trips booked", value: "18", delta: "+3", up: true },
      { icon: "globe", label: "Countries visited", value: "11", delta: "+1", up: true },
      { icon: "dollar", label: "Saved with alerts", value: "$642", delta: "+$120", up: true },
      { icon: "star", label: "Reward points", value: "9,400", delta: "+800", up: true },
    ],
    chart: {
      title: "Average nightly price, Lisbon",
      unit: "$",
      labels: MONTHS.slice(3, 10),
      series: [142, 158, 189, 214, 206, 171, 149],
      compare: [150, 150, 150, 150, 150, 150, 150],
    },
    table: {
      title: "Upcoming bookings",
      columns: ["Trip", "Dates", "Price", "Status"],
      rows: [
        ["Lisbon · Casa Alfama", "Jul 14 – 18", "$612", "Confirmed"],
        ["TAP flight SFO → LIS", "Jul 13", "$784", "Confirmed"],
        ["Sintra day tour", "Jul 16", "$68", "Pending"],
        ["Porto · Ribeira Loft", "Jul 18 – 21", "$455", "Confirmed"],
        ["Train Lisbon → Porto", "Jul 18", "$31", "Not booked"],
      ],
    },
    activity: {
      title: "Popular this week",
      items: [
        { title: "Kyoto, Japan", meta: "Autumn colours · 4.9 ★", value: "from $138" },
        { title: "Amalfi Coast, Italy", meta: "Sea-view stays · 4.8 ★", value: "from $176" },
        { title: "Banff, Canada", meta: "Lake cabins · 4.9 ★", value: "from $154" },
      ],
    },
    nav: [
      { icon: "search", label: "Explore" },
      { icon: "calendar", label: "Trips" },
      { icon: "heart", label: "Saved" },
      { icon: "message", label: "Inbox" },
      { icon: "user", label: "Profile" },
    ],
    plans: [
      {
        name: "Explorer",
        price: "$0",
        period: "/year",
        features: ["Price alerts", "Trip itineraries", "Member prices"],
      },
      {
        name: "Voyager",
        price: "$49",
        period: "/year",
        features: ["10% back in points", "Free cancellation upgrade", "Lounge discounts", "Priority support"],
        highlight: true,
      },
      {
        name: "Nomad",
        price: "$129",
        period: "/year",
        features: ["Everything in Voyager", "2 lounge passes", "Travel insurance"],
      },
    ],
    testimonial: {
      quote: "The price alert saved us $380 on flights to Tokyo. The shared itinerary saved our friendship.",
      name: "Sofia & James",
      role: "Travelled to 6 countries with Wayfarer",
    },
    goals: {
      title: "What kind of trips do you love?",
      options: ["City breaks", "Beach escapes", "Mountains", "Food trips", "Road trips", "Family holidays"],
    },
    onboarding: [
      {
        icon: "heart",
        title: "Tell us what you love",
        body: "Beaches, cities or mountains: we'll tailor ideas to you.",
      },
      {
        icon: "bell",
        title: "Turn on price alerts",
        body: "We'll watch fares and stays and tell you when they drop.",
      },
      {
        icon: "map-pin",
        title: "Plan your first trip",
        body: "Save places and build an itinerary in minutes.",
      },
    ],
    notifications: [
      { label: "Price drops", desc: "For trips and stays you're watching", on: true },
      { label: "Trip reminders", desc: "Check-in times and boarding passes", on: true },
      { label: "Inspiration", desc: "Weekly ideas for your next getaway", on: false },
    ],
    user: { name: "Sofia Martins", email: "sofia.m@mail.com", role: "Voyager member" },
  },
};

/** Commerce reuses the SaaS-like store operations pack with store wording. */
export const COMMERCE_EN: ContentPack = {
  ...PACKS_EN_MORE.food,
  brand: "Soundhaus",
  product: "online store",
  tagline: "Gear for people who listen closely",
  hero: {
    title: "Sound that fits your day",
    subtitle: "Headphones, speakers and accessories, tested by our audio team and shipped free in two days.",
    cta: "Shop bestsellers",
    secondary: "Compare models",
  },
  nav: [
    { icon: "home", label: "Overview" },
    { icon: "bag", label: "Orders" },
    { icon: "package", label: "Products" },
    { icon: "users", label: "Customers" },
    { icon: "settings", label: "Settings" },
  ],
};
