/** A built-in PRD template: one id, its text in both languages. */
export type BuiltinTemplateText = { name: string; description: string; content: string };

export type BuiltinTemplate = { id: string; en: BuiltinTemplateText; zh: BuiltinTemplateText };
