/** One chart model → its mermaid source. */
import type { ChartModel } from "./models";
import { renderFlowchart, renderSequence } from "./render-flow";
import { renderGantt, renderJourney, renderMindmap } from "./render-plan";
import { renderClass, renderEr, renderState } from "./render-structure";

export function renderChart(model: ChartModel): string {
  switch (model.kind) {
    case "flowchart":
      return renderFlowchart(model);
    case "sequence":
      return renderSequence(model);
    case "state":
      return renderState(model);
    case "er":
      return renderEr(model);
    case "class":
      return renderClass(model);
    case "gantt":
      return renderGantt(model);
    case "journey":
      return renderJourney(model);
    case "mindmap":
      return renderMindmap(model);
  }
}
