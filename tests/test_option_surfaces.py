"""Every DDP option is a command-line flag, a spaCy-component config key and part of the
signature when it differs from its default."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

import click
import pytest
from click.testing import CliRunner

from ddp.cli.flags import ddp_option_flags
from ddp.engines.spacy_component import DEFAULT_CONFIG
from ddp.linkers.confidence_model import model_fingerprint
from ddp.options import DDPOptions

FINGERPRINT = model_fingerprint()  # of the fitted confidence model, in every signature
DEFAULT_PART = f"default,certify_threshold=0.8,confidence={FINGERPRINT}"

# Options with no flag: the label classes are structured (API and configs only), and the
# distance of a pronoun without antecedent is fixed at 1 by the paper (API only).
API_ONLY = {"label_classes", "no_antecedent_distance"}


@click.command()
@ddp_option_flags
def show(options: DDPOptions) -> None:
    click.echo(options.signature_part())


def signature_with(*flags: str) -> str:
    result = CliRunner().invoke(show, list(flags))
    assert result.exit_code == 0, result.output
    return result.output.strip()


def test_every_option_is_a_component_config_key():
    # The component's language is its pipeline's (nlp.lang), never a config key.
    assert set(DEFAULT_CONFIG) == {f.name for f in fields(DDPOptions)} - {"label_classes",
                                                                          "language"}


def test_every_option_has_a_flag_that_shows_in_the_signature():
    flag_of = {
        "excluded_labels": ["--exclude-labels", "DATE"],
        "exclude_expletives": ["--keep-expletives"],
        "keep_generic_names": ["--keep-generic-names"],
        "first_second_person": ["--first-second-person"],
        "speaker_chains": ["--speaker-chains"],
        "singular_they": ["--singular-they"],
        "label_match": ["--label-match", "exact"],
        "surname_alias": ["--no-surname-alias"],
        "first_name_alias": ["--first-name-alias"],
        "org_initials_alias": ["--no-org-aliases"],
        "org_suffix_alias": ["--no-org-aliases"],
        "given_name_alias": ["--no-given-name-alias"],
        "name_initials_alias": ["--no-name-initials-alias"],
        "place_aliases": ["--no-place-aliases"],
        "untagged_names": ["--no-untagged-names"],
        "name_gender": ["--no-name-gender"],
        "given_name_person": ["--no-given-name-person"],
        "person_alias_across_labels": ["--no-person-alias-across-labels"],
        "head_nouns": ["--no-head-nouns"],
        "anchor_target": ["--anchor-target", "first-mention"],
        "linker": ["--linker", "recent" if DDPOptions().linker != "recent" else "salience"],
        "salience_weights": ["--salience-weights", "decay=0.25"],
        "certify_threshold": ["--certify-threshold", "0.5"],
    }
    # The language has a flag but a signature field of its own (lang:), tested below.
    assert set(flag_of) == {f.name for f in fields(DDPOptions)} - API_ONLY - {"language"}
    # The certify threshold is recorded whatever its value; every other option only when set.
    assert signature_with() == DEFAULT_PART
    for name, flag in flag_of.items():
        assert name in signature_with(*flag), name
    assert signature_with("--certify-threshold", "0.5") == \
        f"default,certify_threshold=0.5,confidence={FINGERPRINT}"


def test_lang_sets_the_language_and_leaves_the_options_part_alone():
    @click.command()
    @ddp_option_flags
    def language(options: DDPOptions) -> None:
        click.echo(f"{options.language} {options.signature_part()}")

    english = CliRunner().invoke(language, []).output.split()
    french = CliRunner().invoke(language, ["--lang", "fr"]).output.split()
    assert english[0] == "en" and french[0] == "fr"
    # No "language=" in the options part; French's default rule shows as the options it sets.
    assert english[1].startswith("default,certify_threshold=")
    assert french[1].startswith("linker=recent,certify_threshold=0.94,")
    assert "language" not in french[1]
    refused = CliRunner().invoke(language, ["--lang", "de"])
    assert refused.exit_code == 2 and "'de' is not one of 'en', 'fr'" in refused.output


def test_certify_threshold_outside_zero_to_one_is_refused():
    result = CliRunner().invoke(show, ["--certify-threshold", "1.5"])
    assert result.exit_code == 2
    assert "--certify-threshold" in result.output
    with pytest.raises(ValueError, match="certify_threshold must be a number in"):
        DDPOptions(certify_threshold=-0.1)
    with pytest.raises(ValueError, match="DDP option certify_threshold: expected a number"):
        DDPOptions.from_dict({"certify_threshold": "high"})
    assert DDPOptions.from_dict({"certify_threshold": 1}).certify_threshold == 1.0


def test_speaker_chains_and_first_second_person_exclude_each_other():
    result = CliRunner().invoke(show, ["--speaker-chains", "--first-second-person"])
    assert result.exit_code == 2
    assert "--speaker-chains and --first-second-person" in result.output
    with pytest.raises(ValueError, match="choose one"):
        DDPOptions(speaker_chains=True, first_second_person=True)
    with pytest.raises(ValueError, match="anchor_target must be one of"):
        DDPOptions(anchor_target="last")


def test_variants_read_from_a_config_mapping():
    options = DDPOptions.from_dict({"anchor_target": "first-mention", "speaker_chains": True})
    assert options.signature_part() == ("speaker_chains=true,anchor_target=first-mention,"
                                        f"certify_threshold=0.8,confidence={FINGERPRINT}")


# The DDP option flags as they were written by hand before they were built from the field
# metadata of DDPOptions: name, default, whether it is an on/off flag, choices, shown default.
# Help texts are checked for the few whose wording matters most to users.
HAND_WRITTEN_FLAGS = [
    ("--exclude-labels", "CARDINAL,DATE,MONEY,ORDINAL,PERCENT,QUANTITY,TIME", False, None, True),
    ("--keep-expletives", None, True, None, None),
    ("--keep-generic-names", None, True, None, None),  # added with DDP definition 4
    ("--first-second-person", None, True, None, None),
    ("--speaker-chains", None, True, None, None),
    ("--singular-they", None, True, None, None),
    ("--label-match", "class", False, ("class", "exact"), True),
    ("--no-surname-alias", None, True, None, None),
    ("--first-name-alias", None, True, None, None),
    ("--no-org-aliases", None, True, None, None),
    ("--no-given-name-alias", None, True, None, None),  # added with DDP definition 12
    ("--no-name-initials-alias", None, True, None, None),
    ("--no-place-aliases", None, True, None, None),
    ("--no-untagged-names", None, True, None, None),
    ("--no-name-gender", None, True, None, None),
    ("--no-given-name-person", None, True, None, None),
    ("--no-person-alias-across-labels", None, True, None, None),
    ("--no-head-nouns", None, True, None, None),
    ("--anchor-target", "recent", False, ("recent", "first-mention"), True),
    ("--linker", "salience", False, ("recent", "salience"), True),
    ("--salience-weights", "", False, None, None),
    ("--certify-threshold", 0.8, False, None, True),  # added after the hand-written list
    ("--lang", None, False, ("en", "fr"), None),  # no default: --model's language decides
]


def test_the_generated_flags_are_the_hand_written_ones():
    built = []
    for param in show.params:
        default = None if param.is_flag else param.default  # an on/off flag starts off
        built.append((param.opts[0], default, param.is_flag,
                      tuple(param.type.choices) if isinstance(param.type, click.Choice) else None,
                      param.show_default))
    # Field order puts --no-surname-alias before --first-name-alias (it was the other way
    # round by hand); every name, default and kind is as it was.
    assert built == HAND_WRITTEN_FLAGS
    helps = {param.opts[0]: param.help for param in show.params}
    assert helps["--no-org-aliases"] == ("Do not link ORG initials or names without legal "
                                         "suffix to the full name.")
    assert helps["--salience-weights"] == (
        "Weights of the salience linker that differ from its defaults, e.g. "
        "'decay=0.4,window=3' (names: mention, subject, object, possessor, name, decay, "
        "window, it_they_window, parallel, cataphora, clause, relative, coordination, path, "
        "frequency, mistyped, confident).")
    assert next(p for p in show.params if p.opts[0] == "--salience-weights").metavar == \
        "NAME=VALUE,..."


def test_one_flag_may_set_two_options():
    # --no-org-aliases turns off both ORG alias rules, as it always did.
    assert signature_with("--no-org-aliases") == ("org_initials_alias=false,org_suffix_alias=false,"
                                                 f"certify_threshold=0.8,confidence={FINGERPRINT}")


def test_the_component_factory_takes_exactly_the_component_keys():
    import inspect

    from ddp.engines.spacy_component import make_ddp_component

    parameters = inspect.signature(make_ddp_component).parameters
    assert list(parameters)[:2] == ["nlp", "name"]
    assert list(parameters)[2:] == list(DEFAULT_CONFIG)
    # spaCy checks config values against these types: labels as a list, weights a mapping.
    assert parameters["excluded_labels"].annotation == list[str]
    assert parameters["salience_weights"].annotation == dict[str, float]
    # None by default (the linker's own distance): any value passes spaCy, DDPOptions checks it
    assert parameters["no_antecedent_distance"].annotation is Any
    with pytest.raises(ValueError, match="no_antecedent_distance must be an integer >= 0 or "
                                         "None"):
        DDPOptions(no_antecedent_distance="1")  # type: ignore[arg-type]
    assert parameters["certify_threshold"].annotation is float
