"use client";
/**
 * A block the rich editor cannot show faithfully (HTML, images, link definitions…): rendered,
 * and edited as its markdown source, so nothing in it is ever rewritten behind the user's back.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import { MarkdownView } from "../markdown-view";

export function RawMarkdownNodeView({ node, updateAttributes, editor, selected }: ReactNodeViewProps) {
  const t = useTranslations("prdEditor");
  const [editing, setEditing] = useState(false);
  const source = String(node.attrs.source ?? "");
  return (
    <NodeViewWrapper className="group relative my-3" data-testid="prd-raw-block" contentEditable={false}>
      <div
        className={`prd-block-frame rounded-lg ${selected || editing ? "ring-1 ring-brand-500" : "hover:ring-1 hover:ring-slate-200"}`}
      >
        {editing ? (
          <label className="block p-1">
            <span className="sr-only">{t("blockSource")}</span>
            <textarea
              value={source}
              onChange={(e) => updateAttributes({ source: e.target.value })}
              spellCheck={false}
              rows={Math.min(16, Math.max(3, source.split("\n").length + 1))}
              className="w-full resize-y rounded-md border border-slate-200 bg-slate-50 p-2 font-mono text-xs leading-5 outline-none focus:border-brand-500"
            />
          </label>
        ) : (
          <MarkdownView markdown={source} className="[&>*]:my-1" />
        )}
      </div>
      {editor.isEditable && (
        <button
          type="button"
          onClick={() => setEditing((v) => !v)}
          className="absolute -top-3 right-1 rounded-md border border-slate-200 bg-white px-2 py-0.5 text-[11px] font-medium text-ink-500 shadow-sm sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100 hover:text-ink-900"
        >
          {editing ? t("doneEditingSource") : t("editMarkdown")}
        </button>
      )}
    </NodeViewWrapper>
  );
}
