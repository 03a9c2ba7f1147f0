"""`Game.why`: the sentences behind a question's answer, for every kind of question the
content asks (`about`), and what else the turn did (`besides`, folded on the page)."""

from __future__ import annotations

from hare_rules.core import Run
from hare_rules.games import GAMES

GAME = GAMES["tales-and-games"]


def run(given: dict, turn: str) -> Run:
    state = GAME.scenario_state(given)
    reasons = GAME.reasons_against(state, turn)
    if reasons:
        return Run(state, state, state, turn, False, reasons)
    applied = GAME.apply(state, turn)
    return Run(state, state, applied.state, turn, True, (), applied.effects)


def kinds(sentences) -> list[str]:
    return [getattr(s, "code", None) or s.kind for s in sentences]


LAMB_AT_THE_STREAM = {"streams": [4, 9], "animals": {"lamb": 2, "tortoise": 2},
                      "played": {"lamb": 3, "fox": 3}}
LAST_PHASE = {"animals": {"wolf": 10, "tortoise": 4}, "podium": ["fox", "lamb"],
              "played": {"wolf": 3},
              "players": [{"name": "A", "bets": ["fox", "hare", "tortoise"]},
                          {"name": "B", "bets": ["lamb", "wolf", "hare"]}]}


def test_an_illegal_turn_is_explained_by_its_reasons():
    why = GAME.why(run({"played": {"hare": 3, "tortoise": 3}}, "fox,fox,fox"))
    assert kinds(why.about) == ["over_eight"] and why.besides == ()


def test_a_yes_no_turn_is_why_it_is_allowed_the_cards_played_and_whether_they_start_a_phase():
    # r15: "may you add a howl card?" is answered by why it is allowed: the howl is a wolf
    # card (our reading), and the fourth is exactly at the limit. r22: the cards played come
    # first (a reader found "limit reached ... you play 1 card" ran backwards), then why
    # that is allowed, then the phase they start.
    why = GAME.why(run({"played": {"wolf": 3}}, "wolf-howl"))
    assert kinds(why.about) == ["play", "howl_is_wolf", "at_animal_limit", "race_four"]
    assert why.about[2].en == ("With 4 wolf cards on the table the limit of 4 of one animal "
                               "is reached but not passed.")
    assert kinds(why.besides) == ["discard", "token"]  # no animal's move: not asked
    eighth = GAME.why(run({"played": {"hare": 3, "tortoise": 3}}, "fox,fox"))
    assert kinds(eighth.about) == ["play", "at_table_limit", "race_eight"]
    both = GAME.why(run({"played": {"hare": 3, "fox": 2, "wolf": 2}}, "hare"))
    assert both.about[1].de == ("Mit 4 Hasenkarten und 8 Karten insgesamt auf dem Tisch sind "
                                "beide Grenzen (4 eines Tiers, 8 insgesamt) erreicht, aber "
                                "nicht überschritten.")
    # Below both limits, without a howl: nothing needs saying before the cards.
    assert kinds(GAME.why(run({"played": {"wolf": 1}}, "wolf")).about) == ["play"]


def test_an_animal_question_is_that_animal_only():
    why = GAME.why(run(LAMB_AT_THE_STREAM, "fox"), "moved:lamb")
    assert kinds(why.about) == ["move", "stream"]
    assert {e.detail("animal") for e in why.about} == {"lamb"}
    assert "move" not in kinds(why.besides) and "stay" not in kinds(why.besides)
    assert GAME.why(run(LAMB_AT_THE_STREAM, "fox"), "position:lamb").about == why.about


def test_a_frozen_animal_is_explained_by_the_howl():
    why = GAME.why(run({"played": {"wolf": 1, "tortoise": 3}, "howl": True}, "tortoise"),
                   "moved:tortoise")
    assert kinds(why.about) == ["howl"]


def test_which_animals_move_is_every_animal_s_turn():
    why = GAME.why(run({"played": {"fox": 3}}, "fox"), "moved_animals")
    assert kinds(why.about) == ["stay", "move", "stay", "move", "move"]


