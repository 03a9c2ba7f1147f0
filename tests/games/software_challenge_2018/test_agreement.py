"""Turn generation and the turn checker agree, and the checker's reasons fit the server's
error messages, on every dev oracle position."""

from __future__ import annotations

import itertools
import re

import pytest

from hare_rules.games.software_challenge_2018.actions import CARD_ACTIONS
from hare_rules.games.software_challenge_2018.oracle import action_token, state_from_record
from hare_rules.games.software_challenge_2018.turns import legal_turns, reasons_against

SINGLES = ("skip", "back", "take", "give", "eat")
CARD_TOKENS = tuple(a.token for a in CARD_ACTIONS)
CARD_SEQUENCES = [
    seq for n in (1, 2, 3) for seq in itertools.product(CARD_TOKENS, repeat=n)
]


def all_candidates() -> list[tuple[str, ...]]:
    """The oracle generator's fixed list of 16,839 candidates."""
    advances = [
        (f"+{d}", *cards) for d in range(1, 65) for cards in [(), *CARD_SEQUENCES]
    ]
    return [(s,) for s in SINGLES] + advances + [tuple(c) for c in CARD_SEQUENCES]


def test_candidate_list_has_the_oracle_size():
    assert len(all_candidates()) == 16839


def test_every_generated_turn_passes_the_checker(dev_records):
    for record in dev_records:
        state = state_from_record(record)
        for turn in legal_turns(state):
            assert reasons_against(state, turn) == (), (record["id"], turn)


def test_short_candidates_agree_on_every_position(dev_records):
    """Single actions, advances alone and with one card, card-first singles."""
    short = [(s,) for s in SINGLES] + [(f"+{d}",) for d in range(1, 65)]
    short += [(f"+{d}", c) for d in range(1, 65) for c in CARD_TOKENS]
    short += [(c,) for c in CARD_TOKENS]
    for record in dev_records:
        state = state_from_record(record)
        legal = set(legal_turns(state))
        for turn in short:
            assert (reasons_against(state, turn) == ()) == (turn in legal), (record["id"], turn)


def _interesting(dev_records, count=12):
    tags = ("four_actions", "card_first", "advance_cards3", "goal_entry_by_hurry_ahead",
            "skip", "must_eat", "advance_over_44", "fall_back_hedgehog_to_hedgehog")
    chosen = []
    for tag in tags:
        chosen += [r for r in dev_records if tag in r["tags"]][:2]
    return chosen[:count] + [dev_records[0]]


def test_all_candidates_agree_on_some_positions(dev_records):
    candidates = all_candidates()
    for record in _interesting(dev_records):
        state = state_from_record(record)
        legal = set(legal_turns(state))
        accepted = {t for t in candidates if reasons_against(state, t) == ()}
        assert accepted == legal, record["id"]


# Which action the server blamed, from its message, and the reason codes that fit it.
SERVER_MESSAGES = [
    (re.compile(r"^Vorwärtszug um (\d+) Felder"), "advance"),
    (re.compile(r"^Das Ausspielen der (\w+) Karte"), "card"),
    (re.compile(r"^Es muss eine Karte ausgespielt werden"), "owed"),
    (re.compile(r"^Es kann gerade kein Salat"), "eat"),
    (re.compile(r"^Es kann gerade kein Rückzug"), "back"),
    (re.compile(r"^Es können nicht -?\d+ Karotten"), "exchange"),
    (re.compile(r"aussetzen ist nicht erlaubt"), "skip"),
]


def _failing_index(state, turn):
    """The first action whose prefix fails for a reason other than an owed card."""
    for k in range(1, len(turn) + 1):
        codes = {r.code for r in reasons_against(state, turn[:k])}
        if codes - {"card_owed"}:
            return k - 1
    return None


@pytest.mark.parametrize("lang", ["de", "en"])
def test_rejected_samples_are_rejected_for_the_servers_reason(dev_records, lang):
    checked = 0
    for record in dev_records:
        state = state_from_record(record)
        for sample in record["rejected"]:
            turn = tuple(action_token(a) for a in sample["actions"])
            reasons = reasons_against(state, turn)
            assert reasons, (record["id"], turn)
            assert all(r.message(lang) for r in reasons)
            kind = next(k for rx, k in SERVER_MESSAGES if rx.search(sample["error"]))
            at = _failing_index(state, turn)
            if kind == "owed":
                assert at is None and [r.code for r in reasons] == ["card_owed"]
            else:
                assert at is not None, (record["id"], turn, sample["error"])
                blamed = turn[at]
                expected_prefix = {
                    "advance": "+", "card": "card:", "eat": "eat", "back": "back",
                    "skip": "skip",
                }.get(kind)
                if kind == "exchange":
                    assert blamed in ("take", "give")
                else:
                    assert blamed.startswith(expected_prefix), (record["id"], turn, sample)
            checked += 1
    assert checked > 4000
