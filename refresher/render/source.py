"""Load, validate and verify the content once per change, for the build and `mkdocs serve`.

Both language builds (and every `mkdocs serve` rebuild) ask for the content; it is loaded
and verified again only when a file under the content folder changed.

    >>> site = load_site("quiz/hase-und-igel")
    >>> site.content.games[0].id, site.report.problems
    ('hase-und-igel', ())
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..loader import load_content
from ..model import Content, ContentError
from ..verify import verify


@dataclass(frozen=True)
class SiteContent:
    content: Content
    report: Any  # refresher.verify.Report


_cache: dict[Path, tuple[tuple[Any, ...], SiteContent]] = {}


def load_site(content_dir: str | Path) -> SiteContent:
    """Content plus verification report; raises ContentError listing every problem."""
    root = Path(content_dir).resolve()
    signature = files_signature(root)
    cached = _cache.get(root)
    if cached and cached[0] == signature:
        return cached[1]
    content = load_content(root)
    report = verify(content)
    if report.problems:
        raise ContentError(report.problems)
    site = SiteContent(content, report)
    _cache[root] = (signature, site)
    return site


def files_signature(root: Path) -> tuple[Any, ...]:
    """(path, size, mtime) of every file under `root`: changes when any file does."""
    return tuple(
        (str(p), st.st_size, st.st_mtime_ns)
        for p in sorted(root.rglob("*"))
        if p.is_file() and (st := p.stat())
    )


class _TemplateCodes:
    """The compiled Jinja templates of the theme, kept for the whole process: the build
    script builds both languages in one process, and each build makes a new Jinja
    environment that would compile every template again (a template whose source changed
    gets a new checksum, so it is compiled afresh)."""

    def __init__(self) -> None:
        self.codes: dict[str, tuple[str, Any]] = {}

    def load_bytecode(self, bucket: Any) -> None:
        found = self.codes.get(bucket.key)
        if found is not None and found[0] == bucket.checksum:
            bucket.code = found[1]

    def dump_bytecode(self, bucket: Any) -> None:
        self.codes[bucket.key] = (bucket.checksum, bucket.code)


_template_cache: Any = None


def template_cache() -> Any:
    """The process's Jinja bytecode cache (hooks/refresher_site.py puts it on every build's
    environment)."""
    global _template_cache
    if _template_cache is None:
        from jinja2 import BytecodeCache

        _template_cache = type("TemplateCodes", (_TemplateCodes, BytecodeCache), {})()
    return _template_cache