def test_the_podium_questions_are_the_arrivals():
    why = GAME.why(run({"streams": [2, 3], "animals": {"tortoise": 11, "wolf": 10,
                                                        "lamb": 11},
                        "podium": ["fox"], "played": {"wolf": 3}}, "wolf"), "podium")
    assert kinds(why.about) == ["podium", "podium", "no_place", "end"]


def test_a_score_is_that_player_s_points_and_the_winner_everyone_s():
    played = run(LAST_PHASE, "wolf")
    why = GAME.why(played, "score:B")
    assert [(e.kind, e.player) for e in why.about] == [("score", "B")]
    assert "score" not in kinds(why.besides)  # A's points answer another question
    about = GAME.why(played, "winner").about
    assert [e.player for e in about[:2]] == ["A", "B"]
    # The last line says what the scores mean: equal points share the win (our reading).
    assert about[-1].kind == "win_shared"
    assert about[-1].message("en") == ("A and B have equal points, and nobody has more: "
                                       "they share the win (our reading).")
    alone = dict(LAST_PHASE, players=[{"name": "A", "bets": ["fox", "hare", "wolf"]},
                                      {"name": "B", "bets": ["lamb", "tortoise", "hare"]}])
    last = GAME.why(run(alone, "wolf"), "winners_together").about[-1]
    assert last.message("de") == "A hat die meisten Punkte und gewinnt."
    assert last.message("de", you="A") == "Du hast die meisten Punkte und gewinnst."
    # Before the end nobody wins: no such line.
    early = GAME.why(run({"played": {"fox": 3}}, "fox"), "winner").about
    assert "win" not in kinds(early) and "win_shared" not in kinds(early)


def test_the_table_is_what_was_added_and_cleared():
    why = GAME.why(run({"played": {"hare": 2, "tortoise": 2, "wolf": 2, "fox": 1}}, "fox"),
                   "table")
    assert kinds(why.about) == ["play", "race_eight", "discard"]


def test_the_why_of_a_du_question_speaks_to_the_mover():
    why = GAME.why(run({"played": {"wolf": 3}}, "wolf-howl"))
    played = next(e for e in why.about if e.kind == "play")
    assert played.message("de", you="A") == "Du spielst 1 Wolfskarte mit Geheul."
    assert played.message("en", you="B") == "A plays 1 wolf card with a howl."


def test_a_room_question_says_what_is_left_on_the_table():
    why = GAME.why(run({"played": {"hare": 2, "fox": 2}}, "fox"), "max_cards:hare")
    assert kinds(why.about) == ["play", "room"]
    room = why.about[-1].message("de")
    assert "2 Hasenkarten und insgesamt 5 Karten" in room and room.endswith(
        "also passen noch 2 Hasenkarten dazu.")
    assert "nach unserer Lesart über alle Spieler gezählt" in room
    # The total, not the animal, limits it: 7 cards leave room for 1 hare card.
    why = GAME.why(run({"played": {"tortoise": 3, "fox": 3}}, "wolf"), "max_cards:hare")
    assert why.about[-1].message("en").endswith("so 1 hare card still fit.")


def test_a_table_question_says_the_table_stays_or_is_cleared():
    stays = GAME.why(run({"played": {"hare": 2, "tortoise": 2, "wolf": 2}}, "fox"), "table")
    assert kinds(stays.about) == ["play", "no_race"]
    assert stays.about[-1].message("en").startswith("Now 7 cards lie on the table")
    cleared = GAME.why(run({"played": {"hare": 2, "tortoise": 2, "wolf": 2, "fox": 1}}, "fox"),
                       "table")
    assert kinds(cleared.about) == ["play", "race_eight", "discard"]


def test_after_the_last_phase_the_token_is_not_talked_about():
    # The token still passes (the engine's effects say so), but no turn follows: the
    # folded list of a question about the end leaves it out.
    played = run(LAST_PHASE, "wolf")
    assert "token_end" in kinds(played.effects)
    why = GAME.why(played, "score:A")
    said = [e.message("de") for e in why.besides]
    assert kinds(why.besides)[-1] == "end"
    assert not any("Startspielerstein" in s for s in said)


def test_before_the_last_phase_the_token_and_the_next_turn_are_said():
    why = GAME.why(run({"played": {"fox": 3}}, "fox"), "moved:fox")
    assert "token" in kinds(why.besides)


