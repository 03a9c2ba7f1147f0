"""The refresher at the table (issue 13), in Chromium at a phone's 390 × 844 and a laptop's
1280 × 900: the card first, a short page, readable pictures, reader words, controls, dark
scheme, titles, the printable handout.  Every game of the content, both languages."""

from __future__ import annotations

import html
import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 900}
VIEWPORTS = {"phone": PHONE, "laptop": LAPTOP}
LANGS = ("de", "en")
MAX_SCREENS = 8
MODEL_GAME = "hase-und-igel"  # the folder of the game the model refresher describes

# The facts of the model refresher (shared/seeds/hase-und-igel-refresher-de.txt), as words
# and numbers that must all still be on the German page of the game it models (folds count:
# they are on the page, one tap away).
MODEL_FACTS = [
    "Würfel", "1 · 3 · 6 · 10 · 15", "Igelfeld", "Karottenfeld", "Salat", "Positionsfeld",
    "Bauernhof", "10 Karotten", "Jüngste", "Uhrzeigersinn", "68", "98", "65", "Hälfte",
    "Renntafel", "44 Felder", "Feld 64", "gelbe Seite", "blaue Seite", "überspringen",
    "zurück zum Start", "Hasenkarte", "unter den Stapel", "Karottenkarten", "Platz",
    "ohne Hasenkarten", "vorbei",
]


# Checks of the layout itself (tap targets, layout shift) run each viewport in one language:
# both languages share every template and script, and the other viewport reads the other.
VIEWPORT_LANG = {"phone": ("de",), "laptop": ("en",)}


def pages_of(content, *kinds: str, langs: tuple[str, ...] = LANGS):
    for game in content.games:
        for lang in langs:
            for kind in kinds:
                suffix = {"refresher": "", "quiz": "quiz/", "seiten": "seiten/",
                          "handout": "handout/"}[kind]
                yield game, lang, f"/{lang}/{game.id}/{suffix}"


@pytest.fixture
def phone(browser, base_url):
    ctx = browser.new_context(base_url=base_url, viewport=PHONE, locale="de-DE")
    yield ctx.new_page()
    ctx.close()


def test_refresher_page_is_at_most_eight_phone_screens_with_the_card_first(phone, content):
    for game, _lang, path in pages_of(content, "refresher"):
        phone.goto(path)
        # Blocks below the first screen render lazily (content-visibility) with a placeholder
        # size: measure the page as it is once every block has been shown.
        phone.add_style_tag(content="* { content-visibility: visible !important; }")
        height = phone.evaluate("document.documentElement.scrollHeight")
        assert height <= MAX_SCREENS * PHONE["height"], (
            f"{path}: {height / PHONE['height']:.2f} phone screens (at most {MAX_SCREENS})")
        # The header says the site's name and the page's title whole, not "Regeln a…".
        header = phone.evaluate("""() => [...document.querySelectorAll(
            '.md-header__topic .md-ellipsis')].map(e => [e.textContent.trim(),
            e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1])""")
        assert header and all(whole for _text, whole in header), (
            f"{path}: the phone's header cuts a title short: {header}")
        # The page opens with the game's first numbered section and its card lines.
        shown = phone.evaluate("""() => [...document.querySelector('article').children]
            .filter(e => e.offsetParent !== null && e.tagName !== 'H1').slice(0, 3)
            .map(e => e.tagName + ' ' + e.className + ' ' + e.textContent.slice(0, 40))""")
        assert shown[0].startswith("H2 ") and shown[0].split(" ", 2)[2].startswith("1 "), (
            f"{path}: the page does not open with its first numbered section: {shown}")
        assert any(s.split(" ")[1] == "card" for s in shown[1:]), (
            f"{path}: the first section's card lines do not follow its heading: {shown}")
        card = phone.locator("article .card").first
        box = card.bounding_box()
        assert box["y"] < PHONE["height"] / 3, f"{path}: the card starts below the first third"
        # Every card item is one of the game's rules, folded: its whole text one tap away.
        ids = phone.locator("article .card .rule[id]").evaluate_all("els => els.map(e => e.id)")
        assert ids and set(ids) <= {r.id for r in game.rules if r.card}


