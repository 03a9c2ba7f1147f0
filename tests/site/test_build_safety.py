"""The build never destroys anything: `--out` replaces only an empty folder or one it made
(the marker file), the swap always leaves a complete site, and killed builds leave nothing
behind after the next build."""

from __future__ import annotations

import importlib.util
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import FIXTURES, ROOT

SCRIPT = ROOT / "scripts/build_site.py"


def load_build_site():
    spec = importlib.util.spec_from_file_location("build_site_safety", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_site = load_build_site()


def run_build(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=300)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


@pytest.mark.parametrize("kind", ["unrelated files", "a checkout", "docs with assets"])
def test_out_on_a_foreign_folder_is_refused_with_one_line(tmp_path, kind):
    out = tmp_path / "target"
    out.mkdir()
    if kind == "unrelated files":
        (out / "thesis.txt").write_text("two years of work")
    elif kind == "a checkout":
        (out / ".git").mkdir()
        (out / ".git/HEAD").write_text("ref: refs/heads/main\n")
        (out / "README.md").write_text("# project")
    else:
        (out / "assets").mkdir()
        (out / "assets/quiz.js").write_text("// script")
    before = snapshot(out)
    result = run_build("--content", str(FIXTURES), "--out", str(out))
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith(f"{out}: ") and "refusing to replace" in lines[0]
    assert snapshot(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["target"]  # nothing written next to it


def test_out_on_a_file_or_a_symlink_is_refused(tmp_path):
    file = tmp_path / "notes.txt"
    file.write_text("keep me")
    link = tmp_path / "link"
    link.symlink_to(tmp_path)
    for out in (file, link):
        result = run_build("--content", str(FIXTURES), "--out", str(out))
        assert result.returncode == 1 and "refusing to replace" in result.stderr, result.stderr
    assert file.read_text() == "keep me"


def test_refusal_helper_accepts_missing_empty_and_marked_folders(tmp_path):
    build_site.refuse_foreign_output(tmp_path / "new")
    (tmp_path / "empty").mkdir()
    build_site.refuse_foreign_output(tmp_path / "empty")
    marked = tmp_path / "marked"
    marked.mkdir()
    (marked / "de").mkdir()
    build_site.write_marker(marked)
    build_site.refuse_foreign_output(marked)
    (marked / build_site.MARKER).unlink()
    (marked / build_site.MARKER).mkdir()  # a folder named like the marker does not count
    with pytest.raises(build_site.OutputRefused):
        build_site.refuse_foreign_output(marked)


def test_swap_exchanges_atomically_and_keeps_a_complete_site(tmp_path):
    out, new = tmp_path / "site", tmp_path / ".site-build-x"
    for folder, text in ((out, "old"), (new, "new")):
        folder.mkdir()
        build_site.write_marker(folder)
        (folder / "index.html").write_text(text)
    build_site.swap_in(new, out)
    assert (out / "index.html").read_text() == "new"
    assert (new / "index.html").read_text() == "old"  # the caller removes it


def test_a_crash_between_two_renames_is_repaired_by_the_next_build(tmp_path):
    """Where the atomic exchange is missing, the swap is two renames; a crash between them
    leaves only `.site-old-*`: the next build puts it back before anything else."""
    out = tmp_path / "site"
    old = tmp_path / ".site-old-4242"
    old.mkdir()
    build_site.write_marker(old)
    (old / "index.html").write_text("old site")
    stray = tmp_path / ".site-build-abc"
    stray.mkdir()
    build_site.write_marker(stray)
    foreign = tmp_path / ".site-build-not-ours"
    foreign.mkdir()
    build_site.clean_leftovers(out)
    assert (out / "index.html").read_text() == "old site"
    assert not old.exists() and not stray.exists()
    assert foreign.exists()  # never delete what the build did not make


def test_two_rename_fallback_leaves_old_or_new(tmp_path, monkeypatch):
    monkeypatch.setattr(build_site, "exchange", lambda a, b: False)
    out, new = tmp_path / "site", tmp_path / ".site-build-y"
    for folder, text in ((out, "old"), (new, "new")):
        folder.mkdir()
        build_site.write_marker(folder)
        (folder / "index.html").write_text(text)
    build_site.swap_in(new, out)
    assert (out / "index.html").read_text() == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_a_killed_build_leaves_the_old_site_and_the_next_build_no_leftovers(tmp_path):
    out = tmp_path / "site"
    out.mkdir()
    build_site.write_marker(out)  # a site of an earlier build
    (out / "index.html").write_text("the old site")
    (out / "de").mkdir()
    (out / "de/index.html").write_text("alt")
    before = snapshot(out)

    process = subprocess.Popen(
        [sys.executable, str(SCRIPT), "--content", str(FIXTURES), "--out", str(out)],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline and process.poll() is None:
            partial = [p for p in tmp_path.glob(".site-build-*") if (p / "de").is_dir()]
            if partial and any((partial[0] / "de").iterdir()):
                break
            time.sleep(0.01)
        assert process.poll() is None, "the build ended before it could be killed"
        process.send_signal(signal.SIGKILL)
    finally:
        process.wait()
    assert snapshot(out) == before
    assert list(tmp_path.glob(".site-build-*")), "the kill came too late to leave a leftover"

    result = run_build("--content", str(FIXTURES), "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert (out / "de/index.html").is_file() and (out / "en/index.html").is_file()
    assert (out / build_site.MARKER).is_file()
    assert "the old site" not in (out / "index.html").read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]
