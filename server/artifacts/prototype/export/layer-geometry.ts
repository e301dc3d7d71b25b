/**
 * The box geometry part of the layer walker's in-page script (layer-walker.ts splices it in, so
 * it uses the walker's `px`, `rgb` and `rgbIn`): radii and borders, the border / padding /
 * content boxes, clip intersections, CSS background layers (gradients, and url() images sized,
 * placed and repeated as CSS does), clip-path basic shapes (circle, ellipse, inset, polygon) and
 * CSS transforms (transform, translate, rotate, scale about transform-origin) as one matrix.
 * Plain JavaScript text, like the walker.
 */
export const LAYER_GEOMETRY = String.raw`
  const radii = (cs) => [cs.borderTopLeftRadius, cs.borderTopRightRadius, cs.borderBottomRightRadius, cs.borderBottomLeftRadius].map(px);
  const borders = (cs) => ["Top", "Right", "Bottom", "Left"].map((s) => ({ w: px(cs["border" + s + "Width"]), color: rgb(cs["border" + s + "Color"]), style: cs["border" + s + "Style"] }));
  /** The border box inset to its padding box ("padding-box") or content box, radii shrunk to match. */
  const boxOf = (cs, node, which) => {
    const b = node.borders;
    const inset = [b[0].w, b[1].w, b[2].w, b[3].w];
    if (which === "content-box") {
      inset[0] += px(cs.paddingTop); inset[1] += px(cs.paddingRight); inset[2] += px(cs.paddingBottom); inset[3] += px(cs.paddingLeft);
    }
    if (which === "border-box") return { x: node.x, y: node.y, w: node.w, h: node.h, radii: node.radii.slice() };
    const [t, r, bt, l] = inset;
    return {
      x: node.x + l, y: node.y + t, w: Math.max(0, node.w - l - r), h: Math.max(0, node.h - t - bt),
      radii: [Math.max(0, node.radii[0] - Math.max(t, l)), Math.max(0, node.radii[1] - Math.max(t, r)), Math.max(0, node.radii[2] - Math.max(bt, r)), Math.max(0, node.radii[3] - Math.max(bt, l))],
    };
  };
  const intersect = (a, b) => {
    if (!a) return b;
    if (!b) return a;
    const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
    return { x, y, w: Math.max(0, Math.min(a.x + a.w, b.x + b.w) - x), h: Math.max(0, Math.min(a.y + a.h, b.y + b.h) - y) };
  };

  const splitTop = (value) => {
    const out = [];
    let depth = 0, start = 0;
    for (let i = 0; i < value.length; i++) {
      const ch = value[i];
      if (ch === "(") depth++;
      else if (ch === ")") depth--;
      else if (ch === "," && depth === 0) { out.push(value.slice(start, i).trim()); start = i + 1; }
    }
    out.push(value.slice(start).trim());
    return out.filter(Boolean);
  };
  const backgroundLayers = (cs, node, sizes) => {
    if (!cs.backgroundImage || cs.backgroundImage === "none") return [];
    const images = splitTop(cs.backgroundImage);
    const pick = (list, i) => list[i % list.length];
    const sizesList = splitTop(cs.backgroundSize), positions = splitTop(cs.backgroundPosition), repeats = splitTop(cs.backgroundRepeat);
    const origins = splitTop(cs.backgroundOrigin), clips = splitTop(cs.backgroundClip);
    const out = [];
    images.forEach((image, i) => {
      const paint = boxOf(cs, node, pick(clips, i) === "text" ? "border-box" : pick(clips, i));
      const area = boxOf(cs, node, pick(origins, i));
      if (/gradient\(/.test(image)) {
        out.push({ kind: "gradient", css: rgbIn(image), area: { x: area.x, y: area.y, w: area.w, h: area.h }, paint });
        return;
      }
      const m = /^url\(\s*"((?:[^"\\]|\\.)*)"\s*\)$/.exec(image);
      const url = m && m[1].replace(/\\(.)/g, "$1");
      const intrinsic = url && sizes[url];
      if (!intrinsic || !intrinsic.w || !intrinsic.h) return;
      const size = pick(sizesList, i).split(/\s+/);
      let w, h;
      if (size[0] === "cover" || size[0] === "contain") {
        const s = (size[0] === "cover" ? Math.max : Math.min)(area.w / intrinsic.w, area.h / intrinsic.h);
        w = intrinsic.w * s; h = intrinsic.h * s;
      } else {
        const len = (v, of) => (v === undefined || v === "auto" ? null : v.endsWith("%") ? (of * parseFloat(v)) / 100 : parseFloat(v));
        const sw = len(size[0], area.w), sh = len(size[1], area.h);
        w = sw !== null ? sw : sh !== null ? (sh * intrinsic.w) / intrinsic.h : intrinsic.w;
        h = sh !== null ? sh : sw !== null ? (sw * intrinsic.h) / intrinsic.w : intrinsic.h;
      }
      const pos = pick(positions, i).split(/\s+/);
      const offset = (v, free) => (v === undefined ? free / 2 : v.endsWith("%") ? (free * parseFloat(v)) / 100 : parseFloat(v) || 0);
      const rep = pick(repeats, i).split(/\s+/);
      const repeatX = rep[0] === "repeat" || rep[0] === "repeat-x" || rep[0] === "space" || rep[0] === "round";
      const repeatY = rep[0] === "repeat-y" || (rep[0] === "repeat" && rep[1] !== "no-repeat") || (rep.length > 1 ? ["repeat", "space", "round"].includes(rep[1]) : rep[0] === "space" || rep[0] === "round");
      out.push({ kind: "image", url, x: area.x + offset(pos[0], area.w - w), y: area.y + offset(pos[1], area.h - h), w, h, repeatX: repeatX && rep[0] !== "repeat-y", repeatY, paint });
    });
    return out;
  };

  // CSS clip-path basic shapes (circle, ellipse, inset, polygon) over their reference box, in
  // page coordinates; null for none, url() references and anything unreadable.
  const clipShapeOf = (cs, node) => {
    const value = cs.clipPath;
    if (!value || value === "none") return null;
    const m = /^(circle|ellipse|inset|polygon)\((.*)\)\s*(border-box|padding-box|content-box|margin-box|fill-box|stroke-box|view-box)?$/.exec(value.trim());
    if (!m) return null;
    const box = boxOf(cs, node, m[3] === "padding-box" || m[3] === "content-box" ? m[3] : "border-box");
    const len = (v, of) => (v.endsWith("%") ? (of * parseFloat(v)) / 100 : parseFloat(v));
    const KEYS_X = { left: "0%", center: "50%", right: "100%" }, KEYS_Y = { top: "0%", center: "50%", bottom: "100%" };
    const position = (text) => {
      let [px0 = "50%", py0 = "50%"] = (text || "").trim().split(/\s+/).filter(Boolean);
      if (px0 in KEYS_Y && !(px0 in KEYS_X)) [px0, py0] = [py0 in KEYS_X ? py0 : "50%", px0];
      return { x: box.x + len(KEYS_X[px0] || px0, box.w), y: box.y + len(KEYS_Y[py0] || py0, box.h) };
    };
    const [shapeArgs, at] = m[2].split(/\s*\bat\b\s*/);
    if (m[1] === "circle" || m[1] === "ellipse") {
      const c = position(at);
      const dx = [c.x - box.x, box.x + box.w - c.x], dy = [c.y - box.y, box.y + box.h - c.y];
      const radius = (v, of, ds) => (!v || v === "closest-side" ? Math.min(...ds) : v === "farthest-side" ? Math.max(...ds) : len(v, of));
      const parts = (shapeArgs || "").trim().split(/\s+/).filter(Boolean);
      if (m[1] === "circle") {
        const v = parts[0];
        const r = !v || v === "closest-side" ? Math.min(...dx, ...dy) : v === "farthest-side" ? Math.max(...dx, ...dy) : len(v, Math.hypot(box.w, box.h) / Math.SQRT2);
        return { kind: "circle", cx: c.x, cy: c.y, r: Math.max(0, r) };
      }
      return { kind: "ellipse", cx: c.x, cy: c.y, rx: Math.max(0, radius(parts[0], box.w, dx)), ry: Math.max(0, radius(parts[1], box.h, dy)) };
    }
    if (m[1] === "inset") {
      const [insets, round] = m[2].split(/\s*\bround\b\s*/);
      const v = insets.trim().split(/\s+/);
      const [t, r = t, b = t, l = r] = v;
      const top = len(t, box.h), right = len(r, box.w), bottom = len(b, box.h), left = len(l, box.w);
      const rv = (round || "0").split("/")[0].trim().split(/\s+/);
      const [r0, r1 = r0, r2 = r0, r3 = r1] = rv;
      const w = Math.max(0, box.w - left - right), h = Math.max(0, box.h - top - bottom);
      return { kind: "inset", x: box.x + left, y: box.y + top, w, h, radii: [r0, r1, r2, r3].map((x) => Math.max(0, len(x, Math.min(w, h)))) };
    }
    const pts = m[2].replace(/^\s*(nonzero|evenodd)\s*,/, "").split(",").map((pair) => pair.trim().split(/\s+/));
    if (pts.some((p) => p.length < 2)) return null;
    return { kind: "polygon", points: pts.map(([x, y]) => [box.x + len(x, box.w), box.y + len(y, box.h)]) };
  };

  // CSS transforms (transform, translate, rotate, scale) about transform-origin, as one matrix.
  const TRANSFORM_PROPS = ["transform", "translate", "rotate", "scale"];
  const angle = (v) => (v.endsWith("rad") ? (parseFloat(v) * 180) / Math.PI : v.endsWith("turn") ? parseFloat(v) * 360 : v.endsWith("grad") ? parseFloat(v) * 0.9 : parseFloat(v));
  const readTransform = (cs) => (TRANSFORM_PROPS.every((p) => cs[p] === "none" || !cs[p]) ? null : { transform: cs.transform, translate: cs.translate, rotate: cs.rotate, scale: cs.scale, origin: cs.transformOrigin });
  const matrixOf = (t, box) => {
    let m = new DOMMatrix();
    if (t.translate && t.translate !== "none") {
      const [tx = "0", ty = "0", tz = "0"] = t.translate.split(/\s+/);
      const len = (v, of) => (v.endsWith("%") ? (of * parseFloat(v)) / 100 : parseFloat(v) || 0);
      m = m.translate(len(tx, box.w), len(ty, box.h), parseFloat(tz) || 0);
    }
    if (t.rotate && t.rotate !== "none") {
      const parts = t.rotate.split(/\s+/);
      const deg = angle(parts[parts.length - 1]);
      const axis = parts.length === 4 ? parts.slice(0, 3).map(Number) : parts[0] === "x" ? [1, 0, 0] : parts[0] === "y" ? [0, 1, 0] : [0, 0, 1];
      m = m.rotateAxisAngle(axis[0], axis[1], axis[2], deg);
    }
    if (t.scale && t.scale !== "none") {
      const s = t.scale.split(/\s+/).map((v) => (v.endsWith("%") ? parseFloat(v) / 100 : parseFloat(v)));
      m = m.scale(s[0], s.length > 1 ? s[1] : s[0], s.length > 2 ? s[2] : 1);
    }
    if (t.transform && t.transform !== "none") m = m.multiply(new DOMMatrix(t.transform));
    const [ox, oy] = t.origin.split(/\s+/).map(px);
    const full = new DOMMatrix().translate(box.x + ox, box.y + oy).multiply(m).translate(-(box.x + ox), -(box.y + oy));
    const out = [full.a, full.b, full.c, full.d, full.e, full.f];
    return out.every((v, i) => Math.abs(v - [1, 0, 0, 1, 0, 0][i]) < 1e-6) ? null : out.map((v) => Math.round(v * 1e5) / 1e5);
  };
`;
