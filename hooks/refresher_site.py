"""MkDocs glue: generated pages from quiz/ (see refresher.render), and the per-language
settings of the one mkdocs.yml.

Thin on purpose: loading, checking and rendering live in `refresher`, which tests call
without MkDocs.  Errors abort the build with one `path:line: message` line per problem.

The language comes from `theme.language` (`!ENV [SITE_LANG, de]` in mkdocs.yml, read when
the config loads, so Material's search picks the right stemmer).  `on_config` derives the
rest from it:

- `site_name` and the heading permalink title in that language;
- `site_url`: mkdocs.yml's `site_url` is where the combined site (both languages and the
  language picker) is served; this build's pages live under `<site_url><lang>/`;
- `site_dir`: the default `site` becomes `site/<lang>` (an explicit `-d DIR` is kept).

A build into the default `site/<lang>` also writes the language picker `site/index.html`,
so `mkdocs build` plus `SITE_LANG=en mkdocs build` give the same site as the build script.
"""

from __future__ import annotations

import gzip
import json
import logging
import os
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import urlsplit

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

from refresher.model import ContentError
from refresher.render import nav, render
from refresher.render import referee as referee_render
from refresher.render.figures import PICTURES_CSS, pictures_css
from refresher.render.html import CONTENT_SECURITY_POLICY
from refresher.render.links import referee_url, source_path
from refresher.render.source import SiteContent, load_site, template_cache
from refresher.render.stash import Blocks, Pictures

log = logging.getLogger("mkdocs.hooks.refresher_site")

# What differs between the language builds besides theme.language.
LANGUAGES = {
    "de": {"site_name": "Regeln auffrischen", "permalink_title": "Link zu diesem Abschnitt",
           "palette": ("Dunkles Farbschema", "Helles Farbschema")},
    "en": {"site_name": "Rules refresher", "permalink_title": "Link to this section",
           "palette": ("Dark colour scheme", "Light colour scheme")},
}


def project_root(config: MkDocsConfig) -> Path:
    return Path(config.config_file_path).parent


def site_content(config: MkDocsConfig) -> SiteContent:
    try:
        return load_site(project_root(config) / config.extra["content_dir"])
    except ContentError as error:
        raise PluginError(str(error)) from None


def language(config: MkDocsConfig) -> str:
    lang = config.theme["language"]
    if lang not in LANGUAGES:
        raise PluginError(f"mkdocs.yml:1: SITE_LANG={lang!r}: the site is built in "
                          f"{' or '.join(LANGUAGES)} (set SITE_LANG to one of them)")
    return lang


def default_site_dir(config: MkDocsConfig) -> Path:
    return project_root(config) / "site"


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    lang = language(config)
    config.site_name = LANGUAGES[lang]["site_name"]
    palette = config.theme["palette"]
    if isinstance(palette, list):  # the toggle's words in the page's language
        for entry, name in zip(palette, LANGUAGES[lang]["palette"], strict=False):
            if isinstance(entry.get("toggle"), dict):
                entry["toggle"]["name"] = name
    config.mdx_configs.setdefault("toc", {})["permalink_title"] = (
        LANGUAGES[lang]["permalink_title"])
    if config.site_url:
        config.site_url = config.site_url.rstrip("/") + f"/{lang}/"
    if Path(config.site_dir) == default_site_dir(config):
        config.site_dir = str(default_site_dir(config) / lang)
    config.nav = nav(site_content(config).content, lang)
    config.extra["csp"] = CONTENT_SECURITY_POLICY  # overrides/main.html puts it on every page
    if PICTURES_CSS not in config.extra_css:  # generated in on_files from the games' styles
        config.extra_css.append(PICTURES_CSS)
    return config


def on_env(env, config: MkDocsConfig, files: Files):
    """Compiled templates are shared by the builds of one process (both languages)."""
    env.bytecode_cache = template_cache()
    return env


# Script files that overrides/ loads in place of Material's inline scripts.
MATERIAL_SCRIPTS = ("assets/md-base.js", "assets/material/content.js", "assets/palette.js")


def missing_assets(files: Files, config: MkDocsConfig) -> list[str]:
    """`mkdocs.yml:LINE: ...` for every stylesheet or script the pages load that docs/ lacks
    (a deleted asset would otherwise build a site without its script or styles)."""
    config_file = Path(config.config_file_path)
    lines = config_file.read_text(encoding="utf-8").splitlines()
    problems = []
    generated = {PICTURES_CSS}
    wanted = [*(c for c in config.extra_css if c not in generated),
              *(str(s) for s in config.extra_javascript), *MATERIAL_SCRIPTS]
    for asset in wanted:
        if "://" in asset or files.get_file_from_path(asset) is not None:
            continue
        line = next((n for n, text in enumerate(lines, 1) if asset in text), 1)
        problems.append(f"{config_file.name}:{line}: {asset}: the file {config.docs_dir}/"
                        f"{asset} is missing: restore it (git checkout -- docs/)")
    return problems


