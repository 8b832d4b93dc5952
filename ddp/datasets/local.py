"""The data folder on disk: one folder per data set and variant, with ``manifest.json``
(source, licence, citation, URLs, and the SHA-256 and size of every file) and ``ABOUT.md``
(the same for people) beside the files. The manifest is written last: a folder without it
was never completed, and a file whose checksum no longer matches it is reported.
"""

from __future__ import annotations

import hashlib
import json
import os
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ddp.common.atomic import write_atomic
from ddp.datasets.catalogue import DataSet, Variant

DATA_ENV = "DDP_DATA_DIR"
MANIFEST = "manifest.json"
ABOUT = "ABOUT.md"
OWN_FILES = (MANIFEST, ABOUT)
DOWNLOADS = ".downloads"  # archives kept for other variants


def data_root() -> Path:
    """``$DDP_DATA_DIR``, else ``data/`` in the toolkit's cache folder (``$DDP_CACHE_DIR``,
    else the user cache directory, e.g. ``~/.cache/ddp/data``)."""
    env = os.environ.get(DATA_ENV)
    if env:
        return Path(env)
    from ddp.common.cache_dirs import default_cache_dir

    return default_cache_dir() / "data"


def variant_folder(root: Path, dataset: DataSet, variant: Variant) -> Path:
    return root / dataset.name / variant.name


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def data_files(folder: Path) -> list[Path]:
    """The data files under ``folder`` (sorted), without the manifest, notes and partials."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.rglob("*") if p.is_file()
                  and p.name not in OWN_FILES and not p.name.endswith(".part")
                  and ".cache" not in p.relative_to(folder).parts)


def read_manifest(folder: Path) -> dict[str, Any] | None:
    path = folder / MANIFEST
    if not path.is_file():
        return None
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    return value if isinstance(value, dict) else None


def changed_files(folder: Path, manifest: dict[str, Any]) -> list[str]:
    """Files the manifest lists that are missing or whose SHA-256 differs."""
    changed = []
    for entry in manifest.get("files", []):
        path = folder / entry["path"]
        if not path.is_file() or sha256_of(path) != entry["sha256"]:
            changed.append(entry["path"])
    return changed


def record(folder: Path, dataset: DataSet, variant: Variant, urls: dict[str, str],
           how: str) -> dict[str, Any]:
    """Checksum every data file in ``folder`` and write ``ABOUT.md`` and the manifest."""
    files = [{"path": p.relative_to(folder).as_posix(), "sha256": sha256_of(p),
              "bytes": p.stat().st_size} for p in data_files(folder)]
    manifest = {
        "dataset": dataset.name, "title": dataset.title, dataset.variant_word: variant.name,
        "variant": variant.name, "source": dataset.source, "license": dataset.license,
        "citation": dataset.citation, "what": dataset.what, "how": how, "urls": urls,
        "main": variant.main,
        "fetched": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "files": files,
    }
    write_atomic(folder / ABOUT, about_text(dataset, variant, files))
    write_atomic(folder / MANIFEST, json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")
    return manifest


def about_text(dataset: DataSet, variant: Variant, files: list[dict[str, Any]]) -> str:
    lines = [f"# {dataset.title} ({dataset.name}, {dataset.variant_word} {variant.name})", "",
             dataset.what, "", f"- Source: {dataset.source}", f"- License: {dataset.license}",
             f"- Cite: {dataset.citation}", "", "Files (SHA-256):", ""]
    lines += [f"- `{f['path']}` {f['sha256']} ({f['bytes']} bytes)" for f in files]
    return "\n".join(lines) + "\n"
