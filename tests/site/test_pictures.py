"""Every question's picture, as a reader on a phone sees it (Chromium, 390 px wide), in
both languages and both colour schemes: it shows every piece the question is about (the
figure's `data-pieces`, each a `data-piece` inside the drawing, the one to move marked
`data-mover`), fits the screen and its question's card at its own size, the answer's picture
too (the page never scrolls sideways, no picture is cut off or scrolls), gives no
number answer away that the question does not state, and every text and token stands out
from what lies behind it by at least 4.5:1."""

from __future__ import annotations

import re

import pytest
from conftest import CONTENT

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
MIN_CONTRAST = 4.5

# One pass over a page: open every picture, then judge each in the page itself.
JUDGE = r"""
() => {
  const parse = (c) => {
    const m = c && c.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a] = m[1].split(',').map(Number);
    return {r, g, b, a: a === undefined ? 1 : a};
  };
  const lum = ({r, g, b}) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (x, y) => { const [a, b] = [lum(x), lum(y)].sort((p, q) => q - p);
                            return (a + 0.05) / (b + 0.05); };
  const over = (top, bottom) => ({r: top.r * top.a + bottom.r * (1 - top.a),
                                  g: top.g * top.a + bottom.g * (1 - top.a),
                                  b: top.b * top.a + bottom.b * (1 - top.a), a: 1});
  const paint = (el, prop) => {
    const style = getComputedStyle(el);
    const c = parse(style[prop]);
    if (!c) return null;
    const opacity = Number(style[prop + 'Opacity'] || 1) * Number(style.opacity || 1);
    return {...c, a: c.a * opacity};
  };
  const pageBg = () => {
    for (let el = document.querySelector('.md-content'); el; el = el.parentElement) {
      const c = parse(getComputedStyle(el).backgroundColor);
      if (c && c.a > 0) return c;
    }
    return {r: 255, g: 255, b: 255, a: 1};
  };
  const SHAPES = new Set(['rect', 'circle', 'ellipse', 'path', 'polygon', 'polyline']);
  // What lies behind a point of the drawing: the shapes there, topmost first, blended.
  const behind = (svg, el, x, y) => {
    const stack = document.elementsFromPoint(x, y)
      .filter((e) => svg.contains(e) && e !== el && !el.contains(e) && !e.contains(el)
                     && SHAPES.has(e.tagName.toLowerCase()));
    let colour = pageBg();
    for (const e of stack.reverse()) {
      const fill = paint(e, 'fill');
      if (fill && fill.a > 0) colour = over(fill, colour);
    }
    return colour;
  };
  document.querySelectorAll('details.board-fold, details.quiz__a')
    .forEach((d) => { d.open = true; });
  const width = document.documentElement.clientWidth;
  const out = {page: document.documentElement.scrollWidth, width, figures: []};
  for (const figure of document.querySelectorAll(
      'figure.board[id^="board-"], figure.board[id^="answer-"]')) {
    figure.scrollIntoView();
    const svg = figure.querySelector('svg');
    const box = svg.getBoundingClientRect();
    // The question's card paints nothing outside its border (content-visibility contains
    // its paint): a picture reaching past it is cut off; one wider than its box scrolls.
    const card = figure.closest('section.quiz');
    const edge = card ? card.getBoundingClientRect() : {left: 0, right: width};
    const scroll = figure.querySelector('.board__scroll');
    const found = {id: figure.id, width: box.width, left: box.left, right: box.right,
                   card: [edge.left, edge.right],
                   scrolls: !!scroll && scroll.scrollWidth > scroll.clientWidth + 1,
                   problems: [], texts: []};
    const wanted = (figure.dataset.pieces || '').split(' ').filter(Boolean);
    for (const piece of wanted) {
      const el = svg.querySelector(`[data-piece="${CSS.escape(piece)}"]`);
      if (!el) { found.problems.push(`no data-piece="${piece}" in the drawing`); continue; }
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.left < box.left - 1 || r.right > box.right + 1 ||
          r.top < box.top - 1 || r.bottom > box.bottom + 1)
        found.problems.push(`piece ${piece} is not inside the drawing`);
    }
    const mover = figure.dataset.mover;
    if (mover && wanted.includes(mover)) {
      const el = svg.querySelector(`[data-piece="${CSS.escape(mover)}"]`);
      if (el && !el.closest('[data-mover]') && !el.querySelector('[data-mover]'))
        found.problems.push(`the piece to move (${mover}) is not marked data-mover`);
    }
    // A point is judged on screen (elementsFromPoint sees nothing off it: the page behind).
    const onScreen = (el) => {
      let r = el.getBoundingClientRect();
      if (r.width && (r.top < 0 || r.bottom > innerHeight)) {
        el.scrollIntoView({block: 'center'});
        r = el.getBoundingClientRect();
      }
      return r;
    };
    for (const text of svg.querySelectorAll('text')) {
      if (!text.textContent.trim() || text.getBoundingClientRect().width === 0) continue;
      const r = onScreen(text);
      found.texts.push({text: text.textContent.trim(),
                        index: !!text.closest('[data-index]')});
      const ink = paint(text, 'fill');
      if (!ink) continue;
      const ground = behind(svg, text, r.left + r.width / 2, r.top + r.height / 2);
      const c = ratio(over(ink, ground), ground);
      if (c < 4.5) found.problems.push(
        `text "${text.textContent.trim()}" has contrast ${c.toFixed(2)}:1`);
    }
    for (const token of svg.querySelectorAll('[data-piece]')) {
      const shape = SHAPES.has(token.tagName.toLowerCase()) ? token
        : [...token.querySelectorAll('*')].find((e) => SHAPES.has(e.tagName.toLowerCase()));
      if (!shape) continue;
      if (shape.getBoundingClientRect().width === 0) continue;
      const r = onScreen(shape);
      // Behind the token: sampled just inside its edge, where its outline meets the ground.
      const ground = behind(svg, token, r.left + 1, r.top + r.height / 2);
      const inks = [paint(shape, 'fill'), paint(shape, 'stroke')].filter((c) => c && c.a > 0);
      const best = Math.max(0, ...inks.map((c) => ratio(over(c, ground), ground)));
      if (best < 4.5) found.problems.push(
        `token ${token.dataset.piece} has contrast ${best.toFixed(2)}:1 with its ground`);
    }
    out.figures.push(found);
  }
  return out;
}
"""


