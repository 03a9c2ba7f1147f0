"""Content layer: load, check and verify the refresher and quiz content in `quiz/`.

>>> from refresher.loader import load_content
>>> from refresher.verify import verify
>>> report = verify(load_content("quiz"))          # doctest: +SKIP
"""
