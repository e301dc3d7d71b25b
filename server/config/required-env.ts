/**
 * Start-up check (spec §5): required configuration is listed by name when missing.
 * Embedded defaults cover everything except the secret shared by the BFF and the API
 * (the start script generates one for the embedded mode).
 */
export function missingVariables(names: string[], env: NodeJS.ProcessEnv = process.env): string[] {
  return names.filter((name) => !env[name]);
}

export function assertApiConfig(env: NodeJS.ProcessEnv = process.env): void {
  const required = ["AUTH_SECRET"];
  if (env.OPENAI_BASE_URL || env.OPENAI_API_KEY) required.push("OPENAI_BASE_URL", "OPENAI_API_KEY");
  const missing = missingVariables(required, env);
  if (missing.length) throw new Error(`Missing required environment variables: ${missing.join(", ")}`);
}
