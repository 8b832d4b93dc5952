"""Calibrated link confidences: per linker, evidence kind and margin bin (see
``ddp.linkers.confidence`` for the method). Written by
``python benchmarks/calibrate_confidence.py --data ../shared/data --write``
on the 100 LitBank CoNLL files, the LitBank CorefUD dev file and GAP development;
each value's comment gives the supported anchors and all anchors of its cell.
"""

CONFIDENCE: dict[str, dict[str, float]] = {
    "recent": {
        "alias:first-name": 0.849,  # 0 / 0
        "alias:initials": 0.849,  # 0 / 0
        "alias:legal-suffix": 0.849,  # 0 / 0
        "alias:surname": 0.871,  # 91 / 104
        "alias:surname#far": 0.871,  # 27 / 31
        "alias:surname#near": 0.875,  # 64 / 73
        "alias:surname-other-label": 0.820,  # 24 / 30
        "alias:surname-other-label#far": 0.819,  # 9 / 11
        "alias:surname-other-label#near": 0.805,  # 15 / 19
        "exact": 0.937,  # 1946 / 2074
        "exact/other": 0.878,  # 580 / 662
        "exact/other#far": 0.813,  # 202 / 250
        "exact/other#near": 0.916,  # 378 / 412
        "exact/person": 0.967,  # 1366 / 1412
        "exact/person#far": 0.957,  # 394 / 412
        "exact/person#near": 0.972,  # 972 / 1000
        "fallback": 0.564,  # 9 / 24
        "fallback#near": 0.461,  # 9 / 24
        "pronoun-chosen": 0.706,  # 5945 / 8425
        "pronoun-chosen#far": 0.731,  # 40 / 54
        "pronoun-chosen#near": 0.705,  # 5905 / 8371
        "pronoun-single": 0.794,  # 736 / 927
        "pronoun-single#far": 0.860,  # 303 / 351
        "pronoun-single#near": 0.753,  # 433 / 576
        "speaker": 0.892,  # 3461 / 3878
        "speaker#far": 0.696,  # 361 / 524
        "speaker#near": 0.924,  # 3100 / 3354
    },
    "salience": {
        "alias:first-name": 0.853,  # 0 / 0
        "alias:initials": 0.853,  # 0 / 0
        "alias:legal-suffix": 0.853,  # 0 / 0
        "alias:surname": 0.871,  # 91 / 104
        "alias:surname#far": 0.871,  # 27 / 31
        "alias:surname#near": 0.876,  # 64 / 73
        "alias:surname-other-label": 0.821,  # 24 / 30
        "alias:surname-other-label#far": 0.820,  # 9 / 11
        "alias:surname-other-label#near": 0.806,  # 15 / 19
        "exact": 0.937,  # 1946 / 2074
        "exact/other": 0.878,  # 580 / 662
        "exact/other#far": 0.813,  # 202 / 250
        "exact/other#near": 0.916,  # 378 / 412
        "exact/person": 0.967,  # 1366 / 1412
        "exact/person#far": 0.957,  # 394 / 412
        "exact/person#near": 0.972,  # 972 / 1000
        "fallback": 0.730,  # 50 / 71
        "fallback#near": 0.710,  # 50 / 71
        "pronoun-chosen": 0.763,  # 7119 / 9327
        "pronoun-chosen#far": 0.640,  # 2 / 7
        "pronoun-chosen#near": 0.325,  # 527 / 1649
        "pronoun-chosen@0-20": 0.709,  # 537 / 759
        "pronoun-chosen@0-20#far": 0.779,  # 45 / 56
        "pronoun-chosen@0-20#near": 0.700,  # 492 / 703
        "pronoun-chosen@100-200": 0.871,  # 1842 / 2112
        "pronoun-chosen@100-200#far": 0.898,  # 164 / 182
        "pronoun-chosen@100-200#near": 0.869,  # 1678 / 1930
        "pronoun-chosen@20-50": 0.776,  # 705 / 908
        "pronoun-chosen@20-50#far": 0.786,  # 45 / 57
        "pronoun-chosen@20-50#near": 0.776,  # 660 / 851
        "pronoun-chosen@200+": 0.930,  # 2372 / 2546
        "pronoun-chosen@200+#far": 0.930,  # 198 / 213
        "pronoun-chosen@200+#near": 0.932,  # 2174 / 2333
        "pronoun-chosen@50-100": 0.841,  # 1134 / 1346
        "pronoun-chosen@50-100#far": 0.865,  # 80 / 92
        "pronoun-chosen@50-100#near": 0.841,  # 1054 / 1254
        "pronoun-single": 0.828,  # 482 / 582
        "pronoun-single#far": 0.802,  # 172 / 215
        "pronoun-single#near": 0.844,  # 310 / 367
        "speaker": 0.892,  # 3461 / 3878
        "speaker#far": 0.696,  # 361 / 524
        "speaker#near": 0.924,  # 3100 / 3354
    },
}
