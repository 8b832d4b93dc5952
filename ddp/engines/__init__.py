"""Ways to run the DDP pipeline beyond the local one: a Dask cluster, and inside spaCy.

``ddp.engines.dask_engine`` scores partitions of whole documents on Dask workers;
``ddp.engines.spacy_component`` is the ``nlp.add_pipe("ddp")`` component.
"""
