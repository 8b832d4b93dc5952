"""Calibrated link confidences: per linker, evidence kind and margin bin (see
``ddp.linkers.confidence`` for the method). Written by
``python benchmarks/calibrate_confidence.py --data ../shared/data --write``
on the 100 LitBank CoNLL files, the LitBank CorefUD dev file and GAP development;
each value's comment gives the supported anchors and all anchors of its cell.
"""

CONFIDENCE: dict[str, dict[str, float]] = {
    "recent": {
        "alias:first-name": 0.815,  # 0 / 0
        "alias:initials": 0.815,  # 0 / 0
        "alias:legal-suffix": 0.815,  # 0 / 0
        "alias:surname": 0.836,  # 69 / 82
        "alias:surname#far": 0.831,  # 19 / 23
        "alias:surname#near": 0.845,  # 50 / 59
        "alias:surname-other-label": 0.774,  # 17 / 23
        "alias:surname-other-label#far": 0.783,  # 8 / 10
        "alias:surname-other-label#near": 0.742,  # 9 / 13
        "exact": 0.945,  # 1924 / 2032
        "exact/other": 0.904,  # 550 / 609
        "exact/other#far": 0.852,  # 188 / 222
        "exact/other#near": 0.934,  # 362 / 387
        "exact/person": 0.965,  # 1374 / 1423
        "exact/person#far": 0.956,  # 409 / 428
        "exact/person#near": 0.970,  # 965 / 995
        "fallback": 0.459,  # 25 / 69
        "fallback#near": 0.384,  # 25 / 69
        "pronoun-chosen": 0.715,  # 5926 / 8291
        "pronoun-chosen#far": 0.747,  # 38 / 50
        "pronoun-chosen#near": 0.714,  # 5888 / 8241
        "pronoun-single": 0.777,  # 735 / 946
        "pronoun-single#far": 0.833,  # 296 / 354
        "pronoun-single#near": 0.743,  # 439 / 592
        "speaker": 0.892,  # 3461 / 3878
        "speaker#far": 0.696,  # 361 / 524
        "speaker#near": 0.924,  # 3100 / 3354
    },
    "salience": {
        "alias:first-name": 0.820,  # 0 / 0
        "alias:initials": 0.820,  # 0 / 0
        "alias:legal-suffix": 0.820,  # 0 / 0
        "alias:surname": 0.837,  # 69 / 82
        "alias:surname#far": 0.831,  # 19 / 23
        "alias:surname#near": 0.845,  # 50 / 59
        "alias:surname-other-label": 0.777,  # 17 / 23
        "alias:surname-other-label#far": 0.785,  # 8 / 10
        "alias:surname-other-label#near": 0.744,  # 9 / 13
        "exact": 0.946,  # 1924 / 2032
        "exact/other": 0.904,  # 550 / 609
        "exact/other#far": 0.852,  # 188 / 222
        "exact/other#near": 0.934,  # 362 / 387
        "exact/person": 0.965,  # 1374 / 1423
        "exact/person#far": 0.956,  # 409 / 428
        "exact/person#near": 0.970,  # 965 / 995
        "fallback": 0.732,  # 53 / 75
        "fallback#near": 0.712,  # 53 / 75
        "pronoun-chosen": 0.772,  # 7053 / 9141
        "pronoun-chosen#far": 0.697,  # 2 / 5
        "pronoun-chosen#near": 0.344,  # 525 / 1553
        "pronoun-chosen@0-20": 0.715,  # 524 / 734
        "pronoun-chosen@0-20#far": 0.758,  # 38 / 49
        "pronoun-chosen@0-20#near": 0.710,  # 486 / 685
        "pronoun-chosen@100-200": 0.874,  # 1806 / 2063
        "pronoun-chosen@100-200#far": 0.909,  # 157 / 172
        "pronoun-chosen@100-200#near": 0.872,  # 1649 / 1891
        "pronoun-chosen@20-50": 0.778,  # 687 / 883
        "pronoun-chosen@20-50#far": 0.805,  # 48 / 59
        "pronoun-chosen@20-50#near": 0.776,  # 639 / 824
        "pronoun-chosen@200+": 0.930,  # 2389 / 2566
        "pronoun-chosen@200+#far": 0.923,  # 201 / 218
        "pronoun-chosen@200+#near": 0.932,  # 2188 / 2348
        "pronoun-chosen@50-100": 0.837,  # 1120 / 1337
        "pronoun-chosen@50-100#far": 0.867,  # 76 / 87
        "pronoun-chosen@50-100#near": 0.835,  # 1044 / 1250
        "pronoun-single": 0.831,  # 600 / 722
        "pronoun-single#far": 0.799,  # 180 / 226
        "pronoun-single#near": 0.846,  # 420 / 496
        "speaker": 0.892,  # 3461 / 3878
        "speaker#far": 0.696,  # 361 / 524
        "speaker#near": 0.924,  # 3100 / 3354
    },
}
