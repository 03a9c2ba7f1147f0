"""The site's root page: choose Deutsch or English.

With JavaScript it follows the browser's preferred language (unless the address ends in
`#choose`); the two plain links always work.
"""

from __future__ import annotations

from pathlib import Path

from .html import CONTENT_SECURITY_POLICY, esc
from .labels import label

LANGUAGES = (("de", "Deutsch"), ("en", "English"))

SCRIPT_FILE = "language.js"  # written next to index.html: the CSP forbids inline script
_SCRIPT = """(function () {
  if (location.hash === "#choose") return;
  var langs = navigator.languages && navigator.languages.length ? navigator.languages
    : [navigator.language || ""];
  for (var i = 0; i < langs.length; i++) {
    var code = String(langs[i]).slice(0, 2).toLowerCase();
    if (code === "de" || code === "en") { location.replace(code + "/"); return; }
  }
  location.replace("en/");
})();"""

_STYLE = """body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;
min-height:100vh;background:#f5f5f5;color:#212121}main{text-align:center}
ul{list-style:none;padding:0;display:flex;gap:1rem;justify-content:center}
a{display:block;padding:.8rem 1.6rem;border:2px solid #3f51b5;border-radius:.4rem;
color:#283593;font-size:1.2rem;text-decoration:none}a:hover,a:focus{background:#e8eaf6}"""


def write_language_picker(folder: Path) -> None:
    """The root page `index.html` and its script file into `folder` (the site's root)."""
    (folder / "index.html").write_text(language_picker(), encoding="utf-8")
    (folder / SCRIPT_FILE).write_text(language_script(), encoding="utf-8")


def language_script() -> str:
    """The picker's script, served as SCRIPT_FILE beside it."""
    return _SCRIPT + "\n"


def language_picker() -> str:
    links = "".join(
        f'<li><a href="{code}/" hreflang="{code}" lang="{code}">{name}</a></li>'
        for code, name in LANGUAGES
    )
    alternates = "".join(
        f'<link rel="alternate" hreflang="{code}" href="{code}/">' for code, _ in LANGUAGES
    )
    title = f'{label("site_name", "de")} · {label("site_name", "en")}'
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{esc(CONTENT_SECURITY_POLICY)}">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        '<link rel="icon" href="de/assets/images/favicon.png">'
        f"<title>{title}</title>{alternates}<style>{_STYLE}</style>"
        f'<script src="{SCRIPT_FILE}"></script></head>'
        f'<body><main><h1>{title}</h1><ul>{links}</ul></main></body></html>\n'
    )
