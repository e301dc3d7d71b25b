/**
 * The invite page's four visible steps (spec §2): verify code validity, check user permission,
 * prepare user environment, redirect soon. A pure reducer for the step states and a runner
 * that drives it through injected effects, so both are testable without React or a browser.
 *
 * Visitor (no session): the code's check is attempted (the BFF may refuse it without a session,
 * then it is checked after sign-in), the code is kept in a cookie and sign-in starts with the
 * invite page as its return path. Signed-in user: the code is checked and accepted, the caches
 * are refreshed and the browser goes to /chat, or to /wait when the registration gate answers 40003.
 */
import { isGated, isUnauthorized } from "@/lib/api/api-error";
import { invitePath, isValidInviteCode } from "./invite-code";

export const INVITE_STEPS = ["verify", "permission", "prepare", "redirect"] as const;
export type InviteStepId = (typeof INVITE_STEPS)[number];
export type StepStatus = "pending" | "running" | "done" | "failed";

/** Extra words shown under a step (keys of the `invite.notes` messages). */
export type StepNote =
  | "verified"
  | "verifyDeferred"
  | "signInRequired"
  | "accepted"
  | "waitingAccess"
  | "codeSaved"
  | "ready"
  | "toSignIn"
  | "toChat"
  | "toWait";

export type FailureReason = "invalid" | "ownCode" | "error";
export type InviteFailure = { step: InviteStepId; reason: FailureReason; message?: string };

export type InviteState = {
  steps: Record<InviteStepId, StepStatus>;
  notes: Partial<Record<InviteStepId, StepNote>>;
  failure: InviteFailure | null;
  /** Where the last step sends the browser, once known. */
  destination: string | null;
};

export type InviteAction =
  | { type: "start"; step: InviteStepId }
  | { type: "done"; step: InviteStepId; note?: StepNote }
  | { type: "fail"; step: InviteStepId; reason: FailureReason; message?: string }
  | { type: "destination"; to: string }
  | { type: "reset" };

export function initialInviteState(): InviteState {
  return {
    steps: { verify: "pending", permission: "pending", prepare: "pending", redirect: "pending" },
    notes: {},
    failure: null,
    destination: null,
  };
}

function previousDone(state: InviteState, step: InviteStepId): boolean {
  return INVITE_STEPS.slice(0, INVITE_STEPS.indexOf(step)).every((s) => state.steps[s] === "done");
}

/** Steps run in order; a step starts only when the ones before it are done and nothing failed. */
export function inviteReducer(state: InviteState, action: InviteAction): InviteState {
  switch (action.type) {
    case "reset":
      return initialInviteState();
    case "start":
      if (state.failure || state.steps[action.step] !== "pending" || !previousDone(state, action.step))
        return state;
      return { ...state, steps: { ...state.steps, [action.step]: "running" } };
    case "done":
      if (state.steps[action.step] !== "running") return state;
      return {
        ...state,
        steps: { ...state.steps, [action.step]: "done" },
        notes: action.note ? { ...state.notes, [action.step]: action.note } : state.notes,
      };
    case "fail":
      if (state.steps[action.step] !== "running") return state;
      return {
        ...state,
        steps: { ...state.steps, [action.step]: "failed" },
        failure: { step: action.step, reason: action.reason, message: action.message },
      };
    case "destination":
      return { ...state, destination: action.to };
  }
}

export function runningStep(state: InviteState): InviteStepId | null {
  return INVITE_STEPS.find((s) => state.steps[s] === "running") ?? null;
}

export function isComplete(state: InviteState): boolean {
  return INVITE_STEPS.every((s) => state.steps[s] === "done");
}

export type InviteEffects = {
  check(code: string): Promise<{ valid: boolean }>;
  /** The API answers errno 0 with `valid: false` for unknown codes and the user's own code. */
  accept(code: string): Promise<AcceptAnswer>;
  /** Keep the code through sign-in (cookie). */
  rememberCode(code: string): void;
  forgetCode(): void;
  /** Refresh what the workspace caches about the user (profile, points). */
  prepareSession(): Promise<void>;
  navigate(to: string): void;
  /** The session ended while signed in: sign in again and come back to `returnTo`. */
  restartLogin(returnTo: string): void;
  /** Keeps each step on screen long enough to be seen; tests pass a no-op. */
  pause(ms: number): Promise<void>;
};

