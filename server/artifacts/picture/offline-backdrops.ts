/**
 * The places an Offline picture is set in: each draws its sky, light and ground, and says where
 * the ground line is (the subject stands on it).
 */
import { between, cloud, ridge, round, type Canvas } from "./offline-canvas";
import { hsl } from "./offline-palette";
import type { Backdrop } from "./offline-scene";

export type DrawnBackdrop = { svg: string; defs: string; ground: number };

function skyDefs(c: Canvas): string {
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.pal.skyTop}"/><stop offset="1" stop-color="${c.pal.skyBottom}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${c.pal.light}" stop-opacity="0.9"/><stop offset="1" stop-color="${c.pal.light}" stop-opacity="0"/></radialGradient>`
  );
}

function sunOrMoon(c: Canvas, x: number, y: number): string {
  const r = c.s * (c.pal.mood === "night" ? 0.07 : 0.09);
  const glow = `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r * 3.2)}" fill="url(#glow)" opacity="0.7"/>`;
  if (c.pal.mood === "night") {
    return `${glow}<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${c.pal.light}"/><circle cx="${round(x + r * 0.45)}" cy="${round(y - r * 0.2)}" r="${round(r * 0.85)}" fill="${c.pal.skyTop}" opacity="0.9"/>`;
  }
  return `${glow}<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${c.pal.light}"/>`;
}

function stars(c: Canvas, count: number, maxY: number): string {
  let out = "";
  for (let i = 0; i < count; i++)
    out += `<circle cx="${round(between(c, 0, c.w))}" cy="${round(between(c, 0, c.h * maxY))}" r="${round(between(c, 0.6, 2.2) * (c.s / 600))}" fill="#ffffff" opacity="${round(between(c, 0.4, 1))}"/>`;
  return out;
}

function clouds(c: Canvas, count: number, maxY: number): string {
  if (c.pal.mood === "night") return stars(c, 90, maxY);
  let out = "";
  for (let i = 0; i < count; i++)
    out += cloud(
      between(c, 0.05, 0.95) * c.w,
      between(c, 0.08, maxY) * c.h,
      c.s * between(c, 0.04, 0.08),
      "#ffffff",
      c.pal.mood === "sunset" ? 0.45 : 0.8,
    );
  return out;
}

function sky(c: Canvas): string {
  return `<rect width="${c.w}" height="${c.h}" fill="url(#sky)"/>`;
}

function sea(c: Canvas): DrawnBackdrop {
  const horizon = 0.58;
  const sun = sunOrMoon(c, c.w * between(c, 0.25, 0.75), c.h * between(c, 0.2, 0.38));
  const water = `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(205, 70, c.pal.mood === "night" ? 22 : 45)}"/><stop offset="1" stop-color="${hsl(215, 75, c.pal.mood === "night" ? 10 : 28)}"/></linearGradient>`;
  let waves = "";
  for (let i = 0; i < 7; i++) {
    const y = c.h * (horizon + 0.05 + i * 0.045);
    const x = between(c, 0, c.w * 0.7);
    waves += `<path d="M${round(x)} ${round(y)} q${round(c.s * 0.04)} ${round(-c.s * 0.015)} ${round(c.s * 0.08)} 0 t${round(c.s * 0.08)} 0" stroke="#ffffff" stroke-width="${round(c.s * 0.004)}" fill="none" opacity="0.5"/>`;
  }
  const sand = `<path d="M0 ${round(c.h * 0.86)} Q${round(c.w * 0.5)} ${round(c.h * 0.78)} ${c.w} ${round(c.h * 0.9)} L${c.w} ${c.h} L0 ${c.h} Z" fill="${c.pal.mood === "night" ? hsl(40, 20, 30) : hsl(42, 60, 74)}"/>`;
  const svg =
    sky(c) +
    clouds(c, 3, 0.3) +
    sun +
    `<rect y="${round(c.h * horizon)}" width="${c.w}" height="${round(c.h * (1 - horizon))}" fill="url(#water)"/>` +
    `<rect x="${round(c.w * 0.35)}" y="${round(c.h * horizon)}" width="${round(c.w * 0.3)}" height="${round(c.h * 0.004)}" fill="${c.pal.light}" opacity="0.6"/>` +
    waves +
    sand;
  return { svg, defs: water, ground: 0.88 };
}

