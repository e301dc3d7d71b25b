/**
 * How a failed sign-in is told apart (lib/auth/sign-in-failure.ts), on the errors Auth.js and
 * oauth4webapi really raise: the provider out of reach (network codes, a 5xx) is "unavailable",
 * anything the provider or the app refused is "failed", and the operator's details — the
 * network cause's code, the provider's error, error_description and HTTP status — are kept.
 */
import * as oauth from "oauth4webapi";
import { CallbackRouteError, OAuthCallbackError } from "@auth/core/errors";
import { captureSignInFailure, describeSignInFailure, logAuthError } from "@/lib/auth/sign-in-failure";

/** Auth.js's errors are typed for a string message; at run time they wrap the error they are given. */
const callbackRouteError = (cause: unknown) =>
  new CallbackRouteError(cause as string, { provider: "oidc" } as ErrorOptions);

const as: oauth.AuthorizationServer = {
  issuer: "https://sso.example.com",
  token_endpoint: "https://sso.example.com/token",
};
const client: oauth.Client = { client_id: "vibe-studio" };

/** What oauth4webapi throws for a token endpoint answering `response`. */
async function tokenEndpointFailure(response: Response): Promise<unknown> {
  try {
    await oauth.processAuthorizationCodeResponse(as, client, response);
  } catch (error) {
    return error;
  }
  throw new Error("expected the response to be refused");
}

function networkFailure(code: string): TypeError {
  return new TypeError("fetch failed", {
    cause: Object.assign(new Error(`connect ${code} 127.0.0.1:3001`), { code }),
  });
}

test("a provider that refuses the connection, cannot be resolved or times out is unavailable", () => {
  expect(describeSignInFailure(networkFailure("ECONNREFUSED"))).toEqual({
    reason: "unavailable",
    kind: "TypeError",
    cause: "ECONNREFUSED",
  });
  expect(describeSignInFailure(callbackRouteError(networkFailure("ENOTFOUND")))).toMatchObject({
    reason: "unavailable",
    kind: "CallbackRouteError",
    cause: "ENOTFOUND",
  });
  expect(describeSignInFailure(new DOMException("The operation timed out.", "TimeoutError"))).toMatchObject({
    reason: "unavailable",
    cause: "ETIMEDOUT",
  });
});

test("a token endpoint answering 5xx is unavailable; its status is logged", async () => {
  const error = await tokenEndpointFailure(
    new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "content-type": "text/html" } }),
  );
  expect(describeSignInFailure(callbackRouteError(error))).toMatchObject({
    reason: "unavailable",
    status: 502,
  });
});

test("a refused client (error in the body or in a WWW-Authenticate challenge) failed, with the provider's error", async () => {
  const inBody = await tokenEndpointFailure(
    Response.json(
      { error: "invalid_client", error_description: "client authentication failed" },
      { status: 401 },
    ),
  );
  expect(describeSignInFailure(callbackRouteError(inBody))).toEqual({
    reason: "failed",
    kind: "CallbackRouteError",
    cause: expect.any(String),
    error: "invalid_client",
    error_description: "client authentication failed",
    status: 401,
  });
  const challenged = await tokenEndpointFailure(
    new Response(null, {
      status: 401,
      headers: {
        "www-authenticate": 'Basic realm="sso", error="invalid_client", error_description="bad secret"',
      },
    }),
  );
  expect(describeSignInFailure(callbackRouteError(challenged))).toMatchObject({
    reason: "failed",
    error: "invalid_client",
    error_description: "bad secret",
    status: 401,
  });
});

test("a refused client whose challenge names no error: the error is read from the body the challenge came with", async () => {
  // A wrong client secret at LemonLDAP::NG 2.16, as it answers: 401, `WWW-Authenticate: Basic`,
  // the OAuth error in the JSON body. oauth4webapi stops at the challenge; Auth.js's message is
  // only a link to its docs.
  const lemonldap = await tokenEndpointFailure(
    new Response(JSON.stringify({ error: "invalid_client" }), {
      status: 401,
      headers: { "www-authenticate": "Basic", "content-type": "application/json; charset=utf-8" },
    }),
  );
  const { detail: bare } = await captureSignInFailure(async () => {
    logAuthError(callbackRouteError(lemonldap));
    return new Response(null, { status: 302 });
  });
  expect(bare).toEqual({
    reason: "failed",
    kind: "CallbackRouteError",
    cause: "server responded with a challenge in the WWW-Authenticate HTTP Header",
    error: "invalid_client",
    status: 401,
  });

  const challenged = await tokenEndpointFailure(
    new Response(JSON.stringify({ error: "invalid_client", error_description: "Bad client secret" }), {
      status: 401,
      headers: { "www-authenticate": 'Basic realm="sso"', "content-type": "application/json" },
    }),
  );
  const { detail } = await captureSignInFailure(async () => {
    logAuthError(callbackRouteError(challenged));
    return new Response(null, { status: 302 });
  });
  expect(detail).toEqual({
    reason: "failed",
    kind: "CallbackRouteError",
    cause: "server responded with a challenge in the WWW-Authenticate HTTP Header",
    error: "invalid_client",
    error_description: "Bad client secret",
    status: 401,
  });

  // An error body served as text/html, and one form-encoded: read all the same.
  for (const [body, type] of [
    ['{"error":"invalid_client"}', "text/html"],
    ["error=invalid_client&error_description=unknown+client", "application/x-www-form-urlencoded"],
  ]) {
    const refused = await tokenEndpointFailure(
      new Response(body, { status: 400, headers: { "content-type": type } }),
    );
    const caught = await captureSignInFailure(async () => {
      throw callbackRouteError(refused);
    });
    expect(caught.detail).toMatchObject({ reason: "failed", error: "invalid_client", status: 400 });
    expect(caught.detail?.cause).not.toMatch(/^Read more at/);
  }
});

test("an error the provider sent back to the callback failed, named from the callback's own query", async () => {
  const callback = new Request(
    "http://localhost:3000/api/auth/callback/oidc?error=access_denied&error_description=The%20user%20cancelled&state=s",
  );
  const { detail } = await captureSignInFailure(async () => {
    // What Auth.js reports for it: its own summary, the provider's words are not kept on it.
    logAuthError(new OAuthCallbackError("OAuth Provider returned an error", { cause: undefined }));
    return new Response(null, { status: 302 });
  }, callback);
  expect(detail).toMatchObject({
    reason: "failed",
    kind: "OAuthCallbackError",
    error: "access_denied",
    error_description: "The user cancelled",
  });
});

test("a step that throws is caught and described; a step without failure has no detail", async () => {
  expect(
    (await captureSignInFailure(async () => "https://sso.example.com/authorize?x")).detail,
  ).toBeUndefined();
  const { thrown, detail } = await captureSignInFailure(async () => {
    throw networkFailure("EHOSTUNREACH");
  });
  expect(thrown).toBeInstanceOf(TypeError);
  expect(detail).toMatchObject({ reason: "unavailable", cause: "EHOSTUNREACH" });
});

test("the API refusing the sign-in failed", () => {
  const error = callbackRouteError(new Error("sign-in refused by the API: internal error"));
  expect(describeSignInFailure(error)).toMatchObject({ reason: "failed", kind: "CallbackRouteError" });
});
