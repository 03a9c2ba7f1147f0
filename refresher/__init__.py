"""Content layer: load, check and verify the refresher and quiz content in `quiz/`.

>>> from refresher.loader import load_content
>>> from refresher.verify import verify
>>> report = verify(load_content("quiz/hase-und-igel"))  # one game's folder, or all of quiz/
>>> report.failed, len(report.outcomes) > 100
(0, True)
"""
