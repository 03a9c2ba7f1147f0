"""Text of the site's own interface, per language.

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
        "de": "{game} – wo die Abschnitte der Regeln hier vorkommen",
        "en": "{game} – where this site uses each section of the rules",
    },
    "nav_refresher": {"de": "Auffrischen", "en": "Refresher"},
    "nav_quiz": {"de": "Alle Fragen", "en": "All questions"},
    "nav_pages": {"de": "Seiten im Regelheft", "en": "Rulebook pages"},
    "nav_sections": {"de": "Abschnitte", "en": "Sections"},
    "nav_start": {"de": "Alle Spiele", "en": "All games"},
    "review_heading": {"de": "Zum Nachlesen", "en": "To re-read"},
    "review_intro": {
        "de": "Die Fragen zu diesen Regeln hast du im Selbsttest mit „Nicht gewusst“ bewertet:",
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
    "wrong": {"de": "Falsch", "en": "Wrong"},  # before a wrong belief: "Falsch: …"
    "right": {"de": "Richtig", "en": "Right"},
    "cite_prefix": {"de": "Regelheft", "en": "Rulebook"},
    "cite_page": {"de": "S. {n}", "en": "p. {n}"},
    # A section citation names a section of the rules text, whose wording this site does not
    # give: it links to where the site uses that section (the sections page).
    "cite_rules": {"de": "Abschnitt im Regeltext:", "en": "Rules section:"},
    "cite_rules_many": {"de": "Abschnitte im Regeltext:", "en": "Rules sections:"},
    # Rules in another language than the page ({language} as an adjective before a noun).
    "cite_prefix_in": {"de": "{language}s Regelheft", "en": "{language} rulebook"},
    "cite_rules_in": {"de": "Abschnitt im {language} Regeltext:",
                      "en": "{language} rules section:"},
    "cite_rules_in_many": {"de": "Abschnitte im {language} Regeltext:",
                           "en": "{language} rules sections:"},
    "language_de": {"de": "Deutsche", "en": "German"},
    "language_en": {"de": "Englische", "en": "English"},
    "language_zh": {"de": "Chinesische", "en": "Chinese"},
    # The same after "im" ("im englischen Regeltext").
    "rules_language_de": {"de": "deutschen", "en": "German"},
    "rules_language_en": {"de": "englischen", "en": "English"},
    "rules_language_zh": {"de": "chinesischen", "en": "Chinese"},
    "page_heading": {"de": "Seite {n}", "en": "Page {n}"},
    "page_index_intro": {
        "de": "Quelle: {rulebook}. Diese Website gibt das Regelheft nicht wieder, sondern fasst "
              "es in eigenen Worten zusammen. "
              "Hier steht für jede Seite des Regelhefts, welche Regeln und Fragen auf dieser "
              "Website sie zitieren – so kannst du sie in deinem eigenen Regelheft "
              "nachschlagen. Was mit „teils unsere Lesart“ markiert ist, steht nur zum Teil im "
              "Regelheft.",
        "en": "Source: {rulebook}. This site does not reproduce the rulebook; it sums it up "
              "in its own words. "
              "For each page of the rulebook, this page lists the rules and questions on "
              "this site that cite it, so you can look them up in your own rulebook. A rule "
              "marked \"partly our reading\" is only partly in the rulebook.",
    },
    "section_index_intro": {
        "de": "Quelle: {rulebook}. Diese Website gibt die Quelle nicht wieder, sondern fasst "
              "sie in eigenen Worten zusammen. Hier steht für jeden ihrer Abschnitte, welche "
              "Regeln und Fragen auf dieser Website ihn zitieren – so kannst du jede Angabe "
              "dort nachschlagen.",
        "en": "Source: {rulebook}. This site does not reproduce the source; it sums it up in "
              "its own words. For each of its sections, this page lists the rules and "
              "questions on this site that cite it, so you can look each of them up there.",
    },
    "rules": {"de": "Regeln", "en": "Rules"},
    "questions": {"de": "Fragen", "en": "Questions"},
    "nothing_cites": {"de": "Auf diese Seite verweist hier nichts.",
                      "en": "Nothing here refers to this page."},
    "rule_link": {"de": "Zur Regel", "en": "See the rule"},
    "why": {"de": "Warum:", "en": "Why:"},
    "choices_one": {"de": "Eine der Antworten ist richtig.",
                    "en": "One of the answers is right."},
    "choices_several": {"de": "Mehrere der Antworten sind richtig.",
                        "en": "More than one of the answers is right."},
    "why_besides": {"de": "Mehr dazu", "en": "More on this"},
    "show_picture": {"de": "Bild zur Frage", "en": "Picture of the situation"},
    "answer_picture": {"de": "Bild zur Antwort, seitlich verschiebbar",
                       "en": "Picture of the answer, scrolls sideways"},
    "picture_scroll": {"de": "Bild zur Frage, seitlich verschiebbar",
                       "en": "Picture of the situation, scrolls sideways"},
    # After a folded or handout line whose rule's text has a reading of ours the line does not
    # name: the line is the rules', a detail of it is ours.
    "partly_our_reading": {"de": "teils unsere Lesart", "en": "partly our reading"},
    "tables_heading": {"de": "Zum Nachschlagen", "en": "To look up"},
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
    "engine_only": {"de": "als Einziges erlaubt (Pflicht)",
                    "en": "the only thing allowed (compulsory)"},
    "engine_illegal": {"de": "nicht erlaubt", "en": "not allowed"},
    "questions_on_rule": {"de": "Fragen dazu", "en": "Questions on it"},
    "choices": {"de": "Möglichkeiten", "en": "Choices"},
    "number": {"de": "Zahl", "en": "Number"},
    "numbers": {"de": "Die Zahlen", "en": "The numbers"},
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
    "referee_open": {"de": "Diese Stellung beim Schiedsrichter prüfen",
                     "en": "Check this position with the referee"},
    "referee_description": {
        "de": "{game}: eine Stellung antippen und sehen, welche Züge erlaubt sind, was sie "
        "kosten und warum ein anderer Zug nicht geht.",
        "en": "{game}: tap a position together and see which moves are allowed, what they "
        "cost and why another move is not.",
    },
    "referee_intro": {
        "de": "Hier siehst du, was der Spieler am Zug darf und was jeder Zug bewirkt. Deine "
        "eigene Situation stellst du unter „{setup}“ auf: im Bild antippen, den Rest "
        "darunter einstellen.",
        "en": "See what the player to move may do and what each move does. Set up your own "
        "situation under “{setup}”: tap the picture, set the rest below it.",
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
    # the answers the build wrote for this position are shown; the engine starts on demand
    "referee_instant": {
        "de": "Die Antworten zu dieser Stellung sind da. Änderst du etwas, wird der "
              "vollständige Schiedsrichter geladen.",
        "en": "The answers for this position are here. If you change anything, the full "
              "referee is loaded.",
    },
    "referee_full_loading": {"de": "Der vollständige Schiedsrichter wird geladen …",
                             "en": "Loading the full referee …"},
    # keep the referee for offline use (refresher.render.keep_offline)
    "referee_keep": {"de": "Schiedsrichter offline bereithalten ({size})",
                     "en": "Keep the referee for offline use ({size})"},
    "referee_keep_progress": {"de": "Speichern für die Nutzung ohne Netz",
                              "en": "Saving the referee for offline use"},
    "referee_keep_loading": {"de": "Wird gespeichert … {done} von {size}",
                             "en": "Saving … {done} of {size}"},
    "referee_keep_ready": {
        "de": "Der Schiedsrichter ist offline bereit; er belegt {size} im Browser.",
        "en": "The referee is ready for offline use; it takes {size} in the browser.",
    },
    "referee_keep_kept": {
        "de": "Der Schiedsrichter ist schon offline bereit ({size} im Browser).",
        "en": "The referee is already kept for offline use ({size} in the browser).",
    },
    "referee_keep_failed": {
        "de": "Das Speichern hat nicht geklappt ({why}); bitte noch einmal versuchen, wenn "
              "das Netz da ist.",
        "en": "Saving did not work ({why}); please try again when you are online.",
    },
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
    "referee_setup": {"de": "Stellung ändern", "en": "Change the position"},
    "referee_picture": {"de": "Bild der Stellung zum Antippen, seitlich verschiebbar",
                        "en": "Picture of the position to tap, scrolls sideways"},
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
    "referee_token": {"de": "Zug-Kürzel, so eingetippt, wie es bei jedem erlaubten Zug steht",
                      "en": "Move code, typed as shown with each allowed move"},
    "referee_token_example": {
        "de": "Ein Zug, als Kürzel oder in Worten, wie er bei jedem erlaubten Zug steht, z. B. "
              "„{code}“ oder „{words}“",
        "en": "A move, as its code or in words, as shown with each allowed move, e.g. “{code}” "
              "or “{words}”"},
    "referee_check": {"de": "Prüfen", "en": "Check"},
    "referee_pick_outcome": {"de": "Was dabei kommt, legt diese Stellung nicht fest – wähle:",
                             "en": "This position does not say what comes of it – choose:"},
    "referee_legal_verdict": {"de": "Erlaubt.", "en": "Allowed."},
    "referee_illegal_verdict": {"de": "Nicht erlaubt:", "en": "Not allowed:"},
    "referee_next": {"de": "Diesen Zug ausführen", "en": "Play this move"},
    "footer_source": {
        # {rulebook} is a noun phrase in the nominative ("die Ravensburger-Spielregel …").
        "de": "In eigenen Worten zusammengefasst. Quelle: {rulebook}. {authority}",
        "en": "Summed up in our own words. Source: {rulebook}. {authority}",
    },
    "authority": {"de": "Maßgeblich ist die Spielregel des Verlags.",
                  "en": "The publisher's rulebook is authoritative."},
    # The review page (refresher/render/review.py, docs/assets/review.js)
    "nav_review": {"de": "Wiederholen", "en": "Review"},
    "review_link": {"de": "Wiederholen, was fällig ist", "en": "Review what is due"},
    "review_title": {"de": "Wiederholen – alle Spiele", "en": "Review – all games"},
    "review_description": {
        "de": "Die Fragen aller Spiele, die wieder dran sind: was du nicht wusstest, bald; "
        "was du wusstest, immer später.",
        "en": "The questions of every game that are due again: what you missed soon, what "
        "you knew later and later.",
    },
    "review_page_intro": {
        "de": "Hier stehen die Fragen aller Spiele, die wieder dran sind, die am längsten "
        "fällige zuerst. „Nicht gewusst“ kommt nach zehn Minuten wieder, „Gewusst“ nach zwei "
        "Tagen, dann nach immer längeren Abständen.",
        "en": "Here are the questions of every game that are due again, the longest due "
        "first. “Didn't know” comes back after ten minutes, “Knew it” after two days, then "
        "after longer and longer gaps.",
    },
    "review_noscript": {
        "de": "Die fälligen Fragen zeigt diese Seite mit JavaScript.",
        "en": "This page shows the due questions with JavaScript.",
    },
    "review_due_one": {"de": "1 Frage ist fällig.", "en": "1 question is due."},
    "review_due_other": {"de": "{n} Fragen sind fällig.", "en": "{n} questions are due."},
    "review_none_next": {
        "de": "Nichts fällig – die nächste Frage ist am {date} dran.",
        "en": "Nothing due – the next question is due on {date}.",
    },
    "review_empty": {
        "de": "Noch nichts zu wiederholen: bewerte Fragen im Selbsttest, dann erscheinen sie "
        "hier, sobald sie dran sind.",
        "en": "Nothing to review yet: rate questions in a self-check, and they appear here "
        "when they are due.",
    },
    "review_done": {"de": "Bewertet – wieder dran am {date}.",
                    "en": "Rated – due again on {date}."},
    "review_unavailable": {
        "de": "Diese Frage lässt sich gerade nicht laden (offline?): {game}.",
        "en": "This question cannot be loaded right now (offline?): {game}.",
    },
    "progress_heading": {"de": "Fortschritt mitnehmen", "en": "Take your progress along"},
    "progress_intro": {
        "de": "Deine Bewertungen und wann jede Frage wieder dran ist, bleiben in diesem "
        "Browser. Als Datei nimmst du sie in einen anderen Browser oder auf ein anderes Gerät "
        "mit; beim Import gewinnt je Frage die neuere Bewertung.",
        "en": "Your ratings and when each question is due again stay in this browser. As a "
        "file you take them to another browser or device; on import, the newer rating of "
        "each question wins.",
    },
    "export": {"de": "Fortschritt exportieren", "en": "Export progress"},
    "import": {"de": "Fortschritt importieren", "en": "Import progress"},
    "export_file": {"de": "regeln-auffrischen-fortschritt", "en": "rules-refresher-progress"},
    "exported": {"de": "Exportiert: {n} Fragen.", "en": "Exported: {n} questions."},
    "import_ok": {
        "de": "Importiert: {n} von {total} Fragen übernommen (die übrigen waren hier neuer).",
        "en": "Imported: {n} of {total} questions taken over (the others were newer here).",
    },
    "import_skipped": {
        "de": "{n} Fragen der Datei gibt es auf dieser Seite nicht (mehr): übergangen.",
        "en": "{n} questions in the file are not (or no longer) on this site: left out.",
    },
    "import_unsaved": {
        "de": "Dieser Browser kann den Fortschritt nicht speichern (Speicher voll oder "
        "gesperrt) – nichts geändert.",
        "en": "This browser cannot save the progress (storage full or blocked) – nothing "
        "changed.",
    },
    "import_broken": {
        "de": "Diese Datei ist kein lesbarer Fortschritt (kaputt oder unvollständig) – "
        "nichts geändert.",
        "en": "This file is not readable progress (broken or incomplete) – nothing changed.",
    },
    "import_foreign": {
        "de": "Diese Datei ist kein Fortschritt dieser Seite – nichts geändert.",
        "en": "This file is not progress from this site – nothing changed.",
    },
    "import_version": {
        "de": "Diese Datei stammt aus einer anderen Version der Seite – nichts geändert.",
        "en": "This file comes from another version of the site – nothing changed.",
    },
    "import_tampered": {
        "de": "Diese Datei wurde nach dem Export verändert – nichts geändert.",
        "en": "This file was changed after it was exported – nothing changed.",
    },
}


def label(key: str, lang: str, **values: object) -> str:
    """The label `key` in `lang`, with `{placeholders}` from `values` filled in."""
    text = LABELS[key][lang]
    return text.format(**values) if values else text
