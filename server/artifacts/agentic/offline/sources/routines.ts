/**
 * The Offline lite apps that follow a routine: a habit tracker, a pomodoro timer and a quiz.
 * The app code avoids template literals so it can live in String.raw.
 */

export const HABIT = String.raw`import { useState } from "react";
import Check from "lucide-react/icons/check";
import Flame from "lucide-react/icons/flame";
import { config } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";

type CheckIn = { habit: string; date: string };
type HabitRecord = { name: string };

/** A local calendar day (YYYY-MM-DD), "offset" days ago. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() - offset);
  return [d.getFullYear(), String(d.getMonth() + 1).padStart(2, "0"), String(d.getDate()).padStart(2, "0")].join("-");
}

export default function HabitTracker({ t }: { t: Theme }) {
  const checkins = useCollection<CheckIn>("checkins");
  const added = useCollection<HabitRecord>("habits");
  const [name, setName] = useState("");
  const habits = [...config.habits, ...added.records.map((r) => r.data.name)];
  const days = [6, 5, 4, 3, 2, 1, 0].map(day);
  const has = (habit: string, date: string) => checkins.records.find((r) => r.data.habit === habit && r.data.date === date);
  const toggle = (habit: string, date: string) => {
    const found = has(habit, date);
    if (found) void checkins.remove(found.id);
    else void checkins.add({ habit, date });
  };
  const streak = (habit: string) => {
    let n = 0;
    while (has(habit, day(n))) n += 1;
    return n;
  };
  // "只看没完成的", "hide the ones done": a switch that shows only the habits not ticked today.
  const only = config.controls.find((c) => c.kind === "toggle");
  const [open, setOpen] = useState(false);
  const shown = open ? habits.filter((habit) => !has(habit, day(0))) : habits;

  return (
    <section className={t.card}>
      {only && (
        <label className="mb-3 flex items-center gap-2 text-sm">
          <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} className="h-4 w-4" />
          {only.label}
        </label>
      )}
      {/* The week's grid scrolls inside its card on a narrow screen, never the page. */}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th />
              {days.map((d, i) => (
                <th key={d} className={"px-1 py-2 font-medium " + t.muted}>
                  {i === 6 ? config.text.today : d.slice(5)}
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {shown.map((habit) => (
              <tr key={habit}>
                <td className="py-2 pr-3 font-medium">{habit}</td>
                {days.map((d) => (
                  <td key={d} className="px-1 py-2 text-center">
                    <button type="button" aria-label={habit + " " + d} aria-pressed={Boolean(has(habit, d))} onClick={() => toggle(habit, d)} className={has(habit, d) ? t.dayOn : t.dayOff}>
                      {has(habit, d) ? <Check size={14} /> : null}
                    </button>
                  </td>
                ))}
                <td className={"whitespace-nowrap pl-3 " + t.muted}>
                  <Flame size={14} className="inline" /> {streak(habit)} {config.text.streak}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form
        className="mt-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) void added.add({ name: name.trim() });
          setName("");
        }}
      >
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder={config.text.newHabit} className={t.input + " flex-1"} />
        <button type="submit" className={t.button}>
          {config.text.add}
        </button>
      </form>
    </section>
  );
}
`;

export const POMODORO = String.raw`import { useEffect, useState } from "react";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import SkipForward from "lucide-react/icons/skip-forward";
import { config } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";

type Mode = "work" | "rest";
type Session = { mode: Mode; minutes: number; at: string };

const length = (mode: Mode) => (mode === "work" ? config.workMinutes : config.breakMinutes) * 60;

export default function PomodoroTimer({ t }: { t: Theme }) {
  const sessions = useCollection<Session>("sessions");
  const [mode, setMode] = useState<Mode>("work");
  const [left, setLeft] = useState(length("work"));
  const [running, setRunning] = useState(false);

  const next = () => {
    if (mode === "work") void sessions.add({ mode, minutes: config.workMinutes, at: new Date().toISOString() });
    const to: Mode = mode === "work" ? "rest" : "work";
    setMode(to);
    setLeft(length(to));
  };

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(id);
  }, [running]);

  useEffect(() => {
    if (left === 0) next();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);

  const mm = String(Math.floor(left / 60)).padStart(2, "0");
  const ss = String(left % 60).padStart(2, "0");
  const done = sessions.records.filter((r) => r.data.mode === "work").length;
  const progress = 1 - left / length(mode);

  return (
    <section className={t.card + " text-center"}>
      <div className="flex justify-center gap-2">
        {(["work", "rest"] as Mode[]).map((m) => (
          <button
            key={m}
            type="button"
            onClick={() => {
              setMode(m);
              setLeft(length(m));
              setRunning(false);
            }}
            className={mode === m ? t.chipActive : t.chip}
          >
            {config.text[m]} · {m === "work" ? config.workMinutes : config.breakMinutes} {config.text.minutes}
          </button>
        ))}
      </div>
      <p className="mt-8 font-mono text-7xl font-bold tabular-nums" aria-live="polite">
        {mm}:{ss}
      </p>
      <div className={"mx-auto mt-6 h-2 max-w-sm " + t.track}>
        <div className={"h-2 " + t.bar} style={{ width: Math.round(progress * 100) + "%" }} />
      </div>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={() => setRunning(!running)} className={t.button + " inline-flex items-center gap-2"}>
          {running ? <Pause size={18} /> : <Play size={18} />}
          {running ? config.text.pause : config.text.start}
        </button>
        <button
          type="button"
          onClick={() => {
            setRunning(false);
            setLeft(length(mode));
          }}
          className={t.secondaryButton + " inline-flex items-center gap-2"}
        >
          <RotateCcw size={18} />
          {config.text.reset}
        </button>
        <button type="button" onClick={next} className={t.secondaryButton + " inline-flex items-center gap-2"}>
          <SkipForward size={18} />
          {config.text.skip}
        </button>
      </div>
      <p className={"mt-6 text-sm " + t.muted}>
        {config.text.sessions}: {done}
      </p>
    </section>
  );
}
`;