# The game folders, known at collection (`-k tales-and-games` runs one game's pictures).
GAME_IDS = sorted(p.parent.name for p in CONTENT.glob("*/game.yaml"))


def quiz_pages(content):
    return [(game, lang) for game in content.games for lang in ("de", "en")]


def _numbers(text: str) -> set[str]:
    return set(re.findall(r"(?<![\d,])\d+(?![\d,])", text))


@pytest.fixture(scope="module")
def judged(browser, base_url, content):
    """(game id, lang, scheme) -> what JUDGE found on that game's quiz page."""
    found = {}
    for scheme in ("light", "dark"):
        ctx = browser.new_context(base_url=base_url, viewport=PHONE, color_scheme=scheme,
                                  device_scale_factor=1)
        page = ctx.new_page()
        for game, lang in quiz_pages(content):
            page.goto(f"/{lang}/{game.id}/quiz/")
            # Questions below the first screens render lazily (content-visibility) and keep
            # a remembered height until painted: measured at once, a later question's
            # section would cover a picture. Render them all, as test_site_table does.
            page.add_style_tag(content="* { content-visibility: visible !important; }")
            found[game.id, lang, scheme] = page.evaluate(JUDGE)
        ctx.close()
    return found


def test_every_question_with_a_situation_has_a_picture(judged, content):
    for game in content.games:
        for lang in ("de", "en"):
            figures = [f for f in judged[game.id, lang, "light"]["figures"]
                       if f["id"].startswith("board-")]
            assert len(figures) >= len(game.questions) // 2, (game.id, lang, len(figures))


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_pictures_fit_the_phone_and_show_their_pieces(judged, content, game_id, scheme):
    problems = []
    for game, lang in quiz_pages(content):
        if game.id != game_id:
            continue
        seen = judged[game.id, lang, scheme]
        if seen["page"] > seen["width"]:
            problems.append(f"{game.id} {lang}: the page is {seen['page']} px wide on a "
                            f"{seen['width']} px screen")
        for figure in seen["figures"]:
            if figure["left"] < 0 or figure["right"] > seen["width"]:
                problems.append(f"{figure['id']} ({lang}): the picture spans "
                                f"{figure['left']:.0f}..{figure['right']:.0f} px")
            left, right = figure["card"]
            if figure["left"] < left - 0.5 or figure["right"] > right + 0.5:
                problems.append(f"{figure['id']} ({lang}): the picture spans "
                                f"{figure['left']:.0f}..{figure['right']:.0f} px, its question "
                                f"{left:.0f}..{right:.0f} px: the rest is cut off")
            if figure["scrolls"]:
                problems.append(f"{figure['id']} ({lang}): the picture does not fit its box "
                                f"({figure['width']:.0f} px) and scrolls sideways")
            problems += [f"{figure['id']} ({lang}, {scheme}): {p}" for p in figure["problems"]]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_picture_shows_the_number_it_asks_for(judged, content, game_id):
    problems = []
    for game in content.games:
        if game.id != game_id:
            continue
        for question in game.questions:
            if question.kind != "number":
                continue
            answer = str(question.answer)
            for lang in ("de", "en"):
                if answer in _numbers(question.question.get(lang)):
                    continue  # the question states it
                figure = next((f for f in judged[game.id, lang, "light"]["figures"]
                               if f["id"] == f"board-{game.id}-{question.id}"), None)
                if figure is None:
                    continue
                shown = [t["text"] for t in figure["texts"]
                         if not t["index"] and answer in _numbers(t["text"])]
                if shown:
                    problems.append(f"{game.id} {question.id} ({lang}): the answer {answer} "
                                    f"is in the picture: {shown}")
    assert not problems, "\n".join(problems)


