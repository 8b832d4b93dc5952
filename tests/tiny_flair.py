"""A tiny Flair NER tagger trained in seconds on self-written sentences, built once per machine.

Flair models cannot be downloaded here, so tests and benchmarks build one: one-hot word and
character embeddings, a small LSTM, 30 epochs on four sentences repeated. It reproduces the
tags of its training sentences, which is all the plumbing tests need.

Training takes about a minute on a small machine, so :func:`cached_tiny_tagger` keeps the
result on disk, under ``$DDP_TEST_CACHE`` (else the user cache directory), in a folder named
after a hash of this file and of the Flair and torch versions: editing the builder, or
upgrading what it runs on, builds a new tagger. Parallel test processes (``pytest -n``) take
a file lock, and the tagger is built in a temporary folder that is renamed into place only
when complete, so no process ever loads half a model.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from importlib.metadata import version
from pathlib import Path

TEST_CACHE_ENV = "DDP_TEST_CACHE"
MODEL_FILE = "final-model.pt"

TRAINING = [
    [("Mara", "B-PER"), ("Lind", "E-PER"), ("sailed", "O"), ("to", "O"), ("Oslo", "S-LOC"),
     (".", "O")],
    [("Tomas", "B-PER"), ("Berg", "E-PER"), ("met", "O"), ("Mara", "B-PER"), ("Lind", "E-PER"),
     (".", "O")],
    [("She", "O"), ("liked", "O"), ("Oslo", "S-LOC"), (".", "O")],
    [("Berg", "S-PER"), ("worked", "O"), ("for", "O"), ("Vireo", "S-ORG"), (".", "O")],
]


def train_tiny_tagger(root: Path) -> Path:
    """Train, save and return the path of the tagger's ``final-model.pt`` under ``root``."""
    import flair
    from flair.data import Dictionary
    from flair.datasets import ColumnCorpus
    from flair.embeddings import CharacterEmbeddings, OneHotEmbeddings, StackedEmbeddings
    from flair.models import SequenceTagger
    from flair.trainers import ModelTrainer

    for name in ("train.txt", "dev.txt", "test.txt"):
        blocks = ["".join(f"{w} {t}\n" for w, t in sentence) for sentence in TRAINING * 3]
        (root / name).write_text("\n".join(blocks) + "\n")
    flair.set_seed(7)
    corpus = ColumnCorpus(str(root), {0: "text", 1: "ner"})
    chars = Dictionary(add_unk=True)
    for char in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.":
        chars.add_item(char)
    chars.save(str(root / "chars.pkl"))
    embeddings = StackedEmbeddings(
        [OneHotEmbeddings.from_corpus(corpus, field="text", embedding_length=16),
         CharacterEmbeddings(path_to_char_dict=str(root / "chars.pkl"), char_embedding_dim=8,
                             hidden_size_char=8)],
        overwrite_names=False,  # keeps predictions identical after reloading
    )
    tagger = SequenceTagger(hidden_size=16, embeddings=embeddings,
                            tag_dictionary=corpus.make_label_dictionary("ner", add_unk=False),
                            tag_type="ner", use_crf=False, reproject_embeddings=False)
    ModelTrainer(tagger, corpus).train(str(root / "out"), max_epochs=30, learning_rate=0.5,
                                       mini_batch_size=4, create_file_logs=False)
    return root / "out" / MODEL_FILE


def tagger_cache_dir() -> Path:
    """``$DDP_TEST_CACHE``, else ``test-models`` in the user's cache directory."""
    env = os.environ.get(TEST_CACHE_ENV)
    if env:
        return Path(env)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("ddp")) / "test-models"


def builder_key() -> str:
    """What the cached tagger depends on: this file's code and the Flair and torch versions."""
    digest = hashlib.sha256(Path(__file__).read_bytes())
    digest.update(f"flair {version('flair')} torch {version('torch')}".encode())
    return digest.hexdigest()[:16]


def cached_tiny_tagger(cache_dir: Path | None = None) -> Path:
    """The path of the tiny tagger's model file, training it only when no build is cached."""
    from filelock import FileLock

    root = cache_dir or tagger_cache_dir()
    root.mkdir(parents=True, exist_ok=True)
    final = root / f"tiny-flair-{builder_key()}"
    if (final / MODEL_FILE).is_file():
        return final / MODEL_FILE
    # One builder at a time; the others wait and then find the finished folder.
    with FileLock(str(root / f"{final.name}.lock")):
        if (final / MODEL_FILE).is_file():
            return final / MODEL_FILE
        staging = Path(tempfile.mkdtemp(prefix=f".{final.name}-", dir=root))
        try:
            work = staging / "work"
            work.mkdir()
            os.replace(train_tiny_tagger(work), staging / MODEL_FILE)
            shutil.rmtree(work)
            os.rename(staging, final)  # atomic: the folder appears complete or not at all
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    return final / MODEL_FILE