export const QUIZ = String.raw`import { useState } from "react";
import { config, type Question } from "../config";
import type { Theme } from "../theme";
import { useCollection } from "../lib/store";

type Result = { score: number; total: number; at: string };

export default function Quiz({ t }: { t: Theme }) {
  const own = useCollection<Question>("questions");
  const results = useCollection<Result>("results");
  const questions = [...config.questions, ...own.records.map((r) => r.data)];
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<number | null>(null);
  const [score, setScore] = useState(0);
  const [draft, setDraft] = useState({ q: "", options: "" });
  const finished = index >= questions.length;
  const current = questions[index];
  const best = results.records.reduce((b, r) => Math.max(b, r.data.score), 0);

  const pick = (i: number) => {
    if (picked !== null || !current) return;
    setPicked(i);
    if (i === current.answer) setScore(score + 1);
  };
  const next = () => {
    const last = index + 1 >= questions.length;
    if (last) void results.add({ score, total: questions.length, at: new Date().toISOString() });
    setIndex(index + 1);
    setPicked(null);
  };

  return (
    <div className="space-y-6">
      <section className={t.card}>
        {!finished && current ? (
          <>
            <p className={"text-sm " + t.muted}>
              {config.text.question} {index + 1} {config.text.of} {questions.length}
            </p>
            <h2 className="mt-2 text-xl font-semibold">{current.q}</h2>
            <div className="mt-4 grid gap-2">
              {current.options.map((o, i) => (
                <button
                  key={o + i}
                  type="button"
                  onClick={() => pick(i)}
                  className={picked === null ? t.option : i === current.answer ? t.optionRight : i === picked ? t.optionWrong : t.option}
                >
                  {o}
                </button>
              ))}
            </div>
            {picked !== null && (
              <div className="mt-4 flex items-center justify-between">
                <span>{picked === current.answer ? config.text.correct : config.text.wrong + " " + current.options[current.answer]}</span>
                <button type="button" onClick={next} className={t.button}>
                  {config.text.next}
                </button>
              </div>
            )}
          </>
        ) : (
          <div className="text-center">
            <p className="text-3xl font-bold">
              {config.text.score}: {score} / {questions.length}
            </p>
            <p className={"mt-2 " + t.muted}>
              {config.text.best}: {Math.max(best, score)}
            </p>
            <button
              type="button"
              onClick={() => {
                setIndex(0);
                setScore(0);
                setPicked(null);
              }}
              className={t.button + " mt-4"}
            >
              {config.text.restart}
            </button>
          </div>
        )}
      </section>
      <form
        className={t.card + " grid gap-2"}
        onSubmit={(e) => {
          e.preventDefault();
          const options = draft.options.split(/[,，]/).map((o) => o.trim()).filter(Boolean);
          if (!draft.q.trim() || options.length < 2) return;
          void own.add({ q: draft.q.trim(), options, answer: 0 });
          setDraft({ q: "", options: "" });
        }}
      >
        <h2 className="font-semibold">{config.text.addQuestion}</h2>
        <input value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} placeholder={config.text.questionText} className={t.input} />
        <input value={draft.options} onChange={(e) => setDraft({ ...draft, options: e.target.value })} placeholder={config.text.optionsText} className={t.input} />
        <button type="submit" className={t.secondaryButton}>
          {config.text.add}
        </button>
      </form>
    </div>
  );
}
`;
