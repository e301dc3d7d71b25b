/**
 * A kind has one icon, on its client definition: the mode menu and the feature cards show the same
 * icon as its tabs, version picker and personal-space items. A kind that exists only in this test
 * gets its icon in the mode menu with nothing else changed.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { clientArtifact, registerClientArtifact } from "@/components/artifacts/registry";
import { ModeIcon } from "@/components/composer/mode-icon";
import { artifactKinds } from "@/lib/contracts/artifacts";
import { defineKind } from "@/lib/contracts/kinds/definition";
import { chatModes, kindOfMode, NORMAL_MODE, type ChatMode } from "@/lib/contracts/modes";

const tallyKind = defineKind({
  id: "tally",
  mode: "tally",
  viewer: "tally",
  event: "tally_content",
  versions: { path: "tally-versions" },
  cost: () => 0,
});
registerClientArtifact({
  kind: tallyKind,
  Icon: ({ className }) => <svg className={className} data-testid="tally-icon" />,
  Viewer: () => null,
});

test("every kind's mode shows the kind's own icon", () => {
  const kinds = artifactKinds();
  expect(kinds.map((k) => k.id)).toContain(tallyKind.id);
  for (const kind of kinds) {
    const { Icon } = clientArtifact(kind.id);
    expect({
      mode: kind.mode,
      icon: renderToStaticMarkup(<ModeIcon mode={kind.mode as ChatMode} />),
    }).toEqual({
      mode: kind.mode,
      icon: renderToStaticMarkup(<Icon className="h-4 w-4" />),
    });
  }
  expect(renderToStaticMarkup(<ModeIcon mode={tallyKind.mode as ChatMode} />)).toContain("tally-icon");
});

test("the plain chat has an icon of its own", () => {
  expect(chatModes()).toContain(NORMAL_MODE);
  expect(kindOfMode(NORMAL_MODE)).toBeUndefined();
  expect(renderToStaticMarkup(<ModeIcon mode={NORMAL_MODE} />)).toContain("<svg");
});
