/** How provider failures of several vendors map to errno and message key. */
import { APICallError } from "@ai-sdk/provider";
import { RetryError } from "ai";
import { ApiError } from "@/server/http/api-error";
import { classifyProviderError, mapProviderError, ModelCallError } from "@/server/ai/provider-errors";

function httpError(statusCode: number, body: unknown, message = "provider said no"): APICallError {
  return new APICallError({
    message,
    url: "http://x/v1/chat/completions",
    requestBodyValues: {},
    statusCode,
    responseBody: JSON.stringify(body),
  });
}

describe("provider error mapping", () => {
  it.each([
    [
      "DeepSeek 402 Insufficient Balance",
      httpError(402, {
        error: { message: "Insufficient Balance", type: "unknown_error", code: "invalid_request_error" },
      }),
      "quota",
    ],
    [
      "Qwen Arrearage",
      httpError(400, {
        error: {
          message: "Access denied, please make sure your account is in good standing.",
          type: "Arrearage",
          code: "Arrearage",
        },
      }),
      "quota",
    ],
    [
      "Qwen Throttling.RateQuota is a rate limit, not a quota",
      httpError(429, { error: { message: "Requests rate limit exceeded", code: "Throttling.RateQuota" } }),
      "rate",
    ],
    [
      "Qwen data_inspection_failed",
      httpError(400, {
        error: {
          message: "Input data may contain inappropriate content.",
          type: "data_inspection_failed",
          code: "data_inspection_failed",
        },
      }),
      "content",
    ],
    [
      "DeepSeek Content Exists Risk",
      httpError(400, { error: { message: "Content Exists Risk", type: "invalid_request_error" } }),
      "content",
    ],
    [
      "OpenAI content_policy_violation",
      httpError(400, {
        error: {
          message: "Your request was rejected as a result of our safety system.",
          code: "content_policy_violation",
        },
      }),
      "content",
    ],
    ["a 403", httpError(403, { error: { message: "forbidden" } }), "auth"],
    ["a 504", httpError(504, "<html>gateway timeout</html>"), "timeout"],
    ["a 503", httpError(503, { error: { message: "Service Unavailable" } }), "unavailable"],
    [
      "a 400 about the context length",
      httpError(400, {
        error: {
          message: "This model's maximum context length is 8192 tokens.",
          code: "context_length_exceeded",
        },
      }),
      "broken",
    ],
  ])("%s", (_label, error, failure) => {
    expect(classifyProviderError(error)).toBe(failure);
  });

  it("looks through the AI SDK's RetryError to the last attempt", () => {
    const last = httpError(
      429,
      { error: { message: "slow down", code: "rate_limit_exceeded" } },
      "slow down",
    );
    const retry = new RetryError({
      message: "Failed after 3 attempts",
      reason: "maxRetriesExceeded",
      errors: [last, last, last],
    });
    expect(mapProviderError(retry)).toMatchObject({
      errno: 429,
      key: "modelRateLimited",
      providerMessage: "slow down",
    });
  });

  it("recognises low-level network failures", () => {
    const refused = Object.assign(new TypeError("fetch failed"), {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }),
    });
    expect(classifyProviderError(refused)).toBe("unavailable");
    const timeout = Object.assign(new Error("Connect Timeout Error"), { code: "UND_ERR_CONNECT_TIMEOUT" });
    expect(classifyProviderError(timeout)).toBe("timeout");
    const terminated = Object.assign(new TypeError("terminated"), {
      cause: Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }),
    });
    expect(classifyProviderError(terminated, true)).toBe("broken");
  });

  it("turns server errors after some output into a broken reply, keeping the partial", () => {
    const partial = { text: "half", think: "" };
    const mapped = mapProviderError({ type: "api_error", message: "Internal server error" }, partial);
    expect(mapped).toBeInstanceOf(ApiError);
    expect(mapped).toBeInstanceOf(ModelCallError);
    expect(mapped).toMatchObject({ errno: 500, key: "responseError", partial });
  });

  it("classifies with no evidence at all as a response error", () => {
    expect(mapProviderError(undefined)).toMatchObject({ errno: 500, key: "responseError" });
  });
});
