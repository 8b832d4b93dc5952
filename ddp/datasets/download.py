"""Downloads of the catalogue's data sets, each through its library's own call:
``huggingface_hub.hf_hub_download`` for the Hub, ``sacrebleu.utils.download_file`` (with the
URL and MD5 of sacreBLEU's own table) for WMT test sets, and the standard library's
``urllib`` for plain files and archives. Nothing is written into the data folder here: every
file lands in a staging folder that the caller moves into place once all are there.

A *mirror* (``DDP_DATA_MIRROR`` or ``--mirror``) is a base URL under which files are laid out
by host: ``https://HOST/PATH`` is fetched as ``MIRROR/HOST/PATH`` and the Hub as
``MIRROR/huggingface.co``. It serves offline machines (a local copy of the hosts) and the
tests (a loopback server laid out like the real hosts).
"""

from __future__ import annotations

import os
from pathlib import Path

from ddp.common.errors import require_modules
from ddp.datasets.catalogue import DataSet, Variant

MIRROR_ENV = "DDP_DATA_MIRROR"
TIMEOUT_S = 60.0  # per network read: a stalled host fails the fetch instead of hanging it
CHUNK = 1 << 20


class FetchError(RuntimeError):
    """A download failed; the message names the URL and what to place where instead."""


def mirror_from_env() -> str | None:
    """The mirror base URL of ``DDP_DATA_MIRROR`` (None when unset or empty)."""
    return os.environ.get(MIRROR_ENV) or None


def _path_name(url: str) -> str:
    from urllib.parse import urlsplit

    return Path(urlsplit(url).path).name


def mirrored(url: str, mirror: str | None) -> str:
    """``url`` as fetched through ``mirror`` (unchanged without one)."""
    if not mirror:
        return url
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return f"{mirror.rstrip('/')}/{parts.netloc}{parts.path}"


def hub_endpoint(mirror: str | None) -> str | None:
    """The Hub endpoint for ``huggingface_hub``: the mirror's ``huggingface.co`` folder, else
    None (the library's own default, which honours ``HF_ENDPOINT``)."""
    return f"{mirror.rstrip('/')}/huggingface.co" if mirror else None


def hub_url(dataset: DataSet, filename: str, revision: str, mirror: str | None) -> str:
    """The URL the Hub serves ``filename`` of ``dataset`` from (for messages)."""
    from huggingface_hub import constants

    endpoint = hub_endpoint(mirror) or constants.ENDPOINT
    return f"{endpoint}/datasets/{dataset.repo_id}/resolve/{revision}/{filename}"


def fetch_hub(dataset: DataSet, variant: Variant, staging: Path, *, mirror: str | None,
              revision: str = "main") -> dict[str, str]:
    """Download the variant's files from the Hugging Face Hub into ``staging``; returns
    file -> URL."""
    require_modules("fetching from the Hugging Face Hub", "data", "huggingface_hub")
    import shutil

    from huggingface_hub import hf_hub_download

    urls = {}
    for filename in variant.files:
        url = hub_url(dataset, filename, revision, mirror)
        check_resolvable(url, url, filename)
        try:
            hf_hub_download(dataset.repo_id or "", filename, repo_type="dataset",
                            revision=revision, local_dir=staging,
                            endpoint=hub_endpoint(mirror), etag_timeout=TIMEOUT_S)
        except Exception as exc:  # noqa: BLE001 - every Hub/network failure reads the same
            raise FetchError(_failed(url, exc, filename)) from exc
        urls[filename] = url
    shutil.rmtree(staging / ".cache", ignore_errors=True)  # the library's bookkeeping
    return urls


def fetch_sacrebleu(dataset: DataSet, variant: Variant, staging: Path, downloads: Path, *,
                    mirror: str | None) -> dict[str, str]:
    """The variant's file from the archive sacreBLEU's registry names (checked against the
    registry's MD5 by sacreBLEU), extracted into ``staging``. The archive is kept under
    ``downloads`` so that other pairs need no second download."""
    require_modules("fetching a WMT test set", "data", "sacrebleu")
    from sacrebleu.dataset import DATASETS
    from sacrebleu.utils import download_file

    entry = DATASETS[dataset.sacrebleu_name or dataset.name]
    urls = entry.data
    if not urls:
        from ddp.datasets import DataSetError

        raise DataSetError(f"sacreBLEU's registry lists no download for {entry.name}")
    url = urls[0]
    md5s = getattr(entry, "md5", None)
    md5 = md5s[0] if md5s else None
    archive = downloads / _path_name(url)
    archive.parent.mkdir(parents=True, exist_ok=True)
    if not archive.is_file():
        check_resolvable(mirrored(url, mirror), url, variant.main, extract=repr(variant.main))
    try:
        download_file(mirrored(url, mirror), str(archive), expected_md5=md5)
    except SystemExit:  # sacreBLEU exits on a wrong MD5 after logging it
        archive.unlink(missing_ok=True)
        raise FetchError(f"{url}: the download's MD5 is not sacreBLEU's {md5}; it was "
                         "removed, run 'ddp data get' again") from None
    except Exception as exc:  # noqa: BLE001
        archive.unlink(missing_ok=True)
        raise FetchError(_failed(url, exc, variant.main, extract=repr(variant.main))) from exc
    _extract(archive, staging, lambda name: name == variant.main, flatten=False)
    if not (staging / variant.main).is_file():
        raise FetchError(f"{url}: the archive has no {variant.main}")
    return {variant.main: url}


