/** English example prompts of the chat mode (GET /chats/prompts/normal): real product work, specific enough to try as-is. Each kind brings its own (`examplePrompts` of its server definition). */
import type { ExamplePrompt } from "@/lib/contracts/prompts";

export const chatPromptsEn: ExamplePrompt[] = [
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
];