def test_whole_answer_quantities_join_all_movers_and_winners():
    howl = run({"played": {"wolf": 1, "lamb": 3, "hare": 2}, "howl": True}, "lamb")
    assert GAME.quantity("moved_together", howl) == ("wolf",)
    podium_wolf = {"animals": {"tortoise": 3, "lamb": 3}, "podium": ["wolf"], "played": {"wolf": 3}}
    assert GAME.quantity("moved_together", run(podium_wolf, "wolf-howl")) == ("none",)
    assert GAME.quantity("winners_together", run(LAST_PHASE, "wolf")) == ("A+B",)
    full = {"streams": [2, 3], "animals": {"tortoise": 11, "wolf": 10, "lamb": 11},
            "podium": ["fox"], "played": {"wolf": 3}}
    assert GAME.quantity("podium_together", run(full, "wolf")) == ("tortoise+wolf",)
    assert GAME.quantity("podium_together", run({"played": {"fox": 3}}, "fox")) == ("none",)
    alone = dict(LAST_PHASE, players=[{"name": "A", "bets": ["fox", "hare", "wolf"]},
                                      {"name": "B", "bets": ["lamb", "tortoise", "hare"]}])
    assert GAME.quantity("winners_together", run(alone, "wolf")) == ("A",)


def test_a_howl_with_the_wolf_on_the_podium_moves_nobody():
    given = {"animals": {"tortoise": 3, "lamb": 3}, "podium": ["wolf"], "played": {"wolf": 3}}
    why = GAME.why(run(given, "wolf-howl"), "moved_animals")
    assert kinds(why.about)[0] == "howl_podium"
    assert "nach unserer Lesart zieht kein Tier" in why.about[0].message("de")


def test_a_lamb_held_by_the_stream_says_what_its_cards_would_give():
    why = GAME.why(run(LAMB_AT_THE_STREAM, "fox"), "moved:lamb")
    # The bracket names the stream as what cuts the move, not a card count it lacks.
    assert why.about[0].message("de") == ("Das Lamm zieht 2 Felder (3 Lammkarten ergäben ohne "
                                          "den Bach 4 Felder) auf Feld 4.")
    assert why.about[0].message("en") == ("The lamb moves 2 tiles (3 lamb cards would make 4 "
                                          "tiles without the stream) to tile 4.")
    # Landing on the stream with exactly its distance: the bracket is the plain count.
    exact = GAME.why(run({"streams": [4, 9], "animals": {"lamb": 1, "tortoise": 2},
                          "played": {"lamb": 2, "fox": 3}}, "fox"), "moved:lamb")
    assert exact.about[0].message("en") == "The lamb moves 3 tiles (2 lamb cards) to tile 4."


def test_a_move_over_the_finish_gives_the_tables_distance_too():
    # 4 wolf cards are 3 tiles by the table; from tile 10 only 2 are needed. The bracket
    # names the unit and why the move is shorter (r19: "4 wolf cards would make 3" alone
    # read as a tautology where the two numbers were equal).
    moved = [e for e in run({"animals": {"wolf": 10}, "played": {"wolf": 3}}, "wolf").effects
             if e.kind == "move" and e.detail("animal") == "wolf"][0]
    assert (moved.detail("n"), moved.message("en")) == (
        2, "The wolf moves 2 tiles (4 wolf cards would make 3 tiles, but the finish is only "
           "2 tiles away) over the finish.")
    assert moved.message("de") == ("Der Wolf zieht 2 Felder (4 Wolfskarten ergäben 3 Felder, "
                                   "aber das Ziel ist nur 2 Felder entfernt) über das Ziel.")
    fox = [e for e in run({"animals": {"fox": 10}, "played": {"fox": 2, "hare": 3, "lamb": 2}},
                          "fox").effects if e.kind == "move" and e.detail("animal") == "fox"][0]
    assert fox.message("en") == ("The fox moves 2 tiles (3 fox cards would make 3 tiles, but "
                                 "the finish is only 2 tiles away) over the finish.")
    exact = [e for e in run({"animals": {"wolf": 9}, "played": {"wolf": 3}}, "wolf").effects
             if e.kind == "move" and e.detail("animal") == "wolf"][0]
    assert exact.message("en") == "The wolf moves 3 tiles (4 wolf cards) over the finish."