def test_refresher_has_every_fact_of_the_model_refresher(phone, content):
    game = next((g for g in content.games if g.id == MODEL_GAME), None)
    if game is None:
        pytest.skip(f"the content has no {MODEL_GAME} folder")
    phone.goto(f"/de/{game.id}/")
    text = phone.evaluate("document.querySelector('article').textContent")
    text = " ".join(text.split())
    missing = [fact for fact in MODEL_FACTS if fact not in text]
    assert not missing, missing


def test_rules_are_scannable_items_with_the_rest_folded(phone, content):
    for game, _lang, path in pages_of(content, "refresher"):
        phone.goto(path)
        folds = phone.locator("article .rule > details.rule__fold")
        assert folds.count() >= len([r for r in game.rules if r.section != "numbers"]) // 2
        expect(phone.locator("article details.rule__fold[open]")).to_have_count(0)
        first = folds.first
        expect(first.locator(".rule__more")).to_be_hidden()
        first.locator("summary").click()
        expect(first.locator(".rule__more")).to_be_visible()
        expect(first.locator(".cite a").first).to_be_visible()
        # Pictures are folded too.
        for fold in phone.locator("article details.board-fold").all():
            assert not fold.evaluate("d => d.open")


def test_link_to_a_rule_opens_its_fold(phone, content):
    game = content.games[0]
    rule = next(r for r in game.rules if r.section != "numbers" and not r.card)
    phone.goto(f"/de/{game.id}/#{rule.id}")
    fold = phone.locator(f"[id='{rule.id}'] > details.rule__fold")
    expect(fold).to_have_attribute("open", "")


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_tap_targets_are_at_least_44px(browser, base_url, content, viewport):
    ctx = browser.new_context(base_url=base_url, viewport=VIEWPORTS[viewport])
    page = ctx.new_page()
    small = []
    for _game, _lang, path in pages_of(content, "refresher", "quiz",
                                       langs=VIEWPORT_LANG[viewport]):
        page.goto(path)
        page.locator(".quiz__a > summary").first.click()  # the rating buttons appear
        page.locator("article .rule__fold > summary").first.click() if page.locator(
            "article .rule__fold").count() else None
        page.wait_for_timeout(100)
        small += page.evaluate("""(path) => {
            const sel = 'article button, article summary, article .cite a, ' +
              'article .quiz__refs a, article .card__links a, .md-header__button';
            return [...document.querySelectorAll(sel)].filter(e => {
              const r = e.getBoundingClientRect();
              return e.offsetParent !== null && r.width > 0 && (r.width < 44 || r.height < 44);
            }).map(e => `${path} ${e.tagName}.${e.className} ${e.textContent.trim().slice(0, 30)}`
              + ` ${Math.round(e.getBoundingClientRect().width)}x`
              + `${Math.round(e.getBoundingClientRect().height)}`);
        }""", path)
    ctx.close()
    assert not small, "\n".join(small[:20])


