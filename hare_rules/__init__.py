"""hare_rules: the rules engine behind the rules refresher.

The game-agnostic core is `hare_rules.core` (the protocol, reasons and effects, the scenario
runner, the `check` command); every game or edition is a folder in `hare_rules.games`, all
of them in `hare_rules.games.GAMES`.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["ravensburger-2019"]
    >>> state = game.parse_state("ravensburger-2019 *A:21:5:3 B:19:68:3")
    >>> game.legal_actions(state)
    ['+1', '+2', 'take']
    >>> [r.code for r in game.reasons_against(state, "back")]
    ['hedgehog_occupied']
"""
