"""Content layer: load, check and verify the refresher and quiz content in `quiz/`.

>>> from refresher.loader import load_content
>>> from refresher.verify import verify
>>> verify(load_content("quiz")).failed
0
"""
