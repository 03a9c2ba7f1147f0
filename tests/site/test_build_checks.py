"""What the build checks beyond the content: links in prose against the built pages'
anchors, and the assets the pages load."""

from __future__ import annotations

import importlib.util
import re
import types

from conftest import ROOT, copy_content


def load(name: str, path: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_link_in_prose_to_a_missing_anchor_fails_the_build_at_its_line(tmp_path):
    build_site = load("build_site_links", "scripts/build_site.py")
    content = copy_content(tmp_path)
    rules = content / "mini-a/rules.yaml"
    lines = rules.read_text(encoding="utf-8").splitlines()
    number = next(n for n, line in enumerate(lines, 1) if "außer auf Igelfelder." in line)
    lines[number - 1] = lines[number - 1].replace(
        "außer auf Igelfelder.", "außer auf [Igelfelder](#no-such-anchor).")
    rules.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "site"
    try:
        build_site.build_site(out, content, "")
    except build_site.BuildFailed as failed:
        problems = failed.lines
    else:
        raise AssertionError("the build passed with a broken link")
    assert problems, "no problem reported"
    for problem in problems:  # German and English page: the same line of the content
        assert re.match(rf"^{re.escape(str(rules))}:{number}: link '#no-such-anchor' leads "
                        r"nowhere \(no #no-such-anchor on (de|en)/mini-a/index\.html\)",
                        problem), problem
    assert not out.exists()


def test_a_missing_asset_is_an_error_at_its_line_of_mkdocs_yml(tmp_path):
    hook = load("refresher_site_assets", "hooks/refresher_site.py")
    config_file = tmp_path / "mkdocs.yml"
    config_file.write_text("extra_css:\n  - assets/gone.css\nextra_javascript:\n"
                           "  - assets/quiz.js\n", encoding="utf-8")
    present = {"assets/quiz.js", *hook.MATERIAL_SCRIPTS}
    files = types.SimpleNamespace(get_file_from_path=lambda p: p if p in present else None)
    config = types.SimpleNamespace(config_file_path=str(config_file), docs_dir="docs",
                                   extra_css=["assets/gone.css"],
                                   extra_javascript=["assets/quiz.js"])
    assert hook.missing_assets(files, config) == [
        "mkdocs.yml:2: assets/gone.css: the file docs/assets/gone.css is missing: restore it "
        "(git checkout -- docs/)"]
    present.discard("assets/quiz.js")
    assert [p.split(": ")[0] for p in hook.missing_assets(files, config)] == [
        "mkdocs.yml:2", "mkdocs.yml:4"]
