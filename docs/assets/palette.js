/* Material's palette restore (partials/javascripts/palette.html of mkdocs-material 9.8.2),
   as a file and inside try: the reader's light/dark choice from the header toggle, else the
   system's setting.  Storage that throws on access leaves the system's setting. */
(() => {
  let palette = null;
  try {
    palette = __md_get("__palette");
  } catch (e) {
    return;
  }
  if (!palette || !palette.color) return;
  if (palette.color.media === "(prefers-color-scheme)") {
    const light = matchMedia("(prefers-color-scheme: light)").matches;
    const input = document.querySelector(light
      ? "[data-md-color-media='(prefers-color-scheme: light)']"
      : "[data-md-color-media='(prefers-color-scheme: dark)']");
    if (!input) return;
    ["media", "scheme", "primary", "accent"].forEach((key) => {
      palette.color[key] = input.getAttribute("data-md-color-" + key);
    });
  }
  Object.entries(palette.color).forEach(([key, value]) => {
    document.body.setAttribute("data-md-color-" + key, value);
  });
})();
