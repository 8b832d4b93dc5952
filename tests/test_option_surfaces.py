"""Every DDP option is a command-line flag, a spaCy-component config key and part of the
signature when it differs from its default."""

from __future__ import annotations

from dataclasses import fields

import click
import pytest
from click.testing import CliRunner

from ddp.cli.flags import ddp_option_flags
from ddp.engines.spacy_component import DEFAULT_CONFIG
from ddp.options import DDPOptions

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
    assert set(DEFAULT_CONFIG) == {f.name for f in fields(DDPOptions)} - {"label_classes"}


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
        "name_gender": ["--no-name-gender"],
        "given_name_person": ["--no-given-name-person"],
        "person_alias_across_labels": ["--no-person-alias-across-labels"],
        "head_nouns": ["--no-head-nouns"],
        "anchor_target": ["--anchor-target", "first-mention"],
        "linker": ["--linker", "recent" if DDPOptions().linker != "recent" else "salience"],
        "salience_weights": ["--salience-weights", "decay=0.25"],
    }
    assert set(flag_of) == {f.name for f in fields(DDPOptions)} - API_ONLY
    assert signature_with() == "default"
    for name, flag in flag_of.items():
        assert name in signature_with(*flag), name


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
    assert options.signature_part() == "speaker_chains=true,anchor_target=first-mention"
