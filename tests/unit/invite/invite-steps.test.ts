import { ClientApiError } from "@/lib/api/api-error";
import {
  initialInviteState,
  inviteReducer,
  isComplete,
  runInviteFlow,
  runningStep,
  type InviteAction,
  type InviteEffects,
  type InviteState,
} from "@/lib/invite/invite-steps";
import { pendingInvitePath, isValidInviteCode } from "@/lib/invite/invite-code";

const CODE = "ABCD2345";

function harness(overrides: Partial<InviteEffects> = {}) {
  let state = initialInviteState();
  const seen: InviteState[] = [];
  const dispatch = (action: InviteAction) => {
    state = inviteReducer(state, action);
    seen.push(state);
  };
  const effects: InviteEffects = {
    check: jest.fn(async () => ({ valid: true })),
    accept: jest.fn(async () => ({ valid: true, status: "pending" })),
    rememberCode: jest.fn(),
    forgetCode: jest.fn(),
    prepareSession: jest.fn(async () => undefined),
    navigate: jest.fn(),
    restartLogin: jest.fn(),
    pause: jest.fn(async () => undefined),
    ...overrides,
  };
  return {
    dispatch,
    effects,
    seen,
    get state() {
      return state;
    },
  };
}

describe("invite step reducer", () => {
  it("runs the steps strictly in order", () => {
    let s = initialInviteState();
    s = inviteReducer(s, { type: "start", step: "permission" });
    expect(s.steps.permission).toBe("pending"); // verify is not done yet
    s = inviteReducer(s, { type: "start", step: "verify" });
    expect(runningStep(s)).toBe("verify");
    s = inviteReducer(s, { type: "done", step: "verify", note: "verified" });
    expect(s.steps.verify).toBe("done");
    expect(s.notes.verify).toBe("verified");
    s = inviteReducer(s, { type: "done", step: "permission" });
    expect(s.steps.permission).toBe("pending"); // only a running step can finish
    s = inviteReducer(s, { type: "start", step: "permission" });
    expect(s.steps.permission).toBe("running");
  });

  it("stops at the first failure until reset", () => {
    let s = inviteReducer(initialInviteState(), { type: "start", step: "verify" });
    s = inviteReducer(s, { type: "fail", step: "verify", reason: "invalid" });
    expect(s.steps.verify).toBe("failed");
    expect(s.failure).toEqual({ step: "verify", reason: "invalid", message: undefined });
    expect(inviteReducer(s, { type: "start", step: "permission" })).toBe(s);
    expect(inviteReducer(s, { type: "start", step: "verify" })).toBe(s);
    expect(inviteReducer(s, { type: "reset" })).toEqual(initialInviteState());
  });
});

describe("invite flow for a visitor", () => {
  it("defers the check when the BFF refuses it, keeps the code and sends the visitor to sign in", async () => {
    const h = harness({
      check: jest.fn(async () =>
        Promise.reject(new ClientApiError(401, "not logged in", undefined, undefined, undefined, 401)),
      ),
    });
    const to = await runInviteFlow(CODE, false, h.dispatch, h.effects);
    expect(to).toBe("/auth/login?callbackUrl=%2Finvite%2FABCD2345");
    expect(isComplete(h.state)).toBe(true);
    expect(h.state.notes).toEqual({
      verify: "verifyDeferred",
      permission: "signInRequired",
      prepare: "codeSaved",
      redirect: "toSignIn",
    });
    expect(h.effects.rememberCode).toHaveBeenCalledWith(CODE);
    expect(h.effects.accept).not.toHaveBeenCalled();
    expect(h.effects.restartLogin).not.toHaveBeenCalled();
    expect(h.effects.navigate).toHaveBeenCalledWith("/auth/login?callbackUrl=%2Finvite%2FABCD2345");
  });

  it("shows every step running before it is done", async () => {
    const h = harness();
    await runInviteFlow(CODE, false, h.dispatch, h.effects);
    for (const step of ["verify", "permission", "prepare", "redirect"] as const) {
      const running = h.seen.findIndex((s) => s.steps[step] === "running");
      const done = h.seen.findIndex((s) => s.steps[step] === "done");
      expect(running).toBeGreaterThanOrEqual(0);
      expect(done).toBeGreaterThan(running);
    }
  });

  it("fails step 1 for a code the API calls invalid, and goes nowhere", async () => {
    const h = harness({ check: jest.fn(async () => ({ valid: false })) });
    expect(await runInviteFlow(CODE, false, h.dispatch, h.effects)).toBeNull();
    expect(h.state.steps).toEqual({
      verify: "failed",
      permission: "pending",
      prepare: "pending",
      redirect: "pending",
    });
    expect(h.state.failure?.reason).toBe("invalid");
    expect(h.effects.forgetCode).toHaveBeenCalled();
    expect(h.effects.navigate).not.toHaveBeenCalled();
  });

  it("fails step 1 for a malformed code without asking the API", async () => {
    const h = harness();
    await runInviteFlow("bad code!", false, h.dispatch, h.effects);
    expect(h.state.failure).toMatchObject({ step: "verify", reason: "invalid" });
    expect(h.effects.check).not.toHaveBeenCalled();
  });
});

