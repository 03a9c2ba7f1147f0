"""Seeded random mutations of the real content files: the loader, the checks and the
verifier answer with `path:line: message` problems or pass cleanly, never a traceback, and
never take long (a tiny input must not cost seconds: alias bombs, huge numbers).

Every run is reproducible from its seed (printed in a failure).  Topic files are fuzzed as
excerpts of one or two items (against their game's real game.yaml, read once), which keeps
a run to milliseconds; game.yaml files are fuzzed whole.  FUZZ_RUNS changes the count.
"""

from __future__ import annotations

import functools
import os
import random
import re
import time
import traceback
from pathlib import Path

import pytest

from refresher.loader import read_content, read_topic
from refresher.model import Content
from refresher.verify import verify

ROOT = Path(__file__).resolve().parents[2]
QUIZ = ROOT / "quiz"
RUNS = int(os.environ.get("FUZZ_RUNS", "2000"))
SLOW = 5.0  # seconds: far above a normal run (milliseconds), far below an alias bomb's

# Snippets that YAML, the schema, the placeholders or the renderer treat specially.
SNIPPETS = [
    "\x00", "\x07", "\ufeff", "\t", "\n", "\r", " ", "\\", '"', "'", "#", "- ", ": ", "? ",
    "{", "}", "[", "]", ",", "&a ", "*a", "<<: ", "!!python/object/apply:os.system [ls] ",
    "!tag ", "%YAML 1.1\n", "---\n", "...\n", "|\n", ">-\n", "~", "null", "yes", "no",
    "0x1F", "1e400", "-0", "2019-01-01", "12:30", "9" * 30, "[" * 60, "{a: " * 40,
    "{{cost:999999}}", "{{cost_table:30000000}}", "{{cost:²}}", "{{nope}}", "{{", "}}",
    "<script>alert(1)</script>", "[x](javascript:alert(1))", "{onclick=alert(1)}",
    "</details>", "é", "\U0001F955", "id: dup\n", "  - id: dup\n",
]
BAD_BYTES = [b"\xff", b"\xfe\xfe", b"\xc3", b"\xed\xa0\x80", b"\x00"]
LOCATED = re.compile(r"^(?P<path>[^\n]+?):(?P<line>\d+): \S")


MAX_EXCERPT_LINES = 30  # a longer item is cut, which is one more mutation
GAME_FILE_SHARE = 0.05  # game.yaml is fuzzed whole (a few kB): slower, so less often


@functools.cache
def sources() -> dict[Path, tuple[tuple[str, str], ...]]:
    """Each game folder -> (file name, text) of its YAML files, game.yaml first."""
    found = {}
    for game_file in sorted(QUIZ.glob("*/game.yaml")):
        folder = game_file.parent
        files = sorted(folder.glob("*.yaml"), key=lambda p: (p.name != "game.yaml", p.name))
        found[folder] = tuple((p.name, p.read_text(encoding="utf-8")) for p in files)
    return found


def excerpt(text: str, rng: random.Random) -> str:
    """One item of a topic file, under their top-level key, as a file of its own."""
    lines = text.splitlines(keepends=True)
    starts = [i for i, line in enumerate(lines) if re.match(r"^  - id:", line)]
    if not starts:
        return text
    first = rng.randrange(len(starts))
    end = starts[first + 1] if first + 1 < len(starts) else len(lines)
    end = min(end, starts[first] + MAX_EXCERPT_LINES)
    top = next((line for line in reversed(lines[: starts[first]])
                if re.match(r"^[a-z_]+:\s*$", line)), "rules:\n")
    return top + "".join(lines[starts[first]:end])


def mutate(data: bytes, rng: random.Random) -> bytes:
    """1-3 random edits: bytes or snippets inserted, ranges deleted, lines duplicated,
    dropped, swapped or re-indented, scalars replaced, the file cut off."""
    for _ in range(rng.randint(1, 3)):
        lines = data.splitlines(keepends=True) or [b""]
        pos = rng.randrange(len(data) + 1)
        kind = rng.randrange(9)
        if kind == 0:
            data = data[:pos] + rng.choice(SNIPPETS).encode() + data[pos:]
        elif kind == 1:
            data = data[:pos] + rng.choice(BAD_BYTES) + data[pos:]
        elif kind == 2:
            data = data[:pos] + data[pos + rng.randint(1, 40):]
        elif kind == 3:
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            data = b"".join(lines)
        elif kind == 4:
            del lines[rng.randrange(len(lines))]
            data = b"".join(lines)
        elif kind == 5:
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            data = b"".join(lines)
        elif kind == 6:
            i = rng.randrange(len(lines))
            lines[i] = (b" " * rng.choice((1, 2, 4))) + lines[i] if rng.random() < 0.5 \
                else lines[i].lstrip(b" ")
            data = b"".join(lines)
        elif kind == 7:
            i = rng.randrange(len(lines))
            key, sep, _ = lines[i].partition(b": ")
            if sep:
                lines[i] = key + sep + rng.choice(SNIPPETS).encode() + b"\n"
            data = b"".join(lines)
        else:
            data = data[:pos]
    return data


def assert_located(problems, seed: int, limit_lines: int) -> None:
    for problem in problems:
        text = str(problem)
        match = LOCATED.match(text)
        assert match, f"seed {seed}: not `path:line: message`: {text!r}"
        line = int(match["line"])
        assert 1 <= line <= limit_lines + 1, f"seed {seed}: line {line} of {limit_lines}: {text}"


def run_one(seed: int, games, tmp: Path) -> None:
    rng = random.Random(seed)
    folder = rng.choice(sorted(sources()))
    game = games[folder]
    files = sources()[folder]
    whole = rng.random() < GAME_FILE_SHARE or len(files) == 1
    name, text = files[0] if whole else rng.choice(files[1:])
    data = mutate((text if whole else excerpt(text, rng)).encode(), rng)
    started = time.perf_counter()
    try:
        if whole:
            target = tmp / f"fuzz-{seed}"
            target.mkdir()
            (target / "game.yaml").write_bytes(data)
            content, problems = read_content(target)
        else:
            target = tmp / f"fuzz-{seed}.yaml"
            target.write_bytes(data)
            loaded, problems = read_topic(game, target)
            content = Content(games=(loaded,))
        if not problems:
            problems = list(verify(content).problems)
    except Exception:  # the point of the test: report which seed, and where it broke
        pytest.fail(f"seed {seed} ({folder.name}/{name}): traceback instead of "
                    f"path:line\n{traceback.format_exc()}", pytrace=False)
    elapsed = time.perf_counter() - started
    assert elapsed < SLOW, f"seed {seed}: one run took {elapsed:.1f} s"
    longest = max(text.count("\n") + 1 for _, text in files)
    assert_located(problems, seed, max(data.count(b"\n") + 1, longest))


@pytest.fixture(scope="module")
def games():
    """The real games, loaded once: topic excerpts are read against their game.yaml."""
    content, problems = read_content(QUIZ)
    assert not problems, [str(p) for p in problems]
    return {Path(g.path).parent: g for g in content.games}


@pytest.mark.parametrize("block", range(4))
def test_random_mutations_give_path_line_or_pass(block, games, tmp_path):
    per_block = RUNS // 4
    for seed in range(block * per_block, (block + 1) * per_block):
        run_one(seed, games, tmp_path)