def fetch_urls(variant: Variant, staging: Path, downloads: Path, *, mirror: str | None,
               archive: bool) -> dict[str, str]:
    """Plain files (``archive=False``) or the members of one archive (``True``) into
    ``staging``."""
    urls = {}
    for url, target in variant.urls:
        if not archive:
            check_resolvable(mirrored(url, mirror), url, target)
            _download(mirrored(url, mirror), staging / target, url, target)
            urls[target] = url
            continue
        name = _path_name(url)
        local = downloads / f"{variant.name}-{name}"
        local.parent.mkdir(parents=True, exist_ok=True)
        members = f"its {variant.member_prefix}*{variant.member_suffix} files"
        check_resolvable(mirrored(url, mirror), url, target, extract=members)
        _download(mirrored(url, mirror), local, url, target, extract=members)

        def keep(member: str) -> bool:
            inner = member.split("/", 1)[1] if "/" in member else ""  # past the top folder
            return inner.startswith(variant.member_prefix) and inner.endswith(
                variant.member_suffix) and inner != variant.member_prefix

        found = _extract(local, staging / target, keep, flatten=True)
        if not found:
            raise FetchError(f"{url}: no {variant.member_prefix}*{variant.member_suffix} in "
                             "the archive")
        urls[target] = url
    return urls


def _download(url: str, target: Path, original: str, place: str, *,
              extract: str | None = None) -> None:
    """Stream ``url`` to ``target`` (through ``target.part``, renamed when complete)."""
    import urllib.request

    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".part")
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT_S) as response, \
                open(partial, "wb") as out:
            while chunk := response.read(CHUNK):
                out.write(chunk)
    except Exception as exc:  # noqa: BLE001
        partial.unlink(missing_ok=True)
        raise FetchError(_failed(original if url == original else f"{original} (as {url})",
                                 exc, place, extract=extract)) from exc
    os.replace(partial, target)


def _extract(archive: Path, into: Path, keep, *, flatten: bool) -> int:  # noqa: ANN001
    """Extract the regular-file members ``keep`` accepts (by name) into ``into``; flattened
    to their base names, or at their path. Returns how many."""
    import shutil
    import tarfile

    into.mkdir(parents=True, exist_ok=True)
    count = 0
    try:
        with tarfile.open(archive) as tar:
            for member in tar:
                if not member.isfile() or not keep(member.name):
                    continue
                name = Path(member.name).name if flatten else member.name
                target = (into / name).resolve()
                if into.resolve() not in target.parents:  # no ../ escapes
                    continue
                target.parent.mkdir(parents=True, exist_ok=True)
                source = tar.extractfile(member)
                if source is None:
                    continue
                with source, open(target, "wb") as out:
                    shutil.copyfileobj(source, out, CHUNK)
                count += 1
    except (tarfile.TarError, OSError) as exc:
        raise FetchError(f"{archive}: not a readable archive ({exc}); delete it and run "
                         "'ddp data get' again") from exc
    return count


def check_resolvable(url: str, original: str, place: str, *, extract: str | None = None
                     ) -> None:
    """Fail at once when the host of ``url`` cannot be resolved (no network, no DNS), rather
    than after the download libraries' retries; the message says what to place instead."""
    import socket
    from urllib.parse import urlsplit

    host = urlsplit(url).hostname
    if not host:
        return
    try:
        socket.getaddrinfo(host, None)
    except OSError as exc:
        reason = f"cannot resolve {host}: {exc.strerror or exc}; offline?"
        raise FetchError(_failed(original, RuntimeError(reason), place, extract=extract)
                         ) from None


def _failed(url: str, exc: BaseException, place: str, *, extract: str | None = None) -> str:
    """The message of a failed download: the URL, why, and what to place where instead
    (``extract``: what to take out of the archive at ``url``, when it is one)."""
    reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    if extract is not None:
        return (f"could not fetch {url} ({reason}). Download the archive yourself, extract "
                f"{extract} from it and place it as {place!r} in FOLDER (not the archive "
                "itself); 'ddp data get' then checks and records it")
    return (f"could not fetch {url} ({reason}). Download it yourself and place it as "
            f"{place!r} in FOLDER; 'ddp data get' then checks and records it")
