/**
 * A rota above a record app's log: who is on each job, one day or one week at a time, moving one
 * person on each time, counted from the day it starts (`config.rota`). Today's or this week's row
 * is marked; earlier and later periods are a button away. Nothing is shown without a rota.
 * The app code avoids template literals so it can live in String.raw.
 */

export const ROTA = String.raw`import { useState } from "react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { config } from "../config";
import type { Theme } from "../theme";

const DAY = 24 * 60 * 60 * 1000;

function parse(value: string): Date {
  const [y, m, d] = value.split("-").map(Number);
  return y && m && d ? new Date(y, m - 1, d) : new Date();
}

function mondayOf(day: Date): Date {
  const d = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
}

function plusDays(day: Date, n: number): Date {
  const d = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  d.setDate(d.getDate() + n);
  return d;
}

/** Whole weeks from one Monday to another (daylight saving shifts rounded away). */
const weeksBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / (7 * DAY));

const locale = config.lang === "zh" ? "zh-CN" : "en-GB";
const short = (d: Date) => d.toLocaleDateString(locale, { day: "numeric", month: "short" });
const weekday = (d: Date) => d.toLocaleDateString(locale, { weekday: config.lang === "zh" ? "short" : "long" });

type Row = { key: string; name: string; date: string; now: boolean; turn: number };

/** Who is on job "task" at turn "turn": each turn moves everyone one job on. */
function who(turn: number, task: number): string {
  const people = config.rota?.people ?? [];
  const n = people.length;
  return n ? people[(((turn + task) % n) + n) % n]! : "";
}

export default function Rota({ t }: { t: Theme }) {
  const rota = config.rota;
  const [page, setPage] = useState(0);
  if (!rota || rota.people.length < 2) return null;
  const start = mondayOf(parse(rota.start));
  const today = new Date();
  const thisMonday = mondayOf(today);
  // Before it starts, the first weeks; once it has, the current ones.
  const from = thisMonday < start ? start : thisMonday;
  const days = rota.days.length ? rota.days : [0, 1, 2, 3, 4, 5, 6];
  const rows: Row[] = [];
  if (rota.every === "day") {
    const monday = plusDays(from, page * 7);
    const week = weeksBetween(start, monday);
    days.forEach((offset, i) => {
      const d = plusDays(monday, offset);
      rows.push({ key: d.toDateString(), name: weekday(d), date: short(d), now: d.toDateString() === today.toDateString(), turn: week * days.length + i });
    });
  } else {
    for (let i = 0; i < 6; i += 1) {
      const monday = plusDays(from, (page * 6 + i) * 7);
      rows.push({ key: monday.toDateString(), name: short(monday) + " – " + short(plusDays(monday, 6)), date: "", now: monday.getTime() === thisMonday.getTime(), turn: weeksBetween(start, monday) });
    }
  }
  return (
    <section className={t.card + " space-y-3"} data-rota="">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">
          {config.text.rota}
          <span className={"ml-2 text-sm font-normal " + t.muted}>{rota.every === "day" ? config.text.turnEachDay : config.text.turnEachWeek}</span>
        </h2>
        <div className="flex gap-2">
          <button type="button" onClick={() => setPage(page - 1)} className={t.secondaryButton + " inline-flex items-center gap-1"}>
            <ChevronLeft size={16} />
            {config.text.earlier}
          </button>
          <button type="button" onClick={() => setPage(page + 1)} className={t.secondaryButton + " inline-flex items-center gap-1"}>
            {config.text.later}
            <ChevronRight size={16} />
          </button>
        </div>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className={t.tableHead}>
              <th className="px-3 py-2 font-medium" />
              {rota.tasks.map((task) => (
                <th key={task} className="px-3 py-2 font-medium">
                  {task}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={t.tableRow} aria-current={row.now ? "date" : undefined}>
                <td className="px-3 py-2">
                  <span className="font-medium">{row.name}</span>
                  {(row.date || row.now) && (
                    <span className={"block text-xs " + t.muted}>
                      {[row.date, row.now ? (rota.every === "day" ? config.text.today : config.text.thisWeek) : ""].filter(Boolean).join(" · ")}
                    </span>
                  )}
                </td>
                {rota.tasks.map((task, i) => (
                  <td key={task} className={"px-3 py-2" + (row.now ? " font-semibold" : "")}>
                    {who(row.turn, i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
`;
