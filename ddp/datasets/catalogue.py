"""The named public data sets that ``ddp data`` fetches: where each comes from, under which
licence, how to cite it, and how it is laid out.

Sources, as far as they could be confirmed from the public repositories and the libraries'
own tables (checked without network access; where a fact could not be confirmed it says so):

- WMT24++ (Deutsch et al., 2025): the Hugging Face Hub dataset ``google/wmt24pp``, one
  JSON Lines file per pair named ``PAIR.jsonl`` (e.g. ``en-ko_KR.jsonl``) and 55 pairs, as
  used by public loaders that read it with ``load_dataset("google/wmt24pp", PAIR)``. That
  the files lie at the repository root under exactly these names matches the copies this
  project was developed on but could not be checked against the Hub's listing.
- WMT24 general task test set with references and system outputs: sacreBLEU's test-set
  registry entry ``wmt24`` (the URL of WMT's ``data_onlyxml.tar.gz`` release with its MD5,
  and ``xml/wmttest2024.PAIR.all.xml`` per pair), read from the installed sacrebleu.
- WMT24 ESA human judgements: ``jsonl/wmt24_esa.jsonl`` of the GitHub repository
  ``wmt-conference/wmt24-news-systems``, written by its ``humeval/merge_to_jsonl.py`` with the
  fields ``langs, line_id, src, tgt, doc_id, domain, esa_spans, esa_score, times, system,
  annotator, speech_info``. The WMT24 MQM scores (en-de, en-es, ja-zh) are distributed in
  mt-metrics-eval's data archive, not as a file of their own: placed by hand.
- LitBank (Bamman et al., 2020): the GitHub repository ``dbamman/litbank``, CoNLL files under
  ``coref/conll/``, fetched as the repository archive of its ``master`` branch (the branch
  name is an assumption). Its CorefUD conversion is part of the CorefUD release (LINDAT),
  which has no stable per-file URL: placed by hand.
- GAP (Webster et al., 2018): ``gap-development.tsv``, ``gap-validation.tsv`` and
  ``gap-test.tsv`` at the root of ``google-research-datasets/gap-coreference`` (branch
  ``master``, an assumption).
"""

from __future__ import annotations

from dataclasses import dataclass, field

HF = "huggingface"
SACREBLEU = "sacrebleu"
URLS = "urls"
ARCHIVE = "archive"
MANUAL = "manual"

WMT24PP_PAIRS = (
    "en-ar_EG", "en-ar_SA", "en-bg_BG", "en-bn_IN", "en-ca_ES", "en-cs_CZ", "en-da_DK",
    "en-de_DE", "en-el_GR", "en-es_MX", "en-et_EE", "en-fa_IR", "en-fi_FI", "en-fil_PH",
    "en-fr_CA", "en-fr_FR", "en-gu_IN", "en-he_IL", "en-hi_IN", "en-hr_HR", "en-hu_HU",
    "en-id_ID", "en-is_IS", "en-it_IT", "en-ja_JP", "en-kn_IN", "en-ko_KR", "en-lt_LT",
    "en-lv_LV", "en-ml_IN", "en-mr_IN", "en-nl_NL", "en-no_NO", "en-pa_IN", "en-pl_PL",
    "en-pt_BR", "en-pt_PT", "en-ro_RO", "en-ru_RU", "en-sk_SK", "en-sl_SI", "en-sr_RS",
    "en-sv_SE", "en-sw_KE", "en-sw_TZ", "en-ta_IN", "en-te_IN", "en-th_TH", "en-tr_TR",
    "en-uk_UA", "en-ur_PK", "en-vi_VN", "en-zh_CN", "en-zh_TW", "en-zu_ZA",
)


