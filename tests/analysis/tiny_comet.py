"""A tiny COMET regression model built from scratch, so that COMET is tested through
``comet.load_from_checkpoint`` without any download: a sentencepiece vocabulary trained on
invented sentences, a randomly initialised two-layer XLM-R encoder, two training epochs."""

from __future__ import annotations

import csv
import random
from pathlib import Path

SENTENCES = [
    "the lamp maker counted seven boats at dawn",
    "a quiet river carried the blue lanterns away",
    "der Bäcker öffnete die Tür vor dem Regen",
    "die Katze schlief neben dem warmen Ofen",
    "le jardinier arrose les tomates chaque soir",
    "the old map showed a road across the marsh",
    "she wrote the letter and then she sealed it",
    "un train lent traverse la vallée enneigée",
]


def build(root: Path) -> Path:
    """Train and save the model under ``root``; return the checkpoint path. The encoder
    directory must stay where it is: the checkpoint's hparams point to it."""
    import sentencepiece as spm
    import torch
    from transformers import XLMRobertaConfig, XLMRobertaModel, XLMRobertaTokenizerFast

    random.seed(7)
    torch.manual_seed(7)
    root.mkdir(parents=True, exist_ok=True)
    corpus = root / "corpus.txt"
    corpus.write_text("\n".join(SENTENCES * 4) + "\n", encoding="utf-8")
    spm.SentencePieceTrainer.train(
        input=str(corpus), model_prefix=str(root / "spm"), vocab_size=120,
        model_type="unigram", character_coverage=1.0, pad_id=1, unk_id=3, bos_id=0, eos_id=2,
        hard_vocab_limit=False)
    encoder_dir = root / "encoder"
    tokenizer = XLMRobertaTokenizerFast(vocab_file=str(root / "spm.model"))
    tokenizer.save_pretrained(encoder_dir)
    config = XLMRobertaConfig(vocab_size=len(tokenizer), hidden_size=32, num_hidden_layers=2,
                              num_attention_heads=2, intermediate_size=64,
                              max_position_embeddings=130)
    XLMRobertaModel(config, add_pooling_layer=False).save_pretrained(encoder_dir)

    train = root / "train.csv"
    with open(train, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["src", "mt", "ref", "score"])
        for k in range(24):
            src, ref = SENTENCES[k % len(SENTENCES)], SENTENCES[(k + 1) % len(SENTENCES)]
            mt = ref if k % 2 else SENTENCES[(k + 3) % len(SENTENCES)]
            writer.writerow([src, mt, ref, 0.9 if k % 2 else 0.1])

    import pytorch_lightning as pl
    from comet.models import RegressionMetric

    model = RegressionMetric(
        pretrained_model=str(encoder_dir), local_files_only=True, train_data=[str(train)],
        validation_data=[str(train)], hidden_sizes=[16], batch_size=8, layer="mix",
        nr_frozen_epochs=0.0, keep_embeddings_frozen=False, load_pretrained_weights=True)
    trainer = pl.Trainer(max_epochs=2, accelerator="cpu", devices=1, logger=False,
                         enable_checkpointing=False, enable_progress_bar=False,
                         enable_model_summary=False, num_sanity_val_steps=0)
    trainer.fit(model)
    checkpoints = root / "model" / "checkpoints"
    checkpoints.mkdir(parents=True)
    checkpoint = checkpoints / "model.ckpt"
    trainer.save_checkpoint(checkpoint)
    # load_from_checkpoint reads hparams.yaml from the directory above checkpoints/.
    import yaml

    hparams = {k: v for k, v in dict(model.hparams).items()}
    (root / "model" / "hparams.yaml").write_text(yaml.safe_dump(hparams), encoding="utf-8")
    return checkpoint
