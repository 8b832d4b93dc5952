"""``ddp data``: named public data sets fetched on demand (list, get, path)."""

from __future__ import annotations

import json
import logging

import click

from ddp.common.cli import CONTEXT_SETTINGS, examples, fail, quiet_option, reported_errors
from ddp.common.errors import EXIT_FAILURE

log = logging.getLogger("ddp")

PAIR_HELP = "Language pair or variant (e.g. en-ko_KR; conll, corefud; esa, mqm) [the set's " \
            "default, where it has one]."


@click.group("data", context_settings=CONTEXT_SETTINGS,
             epilog=examples("ddp data list", "ddp data get wmt24pp --pair en-ko_KR",
                             docs="data-sets/"))
def data() -> None:
    """Public data sets (WMT24++, WMT24, WMT24 human judgements, LitBank, GAP), fetched on
    demand into $DDP_DATA_DIR, checksummed, with source, licence and citation beside them."""


@data.command("list", epilog=examples("ddp data list", "ddp data list --json",
                                                   docs="data-sets/"))
@click.option("--json", "as_json", is_flag=True, help="One JSON object per data set.")
@quiet_option(log, on_group=False)
def list_command(as_json: bool) -> None:
    """Every data set, its pairs or variants, and which are already fetched."""
    from ddp.datasets import data_root, list_datasets

    rows = list_datasets()
    if as_json:
        for row in rows:
            click.echo(json.dumps(row, ensure_ascii=False))
        return
    click.echo(f"data folder: {data_root()}")
    for row in rows:
        variants = row["variants"]
        shown = ", ".join(variants) if len(variants) <= 6 else \
            f"{', '.join(variants[:4])}, ... ({len(variants)} {row['variant_word']}s)"
        manual = f"; by hand: {', '.join(row['manual'])}" if row["manual"] else ""
        fetched = ", ".join(row["fetched"]) or "-"
        click.echo(f"\n{row['name']}: {row['title']} [{row['kind']}; {row['license']}]\n"
                   f"  {row['variant_word']}s: {shown}{manual}\n  fetched: {fetched}\n"
                   f"  source: {row['source']}")


@data.command("get", epilog=examples("ddp data get wmt24pp --pair en-ko_KR",
                                     "ddp data get litbank --pair corefud",
                                     docs="data-sets/"))
@click.argument("name")
@click.option("--pair", help=PAIR_HELP)
@click.option("--mirror", metavar="URL",
              help="Fetch through a mirror laid out by host (MIRROR/HOST/PATH; the Hub as "
                   "MIRROR/huggingface.co) [$DDP_DATA_MIRROR].")
@click.option("--force", is_flag=True, help="Fetch again even when a checked copy is here.")
@click.option("--json", "as_json", is_flag=True, help="Print the manifest as JSON.")
@quiet_option(log, on_group=False)
@click.pass_context
def get_command(ctx: click.Context, name: str, pair: str | None, mirror: str | None,
                force: bool, as_json: bool) -> None:
    """Fetch data set NAME (or check the copy that is here); print its path."""
    from ddp.datasets import FetchError, fetch

    with reported_errors(ctx):
        try:
            got = fetch(name, pair, mirror=mirror, force=force)
        except FetchError as exc:
            fail(ctx, exc, EXIT_FAILURE)
    manifest = got.manifest
    state = "fetched" if got.downloaded else "checked"
    log.info("%s %s (%s %s): %d file(s), SHA-256 recorded in %s", state, got.dataset.title,
             got.dataset.variant_word, got.variant.name, len(got.files),
             got.folder / "manifest.json")
    log.info("source: %s", manifest["source"])
    log.info("license: %s", manifest["license"])
    log.info("cite: %s", manifest["citation"])
    if as_json:
        click.echo(json.dumps({**manifest, "path": str(got.path)}, ensure_ascii=False))
    else:
        click.echo(str(got.path))


@data.command("path", epilog=examples("ddp data path wmt24pp --pair en-ko_KR",
                                                   docs="data-sets/"))
@click.argument("name")
@click.option("--pair", help=PAIR_HELP)
@quiet_option(log, on_group=False)
@click.pass_context
def path_command(ctx: click.Context, name: str, pair: str | None) -> None:
    """Print the path of fetched data set NAME (exit 2, naming 'ddp data get', if absent)."""
    from ddp.datasets import dataset_path

    with reported_errors(ctx):
        click.echo(str(dataset_path(name, pair)))
