/**
 * @jest-environment jsdom
 */
/**
 * The viewer's width class and its device stage are decided from the first layout, before the
 * first paint: a phone must never paint the wide layout (the element list as a column beside a
 * squeezed preview) while it waits for the first resize notice. jsdom has no layout, so the
 * widths an element would have are given to it; the resize notices never come here, as on a
 * busy phone before its next frame.
 */
import { useRef } from "react";
import { render, screen } from "@testing-library/react";
import { useCompact } from "@/components/prototype/viewer/studio-hooks";
import { DeviceStage } from "@/components/prototype/viewer/device-stage";

beforeAll(() => {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

/** Elements laid out at a phone's width: 390 × 700. */
function phoneLayout() {
  const width = jest.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(390);
  const height = jest.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(700);
  return () => {
    width.mockRestore();
    height.mockRestore();
  };
}

function Viewer({ breakpoint }: { breakpoint: number }) {
  const root = useRef<HTMLDivElement>(null);
  const compact = useCompact(root, breakpoint);
  return (
    <div ref={root} data-testid="root">
      {compact ? "compact" : "wide"}
    </div>
  );
}

test("a viewer narrower than the breakpoint is compact from its first committed render", () => {
  const restore = phoneLayout();
  try {
    render(<Viewer breakpoint={480} />);
    expect(screen.getByTestId("root").textContent).toBe("compact");
  } finally {
    restore();
  }
});

test("a viewer wider than the breakpoint stays wide", () => {
  const restore = phoneLayout();
  try {
    render(<Viewer breakpoint={320} />);
    expect(screen.getByTestId("root").textContent).toBe("wide");
  } finally {
    restore();
  }
});

test("the device stage draws the page at its fitted size from the first committed render", () => {
  const restore = phoneLayout();
  try {
    render(
      <DeviceStage
        device="web"
        address="Dashboard"
        frame={(viewport) => (
          <div data-testid="page" data-width={viewport.width} data-scale={viewport.scale} />
        )}
      />,
    );
    const page = screen.getByTestId("page");
    // A 1280-wide web page in 390 − 2 × 20 px.
    expect(page.dataset.width).toBe("1280");
    expect(Number(page.dataset.scale)).toBeCloseTo(350 / 1280, 5);
  } finally {
    restore();
  }
});
