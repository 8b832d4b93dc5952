"""``ddp cache``: what the cache folder holds, and clearing it (info, clear)."""

from __future__ import annotations

import json
import logging

import click

from ddp.common.cli import CONTEXT_SETTINGS, examples, quiet_option

log = logging.getLogger("ddp")

_DIR_OPTION = click.option(
    "--cache-dir", type=click.Path(file_okay=False), envvar="DDP_CACHE_DIR",
    help="The cache folder [$DDP_CACHE_DIR, else the user cache directory].")


@click.group("cache", context_settings=CONTEXT_SETTINGS,
             epilog=examples("ddp cache info", "ddp cache clear --stale",
                             docs="performance/#re-scoring-from-the-caches"))
def cache() -> None:
    """The cache folder: parses and extracted mentions that make re-scoring fast, the
    given-name table, fetched data sets, other programs' score caches."""


@cache.command("info", epilog=examples("ddp cache info", "ddp cache info --json",
                                       docs="performance/#re-scoring-from-the-caches"))
@_DIR_OPTION
@click.option("--json", "as_json", is_flag=True, help="One JSON object per store.")
@quiet_option(log, on_group=False)
def info_command(cache_dir: str | None, as_json: bool) -> None:
    """Every store in the cache folder, its entries and size; a stale store (a format this
    version no longer reads) is marked, and 'ddp cache clear --stale' removes it."""
    from ddp.common.cache_dirs import default_cache_dir
    from ddp.runtime.cache_folder import survey

    folder = cache_dir or default_cache_dir()
    stores = survey(folder)
    if as_json:
        for store in stores:
            click.echo(json.dumps(store.to_dict(), ensure_ascii=False))
        return
    click.echo(f"cache folder: {folder}")
    if not stores:
        click.echo("  empty")
        return
    for store in stores:
        stale = " [stale]" if store.stale else ""
        entries = "-" if store.kind == "other" else \
            f"{store.entries} {'entry' if store.entries == 1 else 'entries'}"
        click.echo(f"  {store.kind:<9}{store.name:<40}{entries:>14}{_size(store.size):>9}"
                   f"{stale}  {store.note}")
    total = sum(s.size for s in stores)
    click.echo(f"  total {_size(total)}")


@cache.command("clear", epilog=examples("ddp cache clear --stale", "ddp cache clear",
                                        docs="performance/#re-scoring-from-the-caches"))
@_DIR_OPTION
@click.option("--stale", "stale_only", is_flag=True,
              help="Remove only the stores this version no longer reads.")
@quiet_option(log, on_group=False)
def clear_command(cache_dir: str | None, stale_only: bool) -> None:
    """Remove the stores DDP scoring rebuilds by itself (extracted mentions, parses, the
    given-name table), or with --stale only those this version no longer reads. Fetched data
    ('ddp data') and other programs' caches stay. The next score parses again."""
    from ddp.common.cache_dirs import default_cache_dir
    from ddp.runtime.cache_folder import clear

    folder = cache_dir or default_cache_dir()
    removed = clear(folder, stale_only=stale_only)
    for store in removed:
        log.info("ddp: removed %s %s (%s)", store.kind, store.name, _size(store.size))
    freed = sum(s.size for s in removed)
    log.info("ddp: %s removed from %s, %s freed", _count(len(removed)), folder, _size(freed))


def _count(n: int) -> str:
    return f"{n} store" if n == 1 else f"{n} stores"


def _size(size: int) -> str:
    """Bytes in the units ``--cache-max-size`` reads (powers of 1024)."""
    for unit, scale in (("G", 2**30), ("M", 2**20), ("K", 2**10)):
        if size >= scale:
            return f"{size / scale:.1f}{unit}"
    return f"{size}B"
