"""Chat-style replies written apart from the answer reader, by writers who never saw its code
or the other fixtures (self-written), with a careful person's reading of each.

Three sets of 96 replies over 13 tasks were scored once, as written, before any rule was
changed for them; the readings they showed wrong were then made general rules. Kept here so
those rules stay. The expected values use each task's label set: VAGUE is the temporal label
NONE, "cause" the relation label "causal"; four replies of the first two sets that name a label
the task does not have are left out. ``KNOWN_MISSES`` holds what the reader still reads
otherwise, with why.
"""

from __future__ import annotations

from typing import Any

from tests.analysis.chat_answers import (
    BA,
    BD,
    EM,
    MO,
    MRC,
    NONE,
    ORD,
    REFUSED,
    RI,
    SI,
    YN,
    C,
    M,
    R,
    T,
)

CASES: list[tuple[str, str, Any]] = [
    # --- the first set ---
    (T, 'BEFORE',
     'BEFORE'),
    (T, '**Answer:** AFTER\n\nThe meeting (e2) takes place first, and the '
        'resignation (e1) only follows it, so e1 is AFTER e2.',
     'AFTER'),
    (T, '<think>\nThe explosion happened during the ceremony, so the explosion sits '
        "inside the ceremony's time span. Could it be SIMULTANEOUS? No, the ceremony "
        'lasts much longer than the blast.\n</think>\n\nIS_INCLUDED',
     'IS_INCLUDED'),
    (T, 'Looking at the two events:\n\n1. *announced* (e1) - the company makes the '
        'news public.\n2. *visited* (e2) - the delegation tours the plant.\n\n'
        'There\'s no explicit connective, but "later that week" puts the visit after '
        'the announcement, so it is not AFTER or SIMULTANEOUS.\n\n**Final answer: '
        'BEFORE**',
     'BEFORE'),
    (T, 'It could be INCLUDES, since a war spans many smaller events, but re-reading '
        'the sentence I think the relation is SIMULTANEOUS: both verbs describe the '
        'same moment of signing.',
     'SIMULTANEOUS'),
    (T, "The relation is either BEFORE or SIMULTANEOUS; the passage doesn't give "
        'enough to settle which of the two.',
     NONE),
    (T, '```json\n{"relation": "VAGUE"}\n```',
     'NONE'),
    (T, 'The temporal relation is AFTER. Wait, actually, I had the events the wrong '
        'way round: e1 is the arrest and e2 is the trial, and the arrest obviously '
        'comes first. So the answer is BEFORE.',
     'BEFORE'),
    (R, 'contrast',
     'contrast'),
    (R, '**Relation:** Elaboration\n\nThe second segment adds detail about the plan '
        'that the first segment introduces.',
     'elaboration'),
    (R, 'The second clause gives the reason for the first: the roads were closed '
        'because of the flooding. This is a **cause** relation (not result, since '
        'the cause sits in the second span).',
     'causal'),
    (R, 'I\'d label this as concession rather than contrast: "although" signals that '
        'the expectation raised by the first span is defeated by the second.',
     'concession'),
    (R, 'Sure! Let me think about this.\n\nThe relation is probably purpose: the '
        'second part ("to reduce costs") states the goal behind the action in the '
        'first part.',
     'purpose'),
    (R, "I'm sorry, but I can't determine the discourse relation from the segments "
        'provided.',
     REFUSED),
    (R, '<reasoning>\nSegment 1 is "The minister said" and segment 2 is the reported '
        'content. A reporting verb plus its content is attribution, not '
        'elaboration.\n</reasoning>\nattribution',
     'attribution'),
    (M, 'Emphatic',
     'Emphatic'),
    (M, '"Just" here refers to something that happened a moment ago ("she had just '
        'left"), so the label is Temporal, not Emphatic.',
     'Temporal'),
    (MO, '**Consequence** - "otherwise" introduces what would happen if the condition '
         'in the first clause were not met.',
     'Consequence'),
    (MO, 'Answer: Exception\n\nHere "otherwise" means "apart from that": the soup was '
         'cold, but otherwise the meal was excellent.',
     'Exception'),
    (MO, '{"sense": "Argumentation"}',
     'Argumentation'),
    (MO, 'Let me go through the options:\n- Consequence: no, there is no condition '
         'being negated.\n- Enumeration: yes, "otherwise" adds a further alternative '
         'to a list.\n- Exception: no.\n\nSo the sense is Enumeration.',
     'Enumeration'),
    (YN, 'yes',
     'yes'),
    (YN, 'No.',
     'no'),
    (YN, '**Answer: Yes**\n\n"The senator" and "she" both refer to Senator Alvarez; '
         'the pronoun picks up the most recent female referent.',
     'yes'),
    (YN, 'Let\'s trace the mentions. "The old car" appears in sentence 1; "it" in '
         'sentence 3 could refer to the car or to the garage. Since "it" was '
         'repainted and sold, the car is the likelier referent. So yes, they corefer.',
     'yes'),
    (YN, 'They\'re not the same entity. "The company" refers to Halberd Inc., while '
         '"the firm" refers to the law firm that represented it. Answer: no',
     'no'),
    (YN, 'It might be the same entity, or the second mention might refer to a '
         'different doctor; the passage is ambiguous on this point.',
     NONE),
    (YN, "<think>\nMention A: 'the boy'. Mention B: 'his brother'. A brother is a "
         'different person from the boy himself.\n</think>\n\nNo, they do not refer '
         'to the same entity.',
     'no'),
    (YN, 'At first glance I\'d say no, but on a closer reading "the captain" is '
         'introduced as Ines Varga in the first paragraph, so both mentions point to '
         'her. Yes.',
     'yes'),
    (BD, 'Yes',
     'yes'),
    (BD, 'no',
     'no'),
    (BD, '**Bridging: yes.** "The door" is interpreted relative to "the house" '
         'mentioned earlier (a part-whole link).',
     'yes'),
    (BD, 'There is no bridging relation here: "the engine" is a new, independently '
         'identifiable entity, not anchored to any earlier phrase.\n\n**No**',
     'no'),
    (BD, '```json\n{"bridging": "yes", "anchor": "the concert"}\n```',
     'yes'),
    (BD, "I can't determine this from the passage.",
     REFUSED),
    (BD, 'Probably not. "The windows" could in principle depend on "the school", but '
         'the passage introduces them as the windows of a different building.',
     'no'),
    (BD, 'Step 1: Identify the anaphor: "the price".\nStep 2: Look for an anchor: '
         '"the tickets" in the previous sentence.\nStep 3: "the price" is the price '
         'of the tickets, so it is bridging.\n\nAnswer: yes',
     'yes'),
    (C, 'There are seven distinct entities in the passage.',
     7),
    (C, 'There are **3** distinct entities: Mara, the ferry, and the harbourmaster.',
     3),
    (C, 'Let me list them:\n1. the farmer\n2. his wife\n3. the tractor\n4. the '
        'neighbour\n5. the dog\n\nTotal: 5',
     5),
    (C, 'I count two entities: the teacher and the class. Wait, "the principal" is '
        'also mentioned in the last sentence, so that makes three.',
     3),
    (C, '{"count": 6}',
     6),
    (C, 'The answer is 2, not 3: "the doctor" and "Dr. Osei" are the same person.',
     2),
    (C, '<think>\nEntities: Lena, the train, the conductor, the station. Lena = she. '
        "That's 4. Should the station count? It is mentioned twice, so yes. 4.\n"
        '</think>\n**4**',
     4),
    (C, 'Depending on whether you count "the crew" as one entity or as its '
        "individual members, it's either 3 or 7.",
     NONE),
    (MRC, 'c',
     2),
    (MRC, '**Answer: B) at the station**',
     1),
    (MRC, 'The passage says she "never left the house that day", so A, B and C are all '
          'ruled out. The answer is D.',
     3),
    (MRC, 'Answer: A. at the harbour\n\nShe mentions watching the boats come in, which '
          'only fits the harbour. Option B (the station) is a distractor.',
     0),
    (MRC, "I think it's (C) at the market, not (A): the fish stalls are mentioned, but "
          'they are part of the market, not the harbour.',
     2),
    (MRC, "It's either A or C; the text mentions fish, which could point to the "
          'harbour or to the market.',
     NONE),
    (MRC, '```json\n{"answer": "D"}\n```',
     3),
    (MRC, '<think>\nOption A: harbour - she arrived by boat but then left. Option B: '
          'station - she bought a ticket. Option C: market - not mentioned after the '
          'first line. Option D: home - she only goes home at the end.\nThe question '
          'asks where she was when the letter arrived. The letter was handed to her on '
          'the platform.\n</think>\n\nThe correct option is **B**.',
     1),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, '**Antecedent:** the house\n\n"The roof" is part of the house.',
     'the house'),
    (BA, 'The anaphor "the tap" depends on "the sink", not "the kitchen": the tap '
         'belongs to the sink.',
     'the sink'),
    (BA, 'Answer: "the hallway"',
     'the hallway'),
    (BA, 'It could be "the house", but I think the more direct anchor is "the '
         'kitchen": the cupboards are kitchen cupboards.',
     'the kitchen'),
    (BA, "<think>\nAnaphor: 'the carpet'. Candidates: the kitchen, the hallway, the "
         "house. The passage says 'she walked down the hallway; the carpet was worn "
         "thin'. So the carpet is the hallway's.\n</think>\nthe hallway",
     'the hallway'),
    (BA, 'The anaphor could depend on either the kitchen or the house; both readings '
         'work.',
     NONE),
    (BA, '{"antecedent": "the house"}',
     'the house'),
    (RI, 'because',
     'because'),
    (RI, '**Connective:** however\n\nThe second sentence runs against the expectation '
         'set up by the first.',
     'however'),
    (RI, 'The best fit is "so": the first sentence gives the cause and the second the '
         'result. "Because" would reverse the direction.',
     'so'),
    (RI, 'Inserting "for example" makes sense: the second sentence gives an instance '
         'of the general claim in the first.',
     'for example'),
    (RI, 'Not "but", since there\'s no contrast. The second sentence simply continues '
         'the narrative, so "then" fits best.',
     'then'),
    (RI, '<think>\nS1: The match was cancelled. S2: It had been raining all night. My '
         "first thought was 'so', but the order is result first, cause second. So "
         "'because'.\n</think>\n\nbecause",
     'because'),
    (RI, "I'd go with **although**: the first clause concedes something that the "
         'second goes against.',
     'although'),
    (RI, 'Answer: in fact\n\nThe second sentence strengthens and sharpens the first '
         'claim.',
     'in fact'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, '**Most mentioned entity:** the ferry (5 mentions)',
     'the ferry'),
    (EM, 'Mara Quill is mentioned most. Counting "she", she appears 6 times, while '
         'the ferry appears only 3 times.',
     'Mara Quill'),
    (EM, "<think>\nMara Quill: 'Mara Quill' x2, 'she' x3 = 5. The ferry: x4. So "
         'Mara.\n</think>\n\nMara Quill',
     'Mara Quill'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 3 |\n| the ferry | 4 |\n\n'
         'The ferry is mentioned most often.',
     'the ferry'),
    (EM, "Sorry, I can't help with counting the mentions in this passage.",
     REFUSED),
    (EM, 'At first I counted the ferry as the most frequent, but I had missed the '
         'pronouns. Including "she", the answer is Mara Quill.',
     'Mara Quill'),
    (EM, '{"entity": "the ferry"}',
     'the ferry'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, '说话人：林巧',
     '林巧'),
    (SI, "**Speaker:** Teacher Zhao\n\nThe line follows Zhao's question to the class, "
         'and the tone is instructive.',
     'Teacher Zhao'),
    (SI, 'The quoted line is spoken by Lin Qiao, not Old Zhou: Old Zhou has just left '
         'the room in the previous paragraph.',
     'Lin Qiao'),
    (SI, '<think>\n前文：老周推开门走进来，然后有人说“你来晚了”。'
         '应该是赵老师说的？不对，赵老师这时还没到。那就是老周。\n</think>\n\n老周',
     '老周'),
    (SI, "The speaker is either Old Zhou or Teacher Zhao; the passage doesn't "
         'attribute the line clearly.',
     NONE),
    (SI, '根据上下文，这句话是赵老师说的。',
     '赵老师'),
    (SI, 'Answer: Lin Qiao\n\nReasoning: she is the only character who knows about '
         'the letter at this point.',
     'Lin Qiao'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, '<s 1> → <s 0> → <s 3> → <s 2>',
     [1, 0, 3, 2]),
    (ORD, '**Order:** 3, 1, 0, 2\n\n<s 3> introduces the character, <s 1> describes '
          'the journey, <s 0> the arrival, and <s 2> wraps it up.',
     [3, 1, 0, 2]),
    (ORD, "Let's find the opening sentence. <s 2> introduces the topic, so it goes "
          'first. <s 0> follows with the details, then <s 1> gives the consequence, '
          'and <s 3> concludes.\n\nFinal order: 2, 0, 1, 3',
     [2, 0, 1, 3]),
    (ORD, '```json\n{"order": [0, 2, 1, 3]}\n```',
     [0, 2, 1, 3]),
    (ORD, 'I first thought 1, 0, 2, 3, but <s 2> must come before <s 0> because it '
          'introduces "the inspector". Corrected order: 1, 2, 0, 3',
     [1, 2, 0, 3]),
    (ORD, "Sentence <s 1> clearly comes last, but I'm not sure how the others should "
          'go.',
     NONE),
    (ORD, "<think>\ns0 mentions 'afterwards', so it can't open. s3 starts with 'One "
          "morning', so s3 is first. s2 follows directly from s3, then s0, and s1 "
          'closes the story.\n</think>\n3 2 0 1',
     [3, 2, 0, 1]),
    # --- the second set ---
    (T, 'BEFORE',
     'BEFORE'),
    (T, '**Answer:** AFTER\n\nThe arrest (e1) is reported as taking place once the '
        'police had reviewed the footage of the robbery (e2), so e1 comes after e2.',
     'AFTER'),
    (T, 'Let\'s look at the two events.\n\n- e1: "the board meeting", which lasted '
        'the whole afternoon.\n- e2: "the phone call", which the CEO took halfway '
        'through the meeting.\n\nThe call sits entirely inside the time span of the '
        'meeting, so the meeting contains the call.\n\nFinal answer: INCLUDES',
     'INCLUDES'),
    (T, '<think>\ne1 = "signed", e2 = "visit". The text says the treaty was signed '
        'during the state visit. So e1 happens inside e2. Could it be BEFORE? No, '
        '"during" is explicit. So e1 is included in e2.\n</think>\n\nIS_INCLUDED',
     'IS_INCLUDED'),
    (T, "It's either BEFORE or SIMULTANEOUS. The passage says both things happened "
        '"that morning" but never says which came first, so I can\'t decide between '
        'those two.',
     NONE),
    (T, 'The relation is BEFORE.\n\nWait — actually, re-reading the sentence, the '
        'resignation (e1) was announced only after the scandal (e2) had broken in '
        'the press. So the correct relation of e1 to e2 is AFTER.',
     'AFTER'),
    (T, '```json\n{"relation": "SIMULTANEOUS"}\n```',
     'SIMULTANEOUS'),
    (T, 'Not BEFORE, but VAGUE: the passage never anchors the second event relative '
        'to the first, so no precise ordering can be read off.',
     'NONE'),
    (R, 'contrast',
     'contrast'),
    (R, 'This is a **Cause** relation: the first segment (the heavy rain) brings '
        'about the situation in the second (the match being called off).',
     'causal'),
    (R, "Great question! Let's break it down.\n\n1. Segment 1 makes a general "
        'statement: "The new library is impressive."\n2. Segment 2 adds specifics: '
        '"It has four floors, a rooftop garden and a café."\n\nSegment 2 doesn\'t '
        'argue, contrast or give a reason; it just fills in detail about segment 1.\n'
        '\nSo the relation is **elaboration**.',
     'elaboration'),
    (R, 'It could be read as contrast, but I think concession fits better: the first '
        'clause ("although the tickets were expensive") grants a point that the '
        'second clause then overrides.',
     'concession'),
    (R, "I'm sorry, but I can't help with this request.",
     REFUSED),
    (R, '{"label": "condition"}',
     'condition'),
    (R, '## Analysis\n\nThe second unit, "the spokesman said", identifies who made '
        'the claim in the first unit. The first unit is the reported content.\n\n## '
        'Verdict\n\nattribution',
     'attribution'),
    (R, 'The second unit states the goal of the action ("in order to catch the early '
        'train"), so: purpose. It isn\'t explanation, since no reason for a belief '
        'or claim is being offered.',
     'purpose'),
    (M, 'Exclusionary — "just" means "only" here ("I just want one coffee").',
     'Exclusionary'),
    (M, '**Temporal**. In "she had just left when I arrived", the word marks an '
        'event in the very recent past.',
     'Temporal'),
    (M, 'Here "just" intensifies the statement ("the view was just stunning"), so '
        'the sense is Emphatic rather than Exclusionary.',
     'Emphatic'),
    (MO, 'Answer: Consequence — "otherwise" here means "if that does not happen, then '
         '..." ("Leave now, otherwise you\'ll miss the bus").',
     'Consequence'),
    (MO, 'The sense is Enumeration, not Exception: "otherwise" introduces a further, '
         'alternative item in a list of options.',
     'Enumeration'),
    (MO, 'Exception. "The room was small but otherwise comfortable" — "otherwise" '
         'means "apart from that one point".',
     'Exception'),
    (MO, 'argumentation',
     'Argumentation'),
    (YN, 'Yes',
     'yes'),
    (YN, 'No. "The doctor" and "her" refer to different people: "her" is the patient, '
         'who is the one being examined.',
     'no'),
    (YN, '**Answer:** yes\n\nBoth mentions ("the captain" and "he") point to the man '
         'steering the ferry.',
     'yes'),
    (YN, 'Probably not — "it" more naturally refers to the box that was being carried '
         'than to the truck.',
     'no'),
    (YN, 'This is ambiguous. The pronoun could refer to either the captain or the '
         'passenger, and nothing in the passage settles which.',
     NONE),
    (YN, '{"answer": "no"}',
     'no'),
    (YN, '<think>\nMention 1: "Mara". Mention 2: "she" in the next sentence. Mara is '
         'the only female character introduced so far, and "she" is the subject who '
         'buys the ticket, which Mara set out to do.\n</think>\n\nYes, they corefer.',
     'yes'),
    (YN, 'At first glance I\'d say no, but looking again, "the old man" is introduced '
         'as Old Zhou in the opening line, so yes — they are the same person.',
     'yes'),
    (BD, 'yes',
     'yes'),
    (BD, 'No. "The door" here is a new discourse entity; it doesn\'t depend on any '
         'earlier noun phrase for its interpretation.',
     'no'),
    (BD, 'Final answer: Yes\n\n"The roof" is interpreted relative to "the house" '
         'mentioned earlier (a part–whole link), which is a classic bridging relation.',
     'yes'),
    (BD, 'Hard to say. It might be bridging (the tap as part of the kitchen) or it '
         "might just be a generic reference. I can't really decide either way.",
     NONE),
    (BD, '```json\n{"bridging": true}\n```',
     'yes'),
    (BD, 'Step 1: Identify the anaphor: "the handle".\nStep 2: Look for a possible '
         'anchor earlier in the text.\nStep 3: "the drawer" appears two sentences '
         'before, and a handle is a part of a drawer.\n\nConclusion: yes, there is a '
         'bridging relation.',
     'yes'),
    (BD, "There is no bridging here; it's plain coreference (the same garden is "
         'mentioned twice).',
     'no'),
    (BD, "I'd lean towards no.",
     'no'),
    (C, '4',
     4),
    (C, 'There are **three** distinct entities: Mara Quill, the ferry, and the '
        'harbour master.',
     3),
    (C, '| Mention | Entity |\n|---|---|\n| Mara | E1 |\n| she | E1 |\n| the ferry | '
        'E2 |\n| it | E2 |\n| the captain | E3 |\n| the dock | E4 |\n| he | E3 |\n\n'
        'So there are 4 distinct entities.',
     4),
    (C, 'Initially I counted 6, but "the captain" and "he" are the same person, so '
        'the correct count is 5.',
     5),
    (C, "As an AI language model, I'm not able to complete this task.",
     REFUSED),
    (C, '{"count": 2}',
     2),
    (C, "<think>\nEntities: Lin Qiao, Old Zhou, the teapot, the village... that's "
        "four. Teacher Zhao makes five. The village is only mentioned once but it's "
        'still an entity. Oh, and the letter Lin Qiao reads — six.\n</think>\n\n'
        'Answer: 6',
     6),
    (C, 'seven entities (not eight — the two "boat" mentions are the same boat)',
     7),
    (MRC, 'B',
     1),
    (MRC, '**Answer: C) at the market**',
     2),
    (MRC, 'The passage says Mara waited "by the ticket window until the last train '
          'pulled out", so she was at the station. Answer: B',
     1),
    (MRC, 'Option A mentions the harbour, but the ferry only comes up in passing; the '
          'last paragraph has her back in her own kitchen. The answer is D.',
     3),
    (MRC, "It's either A or B. The passage mentions both the harbour and the station, "
          'but never says where she actually was.',
     NONE),
    (MRC, '{"answer": "A"}',
     0),
    (MRC, "Let's eliminate:\n- B is wrong: the station had closed for the night.\n- C "
          'is wrong: the market only opens on Sundays.\n- D is wrong: she explicitly '
          "says she isn't going home yet.\n\nThat leaves A — at the harbour.",
     0),
    (MRC, 'I first thought D, but the last paragraph places her among the fish stalls, '
          'so C.',
     2),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, 'The antecedent is **the house** — "the roof" is understood as the roof of '
         'the house.',
     'the house'),
    (BA, 'Anaphor: "the tap"\nAntecedent: the sink',
     'the sink'),
    (BA, 'It could be the kitchen, but "the tap" most directly belongs to the sink, '
         'so the antecedent is the sink.',
     'the sink'),
    (BA, 'The anaphor could depend on either the kitchen or the hallway; both '
         'readings are plausible from the passage.',
     NONE),
    (BA, '{"antecedent": "the garden"}',
     'the garden'),
    (BA, '<think>\n"the front door" — part of the house? Or of the hallway? The '
         'hallway was mentioned just before, and the door opens onto it... but a '
         'front door is really a part of a house, not of a hallway.\n</think>\n\nthe '
         'house',
     'the house'),
    (BA, 'Antecedent: the hallway (not the kitchen — the carpet was described as '
         'running the length of the hallway).',
     'the hallway'),
    (RI, 'because',
     'because'),
    (RI, '**so**',
     'so'),
    (RI, 'The second sentence goes against what the first one leads you to expect, so '
         'the implicit connective is "however".',
     'however'),
    (RI, 'The connective is "but", not "and": the second sentence runs counter to the '
         'expectation set up by the first.',
     'but'),
    (RI, 'Implicit connective: for example — the second sentence gives a specific '
         'instance of the general claim in the first.',
     'for example'),
    (RI, 'Either "because" or "so" would work depending on which way you read the '
         "link; I can't pick one.",
     NONE),
    (RI, '{"connective": "instead"}',
     'instead'),
    (RI, 'I\'d first suggest "and", but the second sentence actually strengthens and '
         'sharpens the first claim, so the better connective is "in fact".',
     'in fact'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The most mentioned entity is **the ferry** (7 mentions vs 5 for Mara Quill).',
     'the ferry'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 8 |\n| the ferry | 5 |\n\n'
         'Mara Quill is mentioned most.',
     'Mara Quill'),
    (EM, 'Although the ferry appears in the title, Mara Quill is referred to more '
         'often (Mara, she, her, Quill ...), so she is the most mentioned entity.',
     'Mara Quill'),
    (EM, 'Mara Quill and the ferry are mentioned exactly the same number of times '
         '(six each).',
     NONE),
    (EM, '{"entity": "the ferry"}',
     'the ferry'),
    (EM, '<think>\nCount Mara: Mara, she, her, Quill, she = 5.\nFerry: the ferry, it, '
         'the boat, it, the ferry, the vessel = 6.\n</think>\n\nThe ferry.',
     'the ferry'),
    (EM, 'mara quill',
     'Mara Quill'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, 'The speaker is 老周.',
     '老周'),
    (SI, "**Lin Qiao** says this line — she is answering Teacher Zhao's question "
         'about the homework.',
     'Lin Qiao'),
    (SI, "It's not Lin Qiao (she has already left the room at this point); the line "
         'belongs to Teacher Zhao.',
     'Teacher Zhao'),
    (SI, "Either 老周 or 林巧 could have said it; the passage doesn't attribute the line "
         'to anyone.',
     NONE),
    (SI, '{"speaker": "赵老师"}',
     '赵老师'),
    (SI, '<think>\nThe line 「你又来晚了」 comes right after Old Zhou walks in, so he is the '
         'one being addressed, not the one speaking. The person scolding latecomers '
         'in this chapter is the teacher.\n</think>\n\n说话人：赵老师',
     '赵老师'),
    (SI, 'I initially thought Old Zhou, but the quote addresses someone as "Grandpa '
         'Zhou", so it must be Lin Qiao talking to him. Speaker: Lin Qiao.',
     'Lin Qiao'),
    (ORD, '<s 2> <s 0> <s 3> <s 1>',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is 1, 3, 0, 2.',
     [1, 3, 0, 2]),
    (ORD, '3 > 0 > 1 > 2',
     [3, 0, 1, 2]),
    (ORD, '{"order": [0, 2, 1, 3]}',
     [0, 2, 1, 3]),
    (ORD, 's2 s3 s0 s1',
     [2, 3, 0, 1]),
    (ORD, "<s 1> clearly comes first since it introduces Mara, but I'm not sure how to "
          'order the remaining sentences.',
     NONE),
    (ORD, '<think>\n<s 0> introduces Mara, so it opens. <s 3> has her arriving at the '
          "pier. Initially I'd put <s 1> next, giving [0, 3, 1, 2]. But <s 1> says "
          '"the ferry was late again", and the ferry is only introduced in <s 2>. So '
          '<s 2> must come before <s 1>.\n</think>\n\nFinal order: [0, 3, 2, 1]',
     [0, 3, 2, 1]),
    (ORD, 'Here is the most coherent ordering:\n\n1. <s 3>\n2. <s 1>\n3. <s 0>\n4. <s '
          '2>',
     [3, 1, 0, 2]),
    # --- the third set (written with the label sets given; scored once, after the first
    # two sets' fixes) ---
    (T, '**Answer: BEFORE**\n\nThe scheduling of the meeting (e1) clearly takes '
        "place prior to the meeting itself (e2), since you can't hold a meeting "
        "that hasn't been arranged yet.",
     'BEFORE'),
    (T, 'Looking at the two events, "arrived" (e1) and "left" (e2): the text '
        'says she arrived only after he had already gone. So the relation of e1 '
        'with respect to e2 is after.',
     'AFTER'),
    (T, "Sure! Let's break it down.\n\n- e1: *the phone call*\n- e2: *the "
        'conference*\n\nThe call happens during the conference, so e1 sits '
        'inside the time span of e2.\n\nTemporal relation: IS_INCLUDED',
     'IS_INCLUDED'),
    (T, 'At first glance this looks SIMULTANEOUS, since both verbs are in the '
        'simple past. On closer reading, though, the war lasts for years and the '
        'bombing is a single episode within it, so e1 (the war) contains e2.\n\n'
        'Final answer: INCLUDES',
     'INCLUDES'),
    (T, 'It could be BEFORE or AFTER depending on how you read "then" in the '
        "second clause; honestly the passage doesn't give enough information to "
        'choose between the two.',
     NONE),
    (T, '<think>\nThe sentence says the alarm rang while she was opening the '
        "door. 'While' suggests overlap. Could be IS_INCLUDED... but both are "
        "short, punctual events. They happen at the same moment. I'll go with "
        'simultaneous.\n</think>\n\nSIMULTANEOUS',
     'SIMULTANEOUS'),
    (T, 'There is no clear temporal anchoring between the two events — the '
        'passage never places them relative to one another, and the tense alone '
        "doesn't settle it. I'd label this as **NONE** (vague).",
     'NONE'),
    (T, 'The inspection report was filed once the inspection had been completed. '
        'Therefore e1 (filed) occurs after e2 (inspection).\n\nRelation → `AFTER`',
     'AFTER'),
    (R, 'The relation between the two segments is **contrast** — the second '
        'clause opens with "but" and sets up an opposing idea to the first.',
     'contrast'),
    (R, 'This is an example of a causal relation. Segment 2 ("so the roads were '
        'closed") is the result of segment 1 (the heavy snowfall overnight).',
     'causal'),
    (R, "I'd classify it as Elaboration: the second unit gives more detail about "
        '"the new policy" that the first unit only mentions in passing.',
     'elaboration'),
    (R, 'Hmm, this one is tricky. It might look like an explanation, but '
        '"although" is the classic marker of conceding a point before asserting '
        'the main claim. So yes — concession.',
     'concession'),
    (R, 'Answer: condition\n\nThe "if" clause sets up a hypothetical situation '
        'under which the main clause would hold.',
     'condition'),
    (R, '关系类型：purpose（目的）。第二部分 "to save money" '
        '说明了第一部分行为的目的。',
     'purpose'),
    (R, 'The second segment reports what someone said, with "she claimed" '
        "introducing the reported content — that's attribution. It isn't "
        "elaboration, and it isn't comment either.",
     'attribution'),
    (R, "It's definitely not a contrast, and I don't think it's causal either, "
        'since nothing in the first segment brings about the second.',
     NONE),
    (M, 'In this sentence, "just" means "only" or "merely" — it restricts the '
        "claim to a single thing and rules out alternatives. That's the "
        '**Exclusionary** sense.',
     'Exclusionary'),
    (M, 'Here "just" is used in the sense of "a moment ago" ("I\'ve just '
        'finished the report"), so the sense is Temporal.',
     'Temporal'),
    (M, '"It just broke" — the speaker signals that no reason is being offered '
        'for why it happened. This matches the unexplanatory use of "just".',
     'Unexplanatory'),
    (M, 'My first thought was Emphatic, but in "a just cause" the word describes '
        'the noun and means fair or righteous. Final: Adjective.',
     'Adjective'),
    (MO, '"Otherwise" here means "if not, then…": it introduces what will happen '
         'if the condition in the first clause is not met. Label: Consequence.',
     'Consequence'),
    (MO, 'Sense of *otherwise*: **Exception** (roughly "apart from that"), as in '
         '"The soup was cold, but otherwise the meal was fine."',
     'Exception'),
    (MO, 'I believe this is the enumeration sense — "otherwise" here just adds '
         'one more alternative to a list of possible ways of doing it.',
     'Enumeration'),
    (MO, "It's either Consequence or Argumentation; both readings are plausible "
         "in this context and I can't really rule one out.",
     NONE),
    (YN, 'Yes, "she" and "the doctor" refer to the same person — the pronoun '
         'picks up the doctor introduced in the previous sentence.',
     'yes'),
    (YN, 'No. "The company" in sentence 1 is Acme, while "the company" in '
         'sentence 3 refers to its rival, which was introduced in sentence 2.',
     'no'),
    (YN, '**Coreferent?** ✅ Yes\n\nBoth mentions point to the red car introduced '
         'at the start of the passage.',
     'yes'),
    (YN, 'They don\'t refer to the same entity — "him" is the father, whereas '
         '"the boy" is his son.',
     'no'),
    (YN, 'Let me think step by step. "It" could refer to the box or the table. '
         'Given "it was too heavy to lift", the box is the more natural '
         'antecedent, and the second mention is "the box". So, same entity: yes.',
     'yes'),
    (YN, "I'm sorry, but I can't help with that request.",
     REFUSED),
    (YN, 'Answer: No\n\nExplanation: although both mentions use the word '
         '"teacher", the first refers to Mr. Lee and the second to the substitute '
         'who replaced him.',
     'no'),
    (YN, 'Sí, ambas menciones se refieren a la misma entidad (el perro). In '
         'English: yes, they corefer.',
     'yes'),
    (BD, 'Yes — "the door" is part of "the house", which is a classic part–whole '
         'bridging relation.',
     'yes'),
    (BD, 'No, there\'s nothing to bridge here: "the window" is simply a new '
         "entity whose interpretation doesn't depend on any earlier mention.",
     'no'),
    (BD, 'Is there a bridging relation? I would say **no**. The second NP is '
         'coreferent with the first, which is an identity relation rather than '
         'bridging.',
     'no'),
    (BD, 'Bridging: YES (the steering wheel → the car)',
     'yes'),
    (BD, "Hmm, there could be a loose association between the two, but I'm not "
         'confident either way. It depends on whether you count set membership as '
         'bridging.',
     NONE),
    (BD, '```json\n{"bridging": "yes", "anaphor": "the roof", "antecedent": "the '
         'barn"}\n```',
     'yes'),
    (BD, "I don't think there's a bridging relation. The two phrases are "
         'unrelated and each is interpretable on its own.',
     'no'),
    (BD, '<think>the author, the book... an author is someone related to the '
         "book, so 'the author' is anchored by 'the book'. That's "
         'bridging.</think>\nYes.',
     'yes'),
    (C, 'There are **4** distinct entities in the passage: John, Mary, the dog, '
        'and the park.',
     4),
    (C, 'Counting them: (1) the chef, (2) the restaurant, (3) the critic. So 3 '
        'entities in total.',
     3),
    (C, 'I count five distinct entities. Wait — "the man" and "he" in the last '
        "sentence are the same person, so it's actually four.",
     4),
    (C, 'Answer: 2',
     2),
    (C, 'Entities:\n1. Anna\n2. her brother\n3. the bakery\n4. the cake\n5. the '
        'town\n6. the mayor\n\nTotal: six (6).',
     6),
    (C, 'Depending on whether "the crew" counts as one entity or as its '
        'individual members, the answer is either 3 or 7.',
     NONE),
    (C, 'The passage mentions seven different entities, once you merge the '
        'pronouns with their antecedents.',
     7),
    (C, '数一下：小王、小李、老师 —— 一共三个实体。',
     3),
    (MRC, 'The correct answer is **B) at the station**.',
     1),
    (MRC, 'According to the passage, Tom waited for his sister at the harbour '
          'until the last boat came in, so the answer is A.',
     0),
    (MRC, 'D',
     3),
    (MRC, 'Option C — they met at the market, as stated in the second paragraph.',
     2),
    (MRC, "Let's eliminate: A is wrong (the harbour is only where the boat "
          'departed), C is wrong (the market was closed), and D is wrong (she had '
          'already left home). That leaves B.',
     1),
    (MRC, "I'm unable to answer this question, as I don't have access to the "
          "passage you're referring to.",
     REFUSED),
    (MRC, 'The answer is "at home" (D). She never left the house that evening.',
     3),
    (MRC, 'Initially I thought A, but the passage says the fish were bought at the '
          'market, not at the harbour. Correct answer: C.',
     2),
    (BA, 'The anaphor "the faucet" depends on **the sink** for its interpretation.',
     'the sink'),
    (BA, 'The bridging antecedent is "the house" — "the front door" is understood '
         'as the front door of the house.',
     'the house'),
    (BA, 'Antecedent: the kitchen',
     'the kitchen'),
    (BA, 'The phrase "the tulips" relates back to the garden mentioned in the '
         'first sentence.',
     'the garden'),
    (BA, '"The tires" bridges to "the car". (Not "the garden", which is only '
         'where the car was parked.)',
     'the car'),
    (BA, "It's either the kitchen or the hallway — both could plausibly contain "
         '"the light switch".',
     NONE),
    (BA, 'The earlier noun phrase is "the hallway": "the carpet" is read as the '
         "hallway's carpet.",
     'the hallway'),
    (BA, '**Anaphor:** the drain  \n**Antecedent:** ~~the kitchen~~ the sink',
     'the sink'),
    (RI, 'The implicit connective is **because** — the second sentence gives the '
         'reason for the first.',
     'because'),
    (RI, 'I\'d insert "however" between the two sentences, since the second one '
         'goes against the expectation set up by the first.',
     'however'),
    (RI, 'Connective: so',
     'so'),
    (RI, 'The second sentence is an instance of the general claim in the first, '
         'so the best connective would be "for example".',
     'for example'),
    (RI, 'Either "but" or "however" would work here; they\'re basically '
         'interchangeable in this context.',
     NONE),
    (RI, 'Sentence 2 is a consequence of sentence 1. Inserting "as a result": '
         '*The factory closed. As a result, hundreds lost their jobs.*',
     'as a result'),
    (RI, 'The best fit is "meanwhile" — the two events unfold at the same time in '
         'different places.',
     'meanwhile'),
    (RI, 'Not "because" — the second sentence doesn\'t explain the first. It\'s '
         'more like "instead": he didn\'t take the bus; instead, he walked.',
     'instead'),
    (EM, 'The most frequently mentioned entity is **Mara Quill**, who is referred '
         'to six times (counting pronouns).',
     'Mara Quill'),
    (EM, 'the ferry',
     'the ferry'),
    (EM, 'Counting mentions: Mara Quill – 4, the ferry – 7. So the ferry is '
         'mentioned most.',
     'the ferry'),
    (EM, 'Although the ferry is the setting of the whole passage, Mara Quill is '
         'the one mentioned most often.',
     'Mara Quill'),
    (EM, 'Mara Quill (she/her appears in nearly every sentence).',
     'Mara Quill'),
    (EM, 'Mara Quill and the ferry are close, but Mara Quill edges ahead by a '
         'single mention.',
     'Mara Quill'),
    (EM, 'I first counted only the literal string "the ferry", but once "the '
         'boat" and "the vessel" are included as mentions of it, its lead grows '
         'further. Answer: the ferry.',
     'the ferry'),
    (EM, '## Answer\n\nEntity mentioned most: *Mara Quill*\n\n## Reasoning\n\nThe '
         'ferry appears in only two sentences, whereas Mara is the subject of '
         'almost every clause.',
     'Mara Quill'),
    (SI, 'The speaker of this line is Old Zhou.',
     'Old Zhou'),
    (SI, '说话人是林乔。',
     '林乔'),
    (SI, 'Based on the context, this line is spoken by **Teacher Zhao** (赵老师), '
         'who is addressing the class.',
     'Teacher Zhao'),
    (SI, "Lin Qiao says this — she's responding to Old Zhou's question in the "
         'previous line.',
     'Lin Qiao'),
    (SI, '答案：老周',
     '老周'),
    (SI, "I'm sorry, but I can't help identify speakers in this text.",
     REFUSED),
    (SI, "Hmm, it can't be Old Zhou, since he left the room two paragraphs "
         'earlier. The speaker must be Teacher Zhao.',
     'Teacher Zhao'),
    (SI, 'Speaker: Lin Qiao (林乔)',
     'Lin Qiao'),
    (ORD, 'The correct order is: <s 2>, <s 0>, <s 3>, <s 1>',
     [2, 0, 3, 1]),
    (ORD, 'Order: 1, 3, 0, 2',
     [1, 3, 0, 2]),
    (ORD, 'First comes sentence 0, which introduces the topic. Then sentence 2 '
          'develops it, followed by sentence 1, and sentence 3 wraps things up.\n\n'
          'So: 0 → 2 → 1 → 3',
     [0, 2, 1, 3]),
    (ORD, 'Sentence 3 clearly comes first because it introduces the main '
          "character. After that, I'm not sure about the rest.",
     NONE),
    (ORD, '**Final order:** [3, 1, 2, 0]',
     [3, 1, 2, 0]),
    (ORD, '<s 1> <s 0> <s 2> <s 3>',
     [1, 0, 2, 3]),
    (ORD, 'My first attempt was 2, 1, 0, 3 — but <s 0> refers to "the decision", '
          'which is only made in <s 3>, so <s 3> has to come before <s 0>.\n\n'
          'Revised order: 2, 1, 3, 0',
     [2, 1, 3, 0]),
    (ORD, '```\n<s 0>\n<s 3>\n<s 2>\n<s 1>\n```\nExplanation: <s 0> sets the '
          'scene, <s 3> introduces the problem, <s 2> describes the attempt to fix '
          'it, and <s 1> gives the outcome.',
     [0, 3, 2, 1]),
]

KNOWN_MISSES: dict[tuple[str, str], str] = {
    (BD, '```json\n{"bridging": "yes", "anaphor": "the roof", "antecedent": "the barn"}\n```'):
        "of a JSON object's several answer keys the antecedent comes first, whatever the task "
        "asks; the yes/no under 'bridging' is not taken",
    (BA, 'The earlier noun phrase is "the hallway": "the carpet" is read as the hallway\'s '
         'carpet.'):
        "'noun phrase' is no role the short-answer reader knows, so the quoted anaphor after "
        "the colon is taken",
    (RI, 'Not "because" — the second sentence doesn\'t explain the first. It\'s more like '
         '"instead": he didn\'t take the bus; instead, he walked.'):
        "the reply opens by rejecting 'because'; the pattern reader keeps that first quoted "
        "connective, not the 'instead' of 'more like'",
    (RI, 'Not "but", since there\'s no contrast. The second sentence simply continues '
         'the narrative, so "then" fits best.'):
        "'then' is no connective the pattern reader knows (prose uses it for other jobs), so "
        "the 'since' of the reasoning is taken",
}
