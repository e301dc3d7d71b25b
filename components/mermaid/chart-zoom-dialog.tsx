"use client";
/** A chart of a document opened full screen on the zoom-and-pan canvas. */
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { useMermaidSvg } from "./use-mermaid-svg";
import { ZoomPanCanvas } from "./zoom-pan-canvas";

export function ChartZoomDialog({
  source,
  open,
  onOpenChange,
}: {
  source: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("mermaidView");
  const { svg } = useMermaidSvg(open ? source : null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("chartLabel")}
      variant="sheet"
      closeLabel={t("close")}
      testId="chart-zoom"
    >
      <div className="min-h-0 flex-1">
        {svg ? (
          <ZoomPanCanvas
            svg={svg}
            labels={{
              zoomIn: t("zoomIn"),
              zoomOut: t("zoomOut"),
              reset: t("fit"),
              canvas: t("chartLabel"),
              zoomLevel: (p) => `${p}%`,
            }}
          />
        ) : (
          <p className="p-6 text-sm text-ink-500">{t("drawing")}</p>
        )}
      </div>
    </Dialog>
  );
}
