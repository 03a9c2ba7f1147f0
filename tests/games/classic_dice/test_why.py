"""`Game.why`: what a question asks about first, the rest folded, and the person of the
question ("du"/"you" for the player it speaks to)."""

from __future__ import annotations

from hare_rules.core import Run

from .playout import GAME


def run(notation: str, turn: str) -> Run:
    before = GAME.parse_state(notation)
    reasons = GAME.reasons_against(before, turn)
    if reasons:
        return Run(before, before, before, turn, False, reasons)
    applied = GAME.apply(before, turn)
    return Run(before, before, applied.state, turn, True, (), applied.effects,
               tuple(GAME.legal_actions(applied.state)))


def kinds(items) -> list[str]:
    return [getattr(i, "kind", None) or i.code for i in items]


THREE = "classic-dice *A:{a} B:5:65:3 C:0:65:3"


def test_an_illegal_turn_is_explained_by_every_reason_against_it() -> None:
    played = run("classic-dice *A:61:17:0 B:0:65:3 C:0:65:3", "+3")
    why = GAME.why(played, None)
    assert kinds(why.about) == ["goal_too_many_carrots"] and why.besides == ()
    assert why.about[0].message("de", you="A").startswith("Als 1. im Ziel darfst du")
    assert why.about[0].message("de").startswith("Als 1. im Ziel darf A")


def test_carrots_are_explained_by_what_was_paid_and_paid_back() -> None:
    played = run(THREE.format(a="0:65:3"), "+3 roll:free-move")
    why = GAME.why(played, "carrots")
    assert kinds(why.about) == ["cost", "roll_free_move"] and why.besides == ()
    assert why.about[1].message("en", you="A") == (
        "You roll \"the last move was free\" and get back the 6 carrots that move cost.")
    assert why.about[1].en == (
        "A rolls \"the last move was free\" and gets back the 6 carrots that move cost.")


def test_a_result_that_pays_nothing_back_still_explains_the_carrots() -> None:
    played = run("classic-dice *A:13:65:3 B:23:65:3 C:0:65:3",
                 "+1 roll:move-up roll:free-move")
    about = GAME.why(played, "carrots").about
    assert kinds(about) == ["cost", "roll_free_move_none"]
    assert "nichts gekostet" in about[1].de


def test_the_printed_number_is_explained_by_where_the_pawn_went() -> None:
    played = run("classic-dice *A:4:65:3 B:5:65:3 C:0:65:3", "+2 roll:previous-carrot")
    why = GAME.why(played, "printed")
    # What the move cost explains no printed number (and another question may ask it).
    assert kinds(why.about) == ["roll_previous_carrot", "printed_here"]
    assert why.about[-1].message("en", you="A") == (
        "You then stand on square 2, which is printed 62: 62 squares still to go to the goal.")
    assert kinds(why.besides) == ["position_no_payout"]  # field 4 pays place 3, A is 2nd
    nothing = GAME.why(run("classic-dice *A:13:65:3 B:0:65:3 C:0:65:3", "+1 roll:move-up"),
                       "printed")
    assert kinds(nothing.about) == ["roll_nothing", "printed_here"]
    assert "vorn ist keine Figur mehr auf der Laufbahn" in nothing.about[0].de
    assert "aufgedruckt" in nothing.about[1].de and "50" in nothing.about[1].de
    near = GAME.why(run("classic-dice *A:61:30:0 B:50:30:1 C:44:30:1", "+2"), "printed")
    assert near.about[-1].de.endswith("noch 1 Feld bis ins Ziel.")


def test_move_again_is_told_between_the_two_moves_it_explains() -> None:
    played = run(THREE.format(a="0:65:3"), "+3 roll:move-again +1")
    assert kinds(GAME.why(played, "carrots").about) == ["cost", "roll_move_again", "cost"]


def test_a_move_asked_about_folds_the_start_of_turn_payout() -> None:
    played = run("classic-dice *A:8:65:3 B:12:65:3 C:0:65:3", "+1")
    why = GAME.why(played, None)
    assert kinds(why.about) == ["cost"] and kinds(why.besides) == ["position_payout"]
    assert kinds(GAME.why(played, "carrots").about) == ["position_payout", "cost"]


def test_a_count_of_moves_folds_everything() -> None:
    why = GAME.why(run(THREE.format(a="0:65:3"), "+2"), "moves")
    assert why.about == () and kinds(why.besides) == ["cost"]


def test_the_two_pawn_game_speaks_of_the_pawn_and_to_its_player() -> None:
    played = run("classic-dice *A:61,0:200:5 B:0,0:95:5", "1:+3")
    about = GAME.why(played, None).about
    assert [e.message("de", you="A") for e in about] == [
        "Du zahlst 6 Karotten und ziehst A1 um 3 Felder vor, von Feld 61 (aufgedruckt 3) ins Ziel.",
        "Deine Figur A1 erreicht das Ziel auf Platz 1.",
    ]
    assert [e.message("en", you="B") for e in about] == [
        "A pays 6 carrots to move A1 forward 3 squares from square 61 (printed 3) into the goal.",
        "A1 reaches the goal in first place.",
    ]
    wrong = GAME.why(run("classic-dice *A:10,5:95:5 B:0,0:95:5", "2:take"), None).about
    assert wrong[0].message("de", you="A") == (
        "Dieser Zug gehört deiner Figur A1: A1 muss stehen bleiben und einen Salat fressen.")
