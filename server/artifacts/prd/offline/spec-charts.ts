/**
 * The charts inside a PRD, drawn from the document's own content with the same renderers the
 * flowchart mode uses: the main flow, the key interaction, the data model, the lifecycle of the
 * main object, the release plan, a map of the product.
 */
import type { ChartKind } from "../../../ai/offline/brief";
import type {
  FlowModel,
  GanttModel,
  JourneyModel,
  MindModel,
  SequenceModel,
  StateModel,
  EntityModel,
} from "../../shared/charts/offline/models";
import { renderChart } from "../../shared/charts/offline/render";
import { nextMonday } from "../../shared/charts/offline/from-brief";
import { entityId } from "../../shared/charts/offline/syntax";
import type { ProductSpec } from "../../shared/prd-spec/spec";

export function specChart(kind: ChartKind, spec: ProductSpec): string {
  const zh = spec.locale === "zh";
  const { pack } = spec;
  switch (kind) {
    case "sequence": {
      const model: SequenceModel = {
        kind,
        title: "",
        participants: pack.sequence.actors,
        people: pack.sequence.actors.map((_, i) => i === 0),
        messages: pack.sequence.messages.map(([from, to, text]) => ({ from, to, text, reply: to < from })),
      };
      return renderChart(model);
    }
    case "state": {
      const states = [...new Set(pack.states.flatMap(([a, b]) => [a, b]).filter((s) => s !== "[*]"))];
      const model: StateModel = {
        kind,
        title: "",
        states,
        transitions: pack.states.map(([from, to, event]) => ({ from, to, event: event || undefined })),
      };
      return renderChart(model);
    }
    case "er":
    case "class": {
      const model: EntityModel = {
        kind,
        title: "",
        entities: pack.entities.map((e) => ({
          name: entityId(e.name),
          fields: e.fields.map((f) => {
            const [type, name, key] = f.split(/\s+/);
            return {
              type: kind === "class" ? type.charAt(0).toUpperCase() + type.slice(1) : type,
              name,
              ...(kind === "er" && (key === "PK" || key === "FK") ? { key } : {}),
            };
          }),
        })),
        relations: pack.relations.map(([from, to, cardinality, label]) => ({
          from: entityId(from),
          to: entityId(to),
          many: cardinality.endsWith("{"),
          label,
        })),
      };
      return renderChart(model);
    }
    case "gantt": {
      const tasks = pack.features
        .slice(0, 5)
        .map((f) => ({ name: f.name, days: f.priority === "P0" ? 10 : 7 }));
      const model: GanttModel = {
        kind,
        title: "",
        start: nextMonday(),
        sections: [
          {
            name: zh ? "设计" : "Design",
            tasks: [{ name: zh ? "需求评审与交互设计" : "Requirements and design", days: 10 }],
          },
          { name: zh ? "开发" : "Build", tasks },
          { name: zh ? "发布" : "Launch", tasks: [{ name: zh ? "内测与修复" : "Beta and fixes", days: 10 }] },
        ],
      };
      return renderChart(model);
    }
    case "journey": {
      const model: JourneyModel = {
        kind,
        title: "",
        actor: pack.user,
        stages: [pack.flow.start, ...pack.flow.steps, pack.flow.end].map((name, i, all) => ({
          name,
          tasks: [{ name, score: i === all.length - 1 ? 5 : 3 + (i % 2) }],
        })),
      };
      return renderChart(model);
    }
    case "mindmap": {
      const model: MindModel = {
        kind,
        title: "",
        root: spec.product,
        branches: [
          { name: zh ? "用户" : "Users", children: pack.users },
          { name: zh ? "核心功能" : "Features", children: pack.features.slice(0, 6).map((f) => f.name) },
          { name: zh ? "成功指标" : "Metrics", children: pack.metrics.slice(0, 3).map((m) => m.name) },
          { name: zh ? "风险" : "Risks", children: pack.risks.slice(0, 3).map(([r]) => r) },
        ],
      };
      return renderChart(model);
    }
    default:
      return renderChart(flowModel(spec));
  }
}

function flowModel(spec: ProductSpec): FlowModel {
  const zh = spec.locale === "zh";
  const { flow } = spec.pack;
  return {
    kind: "flowchart",
    title: "",
    start: flow.start,
    end: flow.end,
    steps: flow.steps.map((text) => ({ text })),
    decisions: [
      {
        question: flow.decision.question,
        after: flow.steps.length - 1,
        yes: [{ text: flow.decision.yes }],
        no: [{ text: flow.decision.no }],
        yesLabel: zh ? "是" : "Yes",
        noLabel: zh ? "否" : "No",
        ends: false,
      },
    ],
    lanes: false,
  };
}
