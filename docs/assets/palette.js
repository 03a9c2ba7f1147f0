/* The light/dark scheme and its header toggle, in place of Material's palette component
   (overrides/partials/palette.html marks the form data-rf-palette, so Material's bundle
   leaves it alone).  Runs right after the form, before the first paint: the reader's choice
   from the toggle (stored as Material stores it, `__md_get("__palette")` = {index, color}),
   else the palette entry whose media query matches the system's setting.  Sets the
   data-md-color-* attributes on <body> once and shows the one toggle that leads to the other
   scheme.  Storage that throws on access leaves the system's setting, for this page. */
(() => {
  "use strict";
  const form = document.querySelector("form[data-rf-palette]");
  if (!form) return;
  const inputs = [...form.querySelectorAll("input[name='__palette']")];
  if (!inputs.length) return;
  const KEYS = ["media", "scheme", "primary", "accent"];
  const attr = (input, key) => input.getAttribute("data-md-color-" + key);

  const colorOf = (input) => {
    const color = Object.fromEntries(KEYS.map((key) => [key, attr(input, key)]));
    if (color.media === "(prefers-color-scheme)") { // "automatic": the matching entry's colours
      const light = matchMedia("(prefers-color-scheme: light)").matches;
      const match = document.querySelector(light
        ? "[data-md-color-media='(prefers-color-scheme: light)']"
        : "[data-md-color-media='(prefers-color-scheme: dark)']");
      if (match) KEYS.slice(1).forEach((key) => { color[key] = attr(match, key); });
    }
    return color;
  };

  const systemIndex = () => Math.max(0, inputs.findIndex((input) => {
    const media = attr(input, "media");
    return media && matchMedia(media).matches;
  }));

  let stored = null;
  try {
    stored = __md_get("__palette");
  } catch (e) {
    stored = null;
  }
  const chosen = stored && Number.isInteger(stored.index) ? stored.index : null;
  let followSystem = chosen === null;

  const metaNamed = (name) => {
    let meta = document.head.querySelector(`meta[name='${name}']`);
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = name;
      document.head.appendChild(meta);
    }
    return meta;
  };
  const schemeMeta = metaNamed("color-scheme");
  const themeMeta = metaNamed("theme-color");
  // The header's colour for the phone's browser bar: read when styles are up to date anyway
  // (after the load, on an idle moment), never forcing a restyle while the page loads.
  const paintThemeColor = () => {
    const header = document.querySelector("header");
    if (!header) return;
    const rgb = getComputedStyle(header).backgroundColor.match(/\d+/g);
    if (rgb) themeMeta.content = "#" + rgb.slice(0, 3)
      .map((c) => (+c).toString(16).padStart(2, "0")).join("");
  };
  const later = (fn) => (window.requestIdleCallback ? requestIdleCallback(fn) : setTimeout(fn, 200));

  const apply = (index, save) => {
    const i = Math.max(0, Math.min(index, inputs.length - 1));
    const color = colorOf(inputs[i]);
    Object.entries(color).forEach(([key, value]) => {
      document.body.setAttribute("data-md-color-" + key, value);
    });
    inputs.forEach((input, a) => {
      input.checked = a === i;
      const label = input.nextElementSibling;
      if (label instanceof HTMLElement) label.hidden = a !== i;
    });
    schemeMeta.content = color.scheme === "slate" ? "dark" : "light";
    if (save) __md_set("__palette", { index: i, color });
  };

  apply(chosen === null ? systemIndex() : chosen, false);
  if (document.readyState === "complete") later(paintThemeColor);
  else window.addEventListener("load", () => later(paintThemeColor), { once: true });

  // The toggle: a label checks the other radio input.  Switching without transitions, as
  // Material does (its CSS turns them off while <body> is marked as switching).
  form.addEventListener("change", (event) => {
    const index = inputs.indexOf(event.target);
    if (index < 0) return;
    followSystem = false;
    document.body.setAttribute("data-md-color-switching", "");
    apply(index, true);
    paintThemeColor();
    requestAnimationFrame(() => requestAnimationFrame(() => {
      document.body.removeAttribute("data-md-color-switching");
    }));
  });
  form.addEventListener("keydown", (event) => { // Enter on the focused toggle: next scheme
    if (event.key !== "Enter") return;
    const index = inputs.findIndex((input) => input.checked);
    const next = inputs[(index + 1) % inputs.length];
    event.preventDefault();
    next.click();
    next.focus();
  });
  // No choice of the reader's yet: follow the system when its setting changes.
  if (followSystem) {
    inputs.forEach((input) => {
      const media = attr(input, "media");
      if (!media || media === "(prefers-color-scheme)") return;
      matchMedia(media).addEventListener("change", (event) => {
        if (event.matches && followSystem) apply(inputs.indexOf(input), false);
      });
    });
  }
})();