def test_missed_only_mode_shows_just_the_missed_questions(page, content):
    game = content.games[0]
    page.goto(f"/de/{game.id}/quiz/")
    questions = page.locator(".quiz[data-quiz-id]")
    total = questions.count()
    switch = page.locator("[data-quiz-missed]")
    expect(switch).to_have_text("Nur die verpassten Fragen")
    # Nothing missed yet: it says so and shows every question.
    switch.click()
    expect(page.locator("[data-quiz-note]")).to_be_visible()
    expect(page.locator(".quiz[data-quiz-id]:visible")).to_have_count(total)
    switch.click()
    missed = [questions.nth(1), questions.nth(total - 1)]
    for q in missed:
        q.locator(".quiz__a > summary").click()
        q.locator("[data-rate='unknown']").click()
    q0 = questions.nth(0)
    q0.locator(".quiz__a > summary").click()
    q0.locator("[data-rate='known']").click()
    expect(page.locator("[data-quiz-summary]")).to_have_text(
        f"1 gewusst · 2 nicht gewusst · {total - 3} offen (von {total})")
    switch.click()
    expect(switch).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".quiz[data-quiz-id]:visible")).to_have_count(2)
    for q in missed:
        expect(q).to_be_visible()
    # Headings of groups without a missed question step aside too.
    visible_h2 = page.locator("article h2:visible").count()
    assert visible_h2 <= 2
    switch.click()
    expect(page.locator(".quiz[data-quiz-id]:visible")).to_have_count(total)


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_dark_scheme_follows_the_system_and_can_be_toggled(browser, base_url, game, viewport):
    ctx = browser.new_context(base_url=base_url, viewport=VIEWPORTS[viewport],
                              color_scheme="dark")
    page = ctx.new_page()
    page.goto(f"/de/{game.id}/")
    body = page.locator("body")
    expect(body).to_have_attribute("data-md-color-scheme", "slate")
    dark_bg = page.evaluate("getComputedStyle(document.querySelector('.card')).backgroundColor")
    toggle = page.locator("label.md-header__button[title='Helles Farbschema']")
    expect(toggle).to_be_visible()
    toggle.click()
    expect(body).to_have_attribute("data-md-color-scheme", "default")
    light_bg = page.evaluate("getComputedStyle(document.querySelector('.card')).backgroundColor")
    assert dark_bg != light_bg
    page.reload()  # the reader's choice wins over the system's
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "default")
    ctx.close()
    light = browser.new_context(base_url=base_url, color_scheme="light")
    page = light.new_page()
    page.goto(f"/en/{game.id}/")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "default")
    light.close()


def test_titles_name_the_game_and_every_page_has_a_description(site_dir, content):
    # the title and the description are in the page as served (no script sets them)
    descriptions = set()
    for game, lang, path in pages_of(content, "refresher", "quiz", "seiten", "handout"):
        served = (site_dir / path.strip("/") / "index.html").read_text("utf-8")
        title = html.unescape(re.search(r"<title>(.*?)</title>", served, re.S).group(1))
        assert game.title.get(lang) in title, f"{path}: {title!r}"
        found = re.search(r'<meta name="description" content="([^"]*)"', served)
        description = html.unescape(found.group(1)) if found else ""
        assert description and game.title.get(lang) in description, path
        descriptions.add(description)
    assert len(descriptions) == len(list(pages_of(content, "refresher", "quiz", "seiten",
                                                   "handout")))


def test_numbers_table_is_a_plain_bordered_table(phone, content):
    for game, _lang, path in pages_of(content, "refresher"):
        phone.goto(path)
        table = phone.locator("table.numbers")
        if not table.count():
            continue
        expect(table.locator("ol, ul")).to_have_count(0)  # "1. Platz …" is text, not a list
        cells = table.locator("th, td").evaluate_all("""els => els.map(e => {
            const s = getComputedStyle(e);
            return [s.textAlign, parseFloat(s.borderTopWidth), s.borderTopStyle];
        })""")
        assert all(align in ("left", "start") for align, _, _ in cells), path
        assert all(width >= 1 and style != "none" for _, width, style in cells), path
        width = table.bounding_box()["width"]
        if game.citations == "pages":  # "S. 3": a narrow column of its own
            cite = table.locator("tbody td:last-child").first.bounding_box()["width"]
            assert cite <= 0.2 * width, f"{path}: citation column {cite:.0f} of {width:.0f} px"
        else:  # section headings: under each value, every row cited
            rows = table.locator("tbody tr").count()
            expect(table.locator("tbody td .numbers__source a").first).to_be_visible()
            assert table.locator("tbody td:has(.numbers__source)").count() == rows, path


