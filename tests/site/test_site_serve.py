"""`scripts/build_site.py --serve` (= `./run.sh serve`): MkDocs' live-reload server over the
combined site, all-or-nothing rebuilds on edits, one clear line for a busy port."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest
from conftest import ROOT, copy_content


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A running `build_site.py --serve`; its output lines are collected as they come."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "scripts/build_site.py"), "--serve", *args],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, text: str, timeout: float = 120, after: int = 0) -> int:
        """Index of the first output line from `after` on that contains `text`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for i, line in enumerate(self.lines[after:], after):
                if text in line:
                    return i
            assert self.process.poll() is None, "\n".join(self.lines)
            time.sleep(0.1)
        raise AssertionError(f"no {text!r} in:\n" + "\n".join(self.lines))

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


def get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=60) as response:
        return response.read().decode("utf-8")


def test_busy_port_is_one_line_and_exit_1(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = subprocess.run(
            [sys.executable, str(ROOT / "scripts/build_site.py"), "--serve", "--port", str(port),
             "--out", str(tmp_path / "site")],
            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert result.stderr.strip().splitlines() == [
        f"cannot serve on 127.0.0.1:{port}: port {port} is already in use "
        "(choose another with --port N)"], result.stderr
    assert not (tmp_path / "site").exists(), "built although it could not serve"


def test_serve_both_languages_and_rebuild_all_or_nothing(tmp_path):
    content = copy_content(tmp_path)
    out: Path = tmp_path / "site"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = Server("--port", str(port), "--out", str(out), "--content", str(content))
    try:
        server.wait_for(f"serving {base}/")
        server.wait_for(f"Serving on {base}/")  # MkDocs' line: now it watches the files
        assert "Deutsch" in get(f"{base}/")  # the language picker
        page = get(f"{base}/de/mini-a/")
        assert "livereload" in get(f"{base}/en/mini-a/") and "livereload" in page
        assert f"{base}/de/mini-a/" in get(f"{base}/de/sitemap.xml")  # site_url has the port

        rules = content / "mini-a/rules.yaml"
        text = rules.read_text(encoding="utf-8")
        mark = len(server.lines)
        edited = text.replace("außer auf Igelfelder.", "außer auf Igelfelder (neu).")
        rules.write_text(edited, encoding="utf-8")
        server.wait_for("Reloading browsers", after=mark)
        assert "außer auf Igelfelder (neu)." in get(f"{base}/de/mini-a/")

        mark = len(server.lines)
        rules.write_text(edited.replace("answer: 6", "answer: 7"), encoding="utf-8")  # wrong claim
        failed = server.wait_for("build failed", after=mark)
        assert any(".yaml:" in line for line in server.lines[mark:failed]), server.lines[mark:]
        # the last good site stays, and is served
        assert "außer auf Igelfelder (neu)." in get(f"{base}/de/mini-a/")
        assert server.process.poll() is None
    finally:
        server.stop()


@pytest.mark.parametrize("port", ["0", "70000", "x"])
def test_port_must_be_a_port(port):
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts/build_site.py"), "--serve", "--port", port],
        cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "--port" in result.stderr
    assert "Traceback" not in result.stderr