# A small phone (many Android phones are 360 px wide): a picture wider than its question
# scrolls sideways inside its own box (its label says so); the page itself never does, and
# no picture reaches past its question's card, which would cut it off.
NARROW = {"width": 360, "height": 740}
NARROW_JUDGE = """() => {
  document.querySelectorAll('details').forEach((d) => { d.open = true; });
  const width = document.documentElement.clientWidth;
  const out = {page: document.documentElement.scrollWidth, width, boxes: []};
  for (const scroll of document.querySelectorAll('figure.board .board__scroll')) {
    const r = scroll.getBoundingClientRect();
    const card = scroll.closest('section.quiz, .card, article').getBoundingClientRect();
    out.boxes.push({id: scroll.closest('figure').id, left: r.left, right: r.right,
                    card: [card.left, card.right]});
  }
  return out;
}"""


def test_on_a_narrow_phone_pictures_scroll_inside_their_question(browser, base_url, content):
    ctx = browser.new_context(base_url=base_url, viewport=NARROW, device_scale_factor=1)
    page = ctx.new_page()
    problems = []
    for game in content.games:
        for lang in ("de", "en"):
            for path in (f"/{lang}/{game.id}/", f"/{lang}/{game.id}/quiz/"):
                page.goto(path)
                page.add_style_tag(content="* { content-visibility: visible !important; }")
                seen = page.evaluate(NARROW_JUDGE)
                if seen["page"] > seen["width"]:
                    problems.append(f"{path}: the page is {seen['page']} px wide on a "
                                    f"{seen['width']} px screen")
                for box in seen["boxes"]:
                    left, right = box["card"]
                    if box["left"] < left - 0.5 or box["right"] > right + 0.5:
                        problems.append(f"{path} {box['id']}: the picture's box spans "
                                        f"{box['left']:.0f}..{box['right']:.0f} px, its "
                                        f"question {left:.0f}..{right:.0f} px")
    ctx.close()
    assert not problems, "\n".join(problems[:20])
