"""Shared fixtures for the 2018 edition: the dev oracle records, read once."""

from __future__ import annotations

from pathlib import Path

import pytest

from hare_rules.games.software_challenge_2018.oracle import read_records

DEV_FILE = Path(__file__).resolve().parents[2] / "data" / "sc2018-dev.jsonl.gz"


@pytest.fixture(scope="session")
def dev_records() -> list[dict]:
    return list(read_records(str(DEV_FILE)))