@dataclass(frozen=True)
class Variant:
    """One fetchable part of a data set (a language pair, or a format such as ``conll``).

    ``files`` are what it holds once fetched, relative to its folder; ``main`` is what
    ``ddp data path`` names (a file, or ``.`` for the folder). ``urls`` map a remote URL to
    the file it becomes (for ``urls``), or name the one archive (for ``archive``), whose
    members under ``member_prefix`` are kept. ``manual`` says what to place where when the
    variant cannot be fetched by a program. ``sha256`` maps a file to its SHA-256 where the
    catalogue knows it: a placed or fetched file must match it.
    """

    name: str
    main: str
    files: tuple[str, ...] = ()
    urls: tuple[tuple[str, str], ...] = ()
    member_prefix: str = ""
    member_suffix: str = ""
    manual: str | None = None
    sha256: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class DataSet:
    """A named public data set: provenance, licence, citation and its variants."""

    name: str
    title: str
    kind: str  # how it is fetched: huggingface, sacrebleu, urls, archive, manual
    source: str  # where it comes from (a URL or a library's registry entry)
    license: str
    citation: str
    what: str  # one line: what it holds and what the toolkit uses it for
    variants: tuple[Variant, ...] = ()
    default_variant: str | None = None
    repo_id: str | None = None  # huggingface
    sacrebleu_name: str | None = None  # sacrebleu
    variant_word: str = "pair"
    extra: dict[str, str] = field(default_factory=dict)

    def variant(self, name: str | None) -> Variant:
        """The variant called ``name`` (the default when None); KeyError names the choices."""
        chosen = name or self.default_variant
        if chosen is None:
            raise KeyError(f"{self.name} has several {self.variant_word}s; choose one with "
                           f"--pair: {', '.join(v.name for v in self.variants)}")
        for variant in self.variants:
            if variant.name == chosen:
                return variant
        raise KeyError(f"{self.name} has no {self.variant_word} {chosen!r}; choose one of "
                       f"{', '.join(v.name for v in self.variants)}")


def _wmt24pp() -> DataSet:
    return DataSet(
        name="wmt24pp", title="WMT24++", kind=HF, repo_id="google/wmt24pp",
        source="https://huggingface.co/datasets/google/wmt24pp",
        license="Apache-2.0",
        citation="Deutsch, Briakou, Caswell et al. (2025). WMT24++: Expanding the Language "
                 "Coverage of WMT24 to 55 Languages & Dialects. arXiv:2502.12404.",
        what="English source paragraphs (literary, news, social, speech) with the MT that was "
             "post-edited (original_target) and its professional post-edit (target); the "
             "toolkit's APE and DDP experiments run on it.",
        variants=tuple(Variant(p, f"{p}.jsonl", (f"{p}.jsonl",)) for p in WMT24PP_PAIRS),
    )


def _wmt24() -> DataSet:
    """WMT24 general task from sacreBLEU's registry (pairs as the installed sacrebleu has
    them; none when sacrebleu is not installed)."""
    pairs: dict[str, str] = {}
    try:
        from sacrebleu.dataset import DATASETS

        entry = DATASETS.get("wmt24")
        if entry is not None:
            for pair, spec in entry.langpairs.items():
                if isinstance(spec, list) and spec:
                    pairs[pair] = spec[0]
                elif isinstance(spec, dict) and "path" in spec:
                    pairs[pair] = spec["path"]
    except ImportError:
        pass
    return DataSet(
        name="wmt24", title="WMT24 general task test sets", kind=SACREBLEU, sacrebleu_name="wmt24",
        source="sacreBLEU test-set registry entry 'wmt24' (WMT's data_onlyxml.tar.gz release "
               "of github.com/wmt-conference/wmt24-news-systems)",
        license="WMT test data for research use; see the release's README and the findings "
                "paper",
        citation="Kocmi, Avramidis, Bawden et al. (2024). Findings of the WMT24 General Machine "
                 "Translation Shared Task: The LLM Era Is Here but MT Is Not Solved Yet. WMT.",
        what="WMT XML per pair: source documents with domains, the reference (refA) and every "
             "primary system's output; ddp score reads it directly (--input-format wmt-xml).",
        variants=tuple(Variant(p, path, (path,)) for p, path in sorted(pairs.items())),
    )


WMT24_NEWS_SYSTEMS_RAW = ("https://raw.githubusercontent.com/wmt-conference/wmt24-news-systems/"
                          "refs/heads/main/")