def test_content_tables_fit_the_phone(phone, content):
    """A table of the content (the movement table) is read at a glance: on a 390 px screen it
    fits the text column without a sideways swipe, on the page and on the handout."""
    too_wide = []
    for _game, _lang, path in pages_of(content, "refresher", "handout"):
        phone.goto(path)
        phone.add_style_tag(content="* { content-visibility: visible !important; }")
        column = phone.evaluate("document.querySelector('article').clientWidth")
        widths = phone.locator("article table:not(.numbers)").evaluate_all(
            "els => els.map(t => t.getBoundingClientRect().width)")
        too_wide += [f"{path}: a table {w:.0f} px wide in a {column} px column"
                     for w in widths if w > column]
    assert not too_wide, "\n".join(too_wide)


def test_board_pictures_keep_text_readable_on_a_phone(phone, content):
    """Every picture of every game: each SVG text at least 11 CSS px at 390 px width, the
    asked-about fields in view, a short caption, the full text alternative kept."""
    seen = 0
    for _game, _lang, path in pages_of(content, "quiz"):
        phone.goto(path)
        phone.add_style_tag(content="* { content-visibility: visible !important; }")
        # every fold opened at once (the page's toggle handler scrolls each to its move)
        phone.evaluate("() => document.querySelectorAll('details.board-fold')"
                       ".forEach(d => { d.open = true; })")
        phone.wait_for_timeout(200)
        infos = phone.evaluate("""() => [...document.querySelectorAll(
                'details.board-fold figure.board')].map(fig => {
                const svg = fig.querySelector('svg');
                const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
                const sizes = [...svg.querySelectorAll('text')].map(
                    t => parseFloat(getComputedStyle(t).fontSize) * scale);
                const box = fig.querySelector('.board__scroll');
                const focus = svg.dataset.focusX === undefined ? 0
                    : Number(svg.dataset.focusX) * scale;
                return {min: Math.min(...sizes), title: svg.querySelector('title').textContent,
                        caption: (fig.querySelector('figcaption') || {}).textContent || '',
                        inView: svg.dataset.focusX === undefined ||
                            (focus >= box.scrollLeft &&
                             focus <= box.scrollLeft + box.clientWidth),
                        label: svg.getAttribute('aria-labelledby')};
            })""")
        for info in infos:
            assert info["min"] >= 11, f"{path} {info['label']}: text at {info['min']:.1f} px"
            assert info["inView"], f"{path} {info['label']}: the move is scrolled out of view"
            assert 0 < len(info["caption"]) <= 120, f"{path}: caption {info['caption']!r}"
            assert len(info["title"]) > len(info["caption"])
            seen += 1
    assert seen > 0


def move_tokens(content) -> set[str]:
    """The move codes of the content's choices and answers that look like codes: lowercase
    words (take, back, restart) and steps (+3), not single letters or numbers."""
    tokens = set()
    for game in content.games:
        for q in game.questions:
            for c in q.choices:
                if c.move:
                    tokens |= set(c.move.split())
            if isinstance(q.answer, tuple):
                tokens |= {t for a in q.answer for t in a.split()}
    return {t for t in tokens if re.fullmatch(r"[a-z][a-z0-9_:-]{2,}|\+\d+", t)}


def test_german_answers_use_reader_words_and_no_engine_jargon(page, content):
    tokens = move_tokens(content)
    assert "take" in tokens or tokens  # the real content has moves like take, back, +3
    pattern = re.compile(r"(?<![\w+-])(" + "|".join(re.escape(t) for t in sorted(tokens))
                         + r")(?![\w-])")
    for _game, lang, path in pages_of(content, "refresher", "quiz"):
        page.goto(path)
        texts = page.evaluate("""() => [...document.querySelectorAll('.quiz')].map(q => {
            const c = q.cloneNode(true);
            c.querySelectorAll('.quiz__codes, svg').forEach(e => e.remove());
            return c.textContent; })""")
        article = page.evaluate("""() => { const a = document.querySelector('article')
            .cloneNode(true); a.querySelectorAll('.quiz__codes').forEach(e => e.remove());
            return a.textContent; }""")
        assert not re.search(r"engine", article, re.IGNORECASE), path
        if lang == "de":
            for text in texts:
                found = [m for m in pattern.findall(text) if not m.startswith("+")]
                assert not found, f"{path}: {found} in {' '.join(text.split())[:200]}"


