"""Reasons in both languages, effects as data, start-of-turn effects, a line of play
through the protocol (`GAMES["ravensburger-2019"]`)."""

import pytest

from hare_rules.core import Effect, IllegalActionError, IncompleteScenario, render
from hare_rules.games import GAMES
from hare_rules.games.ravensburger_2019.cards import standard_deck
from hare_rules.games.ravensburger_2019.protocol import action_words
from hare_rules.games.ravensburger_2019.sentences import EFFECTS as EFFECT_TEMPLATES
from hare_rules.games.ravensburger_2019.sentences import REASONS as REASON_TEMPLATES
from hare_rules.games.ravensburger_2019.sentences import effect, reason
from hare_rules.hare_race.sentences import carrots_held

GAME = GAMES["ravensburger-2019"]


def reasons(text, token):
    return GAME.reasons_against(GAME.parse_state(text), token)


def test_not_enough_carrots_message_in_both_languages():
    # 0 -> 5 costs 15; A holds 12.
    (reason,) = reasons("ravensburger-2019 *A:0:12:3 B:0:68:3", "+5")
    assert reason.code == "not_enough_carrots"
    assert dict(reason.params) == {"who": "A", "needed": 15, "held": carrots_held(12)}
    assert reason.subject == "A"
    assert reason.de == "A braucht 15 Karotten, hat aber nur 12."
    assert reason.message("de", you="A") == "Du brauchst 15 Karotten, hast aber nur 12."
    assert reason.message("de", you="B") == reason.de
    assert reason.message("de") == reason.de and reason.message("en") == reason.en


def test_goal_limit_message_names_place_limit_and_rest():
    # Second into the goal from 63 with 23 carrots: 22 left > 20.
    (reason,) = reasons("ravensburger-2019 *A:63:23:0 B:G1:5:0 C:0:68:3", "+1")
    assert reason.code == "goal_too_many_carrots"
    assert "20" in reason.en and "22" in reason.en and "2" in reason.en
    assert "höchstens 20 Karotten" in reason.de and "wären es 22" in reason.de


def test_occupied_hedgehog_message_names_the_field():
    (reason,) = reasons("ravensburger-2019 *A:21:0:3 B:19:5:3", "back")
    assert reason.code == "hedgehog_occupied"
    assert "19" in reason.de and "19" in reason.en


def test_every_reason_code_of_the_contract_exists():
    contract = {
        "not_enough_carrots", "field_occupied", "hedgehog_forward", "past_goal",
        "no_hedgehog_behind", "hedgehog_occupied", "lettuce_needed", "must_eat", "already_ate",
        "not_on_lettuce", "not_on_carrot_field", "goal_lettuce_left", "goal_too_many_carrots",
        "must_skip", "not_skipping", "not_stuck", "finished", "unknown_token",
    }
    assert contract <= GAME.reason_codes


@pytest.mark.parametrize("code", sorted(REASON_TEMPLATES))
def test_reason_templates_differ_by_language_and_fill_all_fields(code):
    forms = REASON_TEMPLATES[code]
    assert len(forms) in (2, 4)
    de, en = forms[:2]
    assert de != en
    names = {"needed", "held", "field", "occupant", "fields", "goal", "hedgehog", "lettuce",
             "place", "limit", "left", "moves", "player", "token", "who", "what", "title",
             "pays", "behind", "ahead", "nth"}
    params = {name: f"<{name}>" for name in names}
    for text in forms:
        filled = render(text, **params)
        assert "{" not in filled


@pytest.mark.parametrize("kind", sorted(EFFECT_TEMPLATES))
def test_effect_templates_differ_by_language(kind):
    de, en = EFFECT_TEMPLATES[kind][:2]
    assert de != en


def test_unknown_reason_and_effect_kinds_are_rejected():
    with pytest.raises(KeyError):
        reason("too_slow")
    with pytest.raises(KeyError):
        effect("teleport", "A")


# -- effects as data ----------------------------------------------------------------------
def kinds(effects):
    return [e.kind for e in effects]


def test_forward_move_effects():
    applied = GAME.apply(GAME.parse_state("ravensburger-2019 *A:0:68:3 B:0:68:3"), "+5")
    (cost,) = applied.effects
    assert (cost.kind, cost.player, cost.carrots, dict(cost.details)) == (
        "cost", "A", -15, {"fields": 5, "start": 0, "field": 5}
    )
    assert cost.en == "A pays 15 carrots to move 5 squares forward (square 0 → 5)."
    assert "15 Karotten" in cost.de


def test_effects_add_up_to_the_carrot_change():
    # Start on 7 in place 1 (+10), move 7 -> 9 (-3), nothing else.
    pos = GAME.parse_state("ravensburger-2019 *A:7:20:3 B:0:68:3")
    applied = GAME.apply(pos, "+2")
    assert kinds(applied.effects) == ["position_payout", "cost"]
    total = sum(e.carrots for e in applied.effects if e.player == "A")
    assert applied.state.player("A").carrots - 20 == total == 7


def test_position_field_without_payout_reports_it():
    pos = GAME.parse_state("ravensburger-2019 *A:7:20:3 B:8:68:3")  # place 2 on "156"
    applied = GAME.apply(pos, "+2")
    assert applied.effects[0].kind == "position_no_payout"
    assert applied.effects[0].carrots == 0
    assert "second place" in applied.effects[0].en and "Platz 2" in applied.effects[0].de


