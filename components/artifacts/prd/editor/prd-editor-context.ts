"use client";
/** What the editor's node views need from the viewer around them (charts' AI actions). */
import { createContext, useContext } from "react";

export type PrdEditorActions = {
  /** Starts a round that redraws one chart (`chart-<n>`); absent while it cannot run. */
  regenerateChart?: (chartId: string) => void;
  /** The chart a round is redrawing now, if any. */
  busyChartId: string | null;
};

export const PrdEditorContext = createContext<PrdEditorActions>({ busyChartId: null });

export function usePrdEditorActions(): PrdEditorActions {
  return useContext(PrdEditorContext);
}
