""""Keep the referee for offline use": a button on the start page and every referee page.

The referee's big files (Pyodide and the engine archive, the list the worker keeps,
assets/referee-worker.js `keepForOffline`) are fetched only by a referee page, on use. A
player who wants the referee at a table without network presses this button beforehand:
assets/referee-keep.js downloads the files into the referee's Cache Storage (where the
service worker serves them from) with a progress bar and says when they are kept and the
space they take. Without that choice no other page fetches them.

The size on the button is the files' own, computed at build time.

    >>> "MB)" in keep_offline_html("en", "")
    True
"""

from __future__ import annotations

import json
from pathlib import Path

from .html import attrs, esc
from .labels import label
from .pyodide_stdlib import StdlibError, stdlib_archive
from .referee import PYODIDE_DIR, PYODIDE_FILES, RefereeAssets, engine_archive, engine_package_dir

SCRIPT = "assets/referee-keep.js"
NODE_PYODIDE = Path(__file__).resolve().parents[2] / "node_modules" / "pyodide"
WORDS = ("referee_keep_loading", "referee_keep_ready", "referee_keep_failed",
         "referee_keep_kept")


def kept_files() -> list[tuple[str, int]]:
    """(path under the language's root, bytes) of every file the button keeps."""
    assets = RefereeAssets.current()
    files = [(PYODIDE_DIR + name, len(stdlib_archive(NODE_PYODIDE, engine_package_dir()))
              if name == "python_stdlib.zip" else (NODE_PYODIDE / name).stat().st_size)
             for name in PYODIDE_FILES]
    return [*files, (assets.engine, len(engine_archive()[1]))]


def megabytes(size: int, lang: str) -> str:
    """"6,6 MB" / "6.6 MB"."""
    text = f"{size / 1_000_000:.1f}"
    return f"{text.replace('.', ',') if lang == 'de' else text} MB"


def keep_offline_html(lang: str, to_root: str) -> str:
    """The button, its progress bar and status line, and the script that runs them ("" where
    node_modules lacks Pyodide: a build with referee pages stops before this)."""
    try:
        files = kept_files()
    except (OSError, StdlibError):  # the build stops with the reason (site_files)
        return ""
    total = sum(size for _, size in files)
    words = {key: label(key, lang) for key in WORDS}
    # shown from the start (revealed by the script it would shift the page as it appears)
    hooks = attrs(class_="referee-keep", data_referee_keep="",
                  data_referee_keep_files=" ".join(to_root + path for path, _ in files),
                  data_referee_keep_size=str(total),
                  data_referee_keep_sizes=" ".join(str(size) for _, size in files),
                  data_referee_cache=RefereeAssets.current().cache,
                  data_referee_keep_lang=lang,
                  data_referee_keep_labels=json.dumps(words, ensure_ascii=False,
                                                      sort_keys=True))
    return (f"<div{hooks}>"
            f'<button type="button" class="md-button" data-referee-keep-button>'
            f'{esc(label("referee_keep", lang, size=megabytes(total, lang)))}</button> '
            f'<progress data-referee-keep-progress max="{total}" value="0" hidden '
            f'aria-label="{esc(label("referee_keep_progress", lang))}"></progress>'
            f'<p class="referee-keep__status" data-referee-keep-status role="status" '
            f'aria-live="polite"></p></div>'
            f'<script src="{esc(to_root + SCRIPT)}"></script>')