function mountain(c: Canvas): DrawnBackdrop {
  const snow = `<linearGradient id="peak" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.22" stop-color="#ffffff"/><stop offset="0.24" stop-color="${hsl(220, 20, c.pal.mood === "night" ? 30 : 58)}"/><stop offset="1" stop-color="${c.pal.groundFar}"/></linearGradient>`;
  const peaks: string[] = [];
  const count = 3;
  for (let i = 0; i < count; i++) {
    const cx = c.w * (0.15 + (i * 0.7) / (count - 1)) + between(c, -0.06, 0.06) * c.w;
    const top = c.h * between(c, 0.18, 0.32);
    const half = c.w * between(c, 0.22, 0.32);
    peaks.push(
      `<path d="M${round(cx - half)} ${round(c.h * 0.72)} L${round(cx)} ${round(top)} L${round(cx + half)} ${round(c.h * 0.72)} Z" fill="url(#peak)"/>`,
    );
  }
  const svg =
    sky(c) +
    sunOrMoon(c, c.w * between(c, 0.6, 0.85), c.h * 0.16) +
    clouds(c, 3, 0.25) +
    peaks.join("") +
    ridge(c, 0.7, 0.06, 3, c.pal.groundFar) +
    ridge(c, 0.8, 0.05, 2, c.pal.groundNear);
  return { svg, defs: snow, ground: 0.86 };
}

function city(c: Canvas): DrawnBackdrop {
  const night = c.pal.mood === "night" || c.pal.mood === "sunset";
  let buildings = "";
  let x = -c.w * 0.02;
  while (x < c.w) {
    const bw = c.w * between(c, 0.06, 0.12);
    const bh = c.h * between(c, 0.25, 0.6);
    const top = c.h * 0.82 - bh;
    const shade = hsl(225, 20, night ? between(c, 14, 24) : between(c, 45, 62));
    buildings += `<rect x="${round(x)}" y="${round(top)}" width="${round(bw)}" height="${round(bh)}" fill="${shade}"/>`;
    const cols = Math.max(2, Math.floor(bw / (c.s * 0.025)));
    const rows = Math.floor(bh / (c.s * 0.04));
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < cols; k++) {
        if (c.rnd() < (night ? 0.45 : 0.25)) continue;
        const wx = x + (bw * (k + 0.3)) / cols;
        const wy = top + c.s * 0.02 + r * c.s * 0.04;
        buildings += `<rect x="${round(wx)}" y="${round(wy)}" width="${round((bw / cols) * 0.45)}" height="${round(c.s * 0.018)}" fill="${night ? c.pal.light : "#dbeafe"}" opacity="${night ? 0.85 : 0.7}"/>`;
      }
    }
    x += bw + c.w * between(c, 0.005, 0.02);
  }
  const street = `<rect y="${round(c.h * 0.82)}" width="${c.w}" height="${round(c.h * 0.18)}" fill="${hsl(230, 15, night ? 12 : 30)}"/><rect y="${round(c.h * 0.9)}" width="${c.w}" height="${round(c.h * 0.006)}" fill="${c.pal.light}" opacity="0.5"/>`;
  return {
    svg:
      sky(c) +
      sunOrMoon(c, c.w * between(c, 0.15, 0.85), c.h * 0.18) +
      clouds(c, 2, 0.2) +
      buildings +
      street,
    defs: "",
    ground: 0.9,
  };
}

function pine(c: Canvas, x: number, base: number, height: number, fill: string): string {
  const w = height * 0.42;
  return (
    `<rect x="${round(x - w * 0.06)}" y="${round(base - height * 0.15)}" width="${round(w * 0.12)}" height="${round(height * 0.15)}" fill="#5b3a22"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${round(x - w / 2 + i * w * 0.08)} ${round(base - height * (0.12 + i * 0.28))} L${round(x)} ${round(base - height * (0.55 + i * 0.22))} L${round(x + w / 2 - i * w * 0.08)} ${round(base - height * (0.12 + i * 0.28))} Z" fill="${fill}"/>`,
      )
      .join("")
  );
}

function forest(c: Canvas): DrawnBackdrop {
  let trees = ridge(c, 0.62, 0.05, 4, c.pal.groundFar, 0.8);
  for (let i = 0; i < 14; i++)
    trees += pine(
      c,
      between(c, 0, c.w),
      c.h * between(c, 0.66, 0.74),
      c.s * between(c, 0.18, 0.3),
      hsl(140, 35, c.pal.mood === "night" ? 14 : between(c, 22, 34)),
    );
  trees += ridge(c, 0.82, 0.03, 2, c.pal.groundNear);
  for (let i = 0; i < 5; i++)
    trees += pine(
      c,
      between(c, 0, c.w),
      c.h * between(c, 0.9, 1.02),
      c.s * between(c, 0.35, 0.5),
      hsl(145, 40, c.pal.mood === "night" ? 10 : 20),
    );
  return {
    svg: sky(c) + sunOrMoon(c, c.w * between(c, 0.2, 0.8), c.h * 0.15) + clouds(c, 2, 0.2) + trees,
    defs: "",
    ground: 0.86,
  };
}