def test_a_howl_in_a_move_over_the_finish_is_said_after_the_distance():
    # The note that the howl counts follows the distance: before "ergäben" it would read as
    # if the howl card made the 3.
    moved = [e for e in run({"animals": {"wolf": 10}, "played": {"wolf": 3}, "howl": True},
                            "wolf").effects
             if e.kind == "move" and e.detail("animal") == "wolf"][0]
    assert moved.message("de") == ("Der Wolf zieht 2 Felder (4 Wolfskarten ergäben 3 Felder, "
                                   "aber das Ziel ist nur 2 Felder entfernt; die 1 mit Geheul "
                                   "zählt nach unserer Lesart mit) über das Ziel.")
    assert moved.message("en") == ("The wolf moves 2 tiles (4 wolf cards would make 3 tiles, "
                                   "but the finish is only 2 tiles away; the 1 with a howl "
                                   "counts too by our reading) over the finish.")


def test_the_start_line_exception_is_said_where_the_hare_would_nap():
    why = GAME.why(run({"played": {"hare": 3}}, "hare"), "moved:hare")
    assert kinds(why.about) == ["no_nap_start", "move"]
    off_the_line = GAME.why(run({"animals": {"hare": 1}, "played": {"hare": 3}}, "hare"),
                            "moved:hare")
    assert kinds(off_the_line.about) == ["nap"]


def test_a_turn_of_an_animal_on_the_podium_says_why_it_is_allowed():
    why = GAME.why(run({"animals": {"tortoise": 3}, "podium": ["lamb"]}, "lamb,lamb"))
    assert kinds(why.about) == ["play", "podium_cards"]
    on_track = GAME.why(run({"animals": {"tortoise": 3}, "podium": ["fox"]}, "lamb,lamb"))
    assert kinds(on_track.about) == ["play"]


def test_our_readings_in_a_phase_are_said_as_ours():
    # The hare leads the track, but the lamb on the podium is ahead of it: no nap, by our
    # reading; behind an animal on the track it moves with 4 cards as with fewer, also our
    # reading (the rules text's table has "Hare 4" only with the lead).
    podium = GAME.why(run({"animals": {"hare": 10, "tortoise": 5}, "podium": ["lamb"],
                           "played": {"hare": 3}}, "hare"), "moved:hare")
    assert kinds(podium.about) == ["no_nap_podium", "move", "podium"]
    assert "Nach unserer Lesart" in podium.about[0].message("de")
    behind = GAME.why(run({"animals": {"hare": 4, "fox": 5}, "podium": ["lamb"],
                           "played": {"hare": 3}}, "hare"), "moved:hare")
    assert kinds(behind.about) == ["no_nap_behind", "move"]
    assert "nach unserer Lesart 2 Felder" in behind.about[0].message("de")
    assert "by our reading" in behind.about[0].message("en")
    # The lamb leaves the stream tile it stands on, by our reading; from tile 2 it says none.
    on_it = {"streams": [4, 9], "animals": {"lamb": 4, "tortoise": 2},
             "played": {"lamb": 3, "fox": 3}}
    assert kinds(GAME.why(run(on_it, "fox"), "moved:lamb").about) == ["stream_leave", "move"]
    assert kinds(GAME.why(run(LAMB_AT_THE_STREAM, "fox"), "moved:lamb").about) == [
        "move", "stream"]
    # A howl played in the turn that starts the phase counts in it by our reading; one
    # already on the table is the table's own "this phase".
    now = run({"played": {"wolf": 2, "fox": 3, "tortoise": 1}}, "wolf-howl,wolf")
    assert kinds(GAME.why(now, "moved:fox").about) == ["howl_now"]
    before = run({"played": {"wolf": 1, "tortoise": 3}, "howl": True}, "tortoise")
    assert kinds(GAME.why(before, "moved:tortoise").about) == ["howl"]
    # Without a card of its own the wolf stays, by our reading.
    stays = GAME.why(run({"played": {"fox": 3}}, "fox"), "moved:wolf").about
    assert kinds(stays) == ["stay"] and "by our reading" in stays[0].message("en")