def test_no_move_codes_on_the_quiz_page(page, content):
    """The engine's move codes stay in the content files: a reader sees moves in words."""
    game = next(g for g in content.games if any(c.move for q in g.questions for c in q.choices))
    page.goto(f"/de/{game.id}/quiz/")
    codes = {c.move for q in game.questions for c in q.choices if c.move}
    shown = page.evaluate("() => [...document.querySelectorAll('article code')]"
                          ".map(c => c.textContent)")
    assert not codes & set(shown)


def test_handout_prints_on_one_a4_page_with_text_of_at_least_9pt(page, content):
    for game, lang, path in pages_of(content, "handout"):
        page.goto(f"/{lang}/{game.id}/")
        expect(page.locator(".card__links a[href$='handout/']")).to_have_count(1)
        page.goto(path)
        page.emulate_media(media="print")
        smallest = page.evaluate("""() => Math.min(...[...document.querySelectorAll(
            '.handout li, .handout h2, .handout td, .handout th, article h1')]
            .filter(e => e.offsetParent !== null)
            .map(e => parseFloat(getComputedStyle(e).fontSize)))""")
        assert smallest >= 12, f"{path}: {smallest} px < 9 pt"  # 9 pt = 12 CSS px
        for selector in (".md-header", ".md-sidebar", ".handout__actions"):
            for element in page.locator(selector).all():
                expect(element).to_be_hidden()
        items = page.locator(".handout li").count()
        assert items >= len([r for r in game.rules if r.card])
        pdf = page.pdf(format="A4", print_background=True)
        pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
        assert pages == 1, f"{path} prints on {pages} pages"
        page.emulate_media(media="screen")


def test_search_index_has_no_answers_pictures_or_handouts(site_dir):
    import json

    for lang, hidden in (("de", "Antwort:"), ("en", "Answer:")):
        docs = json.loads((site_dir / lang / "search" / "search_index.json").read_text())["docs"]
        text = " ".join(d["text"] for d in docs)
        assert hidden not in text
        assert "<title" not in text and "K = Karotten" not in text and "C = carrots" not in text
        assert not re.search(r"[A-Za-zäöü]\d{1,2}[A-Z][a-zäöü]+\d", text)  # "Salat10Igel11…"
        assert not any("/handout/" in d["location"] for d in docs)


def test_search_puts_the_open_games_results_first(page, content):
    # Every game whose own texts speak of lettuce ("Salat") must list its own hits first.
    games = [g for g in content.games if any("Salat" in r.text.de for r in g.rules)]
    assert len(games) >= 2
    for game in games:
        page.goto(f"/de/{game.id}/")
        page.locator(".md-search__input").first.click()
        page.keyboard.type("Salat")
        results = page.locator(".md-search-result__item > a")
        expect(results.first).to_be_visible()
        page.wait_for_timeout(300)
        hrefs = results.evaluate_all("els => els.map(a => new URL(a.href).pathname)")
        mine = [h.startswith(f"/de/{game.id}/") for h in hrefs]
        assert mine[0], hrefs
        assert mine == sorted(mine, reverse=True), hrefs  # all of this game's before others


