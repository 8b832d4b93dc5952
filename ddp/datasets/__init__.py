"""Named public data sets, fetched on demand into the data folder (``ddp data``).

``list_datasets`` says what exists and what is already here, ``fetch`` gets a data set (or
checks the copy that is here against its recorded checksums), ``dataset_path`` names the file
or folder a command reads. Sweep configs and benchmarks name data sets
(``data: {dataset: wmt24pp, pair: en-ko_KR}``) and resolve them here, so experiments run from
a clone after ``ddp data get``. The catalogue (sources, licences, citations) is in
``ddp.datasets.catalogue``, the downloads in ``ddp.datasets.download``, the folder layout
and manifests in ``ddp.datasets.local``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ddp.common.errors import BadInputError
from ddp.datasets.catalogue import (
    ARCHIVE,
    HF,
    MANUAL,
    SACREBLEU,
    URLS,
    DataSet,
    Variant,
    catalogue,
)
from ddp.datasets.checks import check_placed
from ddp.datasets.download import FetchError, mirror_from_env
from ddp.datasets.local import (
    DOWNLOADS,
    changed_files,
    data_files,
    data_root,
    read_manifest,
    record,
    variant_folder,
)

__all__ = ["DataSet", "DataSetError", "FetchError", "Fetched", "Variant", "catalogue",
           "data_root", "dataset_path", "fetch", "list_datasets", "locate", "resolve_dataset"]


class DataSetError(BadInputError, LookupError):
    """An unknown data set or variant, one that is not fetched yet, or a copy whose files no
    longer match their recorded checksums."""


@dataclass
class Fetched:
    """A data set variant in the data folder: where it is, what ``path`` names, its
    manifest, and whether this call downloaded it."""

    dataset: DataSet
    variant: Variant
    folder: Path
    manifest: dict[str, Any]
    downloaded: bool = False
    files: list[dict[str, Any]] = field(default_factory=list)

    @property
    def path(self) -> Path:
        return (self.folder / self.variant.main).resolve()


def resolve_dataset(name: str, pair: str | None = None) -> tuple[DataSet, Variant]:
    """The catalogue entry and variant; ``DataSetError`` names the choices."""
    sets = catalogue()
    if name not in sets:
        raise DataSetError(f"unknown data set {name!r}; known: {', '.join(sets)} "
                           "(ddp data list)")
    dataset = sets[name]
    if not dataset.variants:
        raise DataSetError(f"{name}: no {dataset.variant_word}s known (is sacrebleu "
                           "installed? pip install 'ddp-toolkit[data]')")
    try:
        return dataset, dataset.variant(pair)
    except KeyError as exc:
        raise DataSetError(exc.args[0]) from None


def list_datasets(root: Path | str | None = None) -> list[dict[str, Any]]:
    """Every data set with its variants and which of them are in the data folder."""
    base = Path(root) if root is not None else data_root()
    rows = []
    for dataset in catalogue().values():
        here = [v.name for v in dataset.variants
                if read_manifest(variant_folder(base, dataset, v)) is not None]
        rows.append({"name": dataset.name, "title": dataset.title, "kind": dataset.kind,
                     "variant_word": dataset.variant_word,
                     "variants": [v.name for v in dataset.variants],
                     "manual": [v.name for v in dataset.variants if v.manual],
                     "fetched": here, "source": dataset.source, "license": dataset.license,
                     "citation": dataset.citation, "what": dataset.what})
    return rows


def dataset_path(name: str, pair: str | None = None, *, root: Path | str | None = None
                 ) -> Path:
    """The file (or folder) a command reads for a fetched data set; ``DataSetError`` with
    the ``ddp data get`` command to run when it is not here."""
    dataset, variant = resolve_dataset(name, pair)
    base = Path(root) if root is not None else data_root()
    folder = variant_folder(base, dataset, variant)
    if read_manifest(folder) is None:
        raise DataSetError(f"{name} ({dataset.variant_word} {variant.name}) is not in "
                           f"{base}: run 'ddp data get {name} --pair {variant.name}' "
                           f"(the data folder is $DDP_DATA_DIR)")
    return (folder / variant.main).resolve()


def locate(name: str, pair: str | None = None, *elsewhere: Path) -> Path:
    """For benchmarks: the fetched data set, else the first of ``elsewhere`` that exists
    (e.g. a shared copy), else ``DataSetError`` naming the ``ddp data get`` command."""
    try:
        return dataset_path(name, pair)
    except DataSetError:
        found = next((p.resolve() for p in elsewhere if p.exists()), None)
        if found is None:
            raise
        return found


def fetch(name: str, pair: str | None = None, *, root: Path | str | None = None,
          mirror: str | None = None, force: bool = False) -> Fetched:
    """Fetch a data set variant into the data folder, or check the copy already there.

    A copy with a manifest is checked file by file against its SHA-256 (``DataSetError``
    when one changed; ``force`` fetches again). Files placed by hand in the variant's folder
    are checked (their format, and their SHA-256 where the catalogue knows it: ``InputError``
    naming the file, line and field), checksummed and recorded, which is how a variant that
    cannot be fetched by a program (or a host that cannot be reached) is added; when only
    some are placed, the others are fetched, and a failure names the missing ones. Downloads
    go to a staging folder and are moved into place only when all are complete.
    """
    import shutil

    dataset, variant = resolve_dataset(name, pair)
    base = Path(root) if root is not None else data_root()
    folder = variant_folder(base, dataset, variant)
    mirror = mirror if mirror is not None else mirror_from_env()
    manifest = read_manifest(folder)
    if manifest is not None and not force:
        changed = changed_files(folder, manifest)
        if changed:
            raise DataSetError(f"{folder}: {', '.join(changed)} changed or went missing since "
                               f"it was fetched on {manifest.get('fetched')}; run 'ddp data get "
                               f"{name} --pair {variant.name} --force' to fetch it again")
        return Fetched(dataset, variant, folder, manifest, False, manifest.get("files", []))
    placed = [] if force else data_files(folder)
    if placed:  # a wrong file under the right name is refused before anything is recorded
        check_placed(dataset, variant, folder, placed)
    if placed and _complete(variant, folder):
        manifest = record(folder, dataset, variant, {}, "placed by hand")
        return Fetched(dataset, variant, folder, manifest, False, manifest["files"])
    # Some files placed, some not: fetch only the missing ones, and name them if that fails.
    missing = [f for f in variant.files if not (folder / f).is_file()] if placed else []
    note = (f" ({len(variant.files) - len(missing)} of {len(variant.files)} files are in "
            f"FOLDER; missing: {', '.join(missing)})") if missing else ""
    if variant.manual:
        raise FetchError((variant.manual + note).replace("FOLDER", str(folder)))
    staging = base / dataset.name / f".{variant.name}.staging-{os.getpid()}"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    downloads = base / DOWNLOADS / dataset.name
    try:
        wanted = variant if not missing or dataset.kind != URLS else replace(
            variant, urls=tuple((u, t) for u, t in variant.urls if t in missing))
        urls = _download(dataset, wanted, staging, downloads, mirror)
        if force and folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True, exist_ok=True)
        for item in staging.iterdir():
            os.replace(item, folder / item.name)
    except FetchError as exc:
        raise FetchError((str(exc) + note).replace("FOLDER", str(folder))) from exc.__cause__
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    how = dataset.kind if not missing else f"{dataset.kind}, with files placed by hand"
    manifest = record(folder, dataset, variant, urls, how)
    return Fetched(dataset, variant, folder, manifest, True, manifest["files"])


def _complete(variant: Variant, folder: Path) -> bool:
    """Whether hand-placed files make up the variant: its listed files, else anything."""
    if variant.files:
        return all((folder / f).is_file() for f in variant.files)
    return bool(data_files(folder))


def _download(dataset: DataSet, variant: Variant, staging: Path, downloads: Path,
              mirror: str | None) -> dict[str, str]:
    from ddp.datasets import download as remote

    if dataset.kind == HF:
        return remote.fetch_hub(dataset, variant, staging, mirror=mirror)
    if dataset.kind == SACREBLEU:
        return remote.fetch_sacrebleu(dataset, variant, staging, downloads, mirror=mirror)
    if dataset.kind in (URLS, ARCHIVE):
        return remote.fetch_urls(variant, staging, downloads, mirror=mirror,
                                 archive=dataset.kind == ARCHIVE)
    if dataset.kind == MANUAL:
        raise FetchError(variant.manual or f"{dataset.name}: place its files in FOLDER")
    raise ValueError(f"unknown kind {dataset.kind!r}")