def pinned_package(config: MkDocsConfig, name: str, files: tuple[str, ...]) -> Path:
    """node_modules/NAME, checked to be the version package.json pins and to hold `files`;
    anything else (no `npm ci`, an old install) stops the build with one line."""
    root = project_root(config)
    folder = root / "node_modules" / name
    try:
        pinned = json.loads((root / "package.json").read_text(encoding="utf-8"))[
            "devDependencies"][name]
    except (OSError, ValueError, KeyError):
        raise PluginError(f"package.json:1: no pinned {name} in devDependencies") from None
    try:
        found = json.loads((folder / "package.json").read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError):
        raise PluginError(f"package.json:1: node_modules/{name} is missing: run `npm ci` "
                          f"(./run.sh does it) to install the pinned {name} {pinned}") from None
    if found != pinned:
        raise PluginError(f"package.json:1: node_modules/{name} is {found}, package.json pins "
                          f"{pinned}: run `npm ci`")
    if missing := [n for n in files if not (folder / n).is_file()]:
        raise PluginError(f"package.json:1: node_modules/{name} lacks {', '.join(missing)}: "
                          "run `npm ci`")
    return folder


# The FSRS scheduler of the review page (ts-fsrs, pinned in package.json): its ES module
# build, served from the site itself; progress.js loads it when it schedules a rating.
TS_FSRS_MODULE = "dist/index.mjs"
TS_FSRS_ASSET = "assets/vendor/ts-fsrs.js"


def ts_fsrs_file(config: MkDocsConfig) -> File:
    """ts-fsrs' browser build from node_modules, as a site file (its source map left out)."""
    folder = pinned_package(config, "ts-fsrs", (TS_FSRS_MODULE,))
    text = (folder / TS_FSRS_MODULE).read_text(encoding="utf-8")
    text = re.sub(r"\n//# sourceMappingURL=\S+\s*$", "\n", text)
    return File.generated(config, TS_FSRS_ASSET, content=text)


def on_files(files: Files, config: MkDocsConfig) -> Files:
    if problems := missing_assets(files, config):
        raise PluginError("\n".join(problems))
    files.append(ts_fsrs_file(config))
    site = site_content(config)
    files.append(File.generated(config, PICTURES_CSS, content=pictures_css(site.content)))
    referees = referee_render.referee_games(site.content)
    # the Markdown sources of this build's referee pages (their own CSP, see on_post_page)
    config.extra["referee_pages"] = sorted(source_path(referee_url(g)) for g in referees)
    if referees:
        pyodide_dir(config)  # fail now, with one line, when node_modules lacks Pyodide
    for path, markdown in render(site.content, language(config), site.report).items():
        if (old := files.get_file_from_path(path)) is not None:
            files.remove(old)
        page = File.generated(config, path, content=markdown)
        page.edit_uri = None
        files.append(page)
    return files


def pyodide_dir(config: MkDocsConfig) -> Path:
    """node_modules/pyodide: the version package.json pins, which the referee pages load."""
    return pinned_package(config, "pyodide", referee_render.PYODIDE_FILES)


# Markdown, MkDocs' anchor collector and the search plugin would each parse every raw HTML
# block of a generated page only to pass it through (refresher.render.stash): the blocks
# skip Markdown, the pictures skip the search plugin; the pages come out the same.
def on_page_markdown(markdown: str, page, config: MkDocsConfig, files: Files) -> str:
    page.refresher_blocks = Blocks()
    return page.refresher_blocks.hide(markdown)


def on_page_content(html: str, page, config: MkDocsConfig, files: Files) -> str:
    blocks = getattr(page, "refresher_blocks", None)
    if blocks is not None and blocks.blocks:
        html = blocks.restore(html)
        if page.present_anchor_ids is not None:
            page.present_anchor_ids |= Blocks.anchor_ids("".join(blocks.blocks))
    page.refresher_pictures = Pictures()
    return page.refresher_pictures.hide(html)


# Material's head links to each language's home page (extra.alternate); its script then
# fetches each of those sitemaps on every page load, to point the language switch at the
# same page, which ours does already (overrides/partials/alternate.html): two requests a
# page for nothing, and the links name the wrong page.
ALTERNATE_HOME_LINK = re.compile(r'<link rel="alternate" href="[^"]*" hreflang="[^"]*">\s*')


def on_post_page(output: str, page, config: MkDocsConfig) -> str:
    """The pictures back into the page, without Material's links to the language homes; a
    referee page's policy also allows WebAssembly ('wasm-unsafe-eval'): Pyodide compiles
    the Python runtime; every other page keeps the strict policy."""
    if (pictures := getattr(page, "refresher_pictures", None)) is not None:
        output = pictures.restore(output)
    output = ALTERNATE_HOME_LINK.sub("", output)
    if page.file.src_uri in config.extra.get("referee_pages", ()):
        old = f'content="{CONTENT_SECURITY_POLICY}"'
        if old not in output:
            raise PluginError(f"overrides/main.html:1: {page.file.src_uri}: no "
                              "Content-Security-Policy meta tag to extend")
        output = output.replace(old, f'content="{referee_render.REFEREE_CSP}"', 1)
    return output


