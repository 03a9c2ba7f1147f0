"""pyproject.toml's console script `hare-rules` runs the engine's command line."""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata
from pathlib import Path


def test_hare_rules_entry_point_is_the_cli_main():
    (entry,) = metadata.entry_points(group="console_scripts", name="hare-rules")
    assert entry.value == "hare_rules.cli:main"
    assert callable(entry.load())


def test_hare_rules_script_is_installed_next_to_python():
    script = Path(sys.executable).parent / "hare-rules"
    result = subprocess.run([str(script), "--help"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "check" in result.stdout
