/** The UI's language settings: the contract's locale rules (one copy for the UI and the API). */
export * from "@/lib/contracts/locale";