def write_referee_assets(config: MkDocsConfig) -> str | None:
    """Pyodide's files and the engine archive (built from this checkout's hare_rules) for
    a build with referee pages; the referee pages leave the sitemap, so that a link to
    one loads it whole (its own policy and script) instead of through instant navigation.
    Returns the Cache Storage name of the referee's files (None: no referee pages)."""
    pages = config.extra.get("referee_pages", ())
    if not pages:
        return None
    site_dir = Path(config.site_dir)
    target = site_dir / referee_render.PYODIDE_DIR
    target.mkdir(parents=True, exist_ok=True)
    source = pyodide_dir(config)
    for name in referee_render.PYODIDE_FILES:
        shutil.copyfile(source / name, target / name)
    assets = referee_render.RefereeAssets.current()
    _, archive = referee_render.engine_archive()
    (site_dir / assets.engine).write_bytes(archive)
    drop_from_sitemap(site_dir, [referee_url_of(p) for p in pages], config.site_url or "")
    return assets.cache


def referee_url_of(source: str) -> str:
    """"hase-und-igel/referee.md" -> "hase-und-igel/referee/"."""
    return source.removesuffix(".md") + "/"


def drop_from_sitemap(site_dir: Path, urls: list[str], site_url: str) -> None:
    sitemap = site_dir / "sitemap.xml"
    if not sitemap.is_file():
        return
    text = sitemap.read_text(encoding="utf-8")
    for url in urls:
        text = re.sub(r"\s*<url>\s*<loc>" + re.escape(site_url + url) + r"</loc>.*?</url>",
                      "", text, flags=re.S)
    sitemap.write_text(text, encoding="utf-8")
    packed = site_dir / "sitemap.xml.gz"
    if packed.is_file():
        packed.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))


# scripts/build_site.py sets this to `later` and builds the workers of both languages in one
# Node run after both builds (half the time: Node and Workbox start once).
DEFER_SERVICE_WORKER = "REFRESHER_SERVICE_WORKER"


def build_service_worker(config: MkDocsConfig, referee_cache: str | None = None) -> None:
    """The offline service worker of this language build (scripts/build_sw.mjs, Workbox from
    node_modules: `npm ci`, which run.sh does). Without node_modules the site is built
    without one and works online only; a failing Workbox run fails the build."""
    if os.environ.get(DEFER_SERVICE_WORKER) == "later":
        return
    if problem := service_workers(project_root(config), [config.site_dir], referee_cache):
        raise PluginError(problem)


def referee_cache_name(site_dir: Path) -> str | None:
    """The referee files' Cache Storage name of a built language folder (None: the build has
    no referee pages), for building its worker after the build."""
    if not (site_dir / referee_render.PYODIDE_DIR).is_dir():
        return None
    return referee_render.RefereeAssets.current().cache


def service_workers(root: Path, site_dirs: list[str],
                    referee_cache: str | None = None) -> str | None:
    """Build the service worker of each language folder in one Node run (`referee_cache`:
    the Cache Storage name of the referee's files, the same in every language); the problem
    as text, or None."""
    if not (root / "node_modules" / "workbox-build").is_dir() or shutil.which("node") is None:
        log.info("no node_modules/workbox-build (run `npm ci`): built without offline support")
        return None
    env = {**os.environ, "REFEREE_CACHE": referee_cache or ""}
    result = subprocess.run(["node", str(root / "scripts" / "build_sw.mjs"), *site_dirs],
                            capture_output=True, text=True, check=False, env=env)
    if result.returncode != 0:
        return result.stderr.strip() or "scripts/build_sw.mjs:1: failed"
    return None


def on_post_build(config: MkDocsConfig) -> None:
    """Build the service worker; plain `mkdocs build` into site/<lang>: also write the
    language picker site/index.html."""
    from refresher.render.root import write_language_picker

    build_service_worker(config, write_referee_assets(config))
    site_dir = Path(config.site_dir)
    if site_dir == default_site_dir(config) / language(config):
        write_language_picker(site_dir.parent)
        # the marker of scripts/build_site.py: site/ was made by a build, it may replace it
        (site_dir.parent / ".refresher-site").write_text(
            "Made by the site build: every build replaces this whole folder.\n",
            encoding="utf-8")


def on_serve(server, config: MkDocsConfig, builder):
    """Plain `mkdocs serve`: mount the one language at its path (/de/ or /en/), matching the
    site_url that on_config gave its pages; `/` redirects there."""
    server.mount_path = urlsplit(config.site_url).path
    server.url = config.site_url
    return server