function studio(c: Canvas): DrawnBackdrop {
  const wall =
    `<radialGradient id="wall" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${hsl(0, 0, 100)}" stop-opacity="0.55"/><stop offset="1" stop-color="${hsl(0, 0, 100)}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.pal.accent2}"/><stop offset="1" stop-color="${c.pal.groundNear}"/></linearGradient>`;
  const svg =
    sky(c) +
    `<rect width="${c.w}" height="${c.h}" fill="url(#wall)"/>` +
    `<circle cx="${round(c.w * 0.82)}" cy="${round(c.h * 0.2)}" r="${round(c.s * 0.16)}" fill="${c.pal.accent}" opacity="0.25"/>` +
    `<circle cx="${round(c.w * 0.15)}" cy="${round(c.h * 0.35)}" r="${round(c.s * 0.1)}" fill="${c.pal.accent2}" opacity="0.3"/>` +
    `<rect y="${round(c.h * 0.74)}" width="${c.w}" height="${round(c.h * 0.26)}" fill="url(#table)"/>` +
    `<rect y="${round(c.h * 0.74)}" width="${c.w}" height="${round(c.h * 0.008)}" fill="#ffffff" opacity="0.5"/>`;
  return { svg, defs: wall, ground: 0.8 };
}

function space(c: Canvas): DrawnBackdrop {
  const defs = `<radialGradient id="planet" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="${c.pal.accent2}"/><stop offset="1" stop-color="${c.pal.accent}"/></radialGradient>`;
  const bg =
    `<rect width="${c.w}" height="${c.h}" fill="${hsl(240, 50, 7)}"/>` +
    `<circle cx="${round(c.w * 0.3)}" cy="${round(c.h * 0.4)}" r="${round(c.s * 0.5)}" fill="${c.pal.accent}" opacity="0.12"/>`;
  let dots = "";
  for (let i = 0; i < 160; i++)
    dots += `<circle cx="${round(between(c, 0, c.w))}" cy="${round(between(c, 0, c.h))}" r="${round(between(c, 0.5, 2) * (c.s / 600))}" fill="#ffffff" opacity="${round(between(c, 0.3, 1))}"/>`;
  const px = c.w * between(c, 0.7, 0.85);
  const py = c.h * between(c, 0.2, 0.35);
  const pr = c.s * 0.14;
  const planet = `<circle cx="${round(px)}" cy="${round(py)}" r="${round(pr)}" fill="url(#planet)"/><ellipse cx="${round(px)}" cy="${round(py)}" rx="${round(pr * 1.7)}" ry="${round(pr * 0.35)}" fill="none" stroke="${c.pal.light}" stroke-width="${round(c.s * 0.008)}" opacity="0.7" transform="rotate(-18 ${round(px)} ${round(py)})"/>`;
  const moon =
    `<path d="M0 ${c.h} L0 ${round(c.h * 0.88)} Q${round(c.w * 0.5)} ${round(c.h * 0.78)} ${c.w} ${round(c.h * 0.9)} L${c.w} ${c.h} Z" fill="${hsl(230, 10, 55)}"/>` +
    `<ellipse cx="${round(c.w * 0.2)}" cy="${round(c.h * 0.92)}" rx="${round(c.s * 0.05)}" ry="${round(c.s * 0.015)}" fill="${hsl(230, 10, 42)}"/><ellipse cx="${round(c.w * 0.75)}" cy="${round(c.h * 0.95)}" rx="${round(c.s * 0.07)}" ry="${round(c.s * 0.02)}" fill="${hsl(230, 10, 42)}"/>`;
  return { svg: bg + dots + planet + moon, defs, ground: 0.86 };
}

function meadow(c: Canvas): DrawnBackdrop {
  let grass = ridge(c, 0.62, 0.07, 2, c.pal.groundFar) + ridge(c, 0.74, 0.05, 3, c.pal.groundNear);
  for (let i = 0; i < 40; i++) {
    const x = between(c, 0, c.w);
    const y = c.h * between(c, 0.8, 1);
    grass += `<path d="M${round(x)} ${round(y)} l${round(c.s * 0.006)} ${round(-c.s * 0.03)} l${round(c.s * 0.006)} ${round(c.s * 0.03)}" fill="${hsl(110, 45, c.pal.mood === "night" ? 18 : 30)}"/>`;
  }
  return {
    svg: sky(c) + sunOrMoon(c, c.w * between(c, 0.15, 0.85), c.h * 0.18) + clouds(c, 4, 0.35) + grass,
    defs: "",
    ground: 0.86,
  };
}

