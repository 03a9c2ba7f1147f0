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
    for problem in problems:  # each page that shows the (German) line: refresher, handout
        assert re.match(rf"^{re.escape(str(rules))}:{number}: link '#no-such-anchor' leads "
                        r"nowhere \(no #no-such-anchor on (de|en)/mini-a/(handout/)?index\.html\)",
                        problem), problem
    assert any("on de/mini-a/index.html" in p for p in problems), problems  # the refresher
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


def html_parser_links(text: str) -> tuple[set[str], list[tuple[str, int]]]:
    """What the link check read with html.parser before it used expressions: the ids and
    the `<a href>` links with their lines."""
    from html.parser import HTMLParser

    class Page(HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.ids: set[str] = set()
            self.links: list[tuple[str, int]] = []

        def handle_starttag(self, tag: str, attrs: list) -> None:
            found = dict(attrs)
            if found.get("id"):
                self.ids.add(found["id"])
            if tag == "a" and found.get("href"):
                self.links.append((found["href"], self.getpos()[0]))

    page = Page()
    page.feed(text)
    page.close()
    return page.ids, page.links


def test_the_link_check_reads_every_built_page_as_html_parser_does(site_dir):
    build_site = load("build_site", "scripts/build_site.py")
    pages = sorted(site_dir.rglob("*.html"))
    assert len(pages) > 20
    for path in pages:
        text = path.read_text(encoding="utf-8")
        fast = build_site.page_links(text)
        ids, links = html_parser_links(text)
        assert fast.ids == ids, path
        assert [(href, fast.line_at(offset)) for href, offset in fast.links] == links, path


def test_the_link_check_reads_odd_markup_as_html_parser_does():
    build_site = load("build_site", "scripts/build_site.py")
    text = ("<!DOCTYPE html>\n<p ID='a' id=\"b\">x</p><!-- <a href='#no'> -->\n"
            "<script id=s>if (a<b) { '<a href=\"#x\">' }</script><style>a>b{}</style>\n"
            "<a class=x href=#c&amp;d>y</a><A HREF='#e' title=\"a > b\">z</A><a href>q</a>\n"
            "<div hidden id=\"&lt;f&gt;\"></div><svg><g id=\"g1\"/></svg><a\nhref=\"#h\">h</a>")
    fast = build_site.page_links(text)
    ids, links = html_parser_links(text)
    assert fast.ids == ids == {"b", "s", "<f>", "g1"}
    assert [(h, fast.line_at(o)) for h, o in fast.links] == links == [
        ("#c&d", 4), ("#e", 4), ("#h", 5)]


def test_a_script_esbuild_cannot_read_stops_the_build_with_its_line(tmp_path):
    """The site's own scripts are minified in the built site (scripts/sw/minify.mjs): one
    that does not parse is reported as `docs/assets/NAME:LINE: message`, exit 1, nothing
    half-written (the file keeps its bytes)."""
    import subprocess

    assets = tmp_path / "assets"
    assets.mkdir()
    good, bad = "let total = 1 + 2;\nconsole.log(total);\n", "let a = 1;\nlet = = 2;\n"
    (assets / "good.js").write_text(good)
    (assets / "bad.js").write_text(bad)
    done = subprocess.run(["node", "-e", "import('./scripts/sw/minify.mjs').then((m) => "
                           f"console.log(JSON.stringify(m.minifyAssets({str(tmp_path)!r}))))"],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode != 0
    assert "docs/assets/bad.js:2: " in done.stderr, done.stderr
    assert (assets / "bad.js").read_text() == bad
    (assets / "bad.js").unlink()
    subprocess.run(["node", "-e", "import('./scripts/sw/minify.mjs').then((m) => "
                           f"console.log(JSON.stringify(m.minifyAssets({str(tmp_path)!r}))))"],
                          cwd=ROOT, capture_output=True, text=True, check=True)
    assert (assets / "good.js").read_text() == "let total=3;console.log(total);\n"


def test_a_package_missing_from_node_modules_is_one_line(tmp_path):
    """scripts/build_sw.mjs (the service worker, the minified assets) without its packages:
    one line naming the package and `npm ci`, exit 1, no stack trace."""
    import shutil
    import subprocess

    shutil.copytree(ROOT / "scripts" / "sw", tmp_path / "scripts" / "sw")
    shutil.copy(ROOT / "scripts" / "build_sw.mjs", tmp_path / "scripts")
    (tmp_path / "site").mkdir()
    done = subprocess.run(["node", "scripts/build_sw.mjs", "site"], cwd=tmp_path,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        "package.json:1: workbox-build is not installed in node_modules: run `npm ci`"]
