/** A problem a validator found in content; `line` is 1-based when the validator knows it. */
export type ValidationProblem = { message: string; line?: number };

/** How a validator's findings are checked and mended: what the artifact pipeline runs on content. */
export type ContentChecks = {
  /** Empty list = valid. */
  validate: (content: string) => Promise<ValidationProblem[]>;
  /** Deterministic fixes of mistakes models make again and again, tried before re-prompting. */
  repair?: (content: string, problems: ValidationProblem[]) => string | Promise<string>;
};