def test_hare_card_effects_name_card_and_receivers():
    pos = GAME.parse_state(
        "ravensburger-2019 *A:2:21:3 B:0:68:3 C:0:68:3 deck=give-10-behind,shuffle"
    )
    applied = GAME.apply(pos, "+1")
    assert kinds(applied.effects) == ["cost", "card_drawn", "card_give", "card_receive",
                                      "card_receive"]
    drawn = applied.effects[1]
    assert dict(drawn.details)["card"] == "give-10-behind"
    assert {(e.player, e.carrots) for e in applied.effects[2:]} == {("A", -20), ("B", 10),
                                                                   ("C", 10)}
    # The card went under the pile.
    assert applied.state.deck == ("shuffle", "give-10-behind")


def test_give_card_with_nobody_behind_says_so():
    # Last, 13 -> 14 (a hare square): the card gives nothing, and the referee says why
    # (it used to stop after "draws a hare card", r23 #4). One pawn behind gives 10.
    last = GAME.parse_state("ravensburger-2019 *A:13:75:3 B:24:40:3 C:26:45:3 D:27:30:3 "
                            "deck=give-10-behind")
    applied = GAME.apply(last, "+1")
    assert kinds(applied.effects) == ["cost", "card_drawn", "card_give_nobody"]
    assert applied.effects[2].de == "Hinter A steht niemand: A gibt keine Karotten ab."
    assert applied.effects[2].en == "Nobody is behind A, so A gives no carrots."
    one_behind = GAME.parse_state("ravensburger-2019 *A:13:75:3 B:24:40:3 C:26:45:3 D:12:30:3 "
                                  "deck=give-10-behind")
    assert kinds(GAME.apply(one_behind, "+1").effects)[2:] == ["card_give", "card_receive"]


def test_shuffle_card_reshuffles_with_the_seed():
    text = "ravensburger-2019 *A:2:21:3 B:0:68:3 deck={} seed=42"
    deck = ",".join(standard_deck()[-1:] + standard_deck()[:-1])  # shuffle on top
    assert deck.startswith("shuffle,")
    first = GAME.apply(GAME.parse_state(text.format(deck)), "+1").state
    again = GAME.apply(GAME.parse_state(text.format(deck)), "+1").state
    assert first.deck == again.deck  # the seed decides the order
    assert sorted(first.deck) == sorted(standard_deck())  # all 15 cards, shuffle included
    assert first.seed != 42  # a fresh seed for the next reshuffle
    other = GAME.apply(GAME.parse_state(text.format(deck).replace("42", "43")), "+1").state
    assert other.deck != first.deck


def test_drawing_from_an_empty_pile_asks_for_the_deck():
    pos = GAME.parse_state("ravensburger-2019 *A:2:21:3 B:0:68:3")
    assert "+1" in GAME.legal_actions(pos)
    with pytest.raises(IncompleteScenario, match="give the deck"):
        GAME.apply(pos, "+1")


def test_illegal_apply_carries_reasons_and_position():
    pos = GAME.parse_state("ravensburger-2019 *A:13:9:3 B:0:68:3")
    with pytest.raises(IllegalActionError) as info:
        GAME.apply(pos, "give")
    assert [r.code for r in info.value.reasons] == ["not_enough_carrots"]
    assert info.value.position == pos
    assert GAME.format_state(pos) in str(info.value)


def test_positions_are_frozen_and_apply_returns_a_new_one():
    pos = GAME.start_state(2, 0)
    after = GAME.apply(pos, "+2").state
    assert pos.player("A").field == 0 and after.player("A").field == 2
    with pytest.raises(AttributeError):
        pos.to_move = 1  # type: ignore[misc]


# -- a line of play ----------------------------------------------------------------------
LINE = ["+2", "+5", "+4", "take"]


def test_a_line_of_play_keeps_every_state_to_go_back_to():
    """Frozen states: going back is picking an earlier state (what `Match.pop` did)."""
    start = GAME.start_state(3, 4)
    seen = [start]
    for token in LINE:
        assert token in GAME.legal_actions(seen[-1])
        applied = GAME.apply(seen[-1], token)
        assert applied.effects and all(isinstance(e, Effect) for e in applied.effects)
        seen.append(applied.state)
    assert seen[-1].player("A").carrots == 68 - 3 + 10
    # Every earlier state is unchanged: it replays to the same next one, back to the start.
    for before, token, after in zip(seen[:-1], LINE, seen[1:], strict=True):
        assert GAME.apply(before, token).state == after
    assert seen[0] == start == GAME.start_state(3, 4)


def test_an_illegal_action_leaves_the_state_unchanged():
    state = GAME.start_state(2, 0)
    with pytest.raises(IllegalActionError):
        GAME.apply(state, "+11")  # hedgehog
    assert state == GAME.start_state(2, 0)


# A move as the referee lists it (a list item, so it starts with a capital, as "Salat
# fressen" does anyway), and as it goes on in a sentence (the pictures' captions).
@pytest.mark.parametrize(("action", "de", "en"), [
    ("take", "10 Karotten nehmen", "take 10 carrots"),
    ("+1", "1 Feld vorwärts", "1 square forward"),
    ("+3", "3 Felder vorwärts", "3 squares forward"),
    ("back", "zurück zum Igel", "back to the hedgehog"),
    ("skip", "aussetzen", "miss the turn"),
    ("restart", "zurück zum Start", "back to the start"),
    ("eat", "Salat fressen", "eat a lettuce"),
])
def test_actions_in_the_readers_words(action, de, en):
    for lang, words in (("de", de), ("en", en)):
        assert action_words(action, lang) == words
        assert GAME.describe_action(action, lang) == words[:1].upper() + words[1:]
