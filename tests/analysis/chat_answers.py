"""Chat-style answers with the reading a careful person gives them (self-written).

Each case is (task, reply, expected): ``expected`` is what the flexible reader should return
for the task's gold record in ``GOLDS`` (a label, "yes"/"no", an integer, an option index,
a phrase, a list of sentence ids, a dict, a list of triples), or ``REFUSED`` / ``NONE`` when
a person finds no answer in the reply. The replies imitate what chat models write: markdown
bold and headings, "**Answer:** B", reasoning first and the answer last, an answer first and
an explanation after it, hedges, refusals, JSON and fenced JSON, rejected alternatives.
"""

from __future__ import annotations

from typing import Any

NONE = "<no answer>"       # the reply commits to nothing (hedge, only negations, malformed)
REFUSED = "<refused>"      # the reply declines to answer

GOLDS: dict[str, dict[str, Any]] = {
    "bediscover/temporal": {"id": "1", "label": "BEFORE"},
    "bediscover/relations": {"id": "1", "label": "contrast", "framework": "rst",
                             "dataset": "eng.rst.demo"},
    "discotrack/relclf": {"id": "1", "label": "contrast"},
    "bediscover/markers": {"id": "1", "label": "Emphatic", "dataset": "just"},
    "bediscover/markers/otherwise": {"id": "1", "label": "Consequence",
                                     "dataset": "otherwise"},
    "discotrack/entcoref": {"id": "1", "answer": "yes"},
    "discotrack/bridgdet": {"id": "1", "answer": "no"},
    "discotrack/entcount": {"id": "1", "answer": 4},
    "discobench/mrc": {"id": "1", "options": ["at the harbour", "at the station",
                                              "at the market", "at home"], "answer": 2},
    "discotrack/bridgante": {"id": "1", "antecedent": "the kitchen"},
    "discotrack/relimp": {"id": "1", "connective": "because"},
    "discotrack/entmax": {"id": "1", "clusters": [{"mentions": ["Mara Quill", "she"]},
                                                  {"mentions": ["the ferry"]}], "target": 0},
    "discobench/si": {"id": "1", "answer": "Old Zhou"},
    "bediscover/ordering": {"id": "1", "order": [2, 0, 3, 1]},
    "bediscover/tot_arithmetic": {"id": "1", "answer": {"answer": "the concert"}},
    "bediscover/dialogue": {"id": "1", "relations": "QA_PAIR(2,3)"},
    "discotrack/bridgtype": {"id": "1", "label": "entity-meronymy",
                             "labels": ["entity-meronymy", "entity-property", "set-member"]},
}

T, R, M = "bediscover/temporal", "bediscover/relations", "bediscover/markers"
MO = "bediscover/markers/otherwise"
YN, BD, C = "discotrack/entcoref", "discotrack/bridgdet", "discotrack/entcount"
MRC, BA, RI = "discobench/mrc", "discotrack/bridgante", "discotrack/relimp"
EM, SI, ORD = "discotrack/entmax", "discobench/si", "bediscover/ordering"
TOT, DLG, BT, RC = ("bediscover/tot_arithmetic", "bediscover/dialogue",
                    "discotrack/bridgtype", "discotrack/relclf")