export type AcceptAnswer = { valid?: boolean; status?: string | null; result?: string; admitted?: boolean };

export const STEP_MIN_MS = 350;
export const REDIRECT_PAUSE_MS = 600;

export function signInPathFor(code: string): string {
  return `/auth/login?callbackUrl=${encodeURIComponent(invitePath(code))}`;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/**
 * Runs the four steps, reporting each change through `dispatch`. Stops quietly when `signal`
 * is aborted (the page unmounted) and at the first failure. Resolves to the final destination,
 * or null when it stopped.
 */
export async function runInviteFlow(
  code: string,
  signedIn: boolean,
  dispatch: (action: InviteAction) => void,
  effects: InviteEffects,
  signal?: AbortSignal,
): Promise<string | null> {
  const stopped = () => signal?.aborted === true;
  const returnTo = invitePath(code);

  // 1. Verify code validity.
  dispatch({ type: "reset" });
  dispatch({ type: "start", step: "verify" });
  await effects.pause(STEP_MIN_MS);
  if (stopped()) return null;
  if (!isValidInviteCode(code)) {
    dispatch({ type: "fail", step: "verify", reason: "invalid" });
    return null;
  }
  try {
    const { valid } = await effects.check(code);
    if (stopped()) return null;
    if (!valid) {
      effects.forgetCode();
      dispatch({ type: "fail", step: "verify", reason: "invalid" });
      return null;
    }
    dispatch({ type: "done", step: "verify", note: "verified" });
  } catch (error) {
    if (stopped()) return null;
    if (isUnauthorized(error) && !signedIn) {
      dispatch({ type: "done", step: "verify", note: "verifyDeferred" });
    } else if (isUnauthorized(error)) {
      effects.rememberCode(code);
      effects.restartLogin(returnTo);
      return null;
    } else {
      dispatch({ type: "fail", step: "verify", reason: "error", message: messageOf(error) });
      return null;
    }
  }

  // 2. Check user permission.
  dispatch({ type: "start", step: "permission" });
  await effects.pause(STEP_MIN_MS);
  if (stopped()) return null;
  let destination = signInPathFor(code);
  if (!signedIn) {
    dispatch({ type: "done", step: "permission", note: "signInRequired" });
  } else {
    try {
      const answer = await effects.accept(code);
      if (stopped()) return null;
      if (answer.valid === false) {
        effects.forgetCode();
        dispatch({
          type: "fail",
          step: "permission",
          reason: answer.result === "own_code" ? "ownCode" : "invalid",
        });
        return null;
      }
      // Accepting is open to users the registration gate still holds: `admitted` says where to go.
      const held = answer.admitted === false;
      destination = held ? "/wait" : "/chat";
      dispatch({ type: "done", step: "permission", note: held ? "waitingAccess" : "accepted" });
    } catch (error) {
      if (stopped()) return null;
      if (isGated(error)) {
        destination = "/wait";
        dispatch({ type: "done", step: "permission", note: "waitingAccess" });
      } else if (isUnauthorized(error)) {
        effects.rememberCode(code);
        effects.restartLogin(returnTo);
        return null;
      } else {
        dispatch({ type: "fail", step: "permission", reason: "error", message: messageOf(error) });
        return null;
      }
    }
  }

  // 3. Prepare user environment.
  dispatch({ type: "start", step: "prepare" });
  if (signedIn) {
    effects.forgetCode();
    await Promise.all([effects.prepareSession().catch(() => undefined), effects.pause(STEP_MIN_MS)]);
  } else {
    effects.rememberCode(code);
    await effects.pause(STEP_MIN_MS);
  }
  if (stopped()) return null;
  dispatch({ type: "done", step: "prepare", note: signedIn ? "ready" : "codeSaved" });

  // 4. Redirect soon.
  dispatch({ type: "start", step: "redirect" });
  dispatch({ type: "destination", to: destination });
  await effects.pause(REDIRECT_PAUSE_MS);
  if (stopped()) return null;
  dispatch({
    type: "done",
    step: "redirect",
    note: !signedIn ? "toSignIn" : destination === "/wait" ? "toWait" : "toChat",
  });
  effects.navigate(destination);
  return destination;
}
