"""Every built page in both languages, read as the reader sees it: no Markdown syntax, no
placeholder braces, no escaped HTML in the visible text, and every Markdown table of the
content a `<table>` on the refresher page and on the handout."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from refresher.render.pages import markdown_tables

HIDDEN = {"script", "style", "noscript", "template", "head"}
# The referee's notation box and the move codes of the question folds show engine tokens on
# purpose (for whoever checks a scenario); they are not running text.
CODE = {"code", "textarea", "input", "kbd", "pre"}

RAW = [
    ("Markdown emphasis", re.compile(r"\*\*|__\w|\w__|(?<!\w)\*\w[^*]*\w\*(?!\w)")),
    ("a Markdown link", re.compile(r"\]\(|\[[^\]]+\]\[")),
    ("a Markdown heading", re.compile(r"(^|\n)\s*#{1,6} ")),
    ("a Markdown table row", re.compile(r"\|\s*:?-{2,}|\|[—–]\||\|\s*\S[^|\n]*\|\s*\S[^|\n]*\|")),
    ("a backtick", re.compile(r"`")),
    ("placeholder braces", re.compile(r"[{}]")),
    ("escaped HTML", re.compile(r"&(lt|gt|amp|quot|#\d+);|</?(strong|em|b|i|p|a|div|span|br|"
                                r"table|li|ul|code)\b[^>]*>")),
]


class VisibleText(HTMLParser):
    """The text nodes a reader can see (folds count as visible: they open), with the
    innermost element's tag."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.texts: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in {"br", "img", "meta", "link", "input", "hr", "wbr", "source"}:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in self.stack:
            while self.stack and self.stack.pop() != tag:
                pass

    def handle_data(self, data):
        if not data.strip() or any(t in HIDDEN or t in CODE for t in self.stack):
            return
        if "svg" in self.stack and "title" in self.stack:
            pass  # an SVG's title is its text alternative: read like the rest
        self.texts.append(data)


def visible_texts(html: str) -> list[str]:
    parser = VisibleText()
    parser.feed(html)
    return parser.texts


def pages(site_dir: Path) -> list[Path]:
    return sorted(p for lang in ("de", "en") for p in (site_dir / lang).rglob("*.html")
                  if "/search/" not in p.as_posix())


def test_visible_text_has_no_raw_markup(site_dir):
    problems = []
    checked = 0
    for path in pages(site_dir):
        checked += 1
        for text in visible_texts(path.read_text(encoding="utf-8")):
            for name, pattern in RAW:
                match = pattern.search(text)
                if match:
                    where = path.relative_to(site_dir)
                    problems.append(f"{where}: {name} {match.group(0)!r} in {text.strip()[:120]!r}")
    assert checked > 40
    assert not problems, "\n".join(problems[:60])


# A dash pair closed by "–," is German punctuation (the comma after the inserted phrase); on
# an English page it reads as a typo (r17 Tales & Games reader: "15 lamb –, plus").
GERMAN_DASH_COMMA = re.compile(r"[–—]\s*,")


def test_english_pages_do_not_close_a_dash_pair_with_a_comma(site_dir):
    problems = []
    for path in pages(site_dir):
        if path.relative_to(site_dir).parts[0] != "en":
            continue
        for text in visible_texts(path.read_text(encoding="utf-8")):
            match = GERMAN_DASH_COMMA.search(text)
            if match:
                start = max(0, match.start() - 60)
                problems.append(f"{path.relative_to(site_dir)}: {text[start:match.end() + 20]!r}")
    assert not problems, "\n".join(problems[:60])
    assert GERMAN_DASH_COMMA.search("15 lamb –, plus") and not GERMAN_DASH_COMMA.search(
        "five animals race – hare and lamb – but none")


@pytest.mark.parametrize("text, kind", [
    ("Jeder hat **68** Karotten.", "Markdown emphasis"),
    ("siehe [Regel](#back)", "a Markdown link"),
    ("| X = 0 | X = 1 | |—|—:|", "a Markdown table row"),
    ("Du brauchst {{start_carrots}} Karotten.", "placeholder braces"),
    ("Tippe &lt;b&gt; ein", "escaped HTML"),
])
def test_each_kind_of_raw_markup_is_found(text, kind):
    assert any(name == kind and pattern.search(text) for name, pattern in RAW), (text, kind)


def test_plain_sentences_pass():
    for text in ("A zieht 3 Felder vor (Feld 12 → 15).", "Hans: 5 Schritte · Grete: 6",
                 "„Eine Position zurück“ – nicht auf den Start.", "10 × Platz, 2 + 3 = 5"):
        assert not any(p.search(text) for _, p in RAW), text


def test_every_markdown_table_is_a_table_on_the_page_and_the_handout(site_dir, content):
    problems = []
    found = 0
    for game in content.games:
        for rule in game.rules:
            for lang in ("de", "en"):
                tables = markdown_tables(rule.text.get(lang))
                if not tables:
                    continue
                found += 1
                refresher = (site_dir / lang / game.id / "index.html").read_text("utf-8")
                start = refresher.find(f'id="{rule.id}"')
                end = refresher.find('class="rule"', start + 1)
                if start < 0 or "<table" not in refresher[start:end if end > 0 else None]:
                    problems.append(f"{game.id} {lang}: rule {rule.id}: no <table> on the page")
                handout = (site_dir / lang / game.id / "handout" / "index.html").read_text(
                    "utf-8")
                head = tables[0].splitlines()[0].strip("| ").split("|")[0].strip()
                if "<table" not in handout or f">{head}<" not in handout:
                    problems.append(f"{game.id} {lang}: rule {rule.id}: its table "
                                    "(head {head!r}) is not on the handout")
    assert found, "no Markdown table in the content: the test checks nothing"
    assert not problems, "\n".join(problems)


def test_a_section_the_handout_shows_whole_is_a_list_of_its_rules(site_dir, content):
    """`handout: [section]` puts every rule of that section on the handout, one item each with
    its title in bold, and the rule's own `handout` line where it has one."""
    problems = []
    found = 0
    for game in content.games:
        for section in (s for s in game.sections if s.id in game.handout):
            for lang in ("de", "en"):
                html = (site_dir / lang / game.id / "handout" / "index.html").read_text("utf-8")
                title = section.title.get(lang)
                parts = [p.split("</section>")[0]
                         for p in html.split('class="handout__part handout__whole"')[1:]]
                # Its title as the refresher numbers it ("6 Zu zweit …").
                number = [s.id for s in game.sections].index(section.id) + 1
                part = next((p for p in parts
                             if f"<h2>{number} {title}</h2>" in p.replace("&amp;", "&")), "")
                if not part:
                    problems.append(f"{game.id} {lang}: section {section.id} is not shown whole")
                    continue
                for rule in game.rules_in(section.id):
                    found += 1
                    text = re.sub(r"<[^>]+>", "", part)
                    words = re.sub(r"[*_`]", "", rule.title.get(lang))
                    if "<li><strong>" not in part or words not in text:
                        problems.append(f"{game.id} {lang}: {rule.id} is not an item of it")
    assert found, "no game shows a section whole on its handout: the test checks nothing"
    assert not problems, "\n".join(problems)
