/**
 * Device names. The spec names the devices two ways — web, mobile, desktop (§1, §2 shared views,
 * §3 prototype options, §9) and web, mobile, tablet (§3 design type) — for the same three frames.
 * The product stores and answers the design types of `DESIGN_TYPES` (web, mobile, tablet); every
 * input that names a device also takes `desktop`, read as the third frame (the wide one beside
 * web's full page), and shared sets of that frame are handed out under `/shared/desktop/…`.
 */
import { z } from "zod";
import { DESIGN_TYPES, type DesignType } from "./artifacts";

/** Other names of a design type that inputs accept. */
export const DEVICE_ALIASES = { desktop: "tablet" } as const satisfies Record<string, DesignType>;

/** Every device name an input accepts, in the order a list shows them. */
export const DEVICE_NAMES = [
  ...DESIGN_TYPES,
  ...(Object.keys(DEVICE_ALIASES) as (keyof typeof DEVICE_ALIASES)[]),
] as const;
export type DeviceName = (typeof DEVICE_NAMES)[number];

/** The design type a device name stands for, or null for a name the spec does not use. */
export function designTypeOf(name: string): DesignType | null {
  if ((DESIGN_TYPES as readonly string[]).includes(name)) return name as DesignType;
  return Object.hasOwn(DEVICE_ALIASES, name) ? DEVICE_ALIASES[name as keyof typeof DEVICE_ALIASES] : null;
}

/** A device in a request (`device_type`, `design_type`): any name the spec uses, read as its design type. */
export const deviceInputSchema = z.enum(DEVICE_NAMES).transform((name): DesignType => designTypeOf(name)!);

/** The `{device}` segment of a shared set's URL (spec §2: mobile, web or desktop). */
export function sharedDeviceSegment(designType: string): "web" | "mobile" | "desktop" {
  return designType === "mobile" ? "mobile" : designType === "tablet" ? "desktop" : "web";
}

/** Whether a shared view's first segment names a device (every name the spec uses for one). */
export function isSharedDeviceSegment(segment: string): boolean {
  return designTypeOf(segment) !== null;
}
