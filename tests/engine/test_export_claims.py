"""`export-claims` writes every claim of a content folder as one plain scenario file that
`check` passes; a wrong answer in the content makes the exported file fail."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def hare_rules(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hare_rules", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


FOLDERS = sorted(p.name for p in (ROOT / "quiz").iterdir() if (p / "game.yaml").is_file())


@pytest.mark.parametrize("folder", FOLDERS)
def test_exported_claims_pass_check(tmp_path, folder):
    out = tmp_path / "claims.yaml"
    done = hare_rules("export-claims", f"quiz/{folder}", "-o", str(out))
    assert done.returncode == 0, done.stderr
    written = int(done.stdout.split()[0])
    checked = hare_rules("check", str(out))
    assert checked.returncode == 0, checked.stdout
    assert checked.stdout.strip().splitlines()[-1] == f"{written} passed, 0 failed"


def test_a_wrong_answer_fails_the_exported_file(tmp_path):
    content = tmp_path / "hase-und-igel"
    shutil.copytree(ROOT / "quiz" / "hase-und-igel", content)
    questions = content / "questions.yaml"
    text = questions.read_text()
    # q-cost-five-fields: the answer 15 becomes 16; q-forward-onto-hedgehog: "no" becomes "yes"
    text = text.replace("    answer: 15\n", "    answer: 16\n", 1)
    start = text.index("- id: q-forward-onto-hedgehog")
    text = text[:start] + text[start:].replace('answer: "no"', 'answer: "yes"', 1)
    questions.write_text(text)
    out = tmp_path / "claims.yaml"
    assert hare_rules("export-claims", str(content), "-o", str(out)).returncode == 0
    checked = hare_rules("check", str(out))
    assert checked.returncode == 1
    assert checked.stdout.strip().splitlines()[-1].endswith(" 2 failed")
    assert "q-forward-onto-hedgehog-situation" in checked.stdout


def test_export_of_a_folder_without_a_game_is_refused(tmp_path):
    done = hare_rules("export-claims", str(tmp_path), "-o", str(tmp_path / "x.yaml"))
    assert done.returncode == 1 and "no game.yaml" in done.stderr
    assert not (tmp_path / "x.yaml").exists()