CASES: list[tuple[str, str, Any]] = [
    # --- temporal relations ---------------------------------------------------------------
    (T, "BEFORE", "BEFORE"),
    (T, "**BEFORE**", "BEFORE"),
    (T, "**Answer:** AFTER", "AFTER"),
    (T, "The first event (the storm) ends before the second starts.\n\nAnswer: BEFORE",
     "BEFORE"),
    (T, "## Answer\n\nINCLUDES\n\nThe meeting contains the speech, so the first event "
        "includes the second.", "INCLUDES"),
    (T, "Looking at the timeline, the launch happens during the festival. So the relation "
        "is IS_INCLUDED.", "IS_INCLUDED"),
    (T, "It could be SIMULTANEOUS, but I think AFTER fits the wording better.", "AFTER"),
    (T, "AFTER, not BEFORE.", "AFTER"),
    (T, "Not BEFORE but AFTER.", "AFTER"),
    (T, "BEFORE or AFTER; the text does not say which.", NONE),
    (T, "I cannot tell from this passage.", REFUSED),
    (T, "I'm sorry, but I can't determine the temporal order from the given text.", REFUSED),
    (T, "The answer is BEFORE. Note that AFTER would need the arrival to come first.",
     "BEFORE"),
    (T, "<thinking>The storm came first, then the rescue. AFTER? No.</thinking>\nBEFORE",
     "BEFORE"),
    (T, "<reasoning>AFTER seems wrong.</reasoning> BEFORE", "BEFORE"),
    (T, '```json\n{"relation": "BEFORE"}\n```', "BEFORE"),
    (T, '{"label": "AFTER", "explanation": "the rescue follows the storm"}', "AFTER"),
    (T, "Final answer: NONE", "NONE"),
    (T, "Relation: before (the storm precedes the rescue).", "BEFORE"),
    # --- discourse relations --------------------------------------------------------------
    (R, "contrast", "contrast"),
    (R, "Contrast (one might consider concession, but the two units are parallel).",
     "contrast"),
    (R, "The relation is **elaboration**: the second unit adds detail to the first.",
     "elaboration"),
    (R, "Unit 2 gives the reason for unit 1. Could it be elaboration? No - it explains "
        "why. Therefore the label is causal.", "causal"),
    (R, "label: concession", "concession"),
    (R, "I would go with contrast rather than concession.", "contrast"),
    (R, "Either contrast or concession.", NONE),
    (R, "### Relation\n**Contrast**\n\n### Why\nThe second unit opposes the first; "
        "elaboration does not fit.", "contrast"),
    (R, "It's not elaboration. It's not causal either. I'd say contrast.", "contrast"),
    (R, "Hmm, this is tricky. Maybe elaboration, maybe contrast.", NONE),
    (RC, "Contrast.", "contrast"),
    (RC, "After reading both units carefully, I believe the relation is one of contrast, "
         "since the second clause opposes the first.", "contrast"),
    (RC, "The most likely relation is condition. The first unit says 'if it rains', which "
         "sets a condition; there is no contrast.", "condition"),
    (RC, "Answer: Elaboration\nExplanation: the second sentence explains the first in more "
         "detail, not a contrast.", "elaboration"),
    (RC, "I am not able to classify this relation.", REFUSED),
    # --- discourse markers (Just / Otherwise) ---------------------------------------------
    (M, "Emphatic", "Emphatic"),
    (M, "**Emphatic** - 'just' intensifies the adjective here.", "Emphatic"),
    (M, "The sense is Exclusionary: 'just' means 'only'.", "Exclusionary"),
    (M, "This is not the temporal sense (it does not mean 'a moment ago'); it is "
        "emphatic.", "Emphatic"),
    (MO, "Consequence. Note the temporal order: the warning comes first.", "Consequence"),
    (MO, "The word 'otherwise' introduces what happens if the advice is ignored, so the "
         "sense is consequence. There is a temporal flavour, but that is not a label.",
     "Consequence"),
    (MO, "Argumentation or Consequence - both are possible.", NONE),
    (MO, "Answer: Exception", "Exception"),
    # --- yes/no -----------------------------------------------------------------------------
    (YN, "Yes", "yes"),
    (YN, "**Yes.** Both mentions refer to the captain.", "yes"),
    (YN, "Both 'the captain' and 'she' name the same person, so yes. No other character "
         "is a sailor.", "yes"),
    (YN, "No, they refer to different boats.", "no"),
    (YN, "They do not corefer: 'the boat' is the ferry and 'it' is the dock.", "no"),
    (YN, "Answer: No", "no"),
    (YN, "I'm not sure.", REFUSED),
    (YN, "Yes or no - hard to say.", NONE),
    (YN, "The pronoun 'he' could refer to the fisherman, but I think it refers to the "
         "mayor, so no.", "no"),
    (YN, '{"answer": "yes"}', "yes"),
    (BD, "No. The second sentence introduces a new, unrelated entity.", "no"),
    (BD, "There is a bridging relation? Not really - no.", "no"),
    (BD, "**Final answer: No**\n\nThere is no anchor in the previous text.", "no"),
    (BD, "Reasoning: 'the roof' could be part of 'the house'... however, the house is "
         "never mentioned. Final answer: no", "no"),
    (BD, "It is impossible to tell without more context.", REFUSED),
    # --- entity counting --------------------------------------------------------------------
    (C, "4", 4),
    (C, "There are **4** mentions of Mara.", 4),
    (C, "Mara is mentioned in sentence 1, sentence 3 and twice in sentence 5, so the "
        "total is 4.", 4),
    (C, "Counting: 'Mara' (1), 'she' (2), 'her' (3), 'Mara' (4). Answer: 4", 4),
    (C, "maybe 3, maybe 5", NONE),
    (C, "Not 3 but 4.", 4),
    (C, "Four.", 4),
    (C, "The entity appears 4 times (not 5: the last 'she' is the ferry captain).", 4),
    (C, "I can't count the mentions reliably in this text.", REFUSED),
    (C, "**Answer:** 4\n\n1. Mara\n2. she\n3. her\n4. Mara", 4),
    # --- multiple choice ---------------------------------------------------------------------
    (MRC, "C", 2),
    (MRC, "**Answer:** C", 2),
    (MRC, "The correct option is C. Options A and B are contradicted by the last line.", 2),
    (MRC, "C) at the market", 2),
    (MRC, "Based on the passage, they met at the market.", 2),
    (MRC, "B, not A.", 1),
    (MRC, "It could be A, but I think C is better supported.", 2),
    (MRC, "A or C", NONE),
    (MRC, "答案是C", 2),
    (MRC, "Let's check each option.\nA: no, the harbour is closed.\nB: no.\nC: yes, the "
          "market is where they meet.\nD: no.\n\nSo the answer is C.", 2),
    (MRC, "None of the options fits; I cannot choose.", REFUSED),
    (MRC, "## Final Answer\n**(C)**", 2),
    # --- short phrases: bridging antecedent, implicit connective, entity, speaker ---------------
    (BA, "the kitchen", "the kitchen"),
    (BA, "The kitchen. The anaphor 'the sink' is part of the kitchen.", "the kitchen"),
    (BA, "**the kitchen**", "the kitchen"),
    (BA, "The antecedent is 'the kitchen'.", "the kitchen"),
    (BA, "The kitchen, not the hallway.", "the kitchen"),
    (BA, "Not the hallway but the kitchen.", "the kitchen"),
    (BA, "It could be the hallway, but I think the kitchen.", "the kitchen"),
    (BA, '{"antecedent": "the kitchen"}', "the kitchen"),
    (BA, "Antecedent: the kitchen\n\n'The sink' is a part of the kitchen mentioned "
         "earlier.", "the kitchen"),
    (BA, "I cannot identify an antecedent in this passage.", REFUSED),
    (RI, "because", "because"),
    (RI, '"because", not "so"', "because"),
    (RI, "The implicit connective is **because**: the second argument gives the reason.",
     "because"),
    (RI, "because or since", NONE),
    (RI, '```json\n{"connective": "because"}\n```', "because"),
    (RI, "Implicit connective: because\nReason: the second sentence explains the first.",
     "because"),
    (EM, "Mara Quill", "Mara Quill"),
    (EM, "**Mara Quill** is the most mentioned entity (five mentions, counting 'she').",
     "Mara Quill"),
    (EM, "The most mentioned entity is Mara Quill.", "Mara Quill"),
    (EM, "Mara Quill is mentioned most often.", "Mara Quill"),
    (SI, "Old Zhou", "Old Zhou"),
    (SI, "The speaker is Old Zhou. He replies to Lin Qiao's question.", "Old Zhou"),
    (SI, "说话人是老周。", "老周"),
    (SI, "Could be Lin Qiao, but I think Old Zhou.", "Old Zhou"),
    (SI, "It is unclear who is speaking.", REFUSED),
    # --- sentence ordering --------------------------------------------------------------------
    (ORD, "<s 2> <s 0> <s 3> <s 1>", [2, 0, 3, 1]),
    (ORD, "Sentence <s 2> introduces the topic, then <s 0> gives an example. <s 3> follows "
        "from it and <s 1> concludes.\n\nThe correct order is: <s 2> <s 0> <s 3> <s 1>",
     [2, 0, 3, 1]),
    (ORD, "<s 2> <s 0> <s 3> <s 1>\n\n<s 2> opens the abstract, <s 1> is the conclusion.",
     [2, 0, 3, 1]),
    (ORD, "It could be <s 0> <s 2> <s 3> <s 1>, but I think <s 2> <s 0> <s 3> <s 1>.",
     [2, 0, 3, 1]),
    (ORD, "<s 2> <s 0> <s 3> <s 1>, not <s 0> <s 2> <s 3> <s 1>.", [2, 0, 3, 1]),
    (ORD, "**Order:** <s 2>, <s 0>, <s 3>, <s 1>", [2, 0, 3, 1]),
    (ORD, "Answer: <s2> -> <s0> -> <s3> -> <s1>", [2, 0, 3, 1]),
    (ORD, "<s 2> <s 0> <s 3> <s 1> or <s 0> <s 2> <s 3> <s 1>", NONE),
    (ORD, "I cannot determine the order of these sentences.", REFUSED),
    # --- JSON answers -------------------------------------------------------------------------
    (TOT, '{"answer": "the concert"}', {"answer": "the concert"}),
    (TOT, 'Sure! Here is the result:\n```json\n{"answer": "the concert"}\n```',
     {"answer": "the concert"}),
    (TOT, 'First the play, then the concert.\n{"answer": "the concert", "explanation": '
          '"it comes last"}', {"answer": "the concert", "explanation": "it comes last"}),
    # --- dialogue and bridging type -----------------------------------------------------------
    (DLG, "QA_PAIR(2,3)", [("qa_pair", "2", "3")]),
    (DLG, "The new turn answers turn 2.\n\nAnswer: QA_PAIR(2,3)", [("qa_pair", "2", "3")]),
    (BT, "entity-meronymy", "entity-meronymy"),
    (BT, "**Type:** entity-meronymy (the sink is a part of the kitchen), not "
         "set-member.", "entity-meronymy"),
    (BT, "The anaphor is a member of a set? No: it is a part, so entity-meronymy.",
     "entity-meronymy"),
    # --- more of the same kinds, written later ------------------------------------------
    (T, "**Temporal relation: BEFORE**\n\nThe explosion happened first.", "BEFORE"),
    (T, "Step 1: identify events. Step 2: the arrest follows the chase.\n\n**AFTER**", "AFTER"),
    (T, "The correct label is `IS_INCLUDED`.", "IS_INCLUDED"),
    (T, "SIMULTANEOUS - both happen at the same moment.", "SIMULTANEOUS"),
    (T, "I think it's BEFORE, although AFTER is possible if the report is retrospective.",
     "BEFORE"),
    (T, "Given the lack of explicit temporal cues, the relation is vague, so NONE.", "NONE"),
    (T, "e1 happens before e2.", "BEFORE"),
    (T, "Relation between e1 and e2: AFTER.", "AFTER"),
    (R, "**Elaboration**\n\nUnit 2 elaborates on unit 1 by giving an example. It is not a "
     "contrast.", "elaboration"),
    (R, "Based on the context, the discourse relation between the two units is best described as "
     "**Explanation**.", "explanation"),
    (R, "The second unit provides a condition for the first. **Label: condition**", "condition"),
    (R, "Result: causal", "causal"),
    (R, "This looks like attribution: the second unit reports what someone said.", "attribution"),
    (R, "My answer: elaboration.", "elaboration"),
    (R, "concession (the 'although' signals it)", "concession"),
    (YN, "Yes, 'he' refers to the fisherman.", "yes"),
    (YN, "**No.**\n\n'It' refers to the boat, while 'the ship' is a different vessel.", "no"),
    (YN, "After examining the text, I conclude that the two mentions do corefer. Answer: "
        "Yes", "yes"),
    (YN, "The answer is no.", "no"),
    (YN, "Based on the context, yes, they refer to the same entity.", "yes"),
    (YN, "No - 'she' is the nurse, not the doctor.", "no"),
    (YN, "They refer to the same person.", NONE),
    (C, "**3**", 3),
    (C, "The entity is mentioned three times: 'Anna', 'she', 'her'.", 3),
    (C, "Total mentions: 6", 6),
    (C, "I count 5 mentions (including pronouns).", 5),
    (C, "Let me count: 1. Tom 2. he 3. him. So, 3.", 3),
    (MRC, "The answer is (B) at the station.", 1),
    (MRC, "Option C is correct because the text says they met at the market.", 2),
    (MRC, "**C. at the market**\n\nThe passage states...", 2),
    (MRC, "I would choose D.", 3),
    (MRC, "Answer: B\n\nExplanation: A is wrong because...", 1),
    (MRC, "A is incorrect. B is incorrect. C is correct.", 2),
    (BA, "**Antecedent:** the kitchen", "the kitchen"),
    (BA, "\"the kitchen\" - the sink is part of it.", "the kitchen"),
    (BA, "The bridging antecedent for 'the sink' is 'the kitchen'.", "the kitchen"),
    (BA, "Answer: the kitchen", "the kitchen"),
    (RI, "**because**\n\nThe second argument gives the reason for the first.", "because"),
    (RI, "The best implicit connective here is \"because\".", "because"),
    (RI, "Connective: because", "because"),
    (RI, "I would insert 'because'.", "because"),
    (SI, "**Old Zhou**", "Old Zhou"),
    (SI, "Old Zhou is speaking.", "Old Zhou"),
    (SI, "Speaker: Old Zhou", "Old Zhou"),
    (SI, "It is Old Zhou who says this line.", "Old Zhou"),
    (SI, "The line is spoken by Old Zhou.", "Old Zhou"),
    (ORD, "The correct order is <s 2>, <s 0>, <s 3>, <s 1>.", [2, 0, 3, 1]),
    (ORD, "Order: <s 2> <s 0> <s 3> <s 1>\nReasoning: <s 2> introduces...", [2, 0, 3, 1]),
    (ORD, "```\n<s 2> <s 0> <s 3> <s 1>\n```", [2, 0, 3, 1]),
    (ORD, "1. <s 2>\n2. <s 0>\n3. <s 3>\n4. <s 1>", [2, 0, 3, 1]),
    (ORD, "<s 2><s 0><s 3><s 1>", [2, 0, 3, 1]),
    (M, "Exclusionary (meaning 'only').", "Exclusionary"),
    (M, "The 'just' here is **Temporal** - it means 'a moment ago'.", "Temporal"),
    (MO, "**Enumeration**", "Enumeration"),
    (BT, "set-member", "set-member"),
    (BT, "The bridging type is entity-property.", "entity-property"),
    (T, "Let's analyze the two events.\n\n1. **e1 (signed)**: the treaty was signed in May.\n2. "
     "**e2 (ratified)**: it was ratified in June.\n\nSince the signing precedes the "
         "ratification, e1 happens BEFORE e2.\n\n**Answer: BEFORE**", "BEFORE"),
    (T, "The relation is not INCLUDES, because neither event contains the other. Both happen at "
     "once: SIMULTANEOUS.", "SIMULTANEOUS"),
    (T, "Hmm. e1 could include e2, but the text suggests e2 comes after. AFTER.", "AFTER"),
    (T, "BEFORE\n\nExplanation: The first event precedes the second; it is not AFTER.", "BEFORE"),
    (T, "Based on the passage, I'd classify this as BEFORE.", "BEFORE"),
    (T, "I'm not entirely sure, but I think BEFORE.", "BEFORE"),
    (R, "To determine the relation, consider the connective 'but', which usually marks contrast "
     "or concession. Here the second unit denies an expectation raised by the first, so the "
         "relation is concession.", "concession"),
    (R, "# Analysis\nThe units are linked by 'because'.\n# Answer\ncausal", "causal"),
    (R, "**Relation:** Elaboration\n**Confidence:** high", "elaboration"),
    (R, "Elaboration. (Not contrast: there is no opposition.)", "elaboration"),
    (R, "The relation could be either elaboration or explanation; I lean towards "
        "explanation.", "explanation"),
    (YN, "Looking at the passage, 'the old man' and 'he' both refer to the fisherman. Therefore, "
     "yes.", "yes"),
    (YN, "No. Although both are sailors, 'he' refers to the captain and 'the man' to the "
        "cook.", "no"),
    (YN, "yes.", "yes"),
    (YN, "The two mentions are coreferent.\n\nAnswer: Yes", "yes"),
    (YN, "Do they corefer? No, they don't.", "no"),
    (BD, "Yes: 'the door' is part of 'the house' mentioned earlier.", "yes"),
    (BD, "There is no bridging relation here.", "no"),
    (C, "Mentions of Tom:\n- Tom (sentence 1)\n- he (sentence 2)\n- him (sentence 4)\n\nTotal: "
     "**3**", 3),
    (C, "The answer is 7.", 7),
    (C, "Let me count the mentions of 'the ferry': 1) the ferry, 2) it, 3) the boat, 4) it. "
     "There are 4 mentions in total.", 4),
    (C, "4 mentions", 4),
    (MRC, "After reading the passage, the answer is **B**: at the station.", 1),
    (MRC, "(D)", 3),
    (MRC, "Option B says 'at the station', which the passage contradicts. Option C matches. "
     "Final answer: C", 2),
    (MRC, "C is the answer.", 2),
    (MRC, "The best answer is C) at the market.", 2),
    (BA, "In this passage, 'the sink' refers back to **the kitchen**, which was mentioned in the "
     "first sentence.", "the kitchen"),
    (BA, "The anaphor 'the sink' is anchored by 'the kitchen'.", "the kitchen"),
    (BA, "kitchen", "kitchen"),
    (RI, "An appropriate implicit connective would be 'because'.", "because"),
    (RI, "because.", "because"),
    (RI, "Implicit connective: **because**", "because"),
    (SI, "Based on the dialogue, the speaker is most likely **Old Zhou**.", "Old Zhou"),
    (SI, "老周", "老周"),
    (SI, "The speaker of this line is Old Zhou, as he is the one answering.", "Old Zhou"),
    (EM, "The entity mentioned most is **Mara Quill**.", "Mara Quill"),
    (ORD, "Here is the correct order:\n<s 2> <s 0> <s 3> <s 1>", [2, 0, 3, 1]),
    (ORD, "Final order: <s 2>, <s 0>, <s 3>, <s 1>.\n\nExplanation: <s 2> introduces the "
     "problem; <s 0> describes the method.", [2, 0, 3, 1]),
    (ORD, "<s 2> → <s 0> → <s 3> → <s 1>", [2, 0, 3, 1]),
    (M, "Sense: Unexplanatory", "Unexplanatory"),
    (M, "I'd label this 'just' as Exclusionary since it means 'only'.", "Exclusionary"),
]
