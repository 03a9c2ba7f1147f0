"""The referee page of a game: "what may I do here?", the project's own engine in the page.

The page is a shell the script `assets/referee.js` fills: it starts a Web Worker
(`assets/referee-worker.js`) that loads Pyodide (self-hosted, `assets/referee/pyodide-<v>/`)
and the engine archive (`assets/referee/engine-<hash>.zip`, the `hare_rules` package's
Python files as built from the same source), and calls `hare_rules.core.referee` (games,
start, view, edit, attempt, play) with JSON. Nothing of the rules is written in JavaScript.

Which games get a page: those the referee lists (`referee.games()`), by the content game's
`edition`. A build without any writes no Pyodide files and no engine archive.

    >>> name, data = engine_archive()
    >>> name.startswith("engine-") and name.endswith(".zip") and data[:2] == b"PK"
    True
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..model import Content, Game
from .frame import front_matter, notes_html, source_html
from .html import CONTENT_SECURITY_POLICY, attrs, esc, md_inline, md_text
from .labels import label
from .links import Links, referee_url, refresher_url

# The Pyodide the pages load: package.json's pin (the hook checks node_modules against it).
PYODIDE_VERSION = json.loads((Path(__file__).resolve().parents[2] / "package.json").read_text(
    encoding="utf-8"))["devDependencies"]["pyodide"]
# The Pyodide files the page loads (node_modules/pyodide/...): the loader, the runtime, the
# WebAssembly, the standard library and the package lock it reads at start.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
REFEREE_DIR = "assets/referee/"  # under a language's root; not precached (see build_sw.mjs)
ANSWERS_DIR = f"{REFEREE_DIR}answers/"  # the build's answers (referee_answers.py)
PYODIDE_DIR = f"{REFEREE_DIR}pyodide-{PYODIDE_VERSION}/"
WORKER = "assets/referee-worker.js"
SCRIPT = "assets/referee.js"
STYLE = "assets/referee.css"
# The referee page's policy: the site's, plus exactly what Pyodide needs to compile its
# WebAssembly ('wasm-unsafe-eval'; no 'unsafe-eval': Pyodide's core evaluates no script).
# Pyodide runs in a dedicated worker; browsers that give a worker its creator's policy
# need it on the page, and a host that sends the policy as a header must send this one
# for assets/referee-worker.js.
REFEREE_CSP = CONTENT_SECURITY_POLICY.replace("script-src 'self';",
                                              "script-src 'self' 'wasm-unsafe-eval';", 1)
CACHE_PREFIX = "hare-referee-"  # Cache Storage of the referee's big files (service worker)


@dataclass(frozen=True)
class RefereeAssets:
    """Where the page finds the engine: paths under the language's root."""

    pyodide_dir: str
    engine: str
    cache: str  # the Cache Storage name: changes with Pyodide's version and the engine

    @classmethod
    def current(cls) -> RefereeAssets:
        name, _ = engine_archive()
        digest = name.removeprefix("engine-").removesuffix(".zip")
        return cls(PYODIDE_DIR, REFEREE_DIR + name,
                   f"{CACHE_PREFIX}{PYODIDE_VERSION}-{digest}")


def engine_package_dir() -> Path:
    import hare_rules

    return Path(hare_rules.__file__).resolve().parent