describe("invite flow for a signed-in user", () => {
  it("checks, accepts, refreshes the caches and goes to the chat", async () => {
    const h = harness();
    expect(await runInviteFlow(CODE, true, h.dispatch, h.effects)).toBe("/chat");
    expect(h.effects.check).toHaveBeenCalledWith(CODE);
    expect(h.effects.accept).toHaveBeenCalledWith(CODE);
    expect(h.effects.forgetCode).toHaveBeenCalled();
    expect(h.effects.prepareSession).toHaveBeenCalled();
    expect(h.effects.navigate).toHaveBeenCalledWith("/chat");
    expect(h.state.notes.redirect).toBe("toChat");
    expect(h.state.destination).toBe("/chat");
  });

  it("goes to /wait when accepting answers the registration gate (40003)", async () => {
    const h = harness({ accept: jest.fn(async () => Promise.reject(new ClientApiError(40003, "gate"))) });
    expect(await runInviteFlow(CODE, true, h.dispatch, h.effects)).toBe("/wait");
    expect(h.state.notes.permission).toBe("waitingAccess");
    expect(h.effects.navigate).toHaveBeenCalledWith("/wait");
  });

  it("goes to /wait when the API accepts but the gate still holds the user (admitted: false)", async () => {
    const h = harness({
      accept: jest.fn(async () => ({ valid: true, status: "pending", result: "accepted", admitted: false })),
    });
    expect(await runInviteFlow(CODE, true, h.dispatch, h.effects)).toBe("/wait");
    expect(h.state.notes).toMatchObject({ permission: "waitingAccess", redirect: "toWait" });
  });

  it("explains the user's own code instead of calling it invalid", async () => {
    const h = harness({
      accept: jest.fn(async () => ({ valid: false, status: null, result: "own_code", admitted: true })),
    });
    expect(await runInviteFlow(CODE, true, h.dispatch, h.effects)).toBeNull();
    expect(h.state.failure).toEqual({ step: "permission", reason: "ownCode", message: undefined });
    expect(h.effects.navigate).not.toHaveBeenCalled();
  });

  it("restarts sign-in, keeping the code, when the session has expired", async () => {
    const h = harness({ check: jest.fn(async () => Promise.reject(new ClientApiError(401, "expired"))) });
    expect(await runInviteFlow(CODE, true, h.dispatch, h.effects)).toBeNull();
    expect(h.effects.rememberCode).toHaveBeenCalledWith(CODE);
    expect(h.effects.restartLogin).toHaveBeenCalledWith("/invite/ABCD2345");
    expect(h.effects.navigate).not.toHaveBeenCalled();
  });

  it("fails the step with the server's message on other errors (retry starts over)", async () => {
    const accept = jest
      .fn()
      .mockRejectedValueOnce(new ClientApiError(-1, "network error, unable to connect to server"))
      .mockResolvedValueOnce({ valid: true });
    const h = harness({ accept });
    expect(await runInviteFlow(CODE, true, h.dispatch, h.effects)).toBeNull();
    expect(h.state.failure).toEqual({
      step: "permission",
      reason: "error",
      message: "network error, unable to connect to server",
    });
    expect(h.state.steps.verify).toBe("done");
    expect(await runInviteFlow(CODE, true, h.dispatch, h.effects)).toBe("/chat");
    expect(isComplete(h.state)).toBe(true);
  });

  it("stops quietly when the page goes away", async () => {
    const controller = new AbortController();
    const h = harness({
      check: jest.fn(async () => {
        controller.abort();
        return { valid: true };
      }),
    });
    expect(await runInviteFlow(CODE, true, h.dispatch, h.effects, controller.signal)).toBeNull();
    expect(h.effects.accept).not.toHaveBeenCalled();
    expect(h.effects.navigate).not.toHaveBeenCalled();
  });
});

describe("invite code helpers", () => {
  it("accepts plain codes only", () => {
    expect(isValidInviteCode(CODE)).toBe(true);
    expect(isValidInviteCode("../x")).toBe(false);
    expect(isValidInviteCode("")).toBe(false);
    expect(pendingInvitePath(CODE)).toBe("/invite/ABCD2345");
    expect(pendingInvitePath("a b")).toBeNull();
  });
});
