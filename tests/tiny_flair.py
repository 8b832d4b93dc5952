"""A tiny Flair NER tagger trained in seconds on self-written sentences.

Flair models cannot be downloaded here, so tests and benchmarks build one: one-hot word and
character embeddings, a small LSTM, 30 epochs on four sentences repeated. It reproduces the
tags of its training sentences, which is all the plumbing tests need.
"""

from __future__ import annotations

import os
from pathlib import Path

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
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
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
    return root / "out" / "final-model.pt"
