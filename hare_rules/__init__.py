"""hare_rules: the rules engine behind the rules refresher.

The game-agnostic core is `hare_rules.core` (the protocol, reasons and effects, the scenario
runner, the `check` command); every game or edition is a folder in `hare_rules.games`, all
of them in `hare_rules.games.GAMES`.

    >>> from hare_rules.games import GAMES
    >>> for game in GAMES.values():
    ...     state = game.start_state(max(game.player_counts), seed=1)
    ...     assert game.parse_state(game.format_state(state)) == state
    ...     assert all(not game.reasons_against(state, a) for a in game.legal_actions(state))
"""