def test_offline_reload_works_after_the_first_visit(browser, base_url, content):
    ctx = browser.new_context(base_url=base_url, viewport=PHONE, service_workers="allow")
    page = ctx.new_page()
    game = content.games[-1]
    page.goto(f"/de/{game.id}/")
    # Polled from here: the site's CSP forbids the eval that wait_for_function needs.
    for _ in range(200):
        if page.evaluate("() => !!(navigator.serviceWorker && navigator.serviceWorker.controller)"):
            break
        page.wait_for_timeout(100)
    else:
        pytest.fail("no service worker took control within 20 s")
    ctx.set_offline(True)
    for path in (f"/de/{game.id}/", f"/de/{game.id}/quiz/", f"/de/{game.id}/handout/"):
        page.goto(path)
        expect(page.locator("article h1")).to_contain_text(game.title.get("de"))
    page.goto(f"/de/{game.id}/")
    page.reload()
    expect(page.locator("article h1")).to_contain_text(game.title.get("de"))
    # Styles and the quiz script came from the cache too.
    assert page.evaluate("getComputedStyle(document.querySelector('.quiz')).borderTopStyle") \
        == "solid"
    question = page.locator(".quiz[data-quiz-id]").first
    question.locator(".quiz__a > summary").click()
    expect(question.locator("[data-rate='known']")).to_be_visible()
    ctx.close()


def test_a_new_build_replaces_the_precache(site_dir):
    """The precache is versioned per file: a changed file gets a new revision in sw.js."""
    sw = (site_dir / "de" / "sw.js").read_text()
    urls = set(re.findall(r'"revision":"[0-9a-f]+","url":"([^"]+)"', sw))
    assert "index.html" in urls and "assets/refresher.css" in urls
    assert "cleanupOutdatedCaches" in sw
    assert not any(u.startswith("http") for u in urls)


def test_search_index_and_stemmer_load_only_when_search_opens(page, game):
    urls: list[str] = []
    page.on("request", lambda r: urls.append(r.url))
    page.goto(f"/de/{game.id}/")
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(500)
    assert not [u for u in urls if "search_index" in u or "/lunr/" in u], urls
    page.locator(".md-search__input").first.click()
    page.keyboard.type("Igel")
    expect(page.locator(".md-search-result__item").first).to_be_visible()
    assert [u for u in urls if "search_index.json" in u]


def test_a_page_load_asks_for_no_sitemap_of_the_language_homes(page, game):
    """Material fetches the sitemap of every `<link rel=alternate>` home on each load; the
    language switch needs none (it links the same page), only instant navigation reads
    the own language's sitemap."""
    urls: list[str] = []
    page.on("request", lambda r: urls.append(r.url))
    page.goto(f"/de/{game.id}/")
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(500)
    assert page.locator("link[rel=alternate]").count() == 0
    sitemaps = [u for u in urls if u.endswith("sitemap.xml")]
    assert len(sitemaps) <= 1 and all("/de/" in u for u in sitemaps), sitemaps
    assert len(urls) == len(set(urls)), urls  # nothing loaded twice
    switch = page.locator(".md-header a[data-lang-switch='en']")
    assert switch.get_attribute("href").endswith(f"/en/{game.id}/")


def test_the_sites_own_scripts_and_styles_are_served_minified(site_dir):
    from conftest import ROOT

    sources = [*(ROOT / "docs/assets").glob("*.js"), *(ROOT / "docs/assets").glob("*.css"),
               *(ROOT / "docs/assets/material").glob("*.js")]
    assert len(sources) >= 8
    before = after = 0
    for source in sources:
        built = site_dir / "de" / source.relative_to(ROOT / "docs")
        text = built.read_text(encoding="utf-8")
        assert len(text) < source.stat().st_size, built
        assert "\n//" not in text and "/*" not in text, built  # no comments left
        before, after = before + source.stat().st_size, after + len(text)
    assert after < 0.7 * before


