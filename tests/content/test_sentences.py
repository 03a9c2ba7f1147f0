"""Every sentence the engine writes for the project's scenarios is in the goldens
(tests/golden/sentences/<game>.<lang>.txt, rewritten by `python -m refresher.corpus
--update`), so a change of a sentence table shows its sentences in the diff; and none of
them is garbled (refresher.corpus.lint)."""

from __future__ import annotations

from functools import cache

import pytest

from hare_rules.games import GAMES as ENGINES
from refresher import corpus as sentences
from refresher.corpus import LANGS, Sentence, corpus, golden_path, golden_text, lint

GAMES = sorted(g for g in ENGINES if not g.startswith("toy"))


@cache
def the_corpus() -> tuple[Sentence, ...]:
    """Made on first use, not while pytest collects (every xdist worker imports this)."""
    return tuple(corpus())


def test_the_corpus_covers_every_game_in_both_languages():
    assert {s.game for s in the_corpus()} == set(GAMES)
    for game in GAMES:
        counts = [sum(1 for s in the_corpus() if s.game == game and s.lang == lang)
                  for lang in LANGS]
        assert counts[0] == counts[1] > 20, (game, counts)


@pytest.mark.parametrize("pictures", [False, True], ids=["sentences", "pictures"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_golden_sentences(game, lang, pictures):
    path = golden_path(game, lang, pictures)
    assert path.is_file(), f"{path} is missing: run python -m refresher.corpus --update"
    expected = path.read_text(encoding="utf-8")
    found = golden_text(the_corpus(), game, lang, pictures)
    assert found == expected, (f"the sentences of {game} ({lang}) changed: read the diff of "
                               "python -m refresher.corpus --update, then commit it")


@pytest.mark.parametrize("game", GAMES)
def test_no_garbled_sentence(game):
    findings = [str(f) for f in lint([s for s in the_corpus() if s.game == game])]
    assert not findings, "\n".join(findings)


@pytest.mark.parametrize("text, rule", [
    ("„Falle, eine, Position, zurück“ darf dich nicht auf das Startfeld setzen.",
     "a name split into words"),
    ("In diesem Zug ist A1 dran: diese Figur muss stehen, bleiben, und, fressen.",
     "list comma before und/and"),
    ("Alle 1 Hasenkarte werden neu gemischt.", "'all 1'"),
    ("All 1 hare cards are shuffled.", "'all 1'"),
    ("A zahlt 1 Karotten.", "1 with a plural"),
    ("Grete cannot reach the own house.", "'it' for a player"),
    ("B takes its own block.", "'it' for a player"),
    ("Du kannst noch: back.", "an engine token in German"),
    ("A zahlt zahlt 3 Karotten.", "doubled word"),
])
def test_the_lint_finds_each_kind(text, rule):
    lang = "en" if rule in ("'it' for a player",) or text.startswith("All") else "de"
    found = lint([Sentence("g", "x#y", lang, "", "code", text)])
    assert rule in {f.rule for f in found}, (text, [f.rule for f in found])


@pytest.mark.parametrize("text, lang", [
    ("B und C zahlen je 10 Karotten.", "de"),
    ("A braucht 1 Karotte, hat aber keine.", "de"),
    ("The card touches no card; it must touch one card along 2 square sides.", "en"),
    ("Hans walks 5 steps and collects 2 blocks: start, 2,0, 3,1, house.", "en"),
    ("A moves back to hedgehog field 11 and takes 20 carrots.", "en"),
])
def test_the_lint_passes_whole_sentences(text, lang):
    assert lint([Sentence("g", "x#y", lang, "", "code", text)]) == []


def test_it_is_fine_for_an_animal_but_not_for_a_player():
    animal = Sentence("g", "x#y", "en", "", "nap", "The hare naps: it is in the lead.")
    player = Sentence("g", "x#y", "en", "", "cost", "B pays 3, and it is in the lead.", "B")
    assert lint([animal]) == []
    assert [f.rule for f in lint([player])] == ["'it' for a player"]


def test_module_runs_as_a_command(capsys, monkeypatch):
    # the corpus itself is the goldens' business (made once above); this is the command
    monkeypatch.setattr(sentences, "corpus", the_corpus)
    status = sentences.main([])
    out = capsys.readouterr().out
    assert out.strip().endswith("0 findings") == (status == 0)
    for game in GAMES:
        count = sum(1 for s in the_corpus() if s.game == game and s.lang == "de")
        assert f"{game}: de {count}, en " in out
