"""The one mkdocs.yml: plain `mkdocs build` per SITE_LANG, and what the hook sets per language."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import FIXTURES, ROOT

MKDOCS = [sys.executable, "-m", "mkdocs"]


def mkdocs(*args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([*MKDOCS, *args], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1",
                               "REFRESHER_CONTENT": str(FIXTURES), **env})


def configured(lang: str | None, **overrides):
    """mkdocs.yml loaded as `mkdocs build` would (SITE_LANG=lang), after the hooks' on_config."""
    from mkdocs.config import load_config

    saved = {k: os.environ.get(k) for k in ("SITE_LANG", "REFRESHER_CONTENT", "SITE_URL")}
    os.environ.pop("SITE_URL", None)
    os.environ["REFRESHER_CONTENT"] = str(FIXTURES)
    if lang is None:
        os.environ.pop("SITE_LANG", None)
    else:
        os.environ["SITE_LANG"] = lang
    try:
        config = load_config(str(ROOT / "mkdocs.yml"), **overrides)
        return config.plugins.on_config(config)
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@pytest.mark.parametrize(("lang", "name", "permalink"), [
    (None, "Regeln auffrischen", "Link zu diesem Abschnitt"),  # SITE_LANG defaults to de
    ("de", "Regeln auffrischen", "Link zu diesem Abschnitt"),
    ("en", "Rules refresher", "Link to this section"),
])
def test_language_settings_come_from_site_lang(lang, name, permalink):
    config = configured(lang)
    code = lang or "de"
    assert config.theme["language"] == code
    assert config.site_name == name
    assert config.mdx_configs["toc"]["permalink_title"] == permalink
    assert config.site_url == f"http://127.0.0.1:8000/{code}/"
    assert Path(config.site_dir) == ROOT / "site" / code


def test_explicit_site_dir_and_site_url_are_kept_per_language(tmp_path):
    config = configured("en", site_dir=str(tmp_path / "x"), site_url="https://example.org/r/")
    assert Path(config.site_dir) == tmp_path / "x"
    assert config.site_url == "https://example.org/r/en/"


def test_unknown_language_is_one_clear_error():
    from mkdocs.exceptions import PluginError

    with pytest.raises(PluginError, match="SITE_LANG='fr'"):
        configured("fr")


def test_plain_mkdocs_build_builds_one_language(tmp_path):
    """`SITE_LANG=en mkdocs build` (here with -d, to keep the checkout's site/ alone)."""
    out = tmp_path / "en"
    result = mkdocs("build", "--strict", "-d", str(out), SITE_LANG="en")
    assert result.returncode == 0, result.stderr
    start = (out / "index.html").read_text(encoding="utf-8")
    assert re.search(r'<html lang="en"', start)
    assert "<title>Rules refresher</title>" in start
    assert 'title="Link to this section"' in (out / "mini-a/index.html").read_text("utf-8")
    assert "http://127.0.0.1:8000/en/mini-a/" in (out / "sitemap.xml").read_text("utf-8")


def test_build_into_the_default_site_dir_writes_the_language_picker(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("hook", ROOT / "hooks/refresher_site.py")
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)
    config = configured("en")
    config.config_file_path = str(tmp_path / "mkdocs.yml")  # as if the checkout were tmp_path
    for site_dir, picker in ((tmp_path / "elsewhere", False), (tmp_path / "site/en", True)):
        site_dir.mkdir(parents=True)
        config.site_dir = str(site_dir)
        hook.on_post_build(config)
        assert (site_dir.parent / "index.html").is_file() == picker
    assert 'href="de/"' in (tmp_path / "site/index.html").read_text(encoding="utf-8")
    # the same marker as scripts/build_site.py's, so that the script may replace site/
    from refresher import site_files

    assert site_files.is_ours(tmp_path / "site")
    assert not site_files.is_ours(tmp_path / "elsewhere")


def test_the_hook_does_mkdocs_work_only_and_the_script_shares_its_site_files():
    """Node, the sitemap, the policy and the marker live in refresher/site_files.py, which
    the hook and scripts/build_site.py both call; the script steers the hook by its config,
    not by the environment or by loading the hook's file."""
    import ast

    def imported(path: Path) -> set[str]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                names |= {node.module, *(f"{node.module}.{a.name}" for a in node.names)}
        return names

    hook, script = ROOT / "hooks/refresher_site.py", ROOT / "scripts/build_site.py"
    assert not imported(hook) & {"subprocess", "gzip", "shutil", "os", "json"}
    assert "refresher.site_files" in imported(hook) and "refresher.site_files" in imported(script)
    text = script.read_text(encoding="utf-8")
    assert "refresher_site.py" not in text and "REFRESHER_SERVICE_WORKER" not in text
    assert "def write_marker" not in text and "def service_workers" not in text