LAYOUT_SHIFTS = """() => new Promise((done) => {
  const shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.hadRecentInput) shifts.push([e.value, e.sources.map((s) => s.node
        ? `${s.node.nodeName}.${s.node.className || ''}#${s.node.id || ''}` : '?').join(',')]);
    }
  }).observe({type: 'layout-shift', buffered: true});
  // the buffered entries reach back to the navigation; the window after the fonts catches
  // what the scripts do once the page has loaded
  document.fonts.ready.then(() => setTimeout(() => done(shifts), 300));
})"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_pages_do_not_shift_while_they_load(browser, base_url, content, viewport):
    """Nothing the scripts show (the quiz summary, the scheme, the toggle) and no lazily
    rendered block moves what is on the first screen: cumulative layout shift stays below
    0.01 (Lighthouse counts 0.1 as poor; Material's header alone gives about 0.004)."""
    ctx = browser.new_context(base_url=base_url, viewport=VIEWPORTS[viewport])
    page = ctx.new_page()
    shifted = []
    for _game, _lang, path in pages_of(content, "refresher", "quiz",
                                       langs=VIEWPORT_LANG[viewport]):
        # A shift the page makes happens on every load; one seen once on a loaded machine
        # (a frame painted before the styles applied) is measured again before it counts.
        runs = []
        for _attempt in range(2):
            # (after "load": the scripts have run; waiting for the network to rest as well
            # would only add the service worker's precaching, half a second a page)
            page.goto(path, wait_until="load")
            shifts = page.evaluate(LAYOUT_SHIFTS)
            runs.append(shifts)
            if sum(value for value, _ in shifts) < 0.01:
                break
        else:
            shifted.append((path, runs))
    ctx.close()
    assert not shifted, shifted


def test_scheme_and_toggle_are_set_before_materials_bundle_runs(browser, base_url, game):
    """The light/dark scheme is ours (palette.js, right after the header's form), not
    Material's palette component: without Material's bundle the page is still dark on a dark
    system, with exactly the toggle to the light scheme showing."""
    ctx = browser.new_context(base_url=base_url, viewport=PHONE, color_scheme="dark")
    page = ctx.new_page()
    page.route("**/bundle.*.min.js", lambda route: route.abort())
    page.goto(f"/de/{game.id}/")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
    toggles = page.locator("form[data-rf-palette] label.md-header__button")
    expect(toggles.filter(visible=True)).to_have_count(1)
    expect(toggles.filter(visible=True)).to_have_attribute("title", "Helles Farbschema")
    assert page.locator("[data-md-component='palette']").count() == 0
    # Enter on the focused scheme switches it, as with Material's toggle.
    page.locator("form[data-rf-palette] input:checked").focus()
    page.keyboard.press("Enter")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "default")
    assert page.locator("meta[name='color-scheme']").get_attribute("content") == "light"
    ctx.close()


def test_a_link_into_a_lazily_rendered_block_lands_on_its_target(phone, content):
    for game in content.games:
        rule = [r for r in game.rules if r.section != "numbers" and not r.card][-1]
        phone.goto(f"/de/{game.id}/#{rule.id}")
        phone.wait_for_timeout(300)
        box = phone.locator(f"[id='{rule.id}']").bounding_box()
        assert box and 0 <= box["y"] < PHONE["height"] - 40, (game.id, rule.id, box)
        question = phone.locator(".quiz[data-quiz-id]").last
        qid = question.get_attribute("id")
        phone.goto(f"/de/{game.id}/quiz/#{qid}")
        phone.wait_for_timeout(300)
        box = phone.locator(f"[id='{qid}']").bounding_box()
        assert box and 0 <= box["y"] < PHONE["height"] - 40, (game.id, qid, box)


def test_the_benchmark_counts_every_byte_its_server_sends(tmp_path):
    """scripts/bench_table.py measures bytes at its server (a worker's requests included,
    which the browser's own accounting misses): headers and gzip body of each answer."""
    import gzip
    import importlib.util
    import urllib.request

    from conftest import ROOT

    spec = importlib.util.spec_from_file_location("bench_table", ROOT / "scripts/bench_table.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    body = ("Hase und Igel " * 500).encode()
    (tmp_path / "index.html").write_bytes(body)
    server, base = bench.serve(tmp_path)
    try:
        request = urllib.request.Request(base + "/", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(request) as reply:
            sent_body = reply.read()
            headers = str(reply.headers)
        assert gzip.decompress(sent_body) == body
        server.shutdown()
        assert server.requests == ["/"]
        assert len(sent_body) < server.sent <= len(sent_body) + len(headers) + 40
    finally:
        server.server_close()
