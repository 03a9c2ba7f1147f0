"""What the hare races share: the track, the forward cost, the nearest hedgehog behind.

Used by every edition of the board game (Ravensburger 2019, Software-Challenge 2018, the
classic dice edition); each edition's differences are data or a small module of its own.
"""