@functools.cache
def engine_archive() -> tuple[str, bytes]:
    """(file name, bytes) of the engine archive: every .py file of the `hare_rules`
    package, byte for byte, in a zip with fixed times and order, so the same source gives
    the same archive and name (`engine-<sha256[:12]>.zip`)."""
    root = engine_package_dir()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(root.rglob("*.py")):
            if "__pycache__" in path.parts:
                continue
            info = zipfile.ZipInfo(f"hare_rules/{path.relative_to(root).as_posix()}",
                                   date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    data = buffer.getvalue()
    return f"engine-{hashlib.sha256(data).hexdigest()[:12]}.zip", data


@functools.cache
def _referee_games() -> dict[str, dict]:
    from hare_rules.core import referee

    listed = referee.games()
    return {g["id"]: g for g in listed.get("games", ())} if listed.get("ok") else {}


def has_referee(game: Game) -> bool:
    """Whether the game's engine edition has a referee page."""
    return game.edition in _referee_games()


def referee_games(content: Content) -> list[Game]:
    return [g for g in content.games if has_referee(g)]


# Text the script shows (filled into the page in its language).
SCRIPT_LABELS = (
    "referee_loading", "referee_loading_slow", "referee_ready", "referee_failed",
    "referee_busy", "referee_no_actions", "referee_over", "referee_selected",
    "referee_select_place", "referee_minus", "referee_plus", "referee_legal_verdict",
    "referee_illegal_verdict", "referee_next", "referee_apply", "referee_stages",
    "referee_instant", "referee_full_loading", "referee_pick_outcome",
)


def example_action(game: Game, lang: str) -> tuple[str, str]:
    """A move code of the game with the move it stands for, as the hint shows it: the first
    legal action at the start ("+1", "1 Feld vorwärts"): a code alone ("+10") can be read as
    something else (ten carrots). Empty where nothing is legal at the start."""
    from ..games import game_for

    engine = game_for(game.edition)
    players = 2 if 2 in engine.player_counts else min(engine.player_counts)
    actions = engine.legal_actions(engine.start_state(players, seed=1))
    if not actions:
        return "", ""
    return engine.action_code(actions[0], lang), engine.describe_action(actions[0], lang)


def token_hint(game: Game, lang: str) -> str:
    """The label of the move-code field: each quotation closed on its own, so the code to type
    stands apart from the move it stands for (z. B. „+1“ für „1 Feld vorwärts“)."""
    code, words = example_action(game, lang)
    if not code:
        return label("referee_token", lang)
    return label("referee_token_example", lang, code=code, words=words)


def referee_page(game: Game, lang: str, assets: RefereeAssets | None = None,
                 stored: Iterable[str] = (), keep: str = "") -> str:
    """The referee page's Markdown: front matter, title and the raw HTML shell; `stored`:
    the keys of the positions whose answers the build writes (referee_answers.py); `keep`:
    the button that keeps the referee for offline use (keep_offline.py)."""
    assets = assets or RefereeAssets.current()
    here = referee_url(game)
    links = Links(here)
    to_root = Links(here).to("")  # "../../" from "<game>/referee/"
    name = game.title.get(lang)
    title = label("referee_title", lang, game=name)
    words = {key: label(key, lang) for key in SCRIPT_LABELS}
    hooks = attrs(
        class_="referee", data_referee="", data_fragment_prefix="position=",
        data_referee_game=game.edition,
        data_referee_lang=lang, data_referee_worker=to_root + WORKER,
        data_referee_pyodide=to_root + assets.pyodide_dir,
        data_referee_engine=to_root + assets.engine, data_referee_cache=assets.cache,
        # the build's answers for the positions the site links (referee_answers.py)
        data_referee_answers=f"{to_root}{ANSWERS_DIR}{game.edition}/",
        data_referee_stored=" ".join(stored),
        data_referee_labels=json.dumps(words, ensure_ascii=False, sort_keys=True))
    intro = label("referee_intro", lang, setup=label("referee_setup", lang))
    position_id = f"referee-position-{game.id}"
    token_id = f"referee-token-{game.id}"
    shell = (
        f'<link rel="stylesheet" href="{esc(to_root + STYLE)}">'
        f"<div{hooks}>"
        f'<p class="referee__intro">{esc(intro)} '
        f'<a href="{esc(links.to(refresher_url(game)))}">'
        f'{esc(label("back_to_refresher", lang))}</a></p>'
        f'<noscript><p class="referee__error">{esc(label("referee_noscript", lang))}</p>'
        f"</noscript>"
        # what the engine plays (which board side, our reading of it): a dispute at the
        # table is settled here, so the page says it as the refresher and the quiz do
        + (f'<p class="referee__note">{md_inline(game.referee_note.get(lang))}</p>'
           if game.referee_note else "")
        + (notes_html(game, lang, "notes") if game.notes else "") +
        f'<div class="referee__status" data-referee-status role="status" aria-live="polite">'
        f'<span data-referee-status-text>{esc(label("referee_loading", lang))}</span> '
        f'<progress data-referee-progress max="4" value="0" '
        f'aria-label="{esc(label("referee_loading", lang))}"></progress></div>'
        f'<p class="referee__error" data-referee-error role="alert" hidden></p>'
        f'<div class="referee__main" data-referee-main hidden>'
        # First what a player at the table asks for: who moves and every legal action (on a
        # phone on the first screen), undo beside them, and trying a move of their own.
        f'<section class="referee__part referee__actions">'
        f'<h2>{esc(label("referee_actions", lang))}</h2>'
        f'<p class="referee__to-move" data-referee-to-move></p>'
        f'<ul class="referee__list" data-referee-actions></ul>'
        f'<p class="referee__buttons">'
        f'<button type="button" class="md-button" data-referee-undo disabled>'
        f'{esc(label("referee_undo", lang))}</button></p></section>'
        f'<section class="referee__part referee__try">'
        f'<h2>{esc(label("referee_try", lang))}</h2>'
        f'<form data-referee-try class="referee__try-form">'
        f'<label for="{token_id}">'
        f'{esc(token_hint(game, lang))}</label>'
        f'<input id="{token_id}" type="text" data-referee-token spellcheck="false" '
        f'autocomplete="off" autocapitalize="off">'
        f'<button type="submit" class="md-button">{esc(label("referee_check", lang))}'
        f"</button></form>"
        f'<div class="referee__verdict" data-referee-verdict aria-live="polite"></div>'
        f"</section>"
        # the position: its picture (tap it to set up), then, folded once a position is
        # linked, the controls that change it, its notation and the start position
        f'<section class="referee__part referee__position">'
        f'<h2>{esc(label("referee_position", lang))}</h2>'
        f'<figure class="board referee__board"><div class="board__scroll referee__picture" '
        f'data-referee-picture tabindex="0" role="group" '
        f'aria-label="{esc(label("referee_picture", lang))}"></div>'
        f"<figcaption data-referee-caption></figcaption></figure>"
        f'<details class="referee__setup" data-referee-setup-fold open>'
        f'<summary>{esc(label("referee_setup", lang))}</summary>'
        f'<div class="referee__controls" data-referee-controls></div>'
        f'<label for="{position_id}">{esc(label("referee_notation", lang))}</label>'
        f'<input id="{position_id}" type="text" class="referee__notation" '
        f'data-referee-position spellcheck="false" autocomplete="off" autocapitalize="off">'
        + (f'<p class="referee__note">{md_inline(game.referee_setup_note.get(lang))}</p>'
           if game.referee_setup_note else "") +
        f'<p class="referee__buttons">'
        f'<button type="button" class="md-button" data-referee-start>'
        f'{esc(label("referee_start", lang))}</button></p></details></section>'
        f'<section class="referee__part referee__notes" data-referee-notes></section>'
        f"</div>{keep}</div>"
        f'<script src="{esc(to_root + SCRIPT)}"></script>'
    )
    return "\n\n".join([
        front_matter(title, label("referee_description", lang, game=name), search=False),
        f"# {md_text(title)}",
        shell,
        source_html(game, lang),
    ]) + "\n"


def position_fragment(notation: str) -> str:
    """The URL fragment that opens `notation` on the referee page.

    >>> position_fragment("ravensburger-2019 *A:12:40:2 B:G1:8:0")
    'position=ravensburger-2019%20*A%3A12%3A40%3A2%20B%3AG1%3A8%3A0'
    """
    from urllib.parse import quote

    # as JavaScript's encodeURIComponent: letters, digits and -_.!~*'() stay
    return "position=" + quote(notation, safe="-_.!~*'()")
