"""The built site as files: paths, languages, links and anchors, search language; the
all-or-nothing build with `path:line: message` errors."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urldefrag, urljoin

from conftest import FIXTURES, ROOT, copy_content

LANGS = ("de", "en")


class LinksAndIds(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []
        self.ids: list[str] = []
        self.lang = ""

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html":
            self.lang = a.get("lang", "")
        if "id" in a:
            self.ids.append(a["id"])
        if tag == "a" and a.get("href"):
            self.hrefs.append(a["href"])


def parse(path: Path) -> LinksAndIds:
    parser = LinksAndIds()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def page_file(site_dir: Path, url_path: str) -> Path:
    target = site_dir / url_path.lstrip("/")
    return target / "index.html" if url_path.endswith("/") else target


def html_pages(site_dir: Path) -> list[Path]:
    return [p for p in site_dir.rglob("*.html") if p.name != "404.html"]


def test_every_game_has_its_pages_in_both_languages(site_dir, content):
    for lang in LANGS:
        start = (site_dir / lang / "index.html").read_text(encoding="utf-8")
        for game in content.games:
            for sub in ("", "quiz/", "seiten/"):
                assert (site_dir / lang / game.id / sub / "index.html").is_file()
            assert f'href="{game.id}/"' in start  # listed on the language's start page
    assert (site_dir / "index.html").is_file()


def test_html_lang_matches_the_build(site_dir):
    for lang in LANGS:
        for page in html_pages(site_dir / lang):
            assert parse(page).lang == lang, page


def test_hooks_for_rules_and_questions(site_dir, game):
    for lang in LANGS:
        refresher = (site_dir / lang / game.id / "index.html").read_text(encoding="utf-8")
        quiz = (site_dir / lang / game.id / "quiz/index.html").read_text(encoding="utf-8")
        for rule in game.rules:
            assert f'id="{rule.id}"' in refresher
        for q in game.questions:
            assert re.search(rf'data-quiz-id="{q.id}" data-rule="{q.rule}"', quiz)
        assert quiz.count('data-rate="known"') == len(game.questions)
        assert quiz.count('data-rate="unknown"') == len(game.questions)


def test_ids_are_unique_and_every_internal_link_resolves(site_dir):
    """Every href to the site (also the generated raw-HTML ones MkDocs does not check) hits
    an existing page and, with a fragment, an existing id there."""
    ids: dict[Path, set[str]] = {}
    pages = html_pages(site_dir)
    for page in pages:
        found = parse(page).ids
        dupes = {i for i in found if found.count(i) > 1}
        assert not dupes, f"{page}: ids used twice: {sorted(dupes)}"
        ids[page] = set(found)
    root = "http://site.test/"
    broken = []
    for page in pages:
        base = root + str(page.relative_to(site_dir)).replace("index.html", "")
        for href in parse(page).hrefs:
            url, fragment = urldefrag(urljoin(base, href))
            if not url.startswith(root) or "/search/" in url or url.endswith((".xml", ".gz")):
                continue
            target = page_file(site_dir, url[len(root) - 1:])
            if target.suffix != ".html" and not target.exists():
                target = target / "index.html"
            if not target.exists():
                broken.append(f"{page}: {href} (no page)")
            elif (fragment and target.suffix == ".html" and fragment not in ids.get(target, set())
                  and not fragment_read_by_script(target, fragment)):
                broken.append(f"{page}: {href} (no id {fragment!r})")
    assert not broken, "\n".join(broken[:20])


def fragment_read_by_script(page: Path, fragment: str) -> bool:
    """A fragment of a form the page's script reads (`data-fragment-prefix`, e.g. the
    referee page's #position=...)."""
    prefixes = re.findall(r'data-fragment-prefix="([^"]+)"', page.read_text(encoding="utf-8"))
    return any(fragment.startswith(p) for p in prefixes)


def test_search_index_uses_the_language_stemmer(site_dir):
    for lang in LANGS:
        index = json.loads((site_dir / lang / "search/search_index.json").read_text())
        assert index["config"]["lang"] == [lang]


def test_no_asset_from_another_host(site_dir):
    pattern = re.compile(r'(?:src|href)="(?:https?:)?//(?!127\.0\.0\.1)', re.I)
    for page in html_pages(site_dir):
        text = page.read_text(encoding="utf-8")
        for match in pattern.finditer(text):
            line = text[max(0, match.start() - 80): match.end() + 80]
            # links people may follow are fine; nothing the page loads by itself
            assert "<a " in line or 'rel="alternate"' in line or "canonical" in line, line


def run_build(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "scripts/build_site.py"), *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)


def test_failed_build_leaves_the_previous_site_and_prints_path_line(tmp_path):
    content = copy_content(tmp_path)
    out = tmp_path / "site"
    first = run_build("--content", str(content), "--out", str(out))
    assert first.returncode == 0, first.stderr
    before = sorted(p.relative_to(out) for p in out.rglob("*"))
    marker = (out / "de/index.html").read_bytes()

    rules = content / "mini-a/rules.yaml"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(text.replace("answer: 6", "answer: 7"), encoding="utf-8")  # a wrong claim
    second = run_build("--content", str(content), "--out", str(out))
    assert second.returncode == 1
    assert "Traceback" not in second.stderr
    first_line = second.stderr.splitlines()[0]
    assert re.match(r"^\S+\.yaml:\d+: ", first_line), second.stderr
    assert sorted(p.relative_to(out) for p in out.rglob("*")) == before
    assert (out / "de/index.html").read_bytes() == marker
    assert not list(tmp_path.glob(".site-*")), "temporary build folder left behind"


def test_check_option_runs_the_content_check():
    result = run_build("--check", str(FIXTURES))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "passed" in result.stdout


def test_questions_of_the_same_id_show_their_own_game_board(site_dir):
    """Three Hase-und-Igel questions share ids with Software-Challenge ones; each page must
    draw its own game's board (pawns A/B there, Rot/Blau here)."""
    for qid in ("q-choice-stuck", "q-choice-after-eating", "q-back-refund"):
        hase = (site_dir / "de" / "hase-und-igel" / "quiz" / "index.html").read_text()
        sc = (site_dir / "de" / "software-challenge-2018" / "quiz" / "index.html").read_text()
        ours = _figure(hase, f"board-hase-und-igel-{qid}")
        theirs = _figure(sc, f"board-software-challenge-2018-{qid}")
        assert "Rot" not in ours and "Blau" not in ours, qid
        assert "Rot" in theirs and "Blau" in theirs, qid


def _figure(page: str, figure_id: str) -> str:
    start = page.index(f'id="{figure_id}"')
    return page[start:page.index("</figure>", start)]
