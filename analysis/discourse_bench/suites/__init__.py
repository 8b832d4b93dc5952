"""The benchmark suites (DiscoTrack, BeDiscovER, Disco-Bench), each a module whose import
registers its tasks, with the builders (``kinds``) and label inventories (``labels``) they
share. How a reply is read lives apart, in ``analysis.discourse_bench.answers``."""
