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

import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

from refresher import site_files
from refresher.model import ContentError
from refresher.render import nav, render
from refresher.render import referee as referee_render
from refresher.render.figures import PICTURES_CSS, pictures_css
from refresher.render.html import CONTENT_SECURITY_POLICY
from refresher.render.links import referee_url, source_path
from refresher.render.source import SiteContent, load_site, template_cache
from refresher.render.stash import Blocks, Pictures

# What differs between the language builds besides theme.language.
LANGUAGES: dict[str, dict[str, Any]] = {  # words and (dark, light) pairs
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


# The FSRS scheduler of the review page (ts-fsrs, pinned in package.json): its ES module
# build, served from the site itself; progress.js loads it when it schedules a rating.
TS_FSRS_MODULE = "dist/index.mjs"
TS_FSRS_ASSET = "assets/vendor/ts-fsrs.js"


def ts_fsrs_file(config: MkDocsConfig) -> File:
    """ts-fsrs' browser build from node_modules, as a site file (its source map left out)."""
    folder = checked(site_files.pinned_package, project_root(config), "ts-fsrs",
                     (TS_FSRS_MODULE,))
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
        # fail now, with one line, when node_modules lacks Pyodide
        checked(site_files.pyodide_dir, project_root(config))
    for path, markdown in render(site.content, language(config), site.report).items():
        if (old := files.get_file_from_path(path)) is not None:
            files.remove(old)
        page = File.generated(config, path, content=markdown)
        page.edit_uri = None
        files.append(page)
    return files


def checked(step, *args):
    """A step of refresher.site_files; its problem stops the build with its one line."""
    try:
        return step(*args)
    except site_files.SiteFilesError as error:
        raise PluginError(str(error)) from None


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


def on_page_context(context, page, config: MkDocsConfig, nav):
    """The footer's "Zurück"/"Weiter" stay within the page's game: its labels name no game,
    so a link into the next game's section would lead to another game's rules unmarked (a
    fresh read followed the dice refresher's "Zurück: Schiedsrichter" to another edition's
    referee)."""
    for side in ("previous_page", "next_page"):
        other = getattr(page, side)
        if page.parent is not None and other is not None and other.parent is not page.parent:
            setattr(page, side, None)
    return context


# Material's head links to each language's home page (extra.alternate); its script then
# fetches each of those sitemaps on every page load, to point the language switch at the
# same page, which ours does already (overrides/partials/alternate.html): two requests a
# page for nothing, and the links name the wrong page.
ALTERNATE_HOME_LINK = re.compile(r'<link rel="alternate" href="[^"]*" hreflang="[^"]*">\s*')


def on_post_page(output: str, page, config: MkDocsConfig) -> str:
    """The pictures back into the page, without Material's links to the language homes; a
    referee page gets its own policy (refresher.site_files)."""
    if (pictures := getattr(page, "refresher_pictures", None)) is not None:
        output = pictures.restore(output)
    output = ALTERNATE_HOME_LINK.sub("", output)
    if page.file.src_uri in config.extra.get("referee_pages", ()):
        output = checked(site_files.with_referee_policy, output, page.file.src_uri)
    return output


def on_post_build(config: MkDocsConfig) -> None:
    """The referee's files and this language's service worker (refresher.site_files); plain
    `mkdocs build` into site/<lang>: also the language picker site/index.html and the
    marker that lets scripts/build_site.py replace site/."""
    from refresher.render.root import write_language_picker

    root, site_dir = project_root(config), Path(config.site_dir)
    cache = checked(site_files.write_referee_assets, root, site_dir,
                    config.extra.get("referee_pages", []), config.site_url or "")
    if cache is not None:
        site = site_content(config)
        site_files.write_referee_answers(site_dir, site.content, site.report, language(config))
    if not config.extra.get(site_files.DEFER_SERVICE_WORKER):
        if problems := site_files.service_workers(root, [site_dir], cache):
            raise PluginError("\n".join(problems))
    if site_dir == default_site_dir(config) / language(config):
        write_language_picker(site_dir.parent)
        site_files.write_marker(site_dir.parent)


def on_serve(server, config: MkDocsConfig, builder):
    """Plain `mkdocs serve`: mount the one language at its path (/de/ or /en/), matching the
    site_url that on_config gave its pages; `/` redirects there."""
    server.mount_path = urlsplit(config.site_url).path
    server.url = config.site_url
    return server