MT_METRICS_EVAL_DATA = "https://storage.googleapis.com/mt-metrics-eval/mt-metrics-eval-v2.tgz"


def _wmt24_human() -> DataSet:
    esa = "wmt24_esa.jsonl"
    return DataSet(
        name="wmt24-human", title="WMT24 general task human judgements", kind=URLS,
        variant_word="variant", default_variant="esa",
        source="https://github.com/wmt-conference/wmt24-news-systems (jsonl/wmt24_esa.jsonl)",
        license="released with the WMT24 general task for research; see the repository",
        citation="Kocmi, Avramidis, Bawden et al. (2024). Findings of the WMT24 General Machine "
                 "Translation Shared Task. WMT. ESA: Kocmi, Zouhar, Avramidis et al. (2024). "
                 "Error Span Annotation. WMT.",
        what="Per-segment ESA scores (0-100) with system, annotator, domain and error spans, "
             "every pair in one JSON Lines file; read by 'ddp-analysis human'.",
        variants=(
            Variant("esa", esa, (esa,), urls=((WMT24_NEWS_SYSTEMS_RAW + "jsonl/" + esa, esa),)),
            Variant("mqm", ".", manual=(
                "WMT24's MQM scores (en-de, en-es, ja-zh) ship inside mt-metrics-eval's data "
                f"archive {MT_METRICS_EVAL_DATA} (wmt24/human-scores/PAIR.mqm.seg.score with "
                "wmt24/sources, documents and system-outputs). Convert them to JSON Lines "
                "with the fields of the ESA file and mqm_score, and place the file(s) in "
                "FOLDER; 'ddp data get wmt24-human --pair mqm' then checksums and records "
                "them.")),
        ),
    )


LITBANK_ARCHIVE = "https://github.com/dbamman/litbank/archive/refs/heads/master.tar.gz"


def _litbank() -> DataSet:
    return DataSet(
        name="litbank", title="LitBank coreference", kind=ARCHIVE, variant_word="format",
        default_variant="conll",
        source="https://github.com/dbamman/litbank",
        license="CC BY 4.0",
        citation="Bamman, Lewke and Mansoor (2020). An Annotated Dataset of Coreference in "
                 "English Literature. LREC.",
        what="100 English fiction excerpts with gold coreference (people, places, "
             "organisations, facilities, vehicles); 'ddp validate' measures DDP against it.",
        variants=(
            Variant("conll", "conll", urls=((LITBANK_ARCHIVE, "conll"),),
                    member_prefix="coref/conll/", member_suffix=".conll"),
            Variant("corefud", ".", manual=(
                "LitBank in CorefUD format is part of the CorefUD release "
                "(https://ufal.mff.cuni.cz/corefud, files en_litbank-corefud-*.conllu). "
                "Download the release and place those .conllu files in FOLDER; "
                "'ddp data get litbank --pair corefud' then checksums and records them.")),
        ),
    )


GAP_RAW = ("https://raw.githubusercontent.com/google-research-datasets/gap-coreference/"
           "master/")
GAP_FILES = ("gap-development.tsv", "gap-validation.tsv", "gap-test.tsv")


def _gap() -> DataSet:
    return DataSet(
        name="gap", title="GAP gendered ambiguous pronouns", kind=URLS, variant_word="variant",
        default_variant="all",
        source="https://github.com/google-research-datasets/gap-coreference",
        license="Apache-2.0",
        citation="Webster, Recasens, Axelrod and Baldridge (2018). Mind the GAP: A Balanced "
                 "Corpus of Gendered Ambiguous Pronouns. TACL.",
        what="Wikipedia paragraphs with one ambiguous pronoun and two candidate names each "
             "(development, validation, test); tune on development and validation only.",
        variants=(Variant("all", ".", GAP_FILES,
                          urls=tuple((GAP_RAW + name, name) for name in GAP_FILES)),),
    )


def catalogue() -> dict[str, DataSet]:
    """Every named data set, by name."""
    sets = [_wmt24pp(), _wmt24(), _wmt24_human(), _litbank(), _gap()]
    return {s.name: s for s in sets}
