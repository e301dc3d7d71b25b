/**
 * The configured image model (README "Models"): an OpenAI-compatible images endpoint called
 * through the AI SDK's image API. Without IMAGE_MODEL the Offline generator draws instead.
 *
 *   IMAGE_MODEL        the model id (e.g. gpt-image-1, dall-e-3); unset: Offline pictures
 *   IMAGE_BASE_URL     its endpoint (default OPENAI_BASE_URL, then https://api.openai.com/v1)
 *   IMAGE_API_KEY      its key (default OPENAI_API_KEY; keyless local servers need none)
 *   IMAGE_TIMEOUT_MS   how long one picture may take (default 120000)
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateImage } from "ai";
import { ImageCallError, imageError } from "./image-errors";
import { PICTURE_SIZES, type PictureAspect } from "@/lib/contracts/pictures";

export type ImageModelConfig = { model: string; baseURL: string; apiKey?: string; timeoutMs: number };

function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export function imageModelConfig(): ImageModelConfig | null {
  const model = env("IMAGE_MODEL");
  if (!model) return null;
  const timeoutMs = Number(env("IMAGE_TIMEOUT_MS") ?? 120_000);
  return {
    model,
    baseURL: env("IMAGE_BASE_URL") ?? env("OPENAI_BASE_URL") ?? "https://api.openai.com/v1",
    apiKey: env("IMAGE_API_KEY") ?? env("OPENAI_API_KEY"),
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 120_000,
  };
}

function checkedBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ImageCallError("url", `invalid image endpoint: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ImageCallError("url", `image endpoint is not http(s): ${url.protocol}`);
  return url.toString().replace(/\/$/, "");
}

export type ModelImage = { png: Uint8Array; mediaType: string };

/** One image from the model, or an ImageCallError naming the spec §8 failure. */
export async function generateModelImage(
  config: ImageModelConfig,
  input: { prompt: string; aspect: PictureAspect; references: Uint8Array[]; signal: AbortSignal },
): Promise<ModelImage> {
  const baseURL = checkedBaseUrl(config.baseURL);
  const provider = createOpenAICompatible({ name: "image", baseURL, apiKey: config.apiKey });
  const { width, height } = PICTURE_SIZES[input.aspect];
  const timeout = AbortSignal.timeout(config.timeoutMs);
  try {
    const result = await generateImage({
      model: provider.imageModel(config.model),
      prompt: input.references.length ? { text: input.prompt, images: input.references } : input.prompt,
      size: `${width}x${height}`,
      n: 1,
      maxRetries: 0,
      abortSignal: AbortSignal.any([input.signal, timeout]),
    });
    const image = result.images[0];
    if (!image) throw new ImageCallError("network", "the image model answered no image");
    return { png: image.uint8Array, mediaType: image.mediaType };
  } catch (error) {
    if (timeout.aborted && !input.signal.aborted)
      throw new ImageCallError("timeout", `no image within ${config.timeoutMs} ms`);
    throw imageError(error);
  }
}
