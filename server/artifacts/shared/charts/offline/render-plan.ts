/** Gantt charts (tasks one after another from a start date), user journeys and mind maps. */
import type { GanttModel, JourneyModel, MindModel } from "./models";
import { mindText, plain, withTitle } from "./syntax";

export function renderGantt(model: GanttModel): string {
  const lines = ["gantt", "  dateFormat YYYY-MM-DD", "  axisFormat %m-%d"];
  let n = 0;
  for (const section of model.sections) {
    lines.push(`  section ${plain(section.name) || "Plan"}`);
    for (const task of section.tasks) {
      n += 1;
      const when = n === 1 ? model.start : `after t${n - 1}`;
      lines.push(
        task.milestone
          ? `  ${plain(task.name)} :milestone, t${n}, ${when}, 0d`
          : `  ${plain(task.name)} :t${n}, ${when}, ${Math.max(1, Math.round(task.days))}d`,
      );
    }
  }
  return withTitle(model.title, lines.join("\n"));
}

export function renderJourney(model: JourneyModel): string {
  const lines = ["journey"];
  for (const stage of model.stages) {
    lines.push(`  section ${plain(stage.name)}`);
    for (const task of stage.tasks)
      lines.push(`    ${plain(task.name)}: ${Math.min(5, Math.max(1, task.score))}: ${plain(model.actor)}`);
  }
  return withTitle(model.title, lines.join("\n"));
}

export function renderMindmap(model: MindModel): string {
  const lines = ["mindmap", `  root((${mindText(model.root)}))`];
  for (const branch of model.branches) {
    lines.push(`    ${mindText(branch.name)}`);
    for (const child of branch.children) lines.push(`      ${mindText(child)}`);
  }
  return withTitle(model.title, lines.join("\n"));
}
