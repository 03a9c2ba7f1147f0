"""Words of the site's own interface, per language.

Content prose lives in `quiz/`; these are the few labels around it (buttons, headings,
summaries).  `{placeholders}` are filled by the renderer or, for `{known}`/`{total}`, by the
quiz script in the browser.

    >>> label("known", "de")
    'Gewusst'
"""

from __future__ import annotations

LABELS: dict[str, dict[str, str]] = {
    "site_name": {"de": "Regeln auffrischen", "en": "Rules refresher"},
    "start_intro": {
        "de": "Für alle, die ein Spiel schon kennen und vor dem Spieleabend die Regeln "
        "auffrischen wollen: nur das, was man vergisst, und ein Selbsttest.",
        "en": "For players who know a game and want to refresh the rules before game "
        "night: only what people forget, and a self-check.",
    },
    "games": {"de": "Spiele", "en": "Games"},
    "quiz_link": {"de": "Alle Fragen", "en": "All questions"},
    "privacy": {
        "de": "Deine Selbsteinschätzungen bleiben in deinem Browser (localStorage); "
        "die Seite lädt nichts von anderen Servern.",
        "en": "Your self-ratings stay in your browser (localStorage); the site loads "
        "nothing from other servers.",
    },
    "refresher_title": {"de": "{game} – Regeln auffrischen", "en": "{game} – rules refresher"},
    "quiz_title": {"de": "{game} – alle Fragen", "en": "{game} – all questions"},
    "pages_title": {"de": "{game} – Seiten im Regelheft", "en": "{game} – rulebook pages"},
    "sections_title": {
        "de": "{game} – Abschnitte der Regeln",
        "en": "{game} – rulebook sections",
    },
    "nav_refresher": {"de": "Auffrischen", "en": "Refresher"},
    "nav_quiz": {"de": "Alle Fragen", "en": "All questions"},
    "nav_pages": {"de": "Seiten im Regelheft", "en": "Rulebook pages"},
    "nav_sections": {"de": "Abschnitte", "en": "Sections"},
    "nav_start": {"de": "Alle Spiele", "en": "All games"},
    "review_heading": {"de": "Zum Nachlesen", "en": "To re-read"},
    "review_intro": {
        "de": "Diese Regeln hast du im Selbsttest als „Nicht gewusst“ markiert:",
        "en": "You rated the questions on these rules “Didn't know”:",
    },
    "review_flag": {"de": "Zum Nachlesen markiert", "en": "Marked to re-read"},
    "question": {"de": "Frage", "en": "Question"},
    "show_answer": {"de": "Antwort zeigen", "en": "Show answer"},
    "answer": {"de": "Antwort", "en": "Answer"},
    "rate_group": {"de": "Wie war's?", "en": "How did you do?"},
    "rate_hint": {
        "de": "„Gewusst“ nur, wenn du die ganze Antwort vor dem Aufdecken sagen konntest.",
        "en": "“Knew it” only if you could give the whole answer before revealing it.",
    },
    "known": {"de": "Gewusst", "en": "Knew it"},
    "unknown": {"de": "Nicht gewusst", "en": "Didn't know"},
    "state_known": {"de": "Bewertet: gewusst", "en": "Rated: knew it"},
    "state_unknown": {"de": "Bewertet: nicht gewusst", "en": "Rated: didn't know"},
    "summary": {
        "de": "{known} gewusst · {missed} nicht gewusst · {open} offen (von {total})",
        "en": "{known} known · {missed} missed · {open} open (of {total})",
    },
    "reset": {"de": "Bewertungen zurücksetzen", "en": "Reset ratings"},
    "self_check": {"de": "Weißt du’s noch?", "en": "Do you remember?"},
    "self_check_intro": {
        "de": "Erst selbst überlegen, dann aufdecken – und ehrlich sein: Was du nicht "
        "wusstest, markieren wir oben zum Nachlesen.",
        "en": "Think first, then reveal – and be honest: whatever you didn't know is "
        "marked above for re-reading.",
    },
    "more_questions": {"de": "Alle {n} Fragen", "en": "All {n} questions"},
    "wrong": {"de": "Nicht", "en": "Not"},
    "right": {"de": "Richtig", "en": "Right"},
    "cite_prefix": {"de": "Regelheft", "en": "Rulebook"},
    "cite_page": {"de": "S. {n}", "en": "p. {n}"},
    "cite_section": {"de": "§ {n}", "en": "§ {n}"},
    "cite_rules": {"de": "Regeln:", "en": "Rules:"},
    "page_heading": {"de": "Seite {n}", "en": "Page {n}"},
    "page_index_intro": {
        "de": "Für jede Seite von „{rulebook}“: die Regeln und Fragen, die sie zitieren.",
        "en": "For each page of “{rulebook}”: the rules and questions that cite it.",
    },
    "section_index_intro": {
        "de": "Für jeden Abschnitt von „{rulebook}“: die Regeln und Fragen, die ihn zitieren.",
        "en": "For each section of “{rulebook}”: the rules and questions that cite it.",
    },
    "rules": {"de": "Regeln", "en": "Rules"},
    "questions": {"de": "Fragen", "en": "Questions"},
    "nothing_cites": {"de": "Nichts auf dieser Site zitiert sie.", "en": "Nothing here cites it."},
    "rule_link": {"de": "Zur Regel", "en": "To the rule"},
    "why": {"de": "Warum:", "en": "Why:"},
    "codes": {"de": "Zugcodes für die Regelprüfung", "en": "Move codes for the rules check"},
    "show_picture": {"de": "Bild zur Frage", "en": "Picture of the situation"},
    "answer_picture": {"de": "Bild zur Antwort, seitlich verschiebbar",
                       "en": "Picture of the answer, scrolls sideways"},
    "picture_scroll": {"de": "Spielplan-Ausschnitt, seitlich verschiebbar",
                       "en": "Board excerpt, scrolls sideways"},
    "card_heading": {"de": "Auf einen Blick", "en": "At a glance"},
    "notes": {"de": "Hinweise zu dieser Seite", "en": "Notes on this page"},
    "refresher_description": {
        "de": "{game}: die Regeln, die jeden Zug entscheiden, auf einen Blick – mit "
        "Zahlen, leicht Vergessenem und Selbsttest.",
        "en": "{game}: the rules that decide every turn at a glance – with the numbers, "
        "the easily forgotten and a self-check.",
    },
    "quiz_description": {
        "de": "{game}: {n} Fragen zum Selbsttest, jede Antwort nachgerechnet.",
        "en": "{game}: {n} self-check questions, every answer worked through.",
    },
    "handout_title": {"de": "{game} – Spickzettel", "en": "{game} – handout"},
    "handout_description": {
        "de": "{game}: eine A4-Seite zum Ausdrucken – das Wichtigste und das leicht Vergessene.",
        "en": "{game}: one A4 page to print – the essentials and the easily forgotten.",
    },
    "handout_link": {"de": "Spickzettel (1 Seite A4)", "en": "Handout (one A4 page)"},
    "nav_handout": {"de": "Spickzettel", "en": "Handout"},
    "print": {"de": "Drucken", "en": "Print"},
    "back_to_refresher": {"de": "Zurück zum Auffrischen", "en": "Back to the refresher"},
    "missed_only": {"de": "Nur die verpassten Fragen", "en": "Only the ones I missed"},
    "missed_none": {
        "de": "Keine verpassten Fragen – alle Fragen werden gezeigt.",
        "en": "Nothing missed – showing all questions.",
    },
    "reset_confirm": {
        "de": "Alle Bewertungen dieses Spiels löschen?",
        "en": "Delete all ratings of this game?",
    },
    "engine_legal": {"de": "erlaubt", "en": "allowed"},
    "engine_illegal": {"de": "nicht erlaubt", "en": "not allowed"},
    "questions_on_rule": {"de": "Fragen dazu", "en": "Questions on it"},
    "choices": {"de": "Möglichkeiten", "en": "Choices"},
    "number": {"de": "Zahl", "en": "Number"},
    "value": {"de": "Wert", "en": "Value"},
    "source": {"de": "Quelle", "en": "Source"},
    "cite_column": {"de": "Seite", "en": "Page"},
    "index_description": {
        "de": "{game}: zu jeder Stelle im Regelheft die Regeln und Fragen, die sie zitieren.",
        "en": "{game}: for each place in the rulebook, the rules and questions citing it.",
    },
    "referee_title": {"de": "{game} – Schiedsrichter", "en": "{game} – referee"},
    "nav_referee": {"de": "Schiedsrichter", "en": "Referee"},
    "referee_link": {"de": "Schiedsrichter: Was darf ich hier?",
                     "en": "Referee: what may I do here?"},
    "referee_open": {"de": "Im Schiedsrichter öffnen", "en": "Open this in the referee"},
    "referee_description": {
        "de": "{game}: eine Stellung antippen und sehen, welche Züge erlaubt sind, was sie "
        "kosten und warum ein anderer Zug nicht geht.",
        "en": "{game}: tap a position together and see which moves are allowed, what they "
        "cost and why another move is not.",
    },
    "referee_intro": {
        "de": "Stellt eure Situation auf – Figuren im Bild antippen, Zahlen einstellen – und "
        "seht, was der Spieler am Zug darf und was es kostet.",
        "en": "Set up your situation – tap the pieces into the picture, set the numbers – and "
        "see what the player to move may do and what it costs.",
    },
    "referee_noscript": {
        "de": "Der Schiedsrichter braucht JavaScript.",
        "en": "The referee needs JavaScript.",
    },
    "referee_loading": {"de": "Schiedsrichter wird geladen …", "en": "Loading the referee …"},
    "referee_loading_slow": {
        "de": "Beim ersten Mal dauert es etwas – danach geht es schneller, auch ohne Netz.",
        "en": "The first time takes a moment – afterwards it is quicker, offline too.",
    },
    "referee_stages": {
        "de": "Dateien laden|Programm starten|Regeln laden|Stellung aufbauen",
        "en": "Fetching files|Starting up|Loading the rules|Setting up the position",
    },
    "referee_ready": {"de": "Bereit.", "en": "Ready."},
    "referee_failed": {
        "de": "Der Schiedsrichter konnte nicht starten:",
        "en": "The referee could not start:",
    },
    "referee_busy": {"de": "Wird geprüft …", "en": "Checking …"},
    "referee_position": {"de": "Stellung", "en": "Position"},
    "referee_notation": {
        "de": "Die Stellung als Text (kopieren, oder eine einfügen und Enter drücken)",
        "en": "The position as text (copy it, or paste one and press Enter)",
    },
    "referee_start": {"de": "Startstellung", "en": "Start position"},
    "referee_undo": {"de": "Rückgängig", "en": "Undo"},
    "referee_setup": {"de": "Aufstellen", "en": "Set up"},
    "referee_picture": {"de": "Spielplan zum Antippen, seitlich verschiebbar",
                        "en": "Board to tap, scrolls sideways"},
    "referee_selected": {"de": "ausgewählt – jetzt im Bild antippen",
                         "en": "selected – now tap the picture"},
    "referee_select_place": {"de": "Wählen, dann im Bild antippen:",
                             "en": "Choose, then tap the picture:"},
    "referee_minus": {"de": "eins weniger", "en": "one less"},
    "referee_plus": {"de": "eins mehr", "en": "one more"},
    "referee_actions": {"de": "Erlaubte Züge", "en": "Allowed moves"},
    "referee_no_actions": {"de": "Kein Zug ist erlaubt.", "en": "No move is allowed."},
    "referee_over": {"de": "Das Spiel ist vorbei.", "en": "The game is over."},
    "referee_apply": {"de": "Antippen führt den Zug aus; „Rückgängig“ nimmt ihn zurück.",
                      "en": "Tap a move to play it; “Undo” takes it back."},
    "referee_try": {"de": "Einen Zug prüfen", "en": "Check a move"},
    "referee_token": {"de": "Zug-Kürzel (steht bei jedem erlaubten Zug, z. B. +3)",
                      "en": "Move code (shown with each allowed move, e.g. +3)"},
    "referee_check": {"de": "Prüfen", "en": "Check"},
    "referee_legal_verdict": {"de": "Erlaubt.", "en": "Allowed."},
    "referee_illegal_verdict": {"de": "Nicht erlaubt:", "en": "Not allowed:"},
    "referee_next": {"de": "Diesen Zug ausführen", "en": "Play this move"},
    "footer_source": {
        "de": "In eigenen Worten nach: {rulebook}. Maßgeblich ist die Spielregel des Verlags.",
        "en": "In our own words, after: {rulebook}. The publisher's rulebook is authoritative.",
    },
}


def label(key: str, lang: str, **values: object) -> str:
    """The label `key` in `lang`, with `{placeholders}` from `values` filled in."""
    text = LABELS[key][lang]
    return text.format(**values) if values else text