function openSky(c: Canvas): DrawnBackdrop {
  const svg =
    sky(c) +
    sunOrMoon(c, c.w * between(c, 0.3, 0.7), c.h * between(c, 0.3, 0.45)) +
    clouds(c, 7, 0.7) +
    ridge(c, 0.88, 0.04, 3, c.pal.groundFar, 0.9);
  return { svg, defs: "", ground: 0.9 };
}

function desert(c: Canvas): DrawnBackdrop {
  const night = c.pal.mood === "night";
  const dunes =
    ridge(c, 0.64, 0.06, 2, hsl(36, 55, night ? 28 : 68)) +
    ridge(c, 0.74, 0.05, 3, hsl(32, 60, night ? 22 : 60)) +
    ridge(c, 0.86, 0.04, 2, hsl(28, 62, night ? 18 : 52));
  let cacti = "";
  for (const k of [0.12, 0.88]) {
    const x = c.w * k;
    const base = c.h * 0.8;
    const h = c.s * between(c, 0.12, 0.18);
    const green = hsl(130, 35, night ? 18 : 32);
    cacti +=
      `<rect x="${round(x - c.s * 0.015)}" y="${round(base - h)}" width="${round(c.s * 0.03)}" height="${round(h)}" rx="${round(c.s * 0.015)}" fill="${green}"/>` +
      `<path d="M${round(x)} ${round(base - h * 0.5)} h${round(c.s * 0.04)} v${round(-h * 0.25)}" stroke="${green}" stroke-width="${round(c.s * 0.02)}" fill="none" stroke-linecap="round"/>`;
  }
  return {
    svg: sky(c) + sunOrMoon(c, c.w * between(c, 0.2, 0.8), c.h * 0.2) + dunes + cacti,
    defs: "",
    ground: 0.88,
  };
}

function underwater(c: Canvas): DrawnBackdrop {
  const defs = `<linearGradient id="deep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(195, 70, 45)}"/><stop offset="1" stop-color="${hsl(215, 75, 18)}"/></linearGradient>`;
  let rays = "";
  for (let i = 0; i < 5; i++) {
    const x = between(c, 0.05, 0.95) * c.w;
    rays += `<path d="M${round(x)} 0 L${round(x - c.s * 0.06)} 0 L${round(x + c.s * 0.12)} ${round(c.h * 0.8)} L${round(x + c.s * 0.18)} ${round(c.h * 0.8)} Z" fill="#ffffff" opacity="0.06"/>`;
  }
  let weeds = "";
  for (let i = 0; i < 9; i++) {
    const x = between(c, 0, 1) * c.w;
    const h = c.s * between(c, 0.12, 0.3);
    weeds += `<path d="M${round(x)} ${round(c.h * 0.92)} q${round(c.s * 0.03)} ${round(-h / 3)} 0 ${round((-h * 2) / 3)} t0 ${round(-h / 3)}" stroke="${hsl(140 + i * 8, 50, 35)}" stroke-width="${round(c.s * 0.012)}" fill="none" stroke-linecap="round"/>`;
  }
  let bubbles = "";
  for (let i = 0; i < 14; i++)
    bubbles += `<circle cx="${round(between(c, 0, c.w))}" cy="${round(between(c, 0, c.h * 0.8))}" r="${round(between(c, 0.004, 0.012) * c.s)}" fill="none" stroke="#ffffff" stroke-width="${round(c.s * 0.002)}" opacity="0.6"/>`;
  const sand = `<path d="M0 ${round(c.h * 0.9)} Q${round(c.w * 0.5)} ${round(c.h * 0.85)} ${c.w} ${round(c.h * 0.9)} L${c.w} ${c.h} L0 ${c.h} Z" fill="${hsl(40, 45, 55)}"/>`;
  return {
    svg: `<rect width="${c.w}" height="${c.h}" fill="url(#deep)"/>` + rays + weeds + sand + bubbles,
    defs,
    ground: 0.92,
  };
}

const BACKDROPS: Record<Backdrop, (c: Canvas) => DrawnBackdrop> = {
  desert,
  underwater,
  sky: openSky,
  sea,
  mountain,
  city,
  forest,
  studio,
  space,
  meadow,
};

export function drawBackdrop(c: Canvas, backdrop: Backdrop): DrawnBackdrop {
  const drawn = BACKDROPS[backdrop](c);
  return { ...drawn, defs: skyDefs(c) + drawn.defs };
}
