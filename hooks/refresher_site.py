"""MkDocs glue: generated pages from quiz/ (see refresher.render), nothing else.

Thin on purpose: loading, checking and rendering live in `refresher`, which tests call
without MkDocs.  Errors abort the build with one `path:line: message` line per problem.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

from refresher.model import ContentError
from refresher.render import nav, render
from refresher.render.source import SiteContent, load_site


def site_content(config: MkDocsConfig) -> SiteContent:
    root = Path(config.config_file_path).parent
    try:
        return load_site(root / config.extra["content_dir"])
    except ContentError as error:
        raise PluginError(str(error)) from None


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    site = site_content(config)
    config.nav = nav(site.content, config.theme["language"])
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    site = site_content(config)
    for path, markdown in render(site.content, config.theme["language"], site.report).items():
        if (old := files.get_file_from_path(path)) is not None:
            files.remove(old)
        page = File.generated(config, path, content=markdown)
        page.edit_uri = None
        files.append(page)
    return files
