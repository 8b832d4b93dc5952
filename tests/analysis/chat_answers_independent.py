"""Chat-style replies written apart from the answer reader, by writers who never saw its code
or the other fixtures (self-written), with a careful person's reading of each.

Thirty-five sets of 96 replies over 13 tasks were each scored once, as written, before any rule
was changed for them; the readings they showed wrong were then made general rules. Kept here
so those rules stay. The expected values use each task's label set: VAGUE is the temporal label
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
    # --- the fourth set ---
    (T, '**AFTER**',
     'AFTER'),
    (T, '## Temporal Relation\n\n| Event | Trigger | Anchor |\n|---|---|---|\n| e1 | *signed* | '
        '"once the talks ended" |\n| e2 | *talks* | Tuesday morning |\n\nThe signing (e1) only '
        'takes place once the talks (e2) are over, so e1 comes **after** e2.\n\n**Answer: AFTER**',
     'AFTER'),
    (T, '<think>\ne1 = "the war", spans several years. e2 = "the bombing of the bridge", a '
        'single event in 1943, which the passage places during the war. So e1 contains e2. Or is '
        'it the reverse? No: the war is the bigger interval.\n</think>\n\nINCLUDES',
     'INCLUDES'),
    (T, 'At first glance this might look like **BEFORE**, since the passage mentions the flood '
        "first and the evacuation second. But order of mention isn't order of occurrence.\n\nKey "
        'sentence: *"Residents were evacuated **while** the river was still rising."*\n\n- e1 = '
        '*evacuated*\n- e2 = *rising* (the flood)\n\nThe evacuation happens inside the time span '
        'of the flood; it neither starts before it nor outlasts it. That rules out SIMULTANEOUS '
        "(the two intervals aren't co-extensive) and INCLUDES (that would be the other "
        'direction).\n\n### Final answer\n**IS_INCLUDED**',
     'IS_INCLUDED'),
    (T, '```json\n{"relation": "SIMULTANEOUS", "confidence": 0.72}\n```',
     'SIMULTANEOUS'),
    (T, 'The passage gives no temporal link between *resigned* (e1) and *announced* (e2): they '
        'belong to two separate threads of the article and no time expression connects them.\n\n'
        '**Relation:** NONE',
     'NONE'),
    (T, 'It\'s hard to say definitively. e1 ("arrived") could be BEFORE e2 ("left") if we read '
        'the passage chronologically, but "as" in "as she left, he arrived" could equally mean '
        'the two happened at the same moment, i.e. SIMULTANEOUS. Both readings are defensible '
        'given the text.',
     NONE),
    (T, 'e1 BEFORE e2? Actually no: "after he had eaten" puts the eating (e2) first, and the '
        'walk (e1) follows it. So e1 is AFTER e2.\n\n**Final: AFTER**',
     'AFTER'),
    (R, 'elaboration',
     'elaboration'),
    (R, '**Relation:** `causal`\n\n- Unit 1: *The roads iced over overnight.*\n- Unit 2: '
        "*Several schools closed.*\n\nUnit 1 gives the cause and Unit 2 the effect. It isn't "
        '*explanation*, because the cause comes first rather than being offered as a '
        'justification afterwards.',
     'causal'),
    (R, '## Analysis\n\nThe second unit opens with **"although"**, which signals that the '
        'expectation raised by the first unit is being countered.\n\n| Candidate | Fit |\n'
        '|---|---|\n| contrast | partial: there is opposition, but not symmetric |\n| concession '
        '| strong: "although" concedes a point |\n| elaboration | no |\n\n**Answer: concession**',
     'concession'),
    (R, '关系是 **attribution**（归属）：第二个单元"据警方称"引出了第一个单元中信息的来源。',
     'attribution'),
    (R, '<think>\nU1: "If the weather holds," U2: "we\'ll sail on Friday." Conditional clause -> '
        'condition.\n</think>\n**condition**',
     'condition'),
    (R, "I can't determine the relation without seeing both text units: only the first unit "
        '("The museum reopened in May") was included in your message. Could you paste the second '
        'one?',
     REFUSED),
    (R, 'The answer is purpose: "in order to secure funding" states the goal of the action '
        "described in the first unit.\n\nLet me know if you'd like a comparison with related "
        'labels such as *mode* or *condition*.',
     'purpose'),
    (R, '{"label": "temporal", "reason": "\'afterwards\' orders the two events in time"}',
     'temporal'),
    (M, 'Exclusionary',
     'Exclusionary'),
    (M, '**Sense:** Temporal\n\n"She had *just* left": here *just* means "a moment ago".',
     'Temporal'),
    (M, 'In "It\'s just not fair", *just* intensifies the statement rather than restricting it. '
        'It isn\'t Exclusionary (nothing is being excluded, there\'s no "only" reading) and it '
        "isn't Temporal. It's **Emphatic**.",
     'Emphatic'),
    (M, 'This could be Unelaboratory ("I just think so", declining to say more) or '
        'Unexplanatory. In "I just didn\'t want to go", the speaker is refusing to give a reason '
        "for the action rather than refusing to elaborate on a claim. Hmm. On balance I'd lean "
        'toward **Unexplanatory**.',
     'Unexplanatory'),
    (MO, '### Answer\n**Consequence**: in "Hurry up, otherwise you\'ll miss the bus", '
         "*otherwise* introduces what follows if the instruction isn't carried out.",
     'Consequence'),
    (MO, 'Exception.',
     'Exception'),
    (MO, '"Otherwise" here could be read as Argumentation (introducing a counter-point to the '
         'previous claim) or as Enumeration (adding one more item to the list of reasons). '
         "Without more context I'd hesitate to pick one over the other.",
     NONE),
    (MO, 'Label: **Argumentation**\n\nThe speaker uses *otherwise* to back up a claim: "We must '
         'have been invited, otherwise why would they have sent the tickets?"',
     'Argumentation'),
    (YN, 'Yes.',
     'yes'),
    (YN, 'No',
     'no'),
    (YN, '**Do they corefer? → No**\n\n- *Mention A*: "the doctor" refers to Dr. Hale.\n- '
         '*Mention B*: "she" refers to the nurse, the subject of the preceding clause.',
     'no'),
    (YN, '<think>\n"the company" and "it". Is "it" pleonastic? No: "it announced record '
         'profits", so it\'s the company. Corefer.\n</think>\n\nyes',
     'yes'),
    (YN, '是的，这两个提及指向同一个实体："那位老师"和后面的"他"都指王先生。',
     'yes'),
    (YN, '```json\n{"coreferent": false}\n```',
     'no'),
    (YN, 'Yes, both refer to the captain. Hmm, actually, on a closer look, "the officer" is '
         "introduced in line 3 as the captain's first mate, so they are different people.\n\n"
         '**Answer: No.**',
     'no'),
    (YN, 'Short answer: **yes**.\n\nThe pronoun *they* in the second sentence picks up "the '
         'twins"; there\'s no other plural antecedent available. Let me know if you want me to '
         'mark up the full coreference chain!',
     'yes'),
    (BD, 'No.',
     'no'),
    (BD, '## Bridging Detection\n\n**Anaphor:** *the engine*\n**Candidate antecedent:** *an old '
         'tractor*\n\nThe engine is part of the tractor, a classic part–whole bridging '
         'relation.\n\n**Answer: Yes**',
     'yes'),
    (BD, 'Yes, there\'s a bridging relation: "the author" is inferable from "a new novel" (every '
         'book has an author).',
     'yes'),
    (BD, "I'm not able to tell from the information given: the anaphor you've marked doesn't "
         "appear in the passage text, so I can't assess whether it bridges to an earlier noun "
         'phrase.',
     REFUSED),
    (BD, '<reasoning>\nAnaphor "the windows". Earlier NP: "the meeting". Windows aren\'t part of '
         'a meeting, and no building has been mentioned. No associative link.\n</reasoning>\n'
         'Answer: no',
     'no'),
    (BD, '| Anaphor | Earlier NP | Relation | Bridging? |\n|---|---|---|---|\n| the price | a '
         'used bicycle | attribute-of | ✅ |\n\nSo: **yes**.',
     'yes'),
    (BD, 'No. "The dog" is directly coreferent with "a terrier" mentioned earlier. That\'s '
         'identity anaphora, not bridging.',
     'no'),
    (BD, '存在桥接关系："门"是前文"那栋房子"的一部分。答案：是',
     'yes'),
    (C, '5',
     5),
    (C, '**Entities mentioned:**\n1. Mara\n2. her brother\n3. the ferry\n4. the harbour\n\n'
        '**Total: 4**',
     4),
    (C, 'Let me go through the passage mention by mention:\n\n- "Professor Lin" → entity 1\n- '
        '"her lab" → entity 2\n- "two students" → entity 3 (treated as one group)\n- "the grant" '
        '→ entity 4\n- "she" → same as Professor Lin, not new\n- "the university" → entity 5\n- '
        '"the review committee" → entity 6\n- "it" (in "it was approved") → the grant again, not '
        'new\n\nSo the passage mentions **6** distinct entities.',
     6),
    (C, 'I count 8 distinct entities. Wait, "the captain" and "Ellis" are the same person, so I '
        'should subtract one: **7**.',
     7),
    (C, '{"count": 3, "entities": ["the fox", "the farmer", "the henhouse"]}',
     3),
    (C, 'Depending on whether you count the group "the villagers" as one entity or several, the '
        'answer is either 4 or 5.',
     NONE),
    (C, '文中共提到 **8** 个不同的实体。',
     8),
    (C, 'There are nine distinct entities (Tom, Sue, their car, the garage, the mechanic, the '
        'bill, the bank, the manager, and the weekend trip).',
     9),
    (MRC, 'B',
     1),
    (MRC, '**Answer: C) at the market**\n\nThe passage says Lena spotted the ring glinting '
          'between two fruit stalls.',
     2),
    (MRC, '<think>The ring was lost on the ferry, then found by a fisherman on the quay, which '
          'is the harbour. A.</think>\nA',
     0),
    (MRC, "Let's rule the options out one by one:\n\n- **A) at the harbour**: the harbour is "
          'where it was *lost*, not found. ❌\n- **B) at the station**: never mentioned. ❌\n- '
          '**C) at the market**: she searched there but came up empty. ❌\n- **D) at home**: the '
          'ring turns up in the pocket of her winter coat in the hallway. ✅\n\n**Final answer: '
          'D**',
     3),
    (MRC, "The ring definitely wasn't found at the station, and it wasn't at the market either; "
          'both are ruled out in the second paragraph.',
     NONE),
    (MRC, 'The ring was found at home (option D).',
     3),
    (MRC, '```json\n{"answer": "B", "evidence": "handed in at the lost-property desk of the '
          'station"}\n```',
     1),
    (MRC, "I'd initially say A, since the story opens at the harbour. But actually the ring "
          "turns up later, when the stall-keeper hands it back to her, and that's the market. So "
          'the correct option is **C**.',
     2),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, '**Antecedent:** *the old farmhouse*\n\n"The roof" is understood as the roof of the old '
         'farmhouse mentioned in sentence 1.',
     'the old farmhouse'),
    (BA, '<think>anaphor "the driver". Earlier NPs: "a taxi", "the airport". The driver of the '
         'taxi.</think>\n\na taxi',
     'a taxi'),
    (BA, '| Anaphor | Antecedent | Relation |\n|---|---|---|\n| the chapters | **the thesis** | '
         'part-of |',
     'the thesis'),
    (BA, '"The sink" depends on "the bathroom"... wait, no: the bathroom is only mentioned after '
         'the sink. The earlier noun phrase is "the apartment", so the antecedent is **the '
         'apartment**.',
     'the apartment'),
    (BA, 'Most likely *the pot*, since a lid is a typical part of a pot, although "the jar" in '
         'the first sentence is also conceivable.',
     'the pot'),
    (BA, '"屋顶"依存于前文的"那座教堂"。',
     '那座教堂'),
    (BA, 'Answer: the concert. "The audience" is the audience of the concert.',
     'the concert'),
    (RI, 'because',
     'because'),
    (RI, '**Connective:** *however*\n\nSentence 2 contrasts with sentence 1 (sales rose / '
         'profits fell).',
     'however'),
    (RI, 'The best connective is "as a result": the second sentence describes the consequence of '
         'the storm.',
     'as a result'),
    (RI, '<think>S1: He studied hard for weeks. S2: He failed the exam. Contrast / concession. '
         '"but" or "nevertheless"; "nevertheless" suits the formal register better.</think>\n'
         '**nevertheless**',
     'nevertheless'),
    (RI, '| Connective | Fit |\n|---|---|\n| and | too weak |\n| so | plausible |\n| for example '
         '| ✅ best |\n\nSentence 2 gives a concrete instance of the claim in sentence 1, so '
         '**for example** is the best fit.',
     'for example'),
    (RI, 'Either "meanwhile" or "then" could work, but **meanwhile** best captures that the two '
         'actions overlap in time.',
     'meanwhile'),
    (RI, 'I\'d join them with **"in other words"**, since S2 restates S1 in simpler terms.',
     'in other words'),
    (RI, '{"connective": "then"}',
     'then'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, '## Most Frequent Entity\n\n| Entity | Mentions |\n|---|---|\n| Mara Quill | 6 |\n| '
         '**the ferry** | **9** |\n| the harbourmaster | 4 |\n| the dog | 3 |\n\nThe **ferry** '
         'is mentioned most often.',
     'the ferry'),
    (EM, '<think>Counting with pronouns: Mara (she, her...) 7, ferry 5, harbourmaster 2. Mara '
         'wins.</think>\nMara',
     'Mara'),
    (EM, 'At first I\'d guess the ferry, but once pronouns ("she", "her") are counted, Mara '
         'Quill comes out ahead.\n\n**Answer: Mara Quill**',
     'Mara Quill'),
    (EM, 'The harbourmaster is mentioned most often: 5 times, compared to 4 for Mara.',
     'the harbourmaster'),
    (EM, "It's a tie: Mara Quill and the ferry are each mentioned five times.",
     NONE),
    (EM, '出现次数最多的实体是 **the dog**（那条狗），共出现 6 次。',
     'the dog'),
    (EM, '```json\n{"entity": "Mara Quill", "count": 8}\n```',
     'Mara Quill'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, '说这句话的是**林巧**。她刚才问了价格，这一句是她接着抱怨的。',
     '林巧'),
    (SI, '**Speaker:** Teacher Zhao\n\nThe line "Hand in your homework by Friday" follows '
         "Zhao's previous turn and fits a teacher's role.",
     'Teacher Zhao'),
    (SI, '<think>\n标记的句子："你又迟到了！" 上一句是小明在道歉，所以这句应该是王经理说的。\n'
         '</think>\n王经理',
     '王经理'),
    (SI, "It's not Mrs. Patel, since she left the room two lines earlier. And it can't be "
         "Daniel, because he's the one being addressed. That leaves **Grace**.",
     'Grace'),
    (SI, "The dialogue has no speaker tags anywhere near the marked line, so I can't determine "
         'who says it.',
     REFUSED),
    (SI, 'Answer: 老李',
     '老李'),
    (SI, '{"speaker": "Aunt Mei"}',
     'Aunt Mei'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, '**Correct order:** <s 1> → <s 3> → <s 0> → <s 2>',
     [1, 3, 0, 2]),
    (ORD, '- <s 3> introduces the character, so it opens the paragraph.\n- <s 0> describes her '
          'arrival at the station.\n- <s 2> refers back to "the train" from <s 0>.\n- <s 1> '
          'wraps things up.\n\n**Order: 3, 0, 2, 1**',
     [3, 0, 2, 1]),
    (ORD, 'The sequence is <s 0>, <s 2>, <s 1>.',
     NONE),
    (ORD, '<think><s 2> starts with "First", <s 0> with "Then", <s 1> with "After that", <s 3> '
          'with "Finally". So 2, 0, 1, 3.</think>\n[2, 0, 1, 3]',
     [2, 0, 1, 3]),
    (ORD, 'Order: 0 1 2 3. Hmm, no: <s 1> refers back to "the letter", which is only introduced '
          'in <s 2>. Revised order: **0, 2, 1, 3**.',
     [0, 2, 1, 3]),
    (ORD, '```json\n{"order": [3, 1, 0, 2]}\n```',
     [3, 1, 0, 2]),
    (ORD, '| Position | Sentence |\n|---|---|\n| 1 | <s 1> |\n| 2 | <s 0> |\n| 3 | <s 2> |\n| 4 '
          '| <s 3> |',
     [1, 0, 2, 3]),
    # --- the fifth set ---
    (T, '<think>\nOkay, so e1 is "signed" and e2 is "negotiated". The passage says the treaty '
        'was signed in March after months of talks. So the signing... hmm, is e1 before e2? The '
        'talks were negotiated first, then signed. So e1 happens BEFORE e2? No wait, I have it '
        'backwards. e1 = signed, e2 = negotiated. Negotiation comes first, signing comes later. '
        "So e1 is later than e2, which means e1 AFTER e2.\n\nLet me double check there's no "
        'overlap — could the signing be part of the negotiation (INCLUDES/IS_INCLUDED)? The text '
        'says "after months of talks, the treaty was finally signed", so the talks ended before '
        'the signing. No overlap.\n</think>\n\n**AFTER**',
     'AFTER'),
    (T, "Sure! I'd be happy to help with this.\n\nThe question is asking: what is the temporal "
        'relation between e1 ("announced") and e2 ("meeting")? Is it BEFORE, AFTER, INCLUDES, '
        'IS_INCLUDED, SIMULTANEOUS, or NONE?\n\nLooking at the passage, the CEO announced her '
        "resignation *during* the shareholders' meeting. The meeting is the longer event and the "
        'announcement happens inside of it.\n\nSo the answer is: IS_INCLUDED\n\nLet me know if '
        'you have any other questions!',
     'IS_INCLUDED'),
    (T, 'SIMULTANEOUS',
     'SIMULTANEOUS'),
    (T, '```json\n{\n  "e1": "war",\n  "e2": "bombed",\n  "relation": "INCLUDES",\n  "reason": '
        '"The bombing of the bridge took place within the span of the war."\n}\n```',
     'INCLUDES'),
    (T, '<think>\n嗯，我来看看这段话。e1 是 "explosion"，e2 是 "evacuated"。原文说 "After the '
        'explosion, residents were evacuated from the block." 所以爆炸先发生，然后才撤离。e1 在 '
        'e2 之前。有没有可能是 SIMULTANEOUS？不太可能，"After" 已经明确了先后顺序。\n</think>\n\n'
        '答案：BEFORE',
     'BEFORE'),
    (T, 'This one is tricky. The passage says the lights went out "as" the orchestra began to '
        'play. "As" can mean the two things happen at the same moment (SIMULTANEOUS), but it can '
        'also be read as the lights going out just before the first note (BEFORE). Both readings '
        "are defensible and the text doesn't give enough detail to decide between them, so I'd "
        "say it's either BEFORE or SIMULTANEOUS.",
     NONE),
    (T, "Let's go through the options:\n\n- BEFORE / AFTER: the passage never says which of the "
        'two happened first.\n- INCLUDES / IS_INCLUDED: neither event contains the other; one is '
        'a trip to Lisbon last year, the other is a promotion mentioned with no date.\n- '
        'SIMULTANEOUS: no indication they happened at the same time.\n\nSince the text gives no '
        'temporal link between e1 (visited) and e2 (promoted), the relation is **NONE**.',
     'NONE'),
    (T, 'Answer: after\n\nExplanation: e1 (the funeral) takes place after e2 (the death of the '
        'poet), which is stated in the second sentence "Three days after he died, a funeral was '
        'held in his hometown." ',
     'AFTER'),
    (R, 'causal',
     'causal'),
    (R, '<think>\nUnit 1: "The roads were closed." Unit 2: "There had been heavy snow '
        'overnight."\nUnit 2 gives the reason for unit 1. Is that causal or explanation? In this '
        'scheme, causal is usually cause → effect order, where the first unit causes the second. '
        'Here the effect comes first and the second unit explains why. That fits "explanation" '
        'better. Hmm, but some annotators would still put causal... The ordering matters though: '
        "the second argument is offered as a justification/reason for the first. I'll go with "
        'explanation.\n</think>\n\n**Relation: explanation**',
     'explanation'),
    (R, 'Great question! Let\'s break it down.\n\nUnit 1: "Although the museum was officially '
        'closed,"\nUnit 2: "the guard let us in through the side door."\n\nThe word "although" '
        'is a strong signal here. Unit 1 sets up an expectation (the museum is closed, so we '
        "can't get in), and unit 2 goes against that expectation. This is a classic example of a "
        '**Concession** relation.\n\nI hope that helps! Feel free to ask if you want me to '
        'explain any of the other relation types.',
     'concession'),
    (R, '{"label": "elaboration"}',
     'elaboration'),
    (R, 'Step 1: Unit A says "Her brother loves football." Unit B says "she can\'t stand '
        'sports."\nStep 2: There\'s an opposition between the two siblings\' preferences.\nStep '
        '3: Candidate labels: contrast or concession. Concession would mean unit A creates an '
        'expectation that B denies. Does liking football imply she likes sports? Hmm, maybe '
        "weakly — siblings often share interests...\n\nWait, actually no. That's too much of a "
        "stretch; there's no real expectation being denied, just two things compared side by "
        'side.\n\nSo the relation is contrast.',
     'contrast'),
    (R, '这两个文本单元之间的关系是 **attribution**（归属关系）。第一个单元 "The minister '
        'claimed" 引出了说话人，第二个单元 "that the budget would be balanced by 2026" 是被转述的'
        '内容。所以标签是 attribution。',
     'attribution'),
    (R, "I'm sorry, but I can't determine the relation — your message only includes the list of "
        "labels, and the two text units seem to be missing. If you paste them in, I'll happily "
        'classify the relation for you.',
     REFUSED),
    (R, '| Label | Fit | Notes |\n|---|---|---|\n| causal | low | no cause-effect |\n| purpose | '
        '**high** | "in order to" marks a goal |\n| condition | low | no "if" |\n| temporal | '
        'low | no time ordering |\n\nUnit 2 ("in order to catch the early bus") states the goal '
        'of unit 1 ("She left the house at six"). \n\n**Answer: purpose**',
     'purpose'),
    (M, 'Exclusionary — in "I just want two tickets, nothing else," "just" means "only," '
        'restricting the request to two tickets.',
     'Exclusionary'),
    (M, '<think>\nSentence: "She had just walked in when the phone rang."\n"just" here... could '
        'be Emphatic? No, it\'s not intensifying anything. Exclusionary would be "only", '
        "doesn't fit either. It's telling us that the walking-in happened a very short time "
        "before the phone rang. That's the time sense.\n</think>\n\nTemporal",
     'Temporal'),
    (M, 'In the sentence "It\'s just not fair that they cancelled the trip," the word "just" is '
        'being used to intensify the speaker\'s statement — it adds emotional force to "not '
        'fair." So this is the **Emphatic** sense.\n\nIt isn\'t Exclusionary, because it '
        'doesn\'t mean "only," and it isn\'t Temporal, since nothing about timing is involved.',
     'Emphatic'),
    (M, 'Label: Adjective\n\nHere "a just ruler" uses "just" to mean fair or morally right, '
        'modifying the noun "ruler".',
     'Adjective'),
    (MO, '"Hurry up, otherwise we\'ll miss the last train."\n\nHere "otherwise" means "if you '
         'don\'t (hurry)" — it introduces what will happen if the first clause isn\'t carried '
         "out. That's the **Consequence** sense.",
     'Consequence'),
    (MO, '<think>\n"The hotel room was a little cold; otherwise, it was perfect."\nSo '
         '"otherwise" = "apart from that". The coldness is the exception, and everything else '
         "was fine. Argumentation? No, there's no argument being made. Enumeration? No list. So "
         'it\'s Exception.\n</think>\n\nThe sense of "otherwise" is **Exception**.',
     'Exception'),
    (MO, 'Hmm, this is ambiguous. "He must have known about the plan — otherwise, why would he '
         'have left early?" could be read as Argumentation (the "otherwise" clause supports the '
         "claim that he knew) or as Consequence (if he hadn't known, he wouldn't have left). I "
         "can see arguments for both, and I'm not sure which the annotation scheme intends here.",
     NONE),
    (MO, '```json\n{"sense": "Enumeration"}\n```',
     'Enumeration'),
    (YN, 'Yes.',
     'yes'),
    (YN, 'No. The two mentions refer to different people: [Mention 1] "the doctor" is Dr. Hale, '
         'while [Mention 2] "she" refers to the nurse who brought the chart in the following '
         'sentence.',
     'no'),
    (YN, '<think>\nPassage: "Peter thanked John because he had helped him move." Mention 1 = '
         '"John", Mention 2 = "he".\n"he" could grammatically be Peter or John. But Peter is the '
         'one thanking, so the helper must be John. "him" = Peter. So "he" = John. That means '
         'the two mentions corefer.\n</think>\n\n**Yes**, they corefer — "he" refers back to '
         'John.',
     'yes'),
    (YN, '不，这两个提及不指代同一个实体。"the old bridge" 指的是河上的旧桥，而 "it" 在第三句里指'
         '的是那辆卡车。\n\n答案：no',
     'no'),
    (YN, 'To answer the question of whether "the company" and "it" refer to the same entity in '
         'this passage: yes, they do! "It" clearly refers back to the company when the passage '
         'says "it reported record profits last quarter."\n\nLet me know if you\'d like me to '
         'look at any other mention pairs!',
     'yes'),
    (YN, 'At first glance it looks like yes, since both mentions are "the president." But wait — '
         'the first one is "the president of the chess club" and the second is the president of '
         'the country, who gives a televised speech. Same words, different people. So no, they '
         "don't corefer.",
     'no'),
    (YN, '```json\n{"coreferent": false}\n```',
     'no'),
    (YN, '**Answer:** Yes\n\n- Mention A: "Ms. Okafor" (sentence 1)\n- Mention B: "the new '
         'principal" (sentence 3)\n- The third sentence describes the new principal\'s first '
         "day, and the passage earlier says Ms. Okafor was hired as principal, so they're the "
         'same person.',
     'yes'),
    (BD, 'No',
     'no'),
    (BD, '<think>\nAnaphor: "the door". Earlier NP: "an abandoned house".\nThe door belongs to '
         "the house — part/whole relation. It's not coreferent (the door is not the house), but "
         "it can only be interpreted via the house. That's the textbook bridging case.\n"
         '</think>\n\nYes',
     'yes'),
    (BD, "Sure! A bridging relation exists when an anaphor isn't coreferent with an earlier "
         'mention, but can only be understood through its relation to one.\n\nIn this passage, '
         '"the engine" is related to "a used car" mentioned earlier — the engine is a part of '
         'the car. So, **yes**, there is a bridging relation between them.\n\nHope that helps!',
     'yes'),
    (BD, 'No bridging relation here. "The waiter" is introduced in the second sentence, but '
         "there's no earlier noun phrase it relates to — the passage never mentions a restaurant "
         'or café, only "the park" and "my sister," and a waiter isn\'t associated with '
         'either.\n\nAnswer: no',
     'no'),
    (BD, '存在桥接关系。"the author" 与前文的 "a novel" 之间是一种关联关系：小说必然有作者，所以 '
         '"the author" 需要依赖 "a novel" 才能理解。\n\n所以答案是：是（yes）。',
     'yes'),
    (BD, 'Yes — wait, actually, looking again: "the tickets" in sentence 3 is just referring '
         'back to "two tickets" in sentence 1. That\'s direct coreference, not bridging. '
         "There's no other earlier NP it depends on.\n\nSo there is no bridging relation.",
     'no'),
    (BD, '```json\n{\n  "bridging": "yes",\n  "anaphor": "the nurses",\n  "antecedent": "the '
         'hospital"\n}\n```',
     'yes'),
    (BD, 'Step 1: Identify the anaphor — "the captain".\nStep 2: Look for an earlier noun phrase '
         'it could depend on. Candidates: "the weather", "the town".\nStep 3: Neither the '
         'weather nor the town has a captain as a natural part or role. (If there were a ship or '
         'a team, it\'d be different.)\nStep 4: "The captain" is actually introduced as a new, '
         'known-by-context character.\n\nFinal answer: no',
     'no'),
    (C, '11',
     11),
    (C, '<think>\nLet me list the entities.\n1. Mara\n2. her brother\n3. Tom\n4. the dog\n5. the '
        'ferry\n6. the harbourmaster\nHmm, wait. "her brother" and "Tom" — the second sentence '
        'says "her brother Tom", so that\'s the same person. Remove one.\nSo: Mara, Tom (her '
        'brother), the dog, the ferry, the harbourmaster = 5.\n</think>\n\nThere are 5 distinct '
        'entities.',
     5),
    (C, "Let's count the distinct entities in the passage:\n\n1. Dr. Ellis\n2. the clinic\n3. "
        "the patient\n4. the patient's daughter\n5. the ambulance\n6. the city\n7. the storm\n\n"
        'That gives us a total of **7 distinct entities**. Note that "she" and "the doctor" both '
        "refer to Dr. Ellis, so I didn't count them separately.",
     7),
    (C, "I can't give a reliable count — the passage itself didn't come through in your message, "
        'only the instructions. Could you paste the text?',
     REFUSED),
    (C, '文中提到的不同实体有：\n- 张伟\n- 他的妻子\n- 出租车\n- 机场\n- 航班\n- 警察\n\n共6个。',
     6),
    (C, 'I count 9 entities: the captain, Hollis, the crew, the ship, the island, the storm, the '
        'lighthouse, the keeper, and the radio.\n\nHmm, actually "the captain" and "Hollis" are '
        'the same person — the passage says "Captain Hollis" in the first line. I '
        'double-counted. Final count: 8.',
     8),
    (C, '{"count": 3}',
     3),
    (C, 'I count three distinct entities: the teacher, the students (as a group), and the school '
        'bus. Wait — the bus driver is mentioned too, in the last sentence ("the driver waved"). '
        'That makes four.',
     4),
    (MRC, 'A',
     0),
    (MRC, 'The ring was found at the market (C). The passage says a vendor noticed it between '
          'the crates of oranges.',
     2),
    (MRC, '<think>\nQuestion: Where was the ring found?\nPassage: she lost it on the way home, '
          'searched the station first, then went back to the market... Options: A harbour, B '
          'station, C market, D home.\nShe searched the station — not found there. The market — '
          '"nothing there either". Then: "Later that evening, she found it under the sink at '
          'home." So D.\n</think>\n\n**D) at home**',
     3),
    (MRC, "It's definitely not A or D. The passage says she never went near the harbour that "
          "day, and she had already searched the whole house before leaving, so it couldn't have "
          'been at home. That leaves B (the station) or C (the market).',
     NONE),
    (MRC, 'Great question! Looking at the passage, Mara mentions that the ring "turned up in the '
          'lost-property office at the station" two days after she lost it. Therefore, the '
          "correct answer is **B) at the station**.\n\nLet me know if there's anything else I "
          'can help you with!',
     1),
    (MRC, '根据文章，戒指是渔夫在港口的码头上找到的。\n\n答案：A',
     0),
    (MRC, '```json\n{"answer": "C"}\n```',
     2),
    (MRC, 'Answer: B\n\nHmm, wait — re-reading the passage, the station is where she *lost* the '
          'ring, not where it was found. The fisherman found it tangled in a net at the '
          'harbour. \n\nCorrect answer: A) at the harbour',
     0),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, 'The anaphor "the roof" depends on **the old barn** mentioned in the first sentence — '
         "it's the barn's roof that collapsed under the snow.",
     'the old barn'),
    (BA, '<think>\nAnaphor: "the sink". Earlier NPs: "the apartment", "the bathroom", "a '
         'plumber".\nSinks can be in kitchens or bathrooms. The apartment is the broader '
         'place... but the sentence before says "She went into the bathroom to wash her face", '
         'so the sink is the bathroom\'s sink. The closest and most specific anchor is "the '
         'bathroom".\n</think>\n\nAntecedent: the bathroom',
     'the bathroom'),
    (BA, 'In this passage, the anaphor "the driver" is a bridging reference. The driver hasn\'t '
         "been mentioned directly before, but it's connected to **a taxi** in sentence 2 — every "
         'taxi has a driver, so the reader can infer who "the driver" is.\n\nSo the antecedent '
         'is: a taxi.',
     'a taxi'),
    (BA, '"the pages" 的先行词是 "an old '
         'diary"（一本旧日记）。页面是日记的一部分，所以这是部分—整体的桥接关系。',
     'an old diary'),
    (BA, 'It\'s either "the house" or "the garden" — the gate could belong to either one, and '
         'the passage doesn\'t make it clear. Both are plausible anchors for "the gate".',
     NONE),
    (BA, '```json\n{"anaphor": "the handle", "antecedent": "the suitcase"}\n```',
     'the suitcase'),
    (BA, 'My first thought was "the station", since it\'s the nearest noun phrase. But the lobby '
         'belongs to the hotel, not the station — the text says they "checked into a small hotel '
         'near the station" and then "waited in the lobby". So the antecedent is **a small '
         'hotel**.',
     'a small hotel'),
    (RI, 'because',
     'because'),
    (RI, '**However** — the second sentence ("The results were disappointing.") contrasts with '
         'the high expectations set up in the first.',
     'however'),
    (RI, '<think>\nS1: "The factory closed last spring." S2: "Hundreds of workers lost their '
         'jobs."\nRelation is cause → result. Candidates: "so", "therefore", "as a result". "so" '
         'is more of a clause-joiner; since S2 is a separate sentence, "As a result," reads most '
         'naturally at the start. "Therefore" is a bit formal/argumentative, it\'s more for '
         'logical inference than real-world consequences.\n</think>\n\nConnective: as a result',
     'as a result'),
    (RI, 'Sure! The best connective to join these two sentences would be "for example", since '
         'the second sentence gives a specific instance of the general claim in the first.\n\n'
         'Combined: "Many birds migrate long distances. For example, swallows fly to southern '
         'Africa each winter."\n\nLet me know if you\'d like a few alternatives!',
     'for example'),
    (RI, '最合适的连接词是 '
         '"then"（然后），因为这两个事件是按时间顺序发生的：先吃完晚饭，然后出门散步。',
     'then'),
    (RI, 'Let me consider a few options: "but", "in addition", "meanwhile".\n- "But" implies '
         'contrast, which isn\'t really there.\n- "In addition" would suggest the second '
         'sentence adds a point to an argument, which doesn\'t fit a narrative.\n- "Meanwhile" '
         'suggests the two things are happening at the same time, and the passage does describe '
         'the mother cooking while the kids are playing outside.\n\nSo: meanwhile',
     'meanwhile'),
    (RI, '{"connective": "in addition"}',
     'in addition'),
    (RI, "### Answer\n`instead`\n\n### Why\nSentence 1 says they didn't take the highway; "
         'sentence 2 says they took the coastal road. The second replaces the rejected option '
         'from the first, which is exactly what "instead" signals.',
     'instead'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The ferry is the most mentioned entity — I count 7 mentions ("the ferry", "the old '
         'boat", "it" ×4, "the vessel") versus 5 for Mara Quill.',
     'the ferry'),
    (EM, '<think>\nCount mentions.\nMara Quill: "Mara Quill" (s1), "she" (s2), "Mara" (s5) — 3.\n'
         'the ferry: s1, s4 — 2.\nthe harbourmaster: "the harbourmaster" (s2), "he" (s3), "the '
         'old man" (s3), "he" (s4), "the harbourmaster" (s6) — 5.\nthe dog: s3, s6 — 2.\nHmm, '
         'surprisingly the harbourmaster wins. Let me recount Mara... s5 "Mara" and "her" in s6? '
         '"her" in s6 is "her dog"... that\'s a mention of Mara too. So Mara = 4. Still less '
         'than 5.\n</think>\n\nThe entity mentioned most often is **the harbourmaster** (5 '
         'mentions).',
     'the harbourmaster'),
    (EM, 'Let me count the mentions of each entity in the passage:\n\n- Mara Quill: 8 (including '
         '"she" and "her")\n- the ferry: 6\n- the harbourmaster: 4\n- the dog: 3\n\nSo the '
         "entity mentioned most often is **Mara Quill**. Let me know if you'd like the full list "
         'of mentions!',
     'Mara Quill'),
    (EM, '出现次数最多的实体是那只狗（the dog），一共出现了6次，包括 "the dog"、"it" 和 "the '
         'little terrier"。',
     'the dog'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 6 |\n| the ferry | 6 |\n| the '
         'harbourmaster | 3 |\n| the dog | 2 |\n\nThat looks like a tie... but wait, I missed '
         'the "it" in the last sentence ("it finally docked at noon"), which refers to the '
         'ferry. That gives the ferry 7.\n\n**Answer: the ferry**',
     'the ferry'),
    (EM, '{"entity": "Mara Quill", "mentions": 9}',
     'Mara Quill'),
    (EM, 'Mara Quill — she\'s mentioned by name three times and referred to as "she" or "her" in '
         'almost every other sentence, far more than the ferry or the harbourmaster.',
     'Mara Quill'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, '这句话是林巧说的。从上下文看，她刚刚问了妈妈晚饭吃什么，接着又说'
         '"那我先去写作业了"，语气和内容都符合她的身份。',
     '林巧'),
    (SI, '<think>\n标记的句子是 "你怎么又迟到了？"\n说这句话的人应该是在批评别人。前一句是小李在'
         '解释 "路上堵车了"... 不对，小李的解释是在这句之后。所以顺序是：赵老师问 '
         '"你怎么又迟到了？"，然后小李回答堵车。\nCould it be Xiao Li\'s mother instead? She '
         "appears at the end, but she's not in the classroom scene. So it's the teacher.\n"
         '</think>\n\nThe marked line is spoken by **Teacher Zhao**.',
     'Teacher Zhao'),
    (SI, 'Based on the dialogue, the line "I told you the bridge would flood" is spoken by '
         "**Grandma Wei**. She's the one who warned everyone earlier in the conversation not to "
         'take the river road, so it makes sense that she\'d say "I told you."\n\nI hope this '
         "helps! Let me know if you'd like me to identify any other speakers.",
     'Grandma Wei'),
    (SI, '抱歉，根据现有的对话内容，我无法确定这句话是谁说的'
         '——标记的那句话前后都没有说话人提示，两个人都有可能。',
     REFUSED),
    (SI, "Speaker: 王师傅 (Master Wang)\n\nHe's the only one in the scene who would talk about "
         'fixing the engine.',
     '王师傅'),
    (SI, '```json\n{"speaker": "Ah Mei", "confidence": "high"}\n```',
     'Ah Mei'),
    (SI, 'It looks like 陈波 is speaking, since he was just addressed by name in the previous '
         'line... actually no — the marked line says "我们老板说明天再来", and 陈波 is the boss '
         'himself. So it must be his assistant, 小赵.',
     '小赵'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is: <s 1>, <s 3>, <s 0>, <s 2>',
     [1, 3, 0, 2]),
    (ORD, '<think>\ns0: "She ran back to the platform, but the train had already gone."\ns1: '
          '"Now she would have to wait until morning."\ns2: "Halfway there, she realised she had '
          'left her bag on the bench."\ns3: "Anna left the station and started walking to the '
          'hotel."\n\ns3 introduces Anna, so it\'s first. Then s2 "halfway there" refers to the '
          'walk. Then s0 she goes back... then s1 the consequence. So 3, 2, 0, 1.\nHmm wait, '
          'does s0 make sense after s2? She left her bag on the bench, runs back to the '
          "platform... but the train having gone doesn't matter for the bag. Let me reconsider — "
          'maybe s0 should come right after s3? No, "ran back" needs a reason to go back, and s2 '
          "gives that reason. I'll keep it.\n</think>\n\nOrder: 3, 2, 0, 1",
     [3, 2, 0, 1]),
    (ORD, 'Here are the sentences in the right order:\n\n1. <s 0> The storm rolled in just after '
          'noon.\n2. <s 3> Within minutes, the streets were flooded.\n3. <s 1> Shopkeepers '
          'rushed to pile sandbags in front of their doors.\n4. <s 2> By evening, the water had '
          'finally started to go down.\n\nSo the order is 0 → 3 → 1 → 2. Let me know if you want '
          'me to explain any of the transitions!',
     [0, 3, 1, 2]),
    (ORD, 'I think the order is 1, 0, 1, 3 — s1 introduces the main character, s0 describes the '
          'problem, and s3 wraps it up.',
     NONE),
    (ORD, '正确顺序：s3 → s1 → s0 → s2\n\ns3 是总起句，介绍了背景；s1 和 s0 按时间顺序描述事件；'
          's2 是结尾。',
     [3, 1, 0, 2]),
    (ORD, '{"order": [0, 2, 1, 3]}',
     [0, 2, 1, 3]),
    (ORD, 'Initial guess: [0, 1, 2, 3].\n\nBut s0 begins with "First, she checked the engine," '
          'which assumes we already know who "she" is and what she\'s doing — that\'s set up by '
          's1 ("Mara was preparing the ferry for its morning run."). So s1 has to come before '
          's0. s2 and s3 follow as they are.\n\nRevised order: [1, 0, 2, 3]',
     [1, 0, 2, 3]),
    # --- the sixth set ---
    (T, 'Looking at the passage, the announcement (e1) happens first, and the layoffs (e2) are '
        'described as coming "several weeks later." So e1 occurs before e2, and the relation is '
        '**BEFORE**.\n\nOne could consider INCLUDES if the announcement were framed as an '
        "extended period, but here it is clearly a single point event, so that reading doesn't "
        "hold up. Let me know if you'd like me to go through any other event pairs!",
     'BEFORE'),
    (T, '{"e1": "cheered", "e2": "crossed", "relation": "SIMULTANEOUS", "confidence": 0.81}',
     'SIMULTANEOUS'),
    (T, 'Answer: INCLUDES',
     'INCLUDES'),
    (T, '<think>\ne1 = "signed", e2 = "negotiations". The treaty was signed on the last day of '
        'the negotiations, so the signing falls within the negotiation period. Question asks e1 '
        'relative to e2. Signing is inside negotiations -> IS_INCLUDED, not INCLUDES (that would '
        'be the other direction).\n</think>\n\nIS_INCLUDED',
     'IS_INCLUDED'),
    (T, 'This one is genuinely ambiguous. The text says the storm "hit" while the ferry "was '
        'crossing," which could support SIMULTANEOUS, but it could just as well be read as the '
        "crossing containing the storm, i.e. INCLUDES from the ferry's side. Both readings are "
        "defensible, and without more context I'd be reluctant to pick one over the other.",
     NONE),
    (T, '| Event | Time anchor |\n|---|---|\n| e1: *elected* | June 2019 |\n| e2: *resigned* | '
        'March 2019 |\n\nSince the election (June) comes after the resignation (March):\n\n'
        '**Relation (e1 → e2):** AFTER',
     'AFTER'),
    (T, 'The relation is BEFORE — wait, actually, rereading the sentence, the "after" clause is '
        'attached to e1: "Rescuers arrived (e1) only after the bridge had collapsed (e2)." That '
        'means e1 comes later than e2, not earlier. Final answer: AFTER.',
     'AFTER'),
    (T, 'NONE. The two events sit in separate hypothetical scenarios — one is a meeting that '
        '"may be scheduled," the other a rumour about a merger — so the passage gives no basis '
        'for ordering them in time.',
     'NONE'),
    (R, '**Label:** concession\n\n**Justification:** Unit 2 ("although the reviews were poor") '
        'grants a point that runs against the main claim in Unit 1 (the film sold out), without '
        'undermining it.',
     'concession'),
    (R, "To determine the relation, let's consider what the second unit is doing. Unit 1 states "
        'that the company closed its Leeds office; Unit 2 says "because rents there had '
        'tripled." This gives the reason for the closure, which points to either *causal* or '
        '*explanation*.\n\nIn this framework, explanation is usually reserved for cases where '
        'the second unit justifies a claim or a belief, while causal covers real-world '
        "cause–effect links. Since the rent increase actually brought about the closure, I'd go "
        'with **causal**.',
     'causal'),
    (R, 'elaboration',
     'elaboration'),
    (R, '```json\n{\n  "unit_1": "The minister said",\n  "unit_2": "the budget would be balanced '
        'by 2026",\n  "relation": "Attribution"\n}\n```',
     'attribution'),
    (R, 'The relation is purpose: the second unit ("to save on fuel") expresses the goal behind '
        'the action described in the first (the airline reduced its cruising speed).',
     'purpose'),
    (R, "I'm sorry, but I can't determine the relation here — it looks like the two text units "
        "weren't included in your message, only the list of labels. If you paste them in, I'll "
        'be happy to classify the relation.',
     REFUSED),
    (R, '<think>Unit 2 starts with "if": "if the vote passes". Unit 1: "taxes will rise". '
        "Condition. Could it be temporal? No, there's no sequencing, just a hypothetical "
        'dependency.</think>\nCondition',
     'condition'),
    (R, 'Relation: contrast\n\nI considered concession, but nothing is actually being conceded '
        'here; the two units simply set two opposing facts side by side (sales rose in the '
        'north, while they fell in the south).',
     'contrast'),
    (M, 'In this sentence, "just" means "only" or "merely" — in "I just wanted a glass of '
        'water," it restricts what the speaker wanted to that one thing and excludes anything '
        'more. That corresponds to the **Exclusionary** sense.',
     'Exclusionary'),
    (M, 'Answer: Temporal — "she had just left" means she left a moment ago, so "just" locates '
        'the event in the very recent past.',
     'Temporal'),
    (M, '<think>\n"It just doesn\'t make sense." Is this Emphatic? It intensifies a little, but '
        "the main effect is that the speaker offers no reason — it simply doesn't make sense, "
        'full stop. That matches Unexplanatory (like "the printer just stopped working").\n'
        '</think>\n\n**Unexplanatory**',
     'Unexplanatory'),
    (M, 'Here "just" appears in the phrase "a just and lasting peace." It isn\'t an adverb at '
        'all in this case — it modifies the noun "peace" and means fair or morally right. So, '
        'rather than Emphatic or Exclusionary, the appropriate label is Adjective.',
     'Adjective'),
    (MO, '**Consequence** — in "Leave now; otherwise you\'ll miss the train," "otherwise" '
         'introduces what will follow if the condition (leaving now) is not met.',
     'Consequence'),
    (MO, '{"sense": "Exception", "explanation": "\'The flat is small but otherwise comfortable\' '
         'means \'apart from its size\'; otherwise marks an exception to the overall judgement."}',
     'Exception'),
    (MO, 'Let\'s think about what "otherwise" is doing in "The key must have been taken from the '
         'drawer; otherwise, the door would still be locked."\n\nAt first glance this looks like '
         'Consequence, since there\'s an "if not, then..." structure. However, the speaker '
         "isn't warning about a future outcome — they're reasoning backwards from evidence: if "
         "the key hadn't been taken, the door would be locked, and it isn't, so the key was "
         'taken. That kind of inference-by-contrary is the Argumentation sense.\n\nSo my answer '
         'is Argumentation.',
     'Argumentation'),
    (MO, 'Enumeration. Here "otherwise" closes off a list of alternatives ("whether by email, by '
         'phone or otherwise"), standing in for "in some other way."',
     'Enumeration'),
    (YN, 'Yes.',
     'yes'),
    (YN, 'No — "he" in the second sentence refers to the driver, whereas the marked mention [the '
         'passenger] is a different person who "stayed in the back seat."',
     'no'),
    (YN, 'Let\'s look at the two mentions. The first, "Dr. Ellis," is introduced as the surgeon '
         'in charge of the operation. The second, "the surgeon," appears two sentences later, '
         'describing the person who "closed the incision." Since there\'s only one surgeon in '
         'the passage and the actions follow on from each other, these two mentions corefer.\n\n'
         'So the answer is yes, they refer to the same entity.',
     'yes'),
    (YN, '```json\n{"mention_1": "the company", "mention_2": "its rival", "coreferent": false}\n'
         '```',
     'no'),
    (YN, '答案：否 (no)。\n\n「她」指的是林老师的女儿，而不是林老师本人'
         '——后文说「她刚从北京回来」，而林老师一直在学校里。所以这两个提及不指向同一个人。',
     'no'),
    (YN, 'Answer: yes\nBoth mentions ("Ms. Okafor" and "the new director") pick out the same '
         'person; the second sentence says she "took up the post in January," which links the '
         'title to her.',
     'yes'),
    (YN, '**Answer: No**\n\nThe first marked mention ("the firm") refers to Harlow Ltd, while '
         'the second ("the firm\'s competitor") is a different company entirely. They\'re '
         'related, but not coreferent.',
     'no'),
    (YN, 'No, they don\'t seem to refer to the same... actually, wait. Looking again, "the old '
         'man" in line 4 is described as carrying the same brass lantern that "Mr. Barrow" '
         'picked up earlier, and no other man is present in the scene. That strongly signals '
         'they are the same person. So yes, the two mentions corefer.',
     'yes'),
    (BD, 'Yes — "the door" is part of "the house" mentioned in the previous sentence, a classic '
         'part–whole bridging relation.',
     'yes'),
    (BD, 'no',
     'no'),
    (BD, 'Answer: No\nReason: "the sun" is uniquely identifiable from general knowledge and '
         'doesn\'t depend on any earlier noun phrase such as "the village" for its '
         'interpretation.',
     'no'),
    (BD, '<think>Anaphor: "the author". Earlier NP: "a new novel". The author is the author of '
         'that novel -> associative bridging. Not coreferent. So yes.</think>\nYes',
     'yes'),
    (BD, "Bridging occurs when an anaphor's interpretation depends on an associated — but not "
         'identical — antecedent. In this passage, "the menu" is naturally understood as the '
         'menu of "the restaurant" introduced in the previous sentence. It isn\'t coreferent '
         'with the restaurant, but it relies on it to be identified (whose menu? the '
         "restaurant's).\n\nSo, yes, I would say there is a bridging relation here. Hope that "
         'helps!',
     'yes'),
    (BD, '{"anaphor": "the results", "candidate_antecedent": "a meeting", "bridging": "no"}',
     'no'),
    (BD, "I'm not able to determine that from what's been provided. The anaphor is marked, but "
         "the earlier noun phrase it's supposed to be compared with isn't indicated anywhere in "
         "the text, so I can't say whether a bridging relation holds.",
     REFUSED),
    (BD, 'It\'s tempting to say yes, since "the captain" could be read as the captain of "the '
         'ship" mentioned earlier. But the passage already introduced "Captain Reyes" two '
         'sentences before, and "the captain" simply refers back to her — that\'s direct '
         '(identity) anaphora, not bridging.\n\nSo: **no**.',
     'no'),
    (C, '7',
     7),
    (C, 'The entities mentioned are:\n\n1. Mara Quill\n2. the ferry\n3. the harbourmaster\n4. '
        'the dog\n5. the harbour\n6. the storm\n\nThat gives **6** distinct entities.',
     6),
    (C, 'I count 5 distinct entities: Mrs. Orr, the headmistress, the pupils, the school, and '
        'the bus. Wait — "the headmistress" and "Mrs. Orr" are the same person (the second '
        'paragraph says Mrs. Orr "has run the school for a decade"), so I\'ve double-counted. '
        'The correct total is 4.',
     4),
    (C, '```json\n{\n  "count": 9,\n  "entities": ["Tomas", "Lena", "the bakery", "the oven", '
        '"the landlord", "the city council", "the letter", "the street", "the customers"]\n}\n```',
     9),
    (C, '这段文字中提到的不同实体如下：\n\n1. 张伟\n2. 他的妻子\n3. 出租车\n4. 司机\n5. 机场\n6. '
        '行李箱\n7. 航班\n8. 海关人员\n\n因此，共有 8 个不同的实体。',
     8),
    (C, 'There are three distinct entities: the farmer, his wife, and the fox. The hens are '
        "mentioned only in passing, as the thing the fox is after, and I'd treat them as part of "
        'the setting rather than a separate participant, so my answer is three.',
     3),
    (C, 'Let me go through the passage sentence by sentence and list each new entity as it '
        'appears.\n\n- Sentence 1: the museum, the curator → 2\n- Sentence 2: the painting, the '
        'thief → 4\n- Sentence 3: the guard, the alarm → 6\n- Sentence 4: the police, the van → '
        '8\n- Sentence 5: the river, the bridge → 10\n- Sentence 6: "he" = the thief (already '
        'counted); the newspaper → 11\n\nPronouns and repeated mentions are not counted '
        'again.\n\n**Total: 11**',
     11),
    (C, 'The count depends on how you treat groups. If "the crew" counts as a single entity, '
        'there are 5 distinct entities; if each of the named sailors is counted separately, '
        "there are 8. Let me know which convention you're using and I can give you a definitive "
        'number.',
     NONE),
    (MRC, 'B',
     1),
    (MRC, 'Answer: C) at the market',
     2),
    (MRC, 'The passage states that Elena had searched the house twice before a fisherman '
          "returned the ring, explaining that he'd spotted it glinting between the planks of the "
          'pier where the boats tie up. So the ring was found at the harbour, which is option '
          '**A**.',
     0),
    (MRC, "Let's go through the options:\n\n- **D) at home** — No; the text says she turned the "
          'flat upside down and found nothing.\n- **B) at the station** — The station is only '
          'where she realised it was missing.\n- **A) at the harbour** — She walked past the '
          'harbour, but nothing is found there.\n- **C) at the market** — The stallholder finds '
          'it under his crates of oranges the next morning.\n\nSo the answer is **C**. Let me '
          "know if you'd like me to point to the exact sentence!",
     2),
    (MRC, '{"answer": "D"}',
     3),
    (MRC, '**B) at the station**\n\nAlthough the narrator first assumes she dropped it at the '
          'market, the last paragraph reveals that a porter found the ring on the platform and '
          'handed it in to the lost-property office.',
     1),
    (MRC, '<think>\nRing missing... she checks the market, then the harbour, nothing. Final '
          'scene: the cat knocks it out from under the sofa. So it was at home the whole time. '
          'D.\n</think>\n\nThe answer is D.',
     3),
    (MRC, "It clearly wasn't found at home (D) — she says she searched everywhere there — and "
          'the station (B) is never mentioned in connection with the ring. That leaves A (at the '
          'harbour) and C (at the market). The text mentions both places in the final paragraph '
          "without saying exactly where the ring turned up, so I can't be certain which of those "
          'two it is.',
     NONE),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, 'The anaphor "the roof" depends on **the old barn** mentioned in the first sentence — '
         "it's the barn's roof that collapsed under the snow.",
     'the old barn'),
    (BA, '{"anaphor": "the sink", "antecedent": "a small flat on Mill Road"}',
     'a small flat on Mill Road'),
    (BA, 'There are two candidate noun phrases: "the conference" and "the hotel." "The lobby" is '
         "part of a building, and a conference doesn't have a lobby in any literal sense, so it "
         'must depend on the hotel rather than the conference.\n\nAntecedent: the hotel',
     'the hotel'),
    (BA, '<think>"the pages" — what has pages? Earlier NPs: "the envelope", "the letter", "the '
         'desk". She tore open the envelope and unfolded the letter; the pages are the letter\'s '
         'pages, not the envelope\'s.</think>\n\nAntecedent: "the letter"',
     'the letter'),
    (BA, 'In this passage, "the driver" is best understood as the driver of "the night bus," '
         'which is introduced in the previous sentence. Note that "the station" also appears '
         "nearby, but a station doesn't have a driver in the relevant sense, so the bus is the "
         'natural anchor.\n\nSo the antecedent is "the night bus." I hope this helps — feel free '
         'to send more examples!',
     'the night bus'),
    (BA, 'I can\'t identify a clear antecedent for "the handle." None of the earlier noun '
         'phrases — "the meeting," "the weather," "Mr. Dale" — plausibly has a handle, so it may '
         'be that the relevant noun phrase is missing from the excerpt.',
     REFUSED),
    (BA, 'Answer: the garden\nJustification: "the gate" is the entrance to the garden described '
         'in sentence 2; it is not mentioned independently.',
     'the garden'),
    (RI, 'however',
     'however'),
    (RI, '**because** — the second sentence gives the reason for the first (the match was '
         'cancelled; the pitch was waterlogged).',
     'because'),
    (RI, 'The second sentence presents a result of the first: the river burst its banks, and the '
         'roads into town were closed. A connective like "as a result" fits best here. "So" '
         'would also work, but "as a result" reads more naturally between two full sentences in '
         'written prose.',
     'as a result'),
    (RI, '```json\n{"connective": "for example", "sense": "Expansion.Instantiation"}\n```',
     'for example'),
    (RI, 'Connective: meanwhile\n\nThe two sentences describe events happening at the same time '
         'in different places (the crowd gathering outside, the committee voting inside).',
     'meanwhile'),
    (RI, '<think>S1: He trained for months. S2: He lost in the first round. Expectation denied '
         '-> concession. Options: "but", "nevertheless", "however". Between sentences, '
         '"nevertheless" best captures "despite this".</think>\nnevertheless',
     'nevertheless'),
    (RI, 'The second sentence simply adds another reason supporting the first — the plan is '
         'expensive, and it would also take years to complete. "In addition" fits best here. '
         '"Moreover" is a near-synonym and would be fine too, but I\'ll go with in addition.',
     'in addition'),
    (RI, 'The best connective is "but." Hmm, on reflection, there\'s no real contrast between '
         'the two sentences — the second restates the first more specifically ("The trip was a '
         'disaster. Every train we booked was cancelled."). Actually, that\'s closer to a '
         'specification, so "in other words" is a better fit.\n\nFinal answer: in other words',
     'in other words'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The most frequently mentioned entity is **the ferry** (6 mentions, counting "it" and '
         '"the boat"), narrowly ahead of Mara Quill with 5.',
     'the ferry'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 7 |\n| the ferry | 5 |\n| the '
         'harbourmaster | 3 |\n| the dog | 2 |\n\nMara Quill is mentioned most often.',
     'Mara Quill'),
    (EM, '{"entity": "the harbourmaster", "mentions": 6}',
     'the harbourmaster'),
    (EM, 'Counting only explicit names and noun phrases, Mara Quill and the ferry are tied at '
         'four mentions each. However, once pronouns are included — "she" appears three times in '
         'the second paragraph and always refers to Mara, while "it" refers to the ferry only '
         'once — she pulls clearly ahead.\n\nSo, taking all referring expressions into account, '
         'the entity mentioned most often is Mara Quill. If you only want to count names, '
         "though, it would be a tie, so it's worth checking which convention your task uses.",
     'Mara Quill'),
    (EM, '<think>\ndog: "the dog", "Biscuit", "it" (x3), "the animal", "Biscuit", "the terrier" '
         '= 8\nMara: "Mara Quill", "she" x3, "Mara" = 5\nferry: 4\n</think>\n\n**The dog** '
         '(Biscuit), with eight mentions.',
     'the dog'),
    (EM, "It's a tie: Mara Quill and the ferry are each mentioned five times, so there isn't a "
         'single most-mentioned entity in this passage.',
     NONE),
    (EM, 'The ferry is the most mentioned entity... actually, wait, I missed the three instances '
         'of "she" in paragraph two. Recounting, Mara Quill has 8 mentions to the ferry\'s 6.\n\n'
         'Answer: Mara Quill',
     'Mara Quill'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, '这句话是林巧说的。从上下文看，前一句是王磊在问她为什么迟到，所以接下来的回答'
         '"路上堵车了"应该出自林巧之口。',
     '林巧'),
    (SI, '**Speaker:** Teacher Zhao\n\nThe line "Hand in your homework before Friday" is an '
         'instruction only the teacher would give, and the narration just before it describes '
         'Teacher Zhao walking to the front of the classroom.',
     'Teacher Zhao'),
    (SI, '{"speaker": "陈阿姨"}',
     '陈阿姨'),
    (SI, 'There are three people in the scene: Grandpa Wu, his grandson Xiaoming, and the '
         'neighbour Mrs. Li. The marked line — "Back in my day we walked two hours to school" — '
         'is typical of an older speaker reminiscing, which rules out Xiaoming. Mrs. Li has only '
         "just arrived and is talking about prices at the market, so the remark doesn't fit her "
         'either.\n\nSo the line is most likely spoken by Grandpa Wu.',
     'Grandpa Wu'),
    (SI, '我觉得是小美说的'
        ' '
        ' '
        '……不对，等一下——小美在两行之前已经"摔门出去"了，此时不在房间里。剩下唯一在场的人是她哥哥，所以说这句话的是阿强。',
     '阿强'),
    (SI, "I'm unable to tell who says this line. The dialogue has no speaker tags or narration "
         'around it, and the content ("Fine, have it your way") could have come from either of '
         'the two characters.',
     REFUSED),
    (SI, 'Answer: Detective Hale',
     'Detective Hale'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is: <s 1> <s 3> <s 0> <s 2>\n\n- <s 1> introduces Mara and the '
          'ferry, so it has to open the text.\n- <s 3> describes the storm rolling in.\n- <s 0> '
          'refers back to "the storm" and describes the crossing.\n- <s 2> ("By nightfall, they '
          'had reached the island") wraps things up.',
     [1, 3, 0, 2]),
    (ORD, '{"order": [3, 1, 0, 2]}',
     [3, 1, 0, 2]),
    (ORD, 'Sentence 2 begins "One morning in late autumn," which reads like an opening. Sentence '
          '3 then introduces "a letter with no return address," and sentence 0 refers back to '
          '"the letter," so 3 must precede 0. Sentence 1 — "In the end, she kept it" — is '
          'clearly the conclusion.\n\nSo the order is 2, 3, 0, 1.',
     [2, 3, 0, 1]),
    (ORD, 'The story starts with <s 3>, which introduces the lighthouse keeper. Next comes <s '
          '0>, describing the storm, and finally <s 2> shows the rescue of the fishermen. So the '
          'order is 3, 0, 2.',
     NONE),
    (ORD, 'Initial guess: [0, 1, 2, 3]. But <s 1> begins "She grabbed her coat," and <s 2> '
          '("That morning, the phone rang") seems to set up the reason she\'s leaving, so <s 2> '
          'should come before <s 1>. <s 0> introduces Mara and has to come first, and <s 3> is '
          'the ending.\n\nFinal: [0, 2, 1, 3]',
     [0, 2, 1, 3]),
    (ORD, '<think>\ns3 starts with "First,", s0 with "Next,", s2 with "Then", s1 with "Finally". '
          'Straightforward.\n</think>\n3 0 2 1',
     [3, 0, 2, 1]),
    (ORD, '正确顺序为：s1、s2、s0、s3。\n\n首先，s1 介绍了故事的主人公和背景；s2 接着描述她出门的'
          '原因；s0 讲述路上发生的事情；最后 s3 交代结局。',
     [1, 2, 0, 3]),
    # --- the seventh set ---
    (T, '**BEFORE**\n\nThe arrest (e1) happens first; the trial (e2) is described as taking '
        'place "three months later", so e1 precedes e2.',
     'BEFORE'),
    (T, 'Let\'s look at the two events. e1 is "announced" and e2 is "the meeting". The text says '
        "the merger was announced during the meeting, so the meeting's time span contains the "
        'announcement. One could argue for SIMULTANEOUS, but the meeting clearly lasts longer '
        'than the moment of announcing, so e1 sits inside e2 rather than matching it.\n\nAnswer: '
        'IS_INCLUDED',
     'IS_INCLUDED'),
    (T, '<think>\ne1 = "rained", e2 = "cancelled". Rain came first, then the match was cancelled '
        '-> BEFORE? Wait, actually the passage says the organisers cancelled the match the night '
        'before, because of the forecast, and the rain only started the next afternoon. So the '
        'rain is after the cancellation.\n</think>\n\nAFTER',
     'AFTER'),
    (T, 'SIMULTANEOUS',
     'SIMULTANEOUS'),
    (T, '```json\n{"relation": "INCLUDES", "confidence": 0.8}\n```',
     'INCLUDES'),
    (T, "It's hard to choose between BEFORE and SIMULTANEOUS here. The passage says she left "
        '"as" the guests arrived, which could mean at the very same moment or just a little '
        'before they came in. Both readings fit the wording, and nothing else in the paragraph '
        'settles it.',
     NONE),
    (T, '1. e1 ("the war") spans several years.\n2. e2 ("signed") is a single point event that '
        "the passage places in 1916, in the middle of the war.\n3. So the war's time span "
        'contains the signing.\n\nThe relation of e1 to e2 is INCLUDES.',
     'INCLUDES'),
    (T, 'The relation is NONE. The two events belong to separate, unconnected storylines and the '
        "text gives no clue for ordering them; it isn't BEFORE or AFTER, since neither event is "
        'anchored in time relative to the other.',
     'NONE'),
    (R, 'This is **concession**, not contrast: "although" signals that unit 2 ("they kept '
        'working") holds despite the expectation raised by unit 1 ("it was very late").',
     'concession'),
    (R, 'Unit 2 gives additional detail about the museum mentioned in Unit 1 — its opening hours '
        "and what the collection contains. It doesn't give a reason, it doesn't oppose anything, "
        "and there's no time sequence. That fits elaboration best.",
     'elaboration'),
    (R, "Candidates I'd consider:\n- causal — did something cause something?\n- explanation — "
        'does unit 2 explain unit 1?\n- temporal — is it just a sequence?\n\nUnit 2 ("because '
        'the pipes had frozen") gives the reason for unit 1 ("the school closed"). In this '
        'scheme, a reason stated after its effect is usually tagged explanation rather than '
        'causal.\n\nFinal answer: explanation',
     'explanation'),
    (R, 'attribution — "the minister said" introduces the reported content in unit 2.',
     'attribution'),
    (R, '答案：condition\n\n第二个单元以 "if" 开头（"if the bridge '
        'reopens"），说明第一个单元成立所需要的条件。',
     'condition'),
    (R, "I'm sorry, but I can't determine the relation — the two text units seem to be missing "
        "from your message. Could you paste them and I'll take a look?",
     REFUSED),
    (R, '<think>Unit 1: "She saved for years." Unit 2: "to buy a boat." The second gives the '
        'goal of the first. purpose.</think>\npurpose',
     'purpose'),
    (R, '## Analysis\n\n- **Unit 1:** "Is the bridge still closed?"\n- **Unit 2:** "Yes, until '
        'Friday."\n\nUnit 1 is a question and unit 2 answers it directly, so this is a '
        'question–answer pair.\n\n## Answer\n\n**query**',
     'query'),
    (M, 'Temporal — "just" here means "a moment ago": *She had just left when the phone rang.*',
     'Temporal'),
    (M, 'In "It\'s just a scratch, don\'t worry", "just" means "only, merely" — it limits the '
        'situation to a scratch and nothing worse. One might think of Unelaboratory, but that '
        'sense is about giving no further detail ("I just did it"), which isn\'t what\'s '
        'happening. Restricting to "only X" is the Exclusionary sense.\n\nI\'d go with '
        'Exclusionary.',
     'Exclusionary'),
    (M, '<think>"That\'s just brilliant" (said sarcastically about the flat tyre) — intensifier, '
        'not "only" or "recently".</think>\n\n**Emphatic**',
     'Emphatic'),
    (M, 'Label: Adjective\n\nIn "a just ruler", "just" means fair or righteous and modifies the '
        'noun.',
     'Adjective'),
    (MO, 'Consequence. In "Hurry up, otherwise you\'ll miss the bus", "otherwise" means "if '
         'not", and introduces what follows if the advice isn\'t taken.',
     'Consequence'),
    (MO, 'The sentence is "The flat was small but otherwise perfect." Here "otherwise" means '
         '"apart from that" — everything is perfect except the size. It sets aside one point as '
         'the exception to an overall judgement.\n\nSo the sense is Exception.',
     'Exception'),
    (MO, 'This could be Argumentation or Consequence. "Otherwise" introduces what would be the '
         'case if the premise were false, and in this sentence that reads both as an argument '
         "for the claim and as a plain outcome. I'm torn between the two.",
     NONE),
    (MO, '```json\n{"label": "Argumentation"}\n```',
     'Argumentation'),
    (YN, 'Yes.\n\n"[Dr. Patel]" and "[she]" both refer to the surgeon — she\'s the only woman in '
         'the passage.',
     'yes'),
    (YN, 'No — the first mention, "the man", is the patient, while "[he]" in the last sentence '
         'refers to the doctor who examines him.',
     'no'),
    (YN, 'Mention 1 is "the company" and mention 2 is "it". "It" is the subject of "reported '
         'record profits", and the only singular organisation nearby is the company — "the '
         'workers" is plural and "the minister" is a person. Therefore, the two mentions '
         'corefer.\n\n**Answer: yes**',
     'yes'),
    (YN, '不是同一个实体。第一个“他”指的是老板，第二个指的是司机。答案：no',
     'no'),
    (YN, 'At first I thought yes, since both mentions are "the teacher"... wait, actually the '
         'first "the teacher" is Ms. Lin in the flashback, and the second is the new substitute '
         'who arrives in the present-day scene. Different people.\n\nSo: no.',
     'no'),
    (YN, '{"coreferent": true}',
     'yes'),
    (YN, "I can't tell from the passage whether [Sam] and [he] are the same person. There are "
         'two male characters in that paragraph, Sam and his cousin, and the pronoun could point '
         'to either.',
     REFUSED),
    (YN, '1. [the old bridge] — introduced in sentence 2.\n2. [the structure] — in sentence 4, '
         'described as "built in 1890 and now closed to traffic", matching the bridge.\n3. No '
         'other structure is mentioned anywhere in the passage.\n\nConclusion: yes, they refer '
         'to the same entity.',
     'yes'),
    (BD, 'yes',
     'yes'),
    (BD, 'No. "The engine" is new information here; the earlier noun phrase, "the report", has '
         'no part-whole or other associative link to it.',
     'no'),
    (BD, 'The anaphor "the windows" only makes sense relative to "an old farmhouse" mentioned in '
         "the previous sentence — they are the farmhouse's windows. That part–whole link is a "
         'classic bridging relation. So yes.',
     'yes'),
    (BD, '**Answer:** No\n\nThere\'s no bridging here. "The author" refers back to "Helen Marsh" '
         "directly — that's ordinary coreference, not bridging.",
     'no'),
    (BD, 'It could go either way at first glance. "The price" might be the price of the concert '
         'tickets mentioned earlier, which would be bridging, or it might refer to prices in the '
         'city generally. But the tickets are the only thing in the passage that has a price, so '
         "I'll say yes.",
     'yes'),
    (BD, '<think>Anaphor: the captain. Earlier NP: the ship. Captain of the ship — associative '
         'bridging.</think>\nYes',
     'yes'),
    (BD, '存在桥接关系 (yes)：“the menu” 依赖于前面提到的 “a small '
         'restaurant”，菜单是那家餐馆的。',
     'yes'),
    (BD, 'Step 1: identify the anaphor — "the results".\nStep 2: look for earlier NPs — "the '
         'weather", "Tom", "the bus".\nStep 3: none of these provides a frame for "results"; in '
         'fact "the results of the exam" is a first mention, defined within its own phrase.\n\n'
         'So there is no bridging relation: **no**.',
     'no'),
    (C, '5',
     5),
    (C, 'There are **4** distinct entities: Mara, her brother, the car, and the town of Leeds.',
     4),
    (C, 'Let me list them:\n\n| # | Entity | Mentions |\n|---|--------|----------|\n| 1 | the '
        'farmer | the farmer, he |\n| 2 | his wife | his wife, she |\n| 3 | the cow | the cow, '
        'it |\n| 4 | the barn | the barn |\n| 5 | the village | the village |\n| 6 | the vet | '
        'the vet |\n\n"She" and "his wife" are the same person, so I haven\'t double-counted. '
        'Total: 6.',
     6),
    (C, 'Counting: John, Mary, the dog, the park — 4. Wait, the ball is also mentioned in the '
        'last sentence. That makes 5. And "the park" and "the green" are the same place, so '
        'still 5.\n\nAnswer: 5',
     5),
    (C, 'The passage mentions seven distinct entities.',
     7),
    (C, '```json\n{"count": 3, "entities": ["the teacher", "the students", "the school"]}\n```',
     3),
    (C, 'Somewhere between 6 and 8, depending on whether you count "the crowd" and "the city" as '
        'entities in their own right.',
     NONE),
    (C, '共有 9 个不同的实体：玛拉、她的母亲、渡轮、港务长、狗、码头、小镇、医生和那封信。',
     9),
    (MRC, 'C',
     2),
    (MRC, 'The answer is **B) at the station**. The passage says the porter noticed the ring '
          'glinting under a bench on platform 2 and handed it in.',
     1),
    (MRC, 'The ring comes up twice. First, Mara thinks she lost it at the market (C), but she '
          "goes back and it isn't there. Then her mother phones to say she found it in the "
          'laundry basket. So it was found at home.\n\nAnswer: D',
     3),
    (MRC, 'Going through the options:\n- A) at the harbour — the fisherman finds it tangled in a '
          'net by the pier.\n- B) at the station — nobody looks there.\n- C) at the market — '
          "that's only where it was bought.\n- D) at home — that's where Mara noticed it was "
          'missing, not where it was found.\n\nCorrect: A',
     0),
    (MRC, '答案是 A（在港口）。文中说渔夫在码头收网时发现了那枚戒指。',
     0),
    (MRC, '```json\n{"answer": "D"}\n```',
     3),
    (MRC, "I'm not able to answer this one — the passage only says the ring was lost on Tuesday "
          'and never says where it was found, so none of the options is supported by the text.',
     REFUSED),
    (MRC, '<think>\nThe text: "At the station, she realised the ring was gone." So it was lost '
          'at the station. Later: "it turned up at the market stall where she\'d bought apples." '
          'So it was found at the market.\n</think>\n\n**C) at the market**',
     2),
    (BA, 'the house',
     'the house'),
    (BA, 'The antecedent is **"the old church"** — "the roof" is the roof of the church '
         'described in the first sentence.',
     'the old church'),
    (BA, '"The sink" needs an anchor. Earlier NPs: "a small flat", "the landlord", "the '
         'kitchen". A sink is most directly part of a kitchen rather than of the flat as a '
         'whole, so the closest anchor is the kitchen.\n\nAntecedent: the kitchen',
     'the kitchen'),
    (BA, 'Could be "the car" or "the garage". But "the steering wheel" belongs to a car, not to '
         'a garage → the car',
     'the car'),
    (BA, '```json\n{"anaphor": "the pages", "antecedent": "an old diary"}\n```',
     'an old diary'),
    (BA, '先行语是 "the hotel"。"the lobby" 是酒店的一部分，所以依赖于前面的 "the hotel"。',
     'the hotel'),
    (BA, 'Either "the school" or "the gym" would work — "the lockers" could belong to either '
         'one, and the passage supports both readings equally.',
     NONE),
    (BA, '<think>anaphor: the engine. candidates: the boat, the harbour, Mara. An engine is part '
         'of the boat.</think>\nthe boat',
     'the boat'),
    (RI, 'however',
     'however'),
    (RI, '**because** — the second sentence gives the reason for the first (the game was '
         'cancelled; it had rained heavily all morning).',
     'because'),
    (RI, 'Sentence 1: "The factory closed." Sentence 2: "Hundreds of workers lost their jobs." '
         'Sentence 2 is the result of sentence 1, so a result connective fits best: "as a '
         'result".',
     'as a result'),
    (RI, 'Options I considered: "and", "then", "afterwards". "And" is too weak, and "afterwards" '
         'sounds a bit stiff at the start of a sentence. The events are simply consecutive — she '
         'locked the door, she walked to the bus stop — so "then" is the most natural choice.',
     'then'),
    (RI, '最合适的连接词是 "for example"（例如），因为第二句给出了第一句观点的一个具体例子。',
     'for example'),
    (RI, '{"connective": "so"}',
     'so'),
    (RI, 'Best fit: **in addition**. The second sentence adds another benefit of the plan (lower '
         "costs) on top of the one in the first (shorter travel times). Let me know if you'd "
         'like alternatives!',
     'in addition'),
    (RI, '<think>Maybe "so"? No — the second sentence happens despite the first: the team lost '
         'its best player, yet they won the league. A concessive connective is needed.</think>\n'
         '**nevertheless**',
     'nevertheless'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The most frequently mentioned entity is **the ferry** (7 mentions: "the ferry", "it" '
         '×3, "the old boat", "the vessel", "the Gull").',
     'the ferry'),
    (EM, 'Counting mentions:\n- Mara Quill: 6 (Mara, she ×4, Ms Quill)\n- the ferry: 5\n- the '
         'harbourmaster: 3\n- the dog: 2\n\nSo the top entity is Mara Quill.',
     'Mara Quill'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 4 |\n| the harbourmaster | 6 |\n| the '
         'ferry | 5 |\n\nThe harbourmaster comes out on top.',
     'the harbourmaster'),
    (EM, 'Mara Quill seems to appear most... wait, actually, once I count the pronouns, the dog '
         '("Biscuit", "he", "the dog", "the spaniel", ...) has 8 mentions against Mara\'s 7. So '
         'the answer is the dog.',
     'the dog'),
    (EM, 'The harbourmaster. He\'s referred to as "the harbourmaster", "Mr Dace" and "he" '
         'throughout the passage — more often than either Mara or the ferry.',
     'the harbourmaster'),
    (EM, '{"entity": "Mara Quill", "count": 9}',
     'Mara Quill'),
    (EM, '出现次数最多的实体是 the ferry（渡轮），共出现 8 次。',
     'the ferry'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, '这句话是**林巧**说的。上一句是老周在问她什么时候走，她回答“我明天就走”。',
     '林巧'),
    (SI, 'The line "Put your books away" comes right after the narration "Teacher Zhao walked to '
         'the front of the room." A student wouldn\'t give that instruction, and Li Wei is one '
         'of the students. So the speaker is Teacher Zhao.',
     'Teacher Zhao'),
    (SI, 'Candidates: 王芳, 老周, 小李. The marked line uses "您", which is addressed to an '
         "elder, so it can't be 老周 speaking — he's the eldest person in the scene. 小李 has "
         'already left the room by then. That leaves 王芳, talking to her father-in-law.\n\n'
         'Speaker: 王芳',
     '王芳'),
    (SI, '```json\n{"speaker": "Mrs. Chen"}\n```',
     'Mrs. Chen'),
    (SI, "The dialogue doesn't give enough cues to identify the speaker — there are no speaker "
         "tags near that line, and either character could plausibly have said it. I can't "
         'determine who says it.',
     REFUSED),
    (SI, "Speaker: Xiao Ming\n\nHe's the one who mentioned losing his bike earlier, and the "
         'marked line picks up that same thread.',
     'Xiao Ming'),
    (SI, '<think>Line 5: "你又迟到了！" Line 6 is 小张 apologising, so line 5 is said to him — '
         'by the boss, 陈经理.</think>\n陈经理',
     '陈经理'),
    (ORD, '[3, 1, 0, 2]',
     [3, 1, 0, 2]),
    (ORD, 'The correct order is **1, 3, 0, 2**.\n\n<s 1> introduces Mara and the ferry, <s 3> '
          'describes the storm, <s 0> has the ferry turning back, and <s 2> wraps up with her '
          'arrival the next day.',
     [1, 3, 0, 2]),
    (ORD, '<s 2> starts with "One morning", which is a natural opener. <s 0>, "She packed her '
          'bag", follows from that. <s 3>, "At the station the train was late", comes next, and '
          '<s 1>, "Finally she arrived", closes the story.\n\nOrder: <s 2>, <s 0>, <s 3>, <s 1>',
     [2, 0, 3, 1]),
    (ORD, "Order: [0, 2, 1]\n\n<s 3> seems out of place and doesn't fit anywhere in the sequence.",
     NONE),
    (ORD, '{"order": [0, 1, 3, 2]}',
     [0, 1, 3, 2]),
    (ORD, 'My first guess was 3, 0, 1, 2, but <s 1> refers to "the letter", which is only '
          'introduced in <s 2>. So <s 2> must come before <s 1>, giving the final order 3, 0, 2, '
          '1.',
     [3, 0, 2, 1]),
    (ORD, '正确顺序：s1 → s0 → s2 → s3',
     [1, 0, 2, 3]),
    (ORD, '1. First sentence: <s 2> (introduces the ferry).\n2. Next: <s 3> (the ferry leaves '
          'port).\n3. Then: <s 0> (the engine fails).\n4. Last: <s 1> (the rescue).\n\nFinal '
          'answer: 2 3 0 1',
     [2, 3, 0, 1]),
    # --- the eighth set ---
    (T, '答案：BEFORE\n\n理由：事件 e1（签署合同）发生在事件 '
        'e2（开始施工）之前，原文用了“随后”一词来连接两件事。',
     'BEFORE'),
    (T, 'Answer: IS_INCLUDED\nReasoning: The press briefing (e1) took place on the second day of '
        'the summit (e2), so e1 falls within the time span of e2.\nConfidence: 0.82',
     'IS_INCLUDED'),
    (T, '<think>\ne1 = "arrived", e2 = "had left". The past perfect on e2 signals that the '
        'leaving happened first. So e1 comes after e2. Could it be SIMULTANEOUS? No, "already" '
        'rules that out.\n</think>\n\nAFTER',
     'AFTER'),
    (T, 'SIMULTANEOUS',
     'SIMULTANEOUS'),
    (T, '这两个事件之间的关系是 **INCLUDES**。\n\ne1“整个夏天的旱灾”在时间上包含了 '
        'e2“河流干涸”。不是 BEFORE，因为河流干涸正是发生在旱灾期间。',
     'INCLUDES'),
    (T, '根据 passage，e1 (the announcement) 和 e2 (the protest) 之间没有任何时间上的线索，文中也'
        '没有说明谁先谁后。所以我认为应该选 NONE。',
     'NONE'),
    (T, 'It\'s either BEFORE or SIMULTANEOUS. The text says the alarm rang "as" the guards were '
        'leaving, which could mean at the same moment, but the leaving might well have started '
        "earlier. Without more context I can't settle between the two.",
     NONE),
    (T, 'First thought: BEFORE, since e1 is mentioned first in the sentence.\n\nWait, actually, '
        "order of mention isn't order of occurrence. The passage says the bridge collapsed (e1) "
        '*after* the flood had weakened its pillars (e2). So e1 happens later.\n\n**Final '
        "answer: AFTER**\n\nLet me know if you'd like me to go through the other event pairs too!",
     'AFTER'),
    (R, 'elaboration',
     'elaboration'),
    (R, '**Relation:** contrast\n\nThe second unit ("but prices kept rising") sets up an '
        'opposition with the first ("wages stayed flat"). Both facts are asserted and held '
        'against each other, so this is contrast rather than concession.',
     'contrast'),
    (R, '这两个语篇单元之间是'
        '**因果关系（causal）**：前一句“连续下了三天大雨”是原因，后一句“山路被冲毁了”是结果。',
     'causal'),
    (R, '```json\n{"relation": "condition", "explanation": "Unit 2 begins with \'if\' and states '
        'the circumstance under which unit 1 holds."}\n```',
     'condition'),
    (R, 'Answer: attribution\nReasoning: Unit 1 ("the minister said") introduces the source of '
        'the reported content in unit 2.\nConfidence: high',
     'attribution'),
    (R, 'At first this looks temporal because of "after", but the point isn\'t sequence. Let me '
        'reread: "Although he had a fever, he went to work after all." The first unit raises an '
        "expectation (he'd stay home) that the second unit denies. That's concession, not plain "
        'contrast.\n\nFinal answer: concession',
     'concession'),
    (R, '我觉得是 purpose。Unit 2 "in order to save money" 说明了第一句里那个行为的目的。',
     'purpose'),
    (R, '抱歉，我无法判断这两个单元之间的关系，因为您提供的文本似乎不完整（第二个单元是空的）。能'
        '否补充完整的内容？',
     REFUSED),
    (M, 'Emphatic',
     'Emphatic'),
    (M, '在句子 “He just left the room a minute ago” 中，“just” 表示时间上的“刚刚”，所以属于 '
        '**Temporal**。',
     'Temporal'),
    (M, 'Answer: Exclusionary\nReasoning: "just" means "only" here ("just two people showed '
        'up").\nConfidence: 0.9',
     'Exclusionary'),
    (M, '<think>"It\'s just that I don\'t like him." Is this Unexplanatory or Unelaboratory? '
        'Unelaboratory would be like "just do it" with no elaboration of how. Here the speaker '
        "offers a reason but flags it as not needing further justification... I'll go with "
        'Unexplanatory.</think>\nUnexplanatory',
     'Unexplanatory'),
    (MO, 'Consequence. "Hurry up, otherwise we\'ll miss the train": "otherwise" means "if not", '
         'introducing what follows if the condition fails.',
     'Consequence'),
    (MO, '答案：Exception\n\n解释：在句子 “The soup was cold, but otherwise the meal was '
         'excellent” 中，otherwise 表示“除此之外”，属于 Exception 用法。',
     'Exception'),
    (MO, 'This could be Argumentation or Enumeration. The sentence adds another point to a list '
         "of reasons, but it also argues against the previous claim. I'm not sure which one your "
         'annotation scheme intends here.',
     NONE),
    (MO, '**Argumentation**',
     'Argumentation'),
    (YN, 'yes',
     'yes'),
    (YN, '不是。“他”指的是李明，而“那位医生”是另外一个人，文中说李明是去看医生的。',
     'no'),
    (YN, 'Answer: Yes\nReasoning: "the senator" and "she" both refer to Senator Hale.\n'
         'Confidence: 95%',
     'yes'),
    (YN, 'No, they don\'t corefer. [Mention 1] "the company" refers to Apex Ltd, while [Mention '
         '2] "it" refers back to the merger proposal.',
     'no'),
    (YN, '是的，这两个提及指向同一个实体——“小王”和“他”都是指王强。',
     'yes'),
    (YN, '```json\n{"corefer": false, "reason": "different referents: the first is the landlord, '
         'the second is the tenant"}\n```',
     'no'),
    (YN, 'At first glance, yes, since both are "the captain". Wait, actually, the second "the '
         'captain" refers to the captain of the rival ship introduced in paragraph two. So no, '
         "they don't corefer.",
     'no'),
    (YN, "I can't determine this. The marked mentions don't seem to appear in the passage you "
         'provided. Could you double-check the markup?',
     REFUSED),
    (BD, 'No',
     'no'),
    (BD, 'Yes. "the engine" is bridged to "the old truck", a part-whole relation.',
     'yes'),
    (BD, '存在桥接关系。“屋顶”依赖于前文的“那栋老房子”，属于部分—整体关系。\n\n答案：是',
     'yes'),
    (BD, 'Answer: no\nReasoning: "the book" is a direct repetition of the earlier mention '
         '(coreference), not bridging.\nConfidence: medium',
     'no'),
    (BD, '有 bridging relation 吗？我认为 yes —— "the waiter" 依赖于前面的 "a '
         'restaurant"，没有餐厅就没有这个服务员。',
     'yes'),
    (BD, '### Analysis\n- Anaphor: *the door*\n- Candidate antecedent: *the car*\n- The door is '
         'a part of the car, so the anaphor is interpreted via the car.\n\n**Answer: Yes**',
     'yes'),
    (BD, '<think>"the sun" is globally unique; it doesn\'t need any earlier noun phrase to be '
         'understood. Not bridging.</think>\nno',
     'no'),
    (BD, '没有。',
     'no'),
    (C, '5',
     5),
    (C, 'The passage mentions **seven** distinct entities:\n1. the farmer\n2. his wife\n3. the '
        'mule\n4. the village\n5. the well\n6. the tax collector\n7. the market\n\nHope this '
        'helps!',
     7),
    (C, '文中一共提到了 4 个不同的实体：张老师、学生们、教室和黑板。',
     4),
    (C, 'Answer: 6\nReasoning: Counting unique referents after merging coreferent mentions ("Dr. '
        'Lee" = "she" = "the doctor").\nConfidence: 0.7',
     6),
    (C, 'Let me count: John, Mary, the car, the garage. That\'s 4. Oh wait, I missed "the '
        'neighbor" in the last sentence. So 5 in total.',
     5),
    (C, '一共有八个实体。',
     8),
    (C, 'Depending on whether "the team" counts separately from its members, it\'s either 3 or '
        "4. I'd go with 4, since the team is introduced as a unit of its own.",
     4),
    (C, '{"entities": ["the king", "the queen", "the castle"], "count": 3}',
     3),
    (MRC, 'C',
     2),
    (MRC, 'Answer: B) at the station\nReasoning: The passage says Lena spotted the ring near the '
          'ticket barrier while waiting for her train.\nConfidence: high',
     1),
    (MRC, '戒指是在**港口**找到的，所以答案是 A。',
     0),
    (MRC, 'The correct answer is **D) at home**. The ring had been in her coat pocket all along, '
          "which she discovered after getting home. It's not C (the market), since she only lost "
          'her wallet there.',
     3),
    (MRC, "It can't be A, since the harbour scene happens before the ring is even lost. And D is "
          'ruled out because she never returns home in the story.',
     NONE),
    (MRC, '根据文章第三段，ring 是在 market 的一个摊位下面找到的。\n\n答案：C) at the market',
     2),
    (MRC, '<think>\nThe fisherman finds something shiny in his net... then he takes it to the '
          "station's lost-and-found. So station? No wait, it was *found* at the harbour; the "
          'station is only where he handed it in.\n</think>\n\nA',
     0),
    (MRC, '选 B。',
     1),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, '“司机”依赖于前文的“那辆出租车”。',
     '那辆出租车'),
    (BA, 'Answer: the old church\nReasoning: "the roof" is part of the old church mentioned in '
         'the first sentence.\nConfidence: 0.88',
     'the old church'),
    (BA, 'The anaphor **"the sink"** depends on **"a small apartment"**, since a sink is part of '
         'an apartment. (One could argue for "the bathroom", but no bathroom is mentioned '
         'earlier.)',
     'a small apartment'),
    (BA, 'I\'d say "the house". Hmm, actually, the sentence right before mentions "the garden '
         'shed", and "the roof" more plausibly belongs to the shed since the narrator is '
         'standing next to it. So: the garden shed.',
     'the garden shed'),
    (BA, '{"anaphor": "the pages", "antecedent": "an old diary"}',
     'an old diary'),
    (BA, 'the engine 的先行词是 "the boat"。',
     'the boat'),
    (BA, '对不起，我在文本中没有找到与 “the handle” 相关的先行名词短语，因此无法确定。',
     REFUSED),
    (RI, 'however',
     'however'),
    (RI, 'Best connective: **because**\n\nSentence 2 explains why the match was called off (the '
         'heavy rain), so a causal connective fits best.',
     'because'),
    (RI, 'Answer: as a result\nReasoning: The second sentence describes the consequence of the '
         'factory closing.\nConfidence: 0.8',
     'as a result'),
    (RI, '最合适的连接词是 "in addition"，因为第二句是在补充第一句的信息。',
     'in addition'),
    (RI, '"But" doesn\'t fit since there\'s no contrast, and "so" would imply a causal link that '
         "isn't there. The second sentence simply happens later, so: then.",
     'then'),
    (RI, '<think>S1: She studied hard for months. S2: She failed the exam. The expectation is '
         'denied... "however" or "nevertheless". "Nevertheless" captures the concession '
         'better.</think>\n\n**nevertheless**',
     'nevertheless'),
    (RI, 'Connective: for example. The second sentence gives a concrete instance of the general '
         'claim in the first.',
     'for example'),
    (RI, 'Either "meanwhile" or "at the same time" would work here; I\'d pick meanwhile, since '
         'it reads more naturally between two separate sentences.',
     'meanwhile'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The most frequently mentioned entity is **the ferry** (7 mentions: "the ferry", "it" '
         '×3, "the old boat", "the vessel", "her"). Mara Quill comes second with 5.',
     'the ferry'),
    (EM, '出现次数最多的实体是 Mara Quill（包括“她”在内共出现了 9 次）。',
     'Mara Quill'),
    (EM, 'Answer: the harbourmaster\nReasoning: He is referred to in nearly every sentence ("the '
         'harbourmaster", "he", "old Benn").\nConfidence: 0.6',
     'the harbourmaster'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 6 |\n| the ferry | 8 |\n| the dog | 3 '
         '|\n| the harbourmaster | 2 |\n\nSo **the ferry** wins.',
     'the ferry'),
    (EM, 'The dog appears a lot... let me count. Dog: 4. Mara: 4 as well... wait, I missed '
         '"Quill" in the last line, so Mara Quill has 5. Final: Mara Quill.',
     'Mara Quill'),
    (EM, '最常被提到的是 the dog —— "the dog"、"Biscuit"、"it" 加起来一共 6 次。',
     'the dog'),
    (EM, "Mara Quill and the ferry are tied at 6 mentions each, so there isn't a single "
         'most-mentioned entity.',
     NONE),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, '这句话是林巧说的。从上一句“林巧笑着说”就可以看出来。',
     '林巧'),
    (SI, 'Answer: Teacher Zhao\nReasoning: The line "Hand in your homework" fits the teacher\'s '
         'role, and the narration mentions Teacher Zhao walking in just before.\nConfidence: 0.85',
     'Teacher Zhao'),
    (SI, '说话人：**王阿姨**\n\n理由：标记的台词'
         '“饭都凉了，快来吃吧！”紧跟在王阿姨端菜出来的描写之后。',
     '王阿姨'),
    (SI, "This seems like Xiao Li's line... wait, actually, Xiao Li just asked the question, so "
         'the reply must come from her brother, Da Wei. Speaker: Da Wei.',
     'Da Wei'),
    (SI, '{"speaker": "陈老板"}',
     '陈老板'),
    (SI, '我认为 speaker 是 Mr. Han，因为他是这一幕里唯一在场的成年人。',
     'Mr. Han'),
    (SI, "I'm unable to determine who speaks the marked line. The dialogue has no speaker tags, "
         'and either character could plausibly say it.',
     REFUSED),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is: <s 1> → <s 3> → <s 0> → <s 2>.',
     [1, 3, 0, 2]),
    (ORD, '正确顺序：2、1、0、3\n\n首先 <s 2> 引入人物，然后 <s 1> 描述他出门，接着 <s 0> 讲路上'
          '发生的事，最后 <s 3> 是结局。',
     [2, 1, 0, 3]),
    (ORD, 'Answer: 0, 2, 1, 3\nReasoning: s0 introduces the topic; s2 gives the background; s1 '
          'builds on it with "this"; s3 concludes.\nConfidence: medium',
     [0, 2, 1, 3]),
    (ORD, 'Order: 3, 1, 3, 0',
     NONE),
    (ORD, 'My first guess was 1, 0, 2, 3. Wait, s2 says "after that storm", which must follow s3 '
          'where the storm is described. Revised order: 1, 0, 3, 2.',
     [1, 0, 3, 2]),
    (ORD, '1. <s 3> opens the story with the setting\n2. <s 0> introduces the main character\n3. '
          '<s 2> describes the conflict\n4. <s 1> resolves it\n\nFinal order: s3, s0, s2, s1',
     [3, 0, 2, 1]),
    (ORD, '```json\n{"order": [0, 3, 1, 2]}\n```',
     [0, 3, 1, 2]),
    # --- the ninth set ---
    (T, 'The relation is **BEFORE**. In the passage, the committee *reviewed* the proposal (e1) '
        'in March, and only once that review was finished did it *approve* the funding (e2). So '
        'e1 happens first.',
     'BEFORE'),
    (T, 'AFTER',
     'AFTER'),
    (T, 'Let\'s look at the two events.\n\n- e1 is "the storm," which the passage says lasted '
        'the entire night.\n- e2 is "lost power," a point-like event that happens around 2 '
        'a.m.\n\nSince the outage falls entirely within the span of the storm, e1 contains e2. '
        "I'd go with INCLUDES.",
     'INCLUDES'),
    (T, 'It might be tempting to say SIMULTANEOUS, since both events are described as happening '
        '"that afternoon." But e1 (the meeting with the investors) is a short event that takes '
        'place *during* e2 (the three-day trade conference). So the meeting sits inside the '
        "conference's time span, which makes the relation of e1 to e2 **IS_INCLUDED**.",
     'IS_INCLUDED'),
    (T, '```json\n{"relation": "SIMULTANEOUS"}\n```',
     'SIMULTANEOUS'),
    (T, '<think>\ne1 = "announced", e2 = "will retire". Announcing happens now, retiring in the '
        'future... so BEFORE? But wait, e2 is in a separate clause about a hypothetical — "if '
        'the board agrees, she will retire." That\'s not anchored in time relative to the '
        'announcement at all; the announcement is about a different matter (the merger). No '
        "clear temporal link.\n</think>\n\nNONE — the passage doesn't establish any temporal "
        "ordering between the two events. The retirement is hypothetical and isn't tied to the "
        'announcement.',
     'NONE'),
    (T, 'This one is genuinely ambiguous. If "the inspection" (e1) is read as the single '
        "walkthrough on Monday, then it's BEFORE the repairs (e2). But if it refers to the whole "
        'inspection process, which continued while the repairs were underway, then INCLUDES '
        'would be more accurate. Without more context about how the passage scopes the '
        'inspection, both readings are defensible.',
     NONE),
    (T, 'Answer: AFTER\n\nThe hiring freeze being lifted (e1) came after the round of layoffs '
        '(e2) — the text says the layoffs happened before the new fiscal year, and the freeze '
        'was only lifted in the spring.',
     'AFTER'),
    (R, 'This is a **causal** relation — the second unit ("so the match was postponed") presents '
        'the result of the situation described in the first unit ("heavy rain flooded the '
        'pitch").',
     'causal'),
    (R, 'contrast',
     'contrast'),
    (R, "I'd label this as elaboration. Unit 2 doesn't contrast with or explain Unit 1; it "
        'simply adds more detail about the "new attendance policy" that Unit 1 introduces — '
        'specifically, how many absences are allowed.',
     'elaboration'),
    (R, "Here's how the main candidates stack up:\n\n| Label | Fits? | Why |\n|---|---|---|\n| "
        'contrast | Partly | There is an opposition between the two units |\n| concession | '
        '**Yes** | "Although the hotel was expensive" grants a point, and the second unit holds '
        'despite it |\n| causal | No | No cause–effect link |\n\n**Final answer: concession**',
     'concession'),
    (R, 'The relation between these units is **Attribution**: Unit 1 ("the spokesperson told '
        'reporters") introduces the source, and Unit 2 is the content being reported.',
     'attribution'),
    (R, 'At first glance this looks temporal because of the word "when" ("When the alarm sounds, '
        'leave the building"). But the sentence isn\'t describing two events in sequence — it\'s '
        "stating a rule, where the second unit only applies if the first one is true. So I'd "
        'classify it as condition.',
     'condition'),
    (R, "I'd be happy to help, but I don't see the two text units in your message — only the "
        "list of labels. Could you paste the units you'd like me to classify? Once I can see "
        "them, I'll pick the best-fitting relation.",
     REFUSED),
    (R, 'purpose — "in order to cut costs" states the goal behind the action described in the '
        'first unit (closing the downtown branch).',
     'purpose'),
    (M, 'Exclusionary. Here "just" means "only" — "just two people showed up" restricts the '
        'number and excludes any larger amount.',
     'Exclusionary'),
    (M, 'In this sentence, "just" is used in the **Temporal** sense: "She had just left when you '
        'called" means she left only a moment before the call.',
     'Temporal'),
    (M, 'Hmm, "The printer just doesn\'t work" could be read as Emphatic, since it intensifies '
        'the complaint. But I think the more precise label is Unexplanatory — the speaker is '
        "signalling that there's no further reason or explanation to give; it simply doesn't "
        "work. I'll go with **Unexplanatory**.",
     'Unexplanatory'),
    (M, '**Adjective** — in "a just and wise ruler," *just* means fair or morally right, so '
        "it's functioning as an adjective rather than an adverb.",
     'Adjective'),
    (MO, 'Consequence\n\n"Leave now; otherwise you\'ll miss the last train" — "otherwise" '
         "introduces what will happen if the first instruction isn't followed.",
     'Consequence'),
    (MO, 'The sense here is **Exception**. In "Apart from a few typos, the report is otherwise '
         'excellent," *otherwise* means "in all other respects," setting the typos aside as the '
         'exception.',
     'Exception'),
    (MO, '这里的 "otherwise" 属于 '
        ' '
        ' '
        '**Argumentation**（论证）用法。说话人用它来引出反面论证："如果不是这样的话，他为什么要提前离开呢？"——也就是用假设的反面来支持自己的观点。',
     'Argumentation'),
    (MO, 'This is a tricky one. You could read "otherwise" as Enumeration, since it introduces '
         'another item in the list of alternatives, but it could equally be Exception if the '
         'clause is meant to set that item apart from the rest. Honestly, both interpretations '
         "seem plausible to me, and the sentence alone doesn't settle it.",
     NONE),
    (YN, 'Yes.',
     'yes'),
    (YN, 'No — "he" refers to the doctor, while the second marked mention, "the patient," is a '
         'different person.',
     'no'),
    (YN, 'Yes, they corefer. "The company" in the first sentence and "it" in the third both '
         'point to Northwind Ltd.',
     'yes'),
    (YN, 'Let me trace the two mentions.\n\n1. **Mention 1:** "the old man" — introduced in the '
         'first paragraph sitting on the porch.\n2. **Mention 2:** "her grandfather" — appears '
         'when Lena arrives.\n\nThe passage later says Lena hugged the old man and called him '
         'Grandpa, so these are the same person.\n\n**Answer: yes**',
     'yes'),
    (YN, '```json\n{"corefer": false, "reason": "\'the manager\' refers to Ms. Ortiz, while '
         '\'she\' refers to the new intern"}\n```',
     'no'),
    (YN, 'These two don\'t refer to the same entity. The first "the bank" is the riverbank where '
         'they had the picnic, while the second "the bank" is the financial institution where '
         'Tom works.',
     'no'),
    (YN, "I can't determine this from what's been provided — the markers around the two mentions "
         "seem to have been lost when the passage was pasted, so I can't tell which mentions you "
         'mean. Could you re-send it with the marked mentions?',
     REFUSED),
    (YN, '<think>\nMention A is "Sarah", mention B is "she" in "she handed him the keys". '
         'Candidates for "she": Sarah or Ms. Patel. The keys belonged to Ms. Patel and she was '
         'the one leaving the apartment, so she hands them over. So "she" = Ms. Patel, not '
         'Sarah.\n</think>\n\nNo, they don\'t corefer — "she" refers to Ms. Patel, the landlady, '
         'not to Sarah.',
     'no'),
    (BD, 'Yes — "the engine" is part of "the car" mentioned in the previous sentence. That\'s a '
         'classic part–whole bridging relation.',
     'yes'),
    (BD, 'No.',
     'no'),
    (BD, 'There\'s no bridging here. "The door" was already introduced directly in the first '
         'sentence ("a red door"), so the later mention is ordinary coreference rather than '
         'bridging.',
     'no'),
    (BD, '**Yes.**\n\nThe anaphor "the waiter" is interpreted relative to "a small restaurant" '
         "mentioned earlier — we only know which waiter is meant because of the restaurant. It's "
         'not coreferent with anything, but it depends on that earlier phrase.',
     'yes'),
    (BD, "To check for bridging, we ask whether the anaphor's interpretation depends on an "
         'earlier noun phrase without being identical to it.\n\n- Anaphor: "the author"\n- '
         'Earlier NP: "a thriller she found at the airport"\n\n"The author" hasn\'t been '
         'mentioned before, and we understand it as the author *of that thriller*. So yes, there '
         'is a bridging relation.',
     'yes'),
    (BD, 'It\'s a bit borderline. "The price" could be read as a generic reference, but in '
         'context ("She looked at the tickets. The price was outrageous.") it really only makes '
         "sense as the price of the tickets. On balance I'd say yes, this is bridging.",
     'yes'),
    (BD, 'Answer: no\nReason: "the president" here is a discourse-new but uniquely identifiable '
         "reference (the country's president); it doesn't depend on any earlier noun phrase in "
         'the passage.',
     'no'),
    (BD, '是的（yes）。"the roof" 依赖于前文提到的 "the old '
         'barn"，读者是通过谷仓来理解这是哪个屋顶的，属于典型的部分–整体桥接关系。',
     'yes'),
    (C, '4',
     4),
    (C, 'The passage mentions **five** distinct entities: Mara, her brother Tom, the bakery, the '
        'delivery van, and the city council.',
     5),
    (C, 'Let me list them:\n\n1. Dr. Alvarez\n2. the clinic\n3. the nurse\n4. the ambulance\n5. '
        'Dr. Alvarez\'s husband\n6. the hospital\n\nWait — in the second paragraph, "the '
        'hospital" is clearly the same building as "the clinic" (it\'s called St. Anne\'s in '
        'both places). So I should merge those. That gives a total of 5 distinct entities.',
     5),
    (C, 'I count 7 distinct entities (ignoring pronouns, since each of them points back to one '
        'of these seven).',
     7),
    (C, '| Entity | Mentions |\n|---|---|\n| Jonah | Jonah, he, him |\n| the lighthouse | the '
        'lighthouse, it |\n| the storm | the storm |\n\nTotal: **3** distinct entities.',
     3),
    (C, 'There are 6 entities. Note that "the captain" and "Ruiz" are the same person, so I\'ve '
        "counted them once — if you treated them separately you'd get 7.",
     6),
    (C, '```json\n{"entity_count": 8}\n```',
     8),
    (C, "If you only count the named characters, it's 4 (Ellie, Marcus, Grandma Jo and the vet). "
        "But the question asks about all entities, so I'd also include the town and the crowd at "
        'the fair, which brings the count to 6.',
     6),
    (MRC, 'B',
     1),
    (MRC, 'The ring was found **at the harbour** (option A). The passage says the fisherman '
          'spotted it glinting between the planks of the pier while he was unloading his catch.',
     0),
    (MRC, 'C) at the market',
     2),
    (MRC, "Let's work through this carefully. The passage first mentions that Anna thought she "
          "lost the ring at the station — that's a distractor, since she never actually finds it "
          'there. Later, her mother discovers it tangled in a sweater in the laundry basket. So '
          'the ring was found at home.\n\nAnswer: D',
     3),
    (MRC, 'The correct option is D. Although Jonas searched the station and even went back to '
          'the market, the ring eventually turned up under the sofa cushions in his own living '
          'room.',
     3),
    (MRC, "It can't be B — the station is where the ring was *lost*, not where it was found. And "
          "C doesn't work either, since the market is only mentioned as the place where she "
          'bought bread that morning.',
     NONE),
    (MRC, '**Option C – at the market.**\n\nThe stall owner noticed the ring among the apples '
          'the next morning and handed it back to Ms. Reyes.',
     2),
    (MRC, '答案是 B（at the station）。文中提到，戒指是在站台的长椅下面被清洁工发现的。',
     1),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, 'The anaphor "the roof" depends on **the old farmhouse** mentioned in the first '
         "sentence — it's the farmhouse's roof that was leaking.",
     'the old farmhouse'),
    (BA, 'Antecedent: "a rented car"\n\n"The steering wheel" is understood as part of the rented '
         'car Dana picked up at the airport.',
     'a rented car'),
    (BA, 'There are two plausible candidates: "the station" and "the 8:15 train." Stations do '
         'have staff, but "the driver" most naturally belongs to a vehicle, and the passage says '
         'the driver announced a delay while they were on board. So the antecedent is "the 8:15 '
         'train".',
     'the 8:15 train'),
    (BA, 'It\'s bridged to "the wedding" — "the bride" is understood as a participant in the '
         'wedding mentioned in the opening sentence.',
     'the wedding'),
    (BA, '```json\n{"anaphor": "the lid", "antecedent": "a wooden box"}\n```',
     'a wooden box'),
    (BA, 'I\'m not able to identify the antecedent without the passage itself. "The sink" could '
         "depend on a kitchen, a bathroom, a laboratory — it really depends on what's mentioned "
         'earlier. If you share the text, I can point to the exact phrase.',
     REFUSED),
    (BA, '<think>\nAnaphor: "the chapters". Earlier NPs: "the library", "her new book", "the '
         'reading group". Chapters belong to a book, not a library. So "her new book".\n'
         '</think>\nThe earlier noun phrase is "her new book" — "the chapters" are the chapters '
         'of that book.',
     'her new book'),
    (RI, 'because',
     'because'),
    (RI, 'The best connective is **however** — the second sentence ("The shop was empty") goes '
         'against the expectation set up by the first ("The sale had been advertised all week").',
     'however'),
    (RI, 'I\'d go with "as a result." The first sentence describes the river flooding, and the '
         'second describes the road closures that followed from it. "So" would also work, but '
         '"as a result" fits the fairly formal register of the passage better.',
     'as a result'),
    (RI, 'Connective: for example',
     'for example'),
    (RI, 'Something like "meanwhile" works best here, since the two sentences describe things '
         'happening at the same time in different places — Priya at the office and her brother '
         'at the airport.',
     'meanwhile'),
    (RI, 'My first thought was "but," but there isn\'t really a contrast between the sentences. '
         'The second one just adds another advantage of the new bus route, so "in addition" is '
         'the best fit.',
     'in addition'),
    (RI, 'It could be "because" or "so" depending on which direction you read the link. Since '
         'the second sentence ("The heating had broken") gives the reason for the first '
         '("Everyone wore their coats indoors"), I\'d say "since" is the most natural choice.',
     'since'),
    (RI, "**Answer:** *in contrast*\n\nSentence 1 describes the northern region's wet climate, "
         'while Sentence 2 describes the dry south, so a contrastive connective is needed.',
     'in contrast'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, "The most frequently mentioned entity is **the ferry** — it's referred to 9 times "
         '(counting "it" and "the boat"), compared with 7 mentions of Mara.',
     'the ferry'),
    (EM, "Here's a rough tally:\n\n| Entity | Mentions |\n|---|---|\n| Mara Quill | 8 |\n| the "
         'ferry | 6 |\n| the harbourmaster | 3 |\n| the dog | 2 |\n\nSo Mara Quill is mentioned '
         'most often.',
     'Mara Quill'),
    (EM, 'Counting pronouns, it\'s Mara — "she" and "her" show up in nearly every sentence.',
     'Mara'),
    (EM, 'At first I thought it would be the ferry, but once I count all the ways the '
         'harbourmaster is referred to — "the harbourmaster," "Mr. Brill," "he," "the old man" — '
         'he comes out ahead with 10 mentions. So the answer is the harbourmaster.',
     'the harbourmaster'),
    (EM, '```json\n{"entity": "Mara Quill", "mentions": 11}\n```',
     'Mara Quill'),
    (EM, "It's close between Mara Quill and the ferry — both come up around eight times. If you "
         'count "the vessel" as referring to the ferry (which it clearly does in paragraph '
         "three), the ferry edges ahead with nine, so I'd say the ferry.",
     'the ferry'),
    (EM, 'Surprisingly, it\'s **the dog**! It\'s mentioned by name (Biscuit), as "the dog," and '
         'as "it" throughout — 12 times in total, more than Mara or the ferry.',
     'the dog'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, '这句话是林巧说的。从上文看，她刚问完价格，老板还没回答，她就接着补了一句'
         '"能不能便宜点"。',
     '林巧'),
    (SI, 'The marked line is spoken by **Teacher Zhao**. The previous turn belongs to the '
         'student (Xiaoming), and a line like "Hand in your homework by Friday" clearly fits the '
         'teacher.',
     'Teacher Zhao'),
    (SI, '说话人：王建国',
     '王建国'),
    (SI, 'The turns seem to alternate: Emma, Jack, Emma, and then the marked line is fourth, so '
         'by that pattern it would be Jack\'s. But the line itself says "Thanks, Jack, that\'s '
         'sweet of you," so it can\'t be Jack speaking. The narrator also notes that she laughed '
         'right after. So the speaker is Emma.',
     'Emma'),
    (SI, "I can't tell who says this line. The dialogue doesn't attribute it to anyone, there's "
         'no name or dialogue tag nearby, and either of the two characters could plausibly have '
         'said it.',
     REFUSED),
    (SI, '```json\n{"speaker": "Aunt Li"}\n```',
     'Aunt Li'),
    (SI, "It's 小美 who says it — right after 老张 asks whether anyone has the tickets, she "
         'answers that she left them at home, which matches the marked line.',
     '小美'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is **<s 1>, <s 3>, <s 0>, <s 2>**.\n\n<s 1> introduces Maria and '
          'her plan to open a café, <s 3> describes finding the location, <s 0> covers the '
          'opening day, and <s 2> wraps up with how the café is doing a year later.',
     [1, 3, 0, 2]),
    (ORD, '3 → 0 → 2 → 1\n\nSentence 3 sets the scene, 0 introduces the problem, 2 describes the '
          'attempt to fix it, and 1 gives the outcome.',
     [3, 0, 2, 1]),
    (ORD, 'Let\'s find the opener first. <s 2> ("Last winter, the village well froze solid") '
          'sets the scene and refers to nothing earlier, so it goes first. <s 0> mentions "the '
          'frozen well," so it follows. <s 1> describes the villagers\' solution, and <s 3> ("By '
          'spring, everyone agreed it had been worth it") clearly concludes.\n\nOrder: 2, 0, 1, 3',
     [2, 0, 1, 3]),
    (ORD, 'The order should be: <s 0>, <s 3>, <s 1>. Sentence 0 introduces the character, 3 '
          'describes the journey, and 1 is the conclusion.',
     NONE),
    (ORD, '```json\n{"order": [0, 1, 3, 2]}\n```',
     [0, 1, 3, 2]),
    (ORD, 'My first guess was 3, 1, 0, 2. Hmm — but <s 1> refers to "the letter," which is only '
          'introduced in <s 0>, so <s 0> has to come before <s 1>.\n\nRevised order: 3, 0, 1, 2',
     [3, 0, 1, 2]),
    (ORD, "Here's the order I'd suggest:\n\n1. <s 1> – introduces the museum and its new "
          'exhibit\n2. <s 2> – describes the opening night crowds\n3. <s 0> – mentions the '
          'stolen painting\n4. <s 3> – the police investigation that followed\n\nLet me know if '
          "you'd like me to explain any of the transitions in more detail!",
     [1, 2, 0, 3]),
    # --- the tenth set ---
    (T, '**Answer: BEFORE**\n\nIn the passage, the evacuation order (e1) is issued on Tuesday '
        'morning, and the flooding of the lower district (e2) is only reported later that '
        'evening. Since e1 takes place earlier in time than e2, the relation between them is '
        "BEFORE.\n\nLet me know if you'd like me to walk through the other event pairs as well!",
     'BEFORE'),
    (T, "I'd say the relation here is IS_INCLUDED.\n\nThe signing (e1) takes place on the final "
        'day of the summit, while the summit itself (e2) spans the whole week. So e1 falls '
        'entirely within the time span of e2. I considered SIMULTANEOUS, but that would require '
        'the two events to share the same boundaries, and here the summit clearly starts well '
        'before the signing.',
     'IS_INCLUDED'),
    (T, '### Temporal Relation\n\n| Event | Text | Time anchor |\n|---|---|---|\n| e1 | '
        '*arrived* | around 9:00 pm |\n| e2 | *had left* | shortly before 9 |\n\nThe pluperfect '
        '"had left" tells us the guests\' departure was already complete when Dana got there.\n\n'
        '**Relation:** AFTER (e1 happens after e2)',
     'AFTER'),
    (T, 'The answer is SIMULTANEOUS. The two events happen at the same time.',
     'SIMULTANEOUS'),
    (T, '<think>\nThe passage says the company "announced" the layoffs while the restructuring '
        'was under way. Restructuring lasted several months; the announcement is a single point '
        'in time. So the announcement is inside the restructuring. If e1 = announced, e2 = '
        'restructuring, then e1 IS_INCLUDED in e2. Wait, re-reading the markup: e1 is on '
        '"restructuring" and e2 is on "announced". So it\'s the other way: e1 INCLUDES e2.\n'
        '</think>\n\nINCLUDES',
     'INCLUDES'),
    (T, 'Relation: NONE\n\nThere is no clear temporal link between the two events in the text. '
        'e1 (the drought) is mentioned as general background, and e2 (the election) is never '
        'anchored relative to it.',
     'NONE'),
    (T, 'This one is genuinely ambiguous. If "the meeting" refers to Monday\'s board meeting, '
        'then the phone call (e1) would come BEFORE it; but if it means the follow-up session '
        "later that afternoon, the two could well be SIMULTANEOUS. The passage doesn't give "
        'enough detail to settle which reading is intended, and both seem defensible to me.',
     NONE),
    (T, 'e1 ("collapsed") happened after e2 ("warned"). The engineers warned the council first, '
        'and then the bridge collapsed two days later.\n\nAnswer: AFTER',
     'AFTER'),
    (R, 'The relation between the two units is **contrast**.\n\nThe first unit says the new '
        'policy lowered costs, while the second points out that it also reduced the quality of '
        "service. The two statements are set side by side with opposing implications. I don't "
        "think it's concession, because there's no real sense of an expectation being denied; "
        "it's more a balanced weighing of two sides.",
     'contrast'),
    (R, 'Answer: causal\n\nExplanation: Unit 2 ("so the match was postponed") describes a result '
        'of the situation in Unit 1 ("heavy rain fell all afternoon"). The connective "so" makes '
        'the cause-effect link explicit.',
     'causal'),
    (R, '**Discourse relation:** `elaboration`\n\n* **Unit 1:** introduces the city museum.\n* '
        '**Unit 2:** adds details about its opening hours and its permanent exhibits.\n\nBecause '
        'the second unit provides further information about an entity already mentioned in the '
        'first, this is best classified as an **elaboration** relation.',
     'elaboration'),
    (R, '<think>\nUnit 1: "If you submit the form by Friday" ... Unit 2: "you\'ll receive the '
        'refund within a week." The "if" introduces a hypothetical situation that the second '
        'unit depends on. Could it be purpose? No, there\'s no "in order to". Condition.\n'
        '</think>\n\n**condition**',
     'condition'),
    (R, 'Attribution',
     'attribution'),
    (R, 'The second unit gives the reason for the first one: "she stayed home from work" - '
        '"because she had a bad fever". This is an explanation relation.\n\nAnswer: explanation',
     'explanation'),
    (R, '```json\n{"relation": "purpose", "confidence": 0.82}\n```',
     'purpose'),
    (R, "I'm not able to determine the relation reliably here. The second unit appears to be cut "
        'off mid-sentence ("and then the"), so depending on how it continues it could be '
        "temporal, conjunction, or something else entirely. If you can share the full text, I'd "
        'be happy to take another look.',
     REFUSED),
    (M, '## Analysis of "just"\n\n**Sentence:** *"I just wanted to say thank you for '
        'yesterday."*\n\n* "just" does not mean *only* in a strict, exclusive sense here.\n* It '
        "signals that the speaker's intention is simple and that nothing more is coming: the "
        'message is complete as it stands.\n\n**Sense: Unelaboratory**',
     'Unelaboratory'),
    (M, 'The sense of "just" in this sentence is Temporal, because it means "a moment ago" ("She '
        'had just left the office when the phone rang").',
     'Temporal'),
    (M, '<think>\n"It\'s just not fair to the kids." Is this Emphatic or Unexplanatory? '
        'Unexplanatory would be like "I just don\'t like him" (no reason given). Here the '
        'speaker is intensifying "not fair" rather than withholding a reason. So Emphatic.\n'
        '</think>\n\nEmphatic',
     'Emphatic'),
    (M, '"Just" here means "only": "just two people showed up to the meeting". So the sense is '
        '**Exclusionary**.',
     'Exclusionary'),
    (MO, 'The sense of "otherwise" in this sentence is **Consequence**.\n\nThe sentence reads: '
         '"Bring a warm coat; otherwise you\'ll freeze on the mountain." Here, "otherwise" '
         'introduces what will happen if the preceding advice is not followed, i.e. it marks the '
         'consequence of the alternative scenario.\n\nI hope this helps! Let me know if you have '
         'more sentences to classify.',
     'Consequence'),
    (MO, 'This one\'s interesting. In "The report was late but otherwise excellent," "otherwise" '
         'means roughly "apart from that": it sets aside the lateness as the one exception to an '
         "overall positive judgment. So I'd go with Exception rather than Argumentation, since "
         'nobody is building an argument for a contrary case here.',
     'Exception'),
    (MO, '<think>\n"He must have been at home; otherwise he would have answered his office '
         'phone." The speaker reasons: suppose not-P, then Q, but Q is false, so P. That\'s an '
         'argumentative use, reasoning from the contrary. Not simply Consequence, because the '
         'point is to support the claim.\n</think>\n\nThe answer is Argumentation.',
     'Argumentation'),
    (MO, "It could be read as Consequence (if they hadn't signed, the deal would have fallen "
         'through) or as Argumentation (the speaker arguing from the contrary case to justify '
         'signing). Both readings are defensible in this context.',
     NONE),
    (YN, 'Yes',
     'yes'),
    (YN, 'No, the two mentions do not corefer. "He" refers to the coach, who is giving the '
         'speech, while "the player" refers to Tomas, a different person who is being praised in '
         'that speech.',
     'no'),
    (YN, 'Yes, they refer to the same entity. "The old lighthouse" in the first sentence and '
         '"it" in the third both pick out the lighthouse on the headland; nothing mentioned in '
         'between (the fog, the fishermen) is a plausible antecedent for a singular "it" that '
         '"still stands".',
     'yes'),
    (YN, '<think>\nMention 1: [the manager]. Mention 2: [she]. Is "she" the manager? The passage '
         'also mentions the intern, Priya. "She handed the keys to the manager" - wait, if she '
         'handed the keys to the manager, she can\'t be the manager herself. So "she" is Priya.\n'
         '</think>\n\nNo',
     'no'),
    (YN, '**Answer: Yes**\n\n*Reasoning:*\n1. Mention A: *"Dr. Okafor"*\n2. Mention B: *"the '
         'surgeon"*\n3. The passage describes Dr. Okafor performing the operation, and no other '
         'doctor is present, so "the surgeon" is a descriptive reference to the same person.',
     'yes'),
    (YN, 'They do not corefer. [the company] refers to Halden Ltd., whereas [its rival] is a '
         'separate firm competing with it.',
     'no'),
    (YN, '**Cannot be determined**\n\n* "They" appears right after a sentence that mentions both '
         '*the protesters* and *the police*.\n* Both are plural groups, and both fit the verb '
         '"moved towards the square".\n\nThe text does not provide enough information to decide '
         'whether the two mentions corefer.',
     REFUSED),
    (YN, 'Based on the passage, the answer is yes. Both "Ms. Reyes" and "her" refer to the same '
         'person, the teacher.',
     'yes'),
    (BD, '**Answer: No**\n\n"The windows" in sentence 3 is introduced without any earlier noun '
         'phrase it could be linked to. The preceding sentences only talk about the weather and '
         'a phone call, neither of which has windows. So there is **no bridging relation** here.',
     'no'),
    (BD, '<think>\nAnaphor: "the door". Earlier NPs: "a small cottage", "the path". The door '
         'belongs to the cottage: part-whole bridging. Yes.\n</think>\n\nYes, there is a '
         'bridging relation: "the door" → "a small cottage".',
     'yes'),
    (BD, 'Yes. "The author" is linked by bridging to "a new novel" mentioned in the previous '
         'sentence; the author is understood as the author of that novel, even though the '
         "connection isn't stated explicitly.",
     'yes'),
    (BD, 'no',
     'no'),
    (BD, 'I don\'t think there\'s a bridging relation here. "The driver" could in principle '
         'bridge to "the bus", but in this passage the driver was already introduced directly '
         'two sentences earlier ("a tired driver named Oleg"), so the later mention is plain '
         'coreference rather than bridging. So my answer is no.',
     'no'),
    (BD, 'Yes, there is a bridging relation between "the menu" and "the restaurant". The menu is '
         'part of the restaurant.',
     'yes'),
    (BD, 'Let me check this step by step. The anaphor is "the roof", and the candidate noun '
         'phrases are "the storm" and "the barn".\n\n- "the storm": no part-whole or associative '
         'link to a roof.\n- "the barn": a roof is part of a barn.\n\nSo at first glance the '
         'answer would be yes. Actually, wait: "the barn" is only mentioned *after* "the roof" '
         'in the passage, so it can\'t serve as an earlier antecedent, and nothing before "the '
         'roof" supports a bridging link.\n\n**Answer: No**',
     'no'),
    (BD, 'Yes, this is a case of **associative bridging**.\n\n* **Anaphor:** *the prices*\n* '
         '**Anchor:** *the farmers\' market* (sentence 1)\n\n"The prices" is only interpretable '
         'as the prices *at the market*, so it depends on that earlier noun phrase.',
     'yes'),
    (C, 'The passage mentions **5** distinct entities:\n\n1. Mara\n2. her brother Tom\n3. the '
        'car\n4. the garage\n5. the mechanic\n\nNote that "he" and "Tom" refer to the same '
        'person, and "it" refers back to the car, so these are counted only once.',
     5),
    (C, 'There are 4 distinct entities in the passage.',
     4),
    (C, '<think>\nEntities: the professor (1), the students (2), the lecture hall (3), the exam '
        '(4), the dean (5), the university (6). "The class" - same group as the students? Yes, '
        'I\'ll treat it as the same. "He" = the professor. So 6.\n</think>\n\n6',
     6),
    (C, 'Counting carefully, I get seven distinct entities: the farmer, his wife, the goats '
        "(which I'm treating as a single group), the fence, the village, the storm, and the "
        'neighbour. If you counted the two goats individually it would come to eight, but in the '
        'text they always act together and are referred to as "the goats" or "they", so I think '
        '7 is the better answer.',
     7),
    (C, 'Distinct entities: 3 (Lena, the bakery, the owner).',
     3),
    (C, '## Entity Count\n\n| # | Entity | Mentions |\n|---|---|---|\n| 1 | Captain Ruiz | '
        '"Captain Ruiz", "she", "the captain" |\n| 2 | the ship | "the ship", "it" |\n| 3 | the '
        'crew | "the crew", "they" |\n| 4 | the island | "the island" |\n\n**Total distinct '
        'entities: 4**',
     4),
    (C, "I'd be glad to help count the entities, but it looks like the passage itself didn't "
        "come through; I only see the question. Could you paste the text? Once I have it, I'll "
        'go through each mention and group together the ones that refer to the same thing.',
     REFUSED),
    (C, '共有 **6** 个不同的实体：张伟、他的妻子、医院、医生、出租车和司机。其中'
        '"他"指的是张伟，不单独计算。',
     6),
    (MRC, 'B',
     1),
    (MRC, '**Answer: A) at the harbour**\n\nThe passage states that an old fisherman spotted the '
          'ring glinting between the planks of the pier while he was unloading his catch at the '
          'harbour. The station and the market are mentioned only as places Lena had visited '
          'earlier that day.',
     0),
    (MRC, 'The ring was found at home, so option D.\n\nAlthough the story spends a lot of time '
          'at the market, where Elena first realizes the ring is missing, and she retraces her '
          'steps all the way back to the station, she eventually discovers it in the pocket of '
          'the coat hanging by her front door.',
     3),
    (MRC, '<think>\nQuestion: Where was the ring found? Passage: she thought she lost it at the '
          'station, searched there, nothing. The next morning the fruit vendor at the market '
          'returned it, saying it had been under his stall. So found at the market. C.\n'
          '</think>\n\nC) at the market',
     2),
    (MRC, 'Based on the text, the correct option is **C**. The vendor found the ring under a '
          'crate of oranges at the market.\n\n* **A (harbour):** only mentioned as where she '
          'works.\n* **B (station):** where she *thought* she had lost it.\n* **D (home):** she '
          'searched there first, without success.',
     2),
    (MRC, 'Answer: D',
     3),
    (MRC, '### Analysis\n\n* The ring is described as being **handed in at the station**.\n* '
          'However, the cleaner who handed it in says she picked it up **near the harbour** on '
          'her walk to work.\n\n**Conclusion:** Depending on whether "found" refers to where it '
          'was discovered or where it was turned in, the answer is either **A** or **B**.',
     NONE),
    (MRC, 'The correct answer is B) at the station. The passage says that the ring was found by '
          'a cleaner on the platform.',
     1),
    (BA, '"The sink" bridges to **the kitchen**: it\'s understood as the kitchen\'s sink, a '
         'part-whole relation. The earlier mention of "the apartment" is a possible candidate '
         "too, but the kitchen is the more specific and direct anchor, since it's mentioned in "
         'the sentence immediately before.',
     'the kitchen'),
    (BA, 'the house',
     'the house'),
    (BA, 'The antecedent of "the roof" is "the old church", which is mentioned in the first '
         'sentence. The roof is interpreted as the roof of that church (a part-whole bridging '
         'relation).',
     'the old church'),
    (BA, '<think>\nAnaphor: "the pages". Candidates: a letter, the diary, the desk. The pages '
         'belong to the diary... could it be the letter? The letter is described as a single '
         'folded sheet, so "the pages" fits the diary better.\n</think>\n\n**Antecedent:** the '
         'diary',
     'the diary'),
    (BA, '**Anaphor:** *the engine*\n**Antecedent:** *a rusty tractor*\n\nThe engine is '
         'interpreted as a part of the tractor introduced earlier in the passage ("a rusty '
         'tractor stood in the field").',
     'a rusty tractor'),
    (BA, '{"anaphor": "the tickets", "antecedent": "the concert"}',
     'the concert'),
    (BA, '<think>\nAnaphor: the windows. Earlier NPs: the bus, the station. "She waited at the '
         'station for the bus. The windows were fogged up." Both the bus and the station have '
         'windows. Hmm, hard to decide.\n</think>\n\n"The windows" could be anchored to either '
         '"the bus" or "the station"; both are plausible readings of the passage.',
     NONE),
    (BA, 'At first I\'d link "the captain" to "the harbour", since that\'s the most recent noun '
         'phrase. But on reflection it much more naturally depends on "the ferry": the captain '
         "is the ferry's captain, and a harbour doesn't really have a captain. So the antecedent "
         'is the ferry.',
     'the ferry'),
    (RI, 'The best connective is **"however"**.\n\nSentence 1 states that the team trained hard '
         'all season; Sentence 2 says they were knocked out in the first round. The second '
         'sentence goes against the expectation set up by the first, so a contrastive connective '
         'like "however" fits best:\n\n> The team trained hard all season. **However**, they '
         'were knocked out in the first round.',
     'however'),
    (RI, 'because',
     'because'),
    (RI, '<think>\nS1: The roads were covered in ice. S2: Several schools closed for the day. S2 '
         'is a result of S1. Options: "so", "therefore", "as a result". S2 starts a new '
         'sentence, so "As a result" reads most naturally.\n</think>\n\nAs a result',
     'as a result'),
    (RI, 'I\'d join these with "for example". The second sentence gives a specific instance (the '
         'bakery on Elm Street closing) of the general claim in the first, that small businesses '
         'in the area are struggling. "In particular" would also work, but "for example" feels '
         'like the more natural fit.',
     'for example'),
    (RI, '**Connective:** *meanwhile*\n\n> "The guests were arriving at the front door. '
         '**Meanwhile**, the cook was still chopping onions in the kitchen."\n\nThe two events '
         'happen at the same time in different places, which is exactly what *meanwhile* signals.',
     'meanwhile'),
    (RI, 'The implicit connective is "then": first she locked the door, then she walked to the '
         'car.',
     'then'),
    (RI, "I'm sorry, but I'm unable to determine a connective here, since only one sentence was "
         "provided. Please share both sentences and I'll suggest the connective that best links "
         'them.',
     REFUSED),
    (RI, 'Connective: in addition\n\nThe second sentence adds another benefit of the plan (lower '
         'emissions) to the one given in the first (lower cost).',
     'in addition'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The entity mentioned most often is **the ferry**, which appears 7 times (including '
         'pronoun references such as "it" and "the vessel"), compared with Mara Quill at 5 '
         'mentions and the harbourmaster at 3.',
     'the ferry'),
    (EM, "Mara Quill is the most frequently mentioned entity. She's named directly several times "
         'and referred to with "she" and "her" throughout the passage. The ferry comes a close '
         'second, while the harbourmaster and the dog only appear a couple of times each.',
     'Mara Quill'),
    (EM, '<think>\nCount mentions:\nMara Quill: "Mara", "she", "her", "Quill"... about 6.\nThe '
         'ferry: "the ferry", "it", "the boat", "the vessel"... 8.\nHarbourmaster: 3. Dog: 2.\n'
         'Wait, "the boat" in paragraph 2 is the fishing boat, not the ferry. So ferry = 7. '
         'Still more than Mara.\n</think>\n\nThe ferry',
     'the ferry'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 6 |\n| the ferry | 4 |\n| the '
         'harbourmaster | 3 |\n| the dog | 2 |\n\n**Most mentioned:** Mara Quill',
     'Mara Quill'),
    (EM, 'The harbourmaster is mentioned most often (5 times), slightly more than Mara Quill (4).',
     'the harbourmaster'),
    (EM, '**Most frequently mentioned entity: the ferry**\n\n* *The ferry*: 8 mentions ("the '
         'ferry", "it", "the old boat")\n* *Mara Quill*: 6 mentions\n* *The harbourmaster*: 3 '
         'mentions\n* *The dog*: 2 mentions\n\nEven though Mara is the protagonist, the ferry is '
         'referred to slightly more often.',
     'the ferry'),
    (EM, 'The most mentioned entity in the passage is the dog, which appears in almost every '
         'sentence, either as "the dog" or "it".',
     'the dog'),
    (SI, '<think>\n这句'
         '"你又迟到了"出现在林巧进门之后。前文老周一直在店里等她，而且语气像是长辈在责备晚辈。所以说话的应该是老周。\n'
         '</think>\n\n老周',
     '老周'),
    (SI, 'The marked line is spoken by **Teacher Zhao**.\n\nJust before it, the narration says '
         'that Teacher Zhao put down her chalk and turned to face the class, and the line itself '
         '("Who can tell me the answer?") is the kind of question a teacher would ask her '
         'students.',
     'Teacher Zhao'),
    (SI, '林巧',
     '林巧'),
    (SI, 'The line is spoken by Old Zhou. The alternating pattern of the dialogue is a helpful '
         'clue: Xiao Li asks about the train times, Old Zhou answers, Xiao Li responds, and the '
         'marked line is the next turn, so it goes back to Old Zhou. The content fits too, since '
         "he's the one who has lived in the town for decades.",
     'Old Zhou'),
    (SI, '**Speaker:** 王阿姨 (Auntie Wang)\n\nThe line "菜都凉了，快来吃吧" follows directly '
         "after the narration about 王阿姨 setting the table, and it's addressed to the children "
         'who are still playing outside.',
     '王阿姨'),
    (SI, 'Speaker: Xiao Li',
     'Xiao Li'),
    (SI, 'The marked line ("把作业交上来") is said by 赵老师: she is the one collecting the '
         'homework in this scene.',
     '赵老师'),
    (SI, '<think>\nThe line: "I told you not to touch that!" Who is speaking, Mother or Ming? '
         'Ming is the one who just knocked over the vase, so the scolding must come from '
         'Mother.\n</think>\n\nThe speaker is Mother.',
     'Mother'),
    (ORD, 'The correct order is: **[2, 0, 3, 1]**\n\n- <s 2> introduces Hana and her plan to '
          'hike to the lake.\n- <s 0> describes her setting out early in the morning.\n- <s 3> '
          'the storm rolls in by midday.\n- <s 1> she turns back and returns home soaked.',
     [2, 0, 3, 1]),
    (ORD, '[3, 1, 0, 2]',
     [3, 1, 0, 2]),
    (ORD, '<think>\ns0: "After that, they all sat down to eat."\ns1: "The family gathered in the '
          'kitchen."\ns2: "Finally, everyone went to bed."\ns3: "Mom cooked a big pot of soup."\n'
          'Order: s1 sets the scene, s3 cooking, s0 eating, s2 bed.\n</think>\n\n1, 3, 0, 2',
     [1, 3, 0, 2]),
    (ORD, 'The most coherent order is 0 → 2 → 1 → 3. Sentence 0 sets the scene, sentence 2 '
          'introduces the problem with "But", sentence 1 gives the character\'s response to it, '
          'and sentence 3 wraps up with the outcome.',
     [0, 2, 1, 3]),
    (ORD, '```json\n{"order": [3, 0, 2, 1]}\n```',
     [3, 0, 2, 1]),
    (ORD, 'Order: <s 2> <s 0> <s 2> <s 3>',
     NONE),
    (ORD, "Let's start with <s 1>, since it introduces the museum. Next would be <s 0>, "
          'describing the painting... Hmm, actually <s 3> should come before <s 0>, because <s '
          '0> refers to "the painting", which is first introduced in <s 3>. <s 2> is clearly the '
          'conclusion.\n\nFinal order: <s 1>, <s 3>, <s 0>, <s 2>',
     [1, 3, 0, 2]),
    (ORD, 'Correct order: s3, s1, s2, s0',
     [3, 1, 2, 0]),
    # --- the eleventh set ---
    (T, 'INCLUDES',
     'INCLUDES'),
    (T, 'The answer is **IS_INCLUDED**.',
     'IS_INCLUDED'),
    (T, 'AFTER — e2 (the funeral) happens first, and the inheritance dispute (e1) only starts '
        'once the will is read.',
     'AFTER'),
    (T, '<think>\ne1 = "signed" (the treaty signing), e2 = "summit" (the three-day summit in '
        'Geneva).\nThe passage says the treaty was signed on the second day of the summit, so '
        "the signing sits inside the summit's time span.\nIs it INCLUDES? No — INCLUDES would "
        "mean e1 contains e2. Here e2 contains e1.\nSIMULTANEOUS doesn't fit either, since the "
        'summit lasts much longer than the signing.\n</think>\n\nIS_INCLUDED',
     'IS_INCLUDED'),
    (T, "'SIMULTANEOUS'.",
     'SIMULTANEOUS'),
    (T, '[NONE] — the two events are in unrelated clauses and the text gives no ordering between '
        'them.',
     'NONE'),
    (T, 'AFTER. Wait, actually, rereading it: she *left* the office (e1) and then the storm '
        '*hit* (e2), so e1 comes first. BEFORE.',
     'BEFORE'),
    (T, 'It could be BEFORE or SIMULTANEOUS — the announcement may have been made while the vote '
        "was still going on, or right before it. The passage doesn't make this clear.",
     NONE),
    (R, 'causal',
     'causal'),
    (R, 'Elaboration.',
     'elaboration'),
    (R, 'The relation is "contrast" — the second unit ("but the results were disappointing") '
        'sets up an opposition with the first.',
     'contrast'),
    (R, '**Answer:** concession\n\nThe first unit grants a point ("Although the budget was '
        'tight, ...") and the second unit goes against the expectation it creates ("... the team '
        'finished on schedule"). This is the classic concessive pattern rather than plain '
        'contrast, because one unit concedes something before the other overrides it.',
     'concession'),
    (R, 'Q: What is the discourse relation between the two units?\nA: attribution',
     'attribution'),
    (R, 'Let\'s go step by step.\n\n1. Unit 1: "The council raised parking fees"\n2. Unit 2: "to '
        'reduce traffic in the old town"\n3. Unit 2 states the goal behind the action in unit 1. '
        "It's tempting to say *causal*, but a causal relation would describe a result that "
        "actually happened; here it's an intention.\n4. It's not *explanation* either, since no "
        'justification of a claim is being given.\n\nSo the relation is purpose.',
     'purpose'),
    (R, '```json\n{"relation": "condition"}\n```',
     'condition'),
    (R, "I'm unable to determine the relation — the two text units seem to be missing from your "
        'message. Could you paste them?',
     REFUSED),
    (M, 'Temporal',
     'Temporal'),
    (M, 'Exclusionary — here "just" means "only" ("just two people showed up").',
     'Exclusionary'),
    (M, 'Emphatic 👍',
     'Emphatic'),
    (M, '<reasoning>\n"Just sign the form and hand it in." No sense of "only" (not '
        "Exclusionary), no time reference (not Temporal). It isn't intensifying anything either, "
        'so Emphatic is unlikely. The speaker is waving away any need for further detail.\n'
        '</reasoning>\nAnswer: **Unelaboratory**',
     'Unelaboratory'),
    (MO, 'Consequence',
     'Consequence'),
    (MO, '"Exception".',
     'Exception'),
    (MO, "The meaning of 'otherwise' here is *Argumentation*: it introduces a supporting line of "
         'reasoning ("otherwise, why would he have left so early?").',
     'Argumentation'),
    (MO, 'Either Enumeration or Exception — the sentence lists several cases but also singles '
         'one out as different. Hard to say which is intended.',
     NONE),
    (YN, 'yes',
     'yes'),
    (YN, 'No.',
     'no'),
    (YN, 'Yes — both "the senator" and "she" refer to Maria Lopez.',
     'yes'),
    (YN, '**No**\n\n"The doctor" and "him" pick out different people: the sentence says the '
         'doctor was examining him, and a reflexive would be needed if they were the same '
         'person. "Him" refers back to the patient, Mr. Harlow, introduced in the first sentence.',
     'no'),
    (YN, 'Do the two mentions corefer? Yes.',
     'yes'),
    (YN, '<think>Mention A: "the company". Mention B: "it" in the last sentence. The last '
         'sentence says "it was rejected by the board" — that\'s the merger offer, not the '
         'company itself.</think>\n\nno',
     'no'),
    (YN, '```json\n{"corefer": "yes"}\n```',
     'yes'),
    (YN, 'No, wait — rereading, "he" comes right after "the old fisherman" and nobody else is '
         'male in that paragraph. Yes, they corefer.',
     'yes'),
    (BD, 'no',
     'no'),
    (BD, 'Yes.',
     'yes'),
    (BD, 'Yes – "the engine" is a part of "the car" mentioned earlier.',
     'yes'),
    (BD, 'There\'s no bridging relation here; "the door" is introduced on its own and doesn\'t '
         'depend on any earlier noun phrase. Answer: no',
     'no'),
    (BD, 'Answer: YES 😊',
     'yes'),
    (BD, 'Is there a bridging relation? **No.** The anaphor simply repeats an earlier mention '
         "(that's coreference, not bridging).",
     'no'),
    (BD, 'Sorry, I cannot determine that from the information provided.',
     REFUSED),
    (BD, 'Thinking: the anaphor "the last chapter" only makes sense relative to "the novel" in '
         'sentence 1 (part–whole).\nFinal answer: yes',
     'yes'),
    (C, '4',
     4),
    (C, 'There are 5 distinct entities.',
     5),
    (C, '**7**\n\n(Mara, her brother, the ferry, the harbourmaster, the dog, the town, the storm)',
     7),
    (C, "Entities:\n1. Jonah\n2. the bakery\n3. Jonah's mother\n\nTotal: 3",
     3),
    (C, 'six',
     6),
    (C, 'Let me count: the professor, the student, the lab, the grant... wait, I missed the '
        'university — that makes 5. Actually "the lab" and "the university lab" are the same '
        'thing, so the count is 4.',
     4),
    (C, 'Either 3 or 4, depending on whether "the crew" is counted separately from "the sailors".',
     NONE),
    (C, '| # | Entity |\n|---|--------|\n| 1 | Dr. Okafor |\n| 2 | the clinic |\n| 3 | the nurse '
        '|\n| 4 | the patient |\n| 5 | the ambulance |\n| 6 | the city |\n| 7 | the mayor |\n| 8 '
        '| the hospital board |\n\n**Total: 8**',
     8),
    (MRC, 'C',
     2),
    (MRC, 'B) at the station',
     1),
    (MRC, 'The answer is A.',
     0),
    (MRC, 'D — the passage says she found it under the sofa cushions at home.',
     3),
    (MRC, 'Where was the ring found? At the market, option C.',
     2),
    (MRC, "It wasn't at the station or at the harbour — the passage rules both of those out.",
     NONE),
    (MRC, '<think>\nLena lost the ring at the station. Later the passage says the fruit vendor '
          'handed it back to her... where? "at his stall in the square" — that\'s the market. '
          'Not home; she only searched at home.\n</think>\nC',
     2),
    (MRC, '答案：B（在车站）',
     1),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, 'The anaphor "the roof" depends on "the old barn".',
     'the old barn'),
    (BA, '"the house"',
     'the house'),
    (BA, 'Antecedent: **the car**',
     'the car'),
    (BA, 'the restaurant.',
     'the restaurant'),
    (BA, '<think>"the pages" must belong to something mentioned before... sentence 1 has "a worn '
         'diary".</think>\na worn diary',
     'a worn diary'),
    (BA, 'It refers back to the wedding — "the bride" is a participant in "the wedding" from the '
         'opening sentence.',
     'the wedding'),
    (BA, 'Not "the hotel" — "the lobby" here belongs to the theatre mentioned in the first '
         'sentence. Answer: the theatre',
     'the theatre'),
    (RI, 'because',
     'because'),
    (RI, 'However.',
     'however'),
    (RI, 'The best connective is "as a result".',
     'as a result'),
    (RI, '**In contrast** — the second sentence describes the opposite trend in rural areas.',
     'in contrast'),
    (RI, 'Connective: then',
     'then'),
    (RI, 'I\'d go with "for example", since the second sentence gives an instance of the claim '
         'in the first. ("In particular" could also work, but "for example" fits best.)',
     'for example'),
    (RI, 'so 🙂',
     'so'),
    (RI, '<think>S1: it rained all morning. S2: the match was cancelled. Cause then result, so '
         '"because" would need the reverse order. A result marker fits.</think>\ntherefore',
     'therefore'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The ferry.',
     'the ferry'),
    (EM, 'The most frequently mentioned entity is Mara Quill (7 mentions: "Mara", "she", '
         '"Quill", "her"...).',
     'Mara Quill'),
    (EM, '**the harbourmaster**',
     'the harbourmaster'),
    (EM, 'Mara — she appears in nearly every sentence.',
     'Mara'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 6 |\n| the ferry | 9 |\n| the dog | 3 '
         '|\n\nMost mentioned: the ferry',
     'the ferry'),
    (EM, 'At first glance it looks like Mara Quill, but once you count pronouns and the name '
         '("Biscuit", "he", "the dog", "the old mutt"), the dog comes up more often. Answer: the '
         'dog',
     'the dog'),
    (EM, '"Mara Quill" 👍',
     'Mara Quill'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, '林巧',
     '林巧'),
    (SI, '说这句话的是王老师。',
     '王老师'),
    (SI, 'Speaker: **Teacher Zhao**',
     'Teacher Zhao'),
    (SI, "The line “我明天不来了” is said by 小李, since he's the one who mentioned feeling sick "
         'earlier.',
     '小李'),
    (SI, "It's Mrs. Patel — she's answering Tom's question about the keys.",
     'Mrs. Patel'),
    (SI, '无法确定说话人，对话中没有足够的线索。',
     REFUSED),
    (SI, "<think>\nLine 4 follows Auntie Mei's question, so maybe it's her nephew Chen Bo "
         'replying... wait, line 4 is itself a question back ("You mean the blue one?"), and '
         'Chen Bo clearly speaks line 5. So line 4 is Auntie Mei again.\n</think>\nAuntie Mei',
     'Auntie Mei'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, '1, 3, 0, 2',
     [1, 3, 0, 2]),
    (ORD, 'The correct order is <s 3> <s 0> <s 2> <s 1>.',
     [3, 0, 2, 1]),
    (ORD, '0 → 2 → 1 → 3',
     [0, 2, 1, 3]),
    (ORD, '**Order:** s2, s1, s3, s0',
     [2, 1, 3, 0]),
    (ORD, '```json\n{"order": [3, 1, 0, 2]}\n```',
     [3, 1, 0, 2]),
    (ORD, '2, 0, 2, 1',
     NONE),
    (ORD, "Sure! Here's my reasoning:\n\n- <s 1> introduces the topic (the village's first "
          'library), so it should open.\n- <s 0> gives the background — who donated the books.\n'
          '- <s 3> describes the opening day.\n- <s 2> wraps up with how the library is used '
          "today.\n\nAnswer: 1 0 3 2\n\nLet me know if you'd like me to explain any step in more "
          'detail!',
     [1, 0, 3, 2]),
    # --- the twelfth set ---
    (T, 'Let\'s think step by step.\n\n1. e1 is "returned" (the soldiers returned to the '
        'village).\n2. e2 is "burned" (the barracks burned down).\n3. The passage says the '
        'soldiers returned "only after the fire had been put out", so the burning is over by the '
        'time they come back.\n4. That rules out SIMULTANEOUS and INCLUDES. BEFORE would mean '
        'the return came first, which contradicts the text.\n\nTherefore, the relation of e1 to '
        'e2 is AFTER.',
     'AFTER'),
    (T, '<think>\ne1 = "paused", e2 = "speech". The speaker paused in the middle of the speech. '
        'So the pause happens inside the time span of the speech. Is it INCLUDES? No — INCLUDES '
        'would mean e1 contains e2. Here e2 contains e1, so e1 IS_INCLUDED in e2.\n</think>\n\n'
        'IS_INCLUDED',
     'IS_INCLUDED'),
    (T, '**Step 1 – Identify the events.**\n- e1: *cheered* ("the crowd cheered")\n- e2: '
        '*crossed* ("as the runner crossed the line")\n\n**Step 2 – Look for temporal cues.**\n'
        'The connective "as" signals that both happen at the same moment. There is no indication '
        'that one starts before the other.\n\n**Step 3 – Choose the label.**\nBEFORE and AFTER '
        "don't fit; INCLUDES would need one event to span the other.\n\n**Answer: SIMULTANEOUS**",
     'SIMULTANEOUS'),
    (T, 'At first glance this looks like BEFORE, since e1 ("filed") is mentioned first in the '
        'sentence. Wait, actually the sentence reads: "She filed the complaint, three days after '
        'the inspection had taken place." The order of mention isn\'t the order of events. The '
        'inspection (e2) happened first, and the filing (e1) came three days later.\n\nSo e1 is '
        'AFTER e2.',
     'AFTER'),
    (T, 'Thinking through it: e1 is "signed" and e2 is "announced". The passage says the '
        'agreement "was signed and announced on Tuesday", but it doesn\'t say whether the '
        'signing preceded the announcement or whether they happened at the same event. If the '
        "announcement came after the signing ceremony, it's BEFORE; if the announcement was made "
        "during the signing, it's closer to SIMULTANEOUS. Both readings are defensible from the "
        "text as given, so I'd go with either BEFORE or SIMULTANEOUS.",
     NONE),
    (T, 'Let\'s reason about it.\n\ne1: "the festival" (a week-long event)\ne2: "performed" (the '
        "band performed on Saturday night)\n\nThe band's performance took place during the "
        "festival week. So the festival's time span contains the performance. From e1's point of "
        "view, e1 INCLUDES e2. It's not IS_INCLUDED, because that would put the festival inside "
        'the performance, which is backwards.\n\nINCLUDES',
     'INCLUDES'),
    (T, '```json\n{\n  "reasoning": "e1 (\'hoped\') is a mental state of the narrator and e2 '
        "('collapsed') is an event in a different clause with no temporal anchor linking them. "
        'No BEFORE/AFTER/overlap relation is stated or implied.",\n  "label": "NONE"\n}\n```',
     'NONE'),
    (T, '首先，e1 是 "arrived"（代表团抵达），e2 是 "talks"（会谈）。\n原文说 "The delegation '
        'arrived on Monday, and the talks began the following morning."\n抵达发生在周一，会谈在第'
        '二天早上才开始，所以 e1 在 e2 之前。不是 SIMULTANEOUS，也不是 INCLUDES。\n\n因此答案是 '
        'BEFORE。',
     'BEFORE'),
    (R, 'Step 1: Unit 1 is "The match was called off", Unit 2 is "because the pitch was '
        'flooded."\nStep 2: Unit 2 gives the reason for Unit 1. The candidates are causal and '
        'explanation.\nStep 3: In this scheme, explanation is for cases where the second unit '
        "justifies a claim or belief; here it's a direct real-world cause of the event.\n\n"
        'Answer: causal',
     'causal'),
    (R, 'Let me look at the two units. The first is "Prices will rise next quarter," and the '
        'second is "the finance minister said on Friday." The second unit identifies the source '
        "of the claim in the first — it's a reporting clause. That's neither elaboration nor "
        "comment; it's the classic pattern for attribution.\n\nFinal answer: **attribution**",
     'attribution'),
    (R, 'The first unit, "Although he had trained for months," sets up an expectation, and the '
        'second, "he failed to finish the race," denies that expectation. One might call this '
        'contrast, but contrast is for two parallel things that differ, whereas here the second '
        'unit goes against what the first would lead us to expect. The word "although" is the '
        'textbook marker.\n\nSo the answer is concession.',
     'concession'),
    (R, "Let's compare the candidate relations:\n\n| Relation | Fits? | Why |\n|---|---|---|\n| "
        'elaboration | ✅ | Unit 2 ("it has three bedrooms and a garden") gives more detail '
        'about "the house" in Unit 1 |\n| explanation | ❌ | Unit 2 doesn\'t justify anything |\n'
        "| conjunction | ❌ | The units aren't independent parallel facts |\n\n**Relation:** "
        'elaboration',
     'elaboration'),
    (R, 'Condition',
     'condition'),
    (R, '<think>\nUnit 1: "She finished the report." Unit 2: "Then she drove to the airport." '
        'Could be conjunction (two things she did) but "then" explicitly orders them in time. '
        "Not causal — finishing didn't cause driving. So temporal.\n</think>\n\nThe relation is "
        'temporal.',
     'temporal'),
    (R, "I'm sorry, but I can't determine the relation here. The two text units in your message "
        'appear as empty placeholders ("[UNIT 1]" and "[UNIT 2]"), so there\'s no content to '
        "analyse. If you paste the actual text, I'll be happy to classify it.",
     REFUSED),
    (R, 'Thinking step by step:\n- Unit 1: "They left early"\n- Unit 2: "in order to catch the '
        'last ferry"\n- "In order to" introduces a goal the action is meant to achieve.\n- It '
        "isn't causal, because the ferry didn't cause them to leave; catching it was their aim. "
        "Condition doesn't fit either.\n\npurpose",
     'purpose'),
    (M, 'Sentence: "The train has just left the platform."\n\nHere "just" means "a very short '
        'time ago". It isn\'t restricting anything (so not Exclusionary), and it isn\'t '
        'intensifying (not Emphatic). It locates the event in time relative to now.\n\nAnswer: '
        'Temporal',
     'Temporal'),
    (M, 'Let\'s reason. In "Don\'t worry, it\'s just a scratch," the speaker is saying the '
        'injury is *only* a scratch and nothing worse — it excludes more serious possibilities. '
        'Some might read it as Emphatic, but the core contribution is "merely/only", limiting '
        'the scope.\n\n**Exclusionary**',
     'Exclusionary'),
    (M, 'The sentence is "That\'s just perfect," said sarcastically after the car broke down. '
        '"Just" doesn\'t mean "only" here (not Exclusionary) and it\'s not about time (not '
        'Temporal). It strengthens the evaluation — "absolutely perfect" — which is what makes '
        'the sarcasm land.\n\nSo the sense is Emphatic.',
     'Emphatic'),
    (M, 'Step 1: The phrase is "a just and wise ruler".\nStep 2: "just" modifies the noun '
        '"ruler" and is coordinated with another adjective, "wise".\nStep 3: It means "fair, '
        'morally right", not any of the adverbial senses.\n\nSense: Adjective',
     'Adjective'),
    (MO, 'The sentence is: "Bring a coat; otherwise you\'ll freeze on the boat."\n\n"Otherwise" '
         'here means "if you don\'t (bring a coat)". The second clause describes what will '
         'result if the first isn\'t followed. That\'s not an exception ("apart from that") and '
         'not listing items.\n\nTherefore: Consequence',
     'Consequence'),
    (MO, 'Let me think. "The soup was a little salty but otherwise excellent." Here "otherwise" '
         'means "apart from that / in other respects". It carves out the saltiness as the one '
         'exception and says everything else was excellent. That matches **Exception**, not '
         'Consequence (nothing follows from a condition).',
     'Exception'),
    (MO, 'In "We should leave now. Otherwise, what was the point of planning?" the word '
         '"otherwise" could be read as introducing a consequence of not leaving (Consequence), '
         'but it also works as a rhetorical move supporting the claim that they should leave '
         '(Argumentation). Honestly both labels fit this sentence reasonably well, and the '
         "context doesn't clearly favour one over the other.",
     NONE),
    (MO, 'Argumentation.\n\nReasoning: In "The evidence must be reliable — otherwise the court '
         'would never have admitted it," the clause after "otherwise" isn\'t describing a real '
         "outcome; it's offering a supporting argument for the first claim (if it weren't "
         "reliable, it wouldn't have been admitted). It isn't an Exception or an Enumeration "
         'either.',
     'Argumentation'),
    (YN, 'Step 1: Mention 1 is "Dr. Hale", introduced as the surgeon in charge.\nStep 2: Mention '
         '2 is "she" in "she scrubbed in at noon".\nStep 3: The only other female character is '
         "the patient's daughter, who is in the waiting room and couldn't be scrubbing in.\nStep "
         '4: So "she" must be Dr. Hale.\n\nSo the answer is yes.',
     'yes'),
    (YN, 'No. "The company" refers to Orbis Ltd., the buyer, while "it" in the second sentence '
         'refers back to "the deal" ("it collapsed in March"). A company doesn\'t collapse in '
         'that sense here — the deal does — so the two mentions pick out different entities.',
     'no'),
    (YN, 'Let\'s check whether "he" can be Tom. Grammatically, yes — Tom is the most recent male '
         'noun phrase. But the sentence says "he handed Tom the keys," and a person can\'t hand '
         'himself the keys in this context, so "he" must be someone else (likely the landlord '
         'mentioned earlier).\n\n**Answer: no**',
     'no'),
    (YN, '```json\n{"mention_1": "the old lighthouse keeper", "mention_2": "Mr. Abernathy", '
         '"corefer": true, "reason": "The passage introduces Mr. Abernathy as the lighthouse '
         'keeper in the opening sentence."}\n```',
     'yes'),
    (YN, '<think>\nMention A: "the new coach". Mention B: "Rivera". The second paragraph says '
         '"Rivera, who took over the team in June". Taking over the team = becoming coach. Same '
         'person.\n</think>\n\nYes, they corefer.',
     'yes'),
    (YN, '我们一步一步来看：\n1. 第一个提及是「那位老师」，第二个提及是「她」。\n2. 文中说「那位'
         '老师走进教室，她把书放在讲台上」。\n3. 这里没有别的女性人物，「她」只能指那位老师。\n\n'
         '所以答案是：是',
     'yes'),
    (YN, 'This one is genuinely ambiguous. "The manager" could be the same person as "him" in '
         'the last sentence, but "him" could just as easily refer to the delivery driver who was '
         "introduced right before. The passage doesn't give enough information to decide, so I "
         "can't tell for sure whether these two mentions corefer.",
     REFUSED),
    (YN, 'Reasoning:\n- "The river" (mention 1) is the Arno, flowing through the city.\n- "It" '
         '(mention 2) appears in "it was built in 1345", which describes a bridge, the Ponte '
         'Vecchio.\n- One might say yes if "it" were read as the river, but rivers aren\'t '
         'built.\n\nFinal answer: No',
     'no'),
    (BD, 'Let\'s think step by step. The anaphor is "the door", and earlier the passage mentions '
         '"an old farmhouse". "The door" hasn\'t been mentioned before, and it is naturally '
         "understood as the farmhouse's door — a part-whole relation. That's exactly a bridging "
         'relation.\n\nAnswer: yes',
     'yes'),
    (BD, 'The anaphor is "the driver". Is it bridging to "the bus"? At first it looks like it '
         "(the bus's driver), but actually the driver was already introduced explicitly in the "
         'first sentence ("a driver named Colin"). So "the driver" is a direct coreference with '
         'an earlier mention, not a bridging anaphor.\n\nTherefore: no.',
     'no'),
    (BD, '**Yes** — "the pages" depends on the earlier "a battered paperback": the pages are '
         "understood as the pages of that book, even though they weren't mentioned before. It's "
         'a part–whole bridging link.',
     'yes'),
    (BD, '1. Anaphor: "the weather".\n2. Earlier noun phrases: "a long walk", "the hills", "my '
         'sister".\n3. "The weather" is a unique, generally available entity; it doesn\'t need '
         'any of these NPs to be interpreted.\n4. No part-of, role, or set-membership link '
         'holds.\n\nno',
     'no'),
    (BD, 'Is there bridging here? I\'d initially say no, since "the engine" looks like a generic '
         'mention. Wait — the previous sentence talks about "the car we rented", and "the engine '
         'started making a noise" clearly means the rented car\'s engine. That\'s meronymy, the '
         'standard bridging case.\n\nFinal: yes',
     'yes'),
    (BD, '### Analysis\n- **Anaphor:** "the teacher"\n- **Candidate antecedent:** "the stadium"\n'
         "- There's no part-whole, role or associative relation between a stadium and a teacher. "
         "The teacher is introduced as a new, independent entity (she is the narrator's aunt, "
         'described in the next clause).\n\n### Verdict\nNo bridging relation.',
     'no'),
    (BD, '让我们分析一下：照应语是 "the menu"，前文提到 "a small Italian restaurant"。"the menu" '
         '在前文没有出现过，但读者会自然地理解为这家餐馆的菜单。这是典型的桥接关系（部分'
         '—整体/关联）。\n\n是的，存在桥接关系。',
     'yes'),
    (BD, 'Checking the candidates: the anaphor is "the lid" and the earlier NP is "the jar\'s '
         'lid" — wait, the passage actually says "She picked up the jar and its lid." So "the '
         'lid" points back to "its lid", which was already mentioned. That\'s plain coreference, '
         'not a bridging relation.\n\nSo, no.',
     'no'),
    (C, 'Let me list the entities:\n1. Mara\n2. her brother\n3. the shop\n4. the cat\n\n"The '
        'store" in the last sentence is the same as "the shop", and "he" refers to her brother, '
        "so neither adds a new entity. That's 4 entities.\n\nAnswer: 4",
     4),
    (C, 'Going through the passage, the distinct entities are:\n\n- **Inspector Vale**\n- **the '
        "museum**\n- **the stolen painting**\n- **the night guard**\n- **the guard's dog**\n- "
        '**the city police**\n\n"The canvas" and "it" both refer to the painting, and "the '
        'building" is the museum.\n\n**Total: 6**',
     6),
    (C, 'Step by step: the passage mentions Sam, the bakery, the baker, a loaf of bread, and the '
        'bus Sam takes home. "Mr. Okafor" is the baker, so he\'s not counted twice, and "the '
        'loaf" is the same bread.\n\nThere are five distinct entities.',
     5),
    (C, "Counting: Lena (1), the hotel (2), the receptionist (3), Lena's suitcase (4), the taxi "
        '(5), the taxi driver (6), the airport (7), the flight (8), the old man at the gate (9). '
        'Hmm, wait — "the old man" is later revealed to be Lena\'s uncle Pietro, and "Pietro" '
        "appears earlier as well, so I shouldn't count him as a separate new entity... but he "
        'was never counted separately anyway. Let me recheck: "the desk clerk" is the '
        'receptionist, which I already merged. Actually "the plane" and "the flight" are the '
        'same thing too — that was already one item.\n\nSo the final count is 9.',
     9),
    (C, '```json\n{"entities": ["the farmer", "the field", "the storm"], "count": 3}\n```',
     3),
    (C, 'The passage mentions Ana, Ben, the teacher, the classroom, the whiteboard, the marker '
        "and the school. That's 7.\n\n7",
     7),
    (C, '| # | Entity | Mentions |\n|---|---|---|\n| 1 | Captain Roe | Captain Roe, she, the '
        'captain |\n| 2 | the ship | the ship, it |\n| 3 | the crew | the crew, they |\n| 4 | '
        'the island | the island |\n| 5 | the storm | the storm |\n| 6 | the map | the map |\n| '
        '7 | the first mate | the first mate, he |\n| 8 | the harbour | the harbour |\n| 9 | the '
        'villagers | the villagers |\n| 10 | the lighthouse | the lighthouse |\n\nIn total, ten '
        'distinct entities.',
     10),
    (C, "Let's count: Jonah, his mother, the garden, the fence, and the neighbours. That's five. "
        'But "the crowd" in the last sentence is tricky — if it includes the neighbours, it '
        "isn't a new entity; if it's a separate group of onlookers, it is. Depending on how you "
        'read it, the count is either 5 or 6.',
     NONE),
    (MRC, 'Step 1: The passage says Lena realised her ring was missing when she got home.\nStep '
          '2: The next day she retraced her steps, and a fishmonger "near the fruit stalls" '
          "handed it back to her; he'd found it among the crates that morning.\nStep 3: Fish "
          'stalls and fruit stalls are at the market, not the harbour.\n\nThat corresponds to '
          'option C. Answer: C',
     2),
    (MRC, 'The passage states that the ring "was lying between two coils of rope on the quay" '
          'when the fisherman spotted it. A quay is at the harbour.\n\nThe answer is A) at the '
          'harbour.',
     0),
    (MRC, '<think>\nOptions: harbour, station, market, home. She thought she lost it at the '
          'station. Searched the market too. But at the end her son finds it under the sofa '
          'cushion. So it was found at home — D.\n</think>\n\n**D**',
     3),
    (MRC, "Let's evaluate each option:\n- A) at the harbour — she walked past the harbour, but "
          'nothing was found there.\n- B) at the station — the ticket inspector found it on '
          'platform 2 and turned it in. ✔\n- C) at the market — she searched the market, but '
          "didn't find it.\n- D) at home — she thought she'd left it at home, but it wasn't "
          'there.\n\nTherefore, B.',
     1),
    (MRC, 'A is tempting, since the story begins at the harbour and she first notices the ring '
          'is missing there. But the question is where it was *found*, and the last paragraph '
          'says a stallholder picked it up from under a vegetable crate at the Saturday '
          'market.\n\nAnswer: (C)',
     2),
    (MRC, "Looking at the options, it clearly wasn't found at the harbour (A) — she never went "
          "there that day — and it wasn't at home (D), because she searched the house twice. The "
          'passage says it turned up "where she\'d been waiting that afternoon", but it mentions '
          "her waiting both for a train and at a friend's stall, so I can't decide between B and "
          'C from this alone.',
     NONE),
    (MRC, '```json\n{"answer": "D", "explanation": "The ring was discovered in the kitchen '
          'drawer after Tom returned home."}\n```',
     3),
    (MRC, '我们逐步分析：\n1. 文章提到她在港口下了船，然后坐火车回家。\n2. 在车站，一位工作人员捡'
          '到了戒指并交给她。\n3. 市场和家都没有提到找到戒指。\n\n根据文章，戒指是在车站找到的，'
          '所以选 B。',
     1),
    (BA, 'The anaphor is "the sink". Earlier noun phrases are "the house", "the kitchen", and '
         '"her landlord". A sink is most directly a part of a kitchen (though the kitchen is in '
         'turn part of the house). The closest and most specific anchor is the kitchen.\n\nSo '
         'the antecedent is **the kitchen**.',
     'the kitchen'),
    (BA, 'Let\'s think. "The roof" was leaking in the last sentence. Earlier we have "the '
         'farmhouse" in sentence 1 and "the old barn" in sentence 2. The leak is described as '
         'soaking the hay, which is stored in the barn, so the roof belongs to the barn rather '
         'than the farmhouse.\n\nAntecedent: the old barn',
     'the old barn'),
    (BA, '<think>\nanaphor: "the wheels". candidates: "a bicycle", "the garage", "my neighbour". '
         'Wheels are parts of a bicycle; a garage has no wheels. So "a bicycle".\n</think>\na '
         'bicycle',
     'a bicycle'),
    (BA, 'Step by step:\n1. The anaphor is "the chapters".\n2. Earlier NPs: "a novel", "the '
         'library", "Tom".\n3. The chapters are parts of some book; the only book mentioned is '
         'the novel Tom borrowed from the library.\n4. The library contains books, but the '
         'chapters aren\'t parts of the library directly.\n\nTherefore the antecedent is "a '
         'novel".',
     'a novel'),
    (BA, 'The anaphor "the captain" bridges to "the ferry" — it\'s understood as the ferry\'s '
         'captain. It could conceivably be linked to "the harbour", but harbours have '
         'harbourmasters, not captains.\n\nAnswer: the ferry',
     'the ferry'),
    (BA, '**the hotel** — "the lobby" is interpreted as the lobby of the hotel where they '
         'checked in. The other earlier noun phrases ("the conference", "a colleague") don\'t '
         'have lobbies.',
     'the hotel'),
    (BA, '```json\n{"anaphor": "the bride", "antecedent": "the wedding", "relation": "role"}\n```',
     'the wedding'),
    (BA, 'I\'m not able to determine the antecedent here. None of the earlier noun phrases ("the '
         'weather", "my grandmother", "a quiet afternoon") has any plausible part-of or role '
         'relation to "the ticket", so I can\'t identify what it depends on.',
     REFUSED),
    (RI, 'Sentence 1: "The factory closed in 2019." Sentence 2: "Hundreds of workers lost their '
         'jobs." The second sentence describes the result of the first. "So" would also work, '
         'but the most natural connective between two full sentences like this is "as a '
         'result".\n\nBest: as a result',
     'as a result'),
    (RI, '**however**\n\nThe first sentence says the plan was approved by the board; the second '
         "says it was never carried out. That's a contrast between expectation and outcome.",
     'however'),
    (RI, 'Step 1: S1 says he was exhausted after the night shift.\nStep 2: S2 says he stayed to '
         'help clear the backlog.\nStep 3: The relation is contrastive/concessive — despite the '
         'exhaustion, he stayed. Candidates: "but", "however", "nevertheless".\nStep 4: '
         '"Nevertheless" best captures the "in spite of that" meaning.\n\nAnswer: nevertheless',
     'nevertheless'),
    (RI, 'The connective is "because" — the second sentence ("The roads were covered in ice.") '
         'explains why the first happened ("School was cancelled.").',
     'because'),
    (RI, '<think>\nS1: "The apartment is close to the station." S2: "It has a large balcony." '
         'Both are reasons to like the apartment — additive. "for example"? No, S2 isn\'t an '
         'instance of S1. "in addition" fits.\n</think>\nin addition',
     'in addition'),
    (RI, '两句话的关系是：第一句说 "He didn\'t take the bus"，第二句说 "He walked all the way '
         'home"。第二句提供了替代第一句的行为，是替代关系而不是简单的转折。\n\n所以最合适的连接词'
         '是 "instead"。',
     'instead'),
    (RI, 'Options worth considering: "then", "afterwards", "meanwhile". The first sentence says '
         'Ella was cooking dinner; the second says her brother was setting the table. These '
         'actions overlap in time rather than follow one another, so "then" and "afterwards" '
         "don't fit.\n\nSo the answer is: meanwhile.",
     'meanwhile'),
    (RI, 'Let me think about it. The first sentence makes a general claim ("Many birds migrate '
         'long distances"), and the second gives a specific case ("The Arctic tern flies from '
         'pole to pole every year"). That\'s an instance of the general claim, not a cause or '
         'contrast.\n\nThe best connective is "for example".',
     'for example'),
    (EM, 'Let me count mentions:\n- Mara Quill: "Mara Quill", "Mara", "she" ×3, "her" ×2 → 7\n- '
         'the ferry: "the ferry" ×3, "it" ×2 → 5\n- the harbourmaster: 3\n- the dog: 2\n\nMost '
         'frequent: Mara Quill.',
     'Mara Quill'),
    (EM, '**The ferry** — it\'s referred to 9 times ("the ferry", "the old ferry", "it", "the '
         'vessel"), just edging out Mara Quill with 8 mentions. The harbourmaster and the dog '
         'come up only a few times each.',
     'the ferry'),
    (EM, '<think>\nMara: Mara, she, she, her, Mara, she — 6. Ferry: ferry, it, ferry — 3. '
         'Harbourmaster: 2. Dog: 3 (the dog, it, the dog).\n</think>\nMara',
     'Mara'),
    (EM, "At first I'd say the ferry, since the story revolves around its late arrival. But "
         'counting pronouns carefully, the harbourmaster ("the harbourmaster", "he" ×3, "him", '
         '"the old man") comes to 6, while the ferry has 5 and Mara Quill 4.\n\nFinal answer: '
         'the harbourmaster',
     'the harbourmaster'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 8 |\n| the ferry | 6 |\n| the '
         'harbourmaster | 4 |\n| the dog | 3 |\n\nMara is mentioned by name and with "she/her" '
         'throughout every paragraph.\n\nAnswer: Mara Quill',
     'Mara Quill'),
    (EM, 'Counting step by step: Mara Quill appears as "Mara Quill", "Mara", "she" and "her" for '
         'a total of 6. The ferry appears as "the ferry", "the boat" and "it" — also 6. The '
         'harbourmaster (3) and the dog (2) are well behind. So Mara Quill and the ferry are '
         'tied at 6 mentions each, and either could be the answer.',
     NONE),
    (EM, '```json\n{"entity": "the dog", "count": 7, "note": "The dog (Pepper) is mentioned in '
         'nearly every sentence, including \'Pepper\', \'the dog\', \'it\'."}\n```',
     'the dog'),
    (EM, "Let's go through the passage. Mara Quill is the protagonist, but she's mentioned "
         'mainly in the first and last paragraphs. The ferry, on the other hand, is referenced '
         'in almost every sentence: it\'s late, it\'s rusting, it\'s "the only link to the '
         'mainland", the harbourmaster complains about it, and the dog barks at it. Adding up, '
         "the ferry gets around 10 mentions against Mara's 6.\n\nSo the answer is the ferry.",
     'the ferry'),
    (SI, '我们一步一步分析：\n1. 这段对话发生在老周和林巧之间。\n2. 标记的台词是「你又迟到了」。'
         '\n3. 前一句是林巧说的「对不起，路上堵车」，这句台词是对她的回应，而且带有长辈责备的语气'
         '。\n4. 因此应该是老周说的。\n\n答案：老周',
     '老周'),
    (SI, 'Looking at the turn order: Teacher Zhao asks "Who finished the homework?", then the '
         'marked line "I did, but I forgot my notebook" follows. It\'s a direct answer to the '
         'teacher\'s question, and the next line has Teacher Zhao saying "Xiao Li, bring it '
         'tomorrow." So the speaker of the marked line is the student.\n\n**Speaker: Xiao Li**',
     'Xiao Li'),
    (SI, '<think>\nOld Zhou or Lin Qiao? The marked line says "Grandpa, let me carry that." Old '
         "Zhou is the grandfather, so he wouldn't call himself Grandpa. It must be Lin Qiao.\n"
         '</think>\nLin Qiao',
     'Lin Qiao'),
    (SI, '根据上下文，说这句话的是 林巧。',
     '林巧'),
    (SI, 'The speaker is Teacher Zhao. The line "Nobody leaves my class until the board is '
         'clean" refers to "my class", and Teacher Zhao is the only teacher in the scene. Wang '
         "Fang is a student who replies in the next turn, so it isn't her.",
     'Teacher Zhao'),
    (SI, 'The marked line ("Put it on the table and go") has no speaker tag, and the turns '
         "around it don't alternate cleanly — both Old Zhou and Mrs. Chen speak twice in a row "
         'nearby. Either of them could plausibly have said it, so I cannot determine the speaker '
         'from this dialogue.',
     REFUSED),
    (SI, '```json\n{"speaker": "王芳", "reason": '
         '"标记的句子之后，李明回答她\'好的，王芳\'，说明是王芳在说话。"}\n```',
     '王芳'),
    (SI, 'Step 1: There are three characters: Old Zhou, his daughter Lin Qiao, and the '
         'neighbour.\nStep 2: The marked line is "I told you the roof would leak, didn\'t I?"\n'
         'Step 3: Earlier in the dialogue, Old Zhou warned about the roof, and Lin Qiao '
         'dismissed it.\nStep 4: The neighbour had no part in that exchange.\n\nTherefore, the '
         'speaker is Old Zhou.',
     'Old Zhou'),
    (ORD, '<s 2> introduces the main character ("Nadia had never seen the sea"), so it should '
          'come first. <s 0> describes her journey to the coast, which follows naturally. <s 3> '
          'is the moment she arrives and sees the water. <s 1> ("She stayed until the sun went '
          'down") wraps it up.\n\nOrder: [2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'Let\'s find the anchors. <s 1> opens with "Last spring, the town council proposed a '
          'new park," which sounds like a beginning. <s 3> reports residents\' objections to '
          'that proposal. <s 0> says the council revised the plan, and <s 2> says construction '
          'finally began in the autumn.\n\nThe correct order is 1, 3, 0, 2.',
     [1, 3, 0, 2]),
    (ORD, 'Thinking step by step:\n- <s 3> sets the scene ("The bakery opened at dawn").\n- <s '
          '0> brings in the first customer.\n- <s 2> describes what she ordered.\n- <s 1> says '
          'she came back every day after that — clearly the ending.\n\n**Answer:** <s 3> <s 0> '
          '<s 2> <s 1>',
     [3, 0, 2, 1]),
    (ORD, 'Step 1: <s 0> is the introduction — it names the inventor.\nStep 2: <s 2> describes '
          'his first failed prototype.\nStep 3: <s 1> explains the eventual success.\n\nSo the '
          'order is [0, 2, 1].',
     NONE),
    (ORD, 'My first guess would be the original order [0, 1, 2, 3]. Wait — <s 1> mentions "the '
          'letter", which is only introduced in <s 3> ("A letter arrived from her brother"). So '
          '<s 3> has to come before <s 1>. <s 0> is still the opening, and <s 2> ("She burned it '
          'that night") reacts to the letter\'s contents, so it goes last.\n\nFinal order: [0, '
          '3, 1, 2]',
     [0, 3, 1, 2]),
    (ORD, '```json\n{"order": [3, 1, 0, 2]}\n```\n<s 3> introduces the topic, <s 1> and <s 0> '
          'develop it, and <s 2> concludes.',
     [3, 1, 0, 2]),
    (ORD, 'The pronoun "it" in <s 1> needs an antecedent, and only <s 2> introduces "an old '
          'map". <s 0> describes following the map, and <s 3> says they found nothing — the '
          'ending.\n\ns2 → s1 → s0 → s3',
     [2, 1, 0, 3]),
    (ORD, '我们来分析一下：\n- <s 1> 介绍背景："The village lay at the foot of the mountain."\n- '
          '<s 0> 引出事件：一场暴雨开始了。\n- <s 3> 描述洪水冲毁了桥。\n- <s 2> 结尾：村民们重建'
          '了桥。\n\n正确顺序是：<s 1>、<s 0>、<s 3>、<s 2>',
     [1, 0, 3, 2]),
    # --- the thirteenth set ---
    (T, 'Sure! Here\'s my analysis of the temporal relation.\n\nEvent e1 ("arrived") '
        'happens first, and only after the delegation arrived did they sign the agreement '
        '(e2). So e1 occurs BEFORE e2.\n\nThe answer is: BEFORE\n\nI hope this helps! Let '
        'me know if you have any other questions.',
     'BEFORE'),
    (T, 'The answer is: after\n\nExplanation: The meeting (e1) took place once the report '
        '(e2) had already been published, so e1 comes after e2.\n\nAnswer: after',
     'AFTER'),
    (T, 'e1 IS_INCLUDED relation with e2. The speech happened during the conference, so '
        'the time of the speech falls inside the time span of the conference.',
     'IS_INCLUDED'),
    (T, '<think>\nOkay, so I need to figure out the relation between e1 "exploded" and e2 '
        '"evacuated". Hmm. Could it be BEFORE? The explosion happened and then people '
        'were evacuated... wait, actually the sentence says residents were evacuated '
        'hours before the device exploded. So e2 comes first. That means e1 is AFTER e2. '
        "Let me double-check: could it be SIMULTANEOUS? No, there's a gap of hours. "
        'INCLUDES? No, neither event contains the other. So AFTER.\n</think>\n\n**AFTER**',
     'AFTER'),
    (T, "Looking at the text, there isn't enough temporal information to order these two "
        'events relative to each other. The relation is VAGUE.',
     'NONE'),
    (T, 'Sure! The two events happen at the same moment: the bell ringing (e1) and the '
        'doors opening (e2) are linked with "as", meaning they co-occur.\n\nAnswer: '
        'Simultaneous\n\nPlease note that temporal relation annotation can be subjective, '
        'and other annotators might label this differently.',
     'SIMULTANEOUS'),
    (T, 'The answer is: INCLUDES.\n\nThe war (e1) spans a long period that contains the '
        'battle (e2). So e1 INCLUDES e2.\n\nFinal answer: INCLUDES',
     'INCLUDES'),
    (T, '<think>\nThe question: relationship between e1 ("said") and e2 ("visit"). The '
        'minister said this on Tuesday, about a visit... is it one that happened last '
        'week? Then e1 would be AFTER e2. Hmm, but what about IS_INCLUDED? No, the saying '
        'isn\'t within the visit. Wait, let me reread: "said Tuesday he would visit the '
        'region next month". Oh, the visit is in the future! So the saying comes first. '
        "e1 BEFORE e2.\n</think>\n\nThe minister's statement (e1) precedes the planned "
        'visit (e2).\n\nRelation: BEFORE',
     'BEFORE'),
    (R, 'Sure! Here\'s my analysis:\n\nUnit 1: "The roads were icy."\nUnit 2: "Several '
        'accidents were reported."\n\nThe first unit gives the reason for what happens in '
        'the second, so this is a cause-effect relationship.\n\nThe answer is: cause',
     'causal'),
    (R, 'Contrast relation. The second unit presents something opposed to the first ("but '
        'the sequel flopped").',
     'contrast'),
    (R, 'The answer is: Elaboration\n\nThe second unit gives more detail about the hotel '
        'mentioned in the first unit (its location and its view). Elaboration.',
     'elaboration'),
    (R, '<think>\nUnit 1: "If you finish early", Unit 2: "you can leave". Options: '
        'condition, temporal, causal... "If" strongly signals condition. Could it be '
        "temporal? No, it's hypothetical, not a sequence. Causal? Finishing doesn't cause "
        'leaving, it permits it. Condition.\n</think>\n\ncondition',
     'condition'),
    (R, "I'm sorry, but the two text units weren't included in your message. I only see "
        "the list of relation labels. Could you paste the units you'd like me to "
        'classify?',
     REFUSED),
    (R, 'The relation is ATTRIBUTION relation, because unit 1 ("The spokesperson '
        'claimed") introduces the source of the content expressed in unit 2.',
     'attribution'),
    (R, 'Purpose. Unit 2 ("to save money") states the goal of the action in unit 1 '
        "(taking the night train).\n\nAnswer: purpose\n\nNote: I'm an AI language model "
        'and my classifications may not always match gold-standard annotations.',
     'purpose'),
    (R, 'Sure! Let me think about it step by step.\n\n1. Unit 1 describes an event: she '
        'closed the shop.\n2. Unit 2 describes what happened next: she walked home.\n3. '
        'The ordering is chronological.\n\nSo the relation is **temporal** (narrative '
        "sequence). It's not causal, since closing the shop didn't cause her to walk "
        'home.\n\nThe answer is: temporal',
     'temporal'),
    (M, 'Sure! In this sentence, "just" means "only" ("I just want one cookie"), '
        'restricting the want to a single cookie. This is the Exclusionary sense.\n\nThe '
        'answer is: Exclusionary',
     'Exclusionary'),
    (M, 'just here means \'a moment ago\' ("She has just left the building"). answer: '
        'temporal',
     'Temporal'),
    (M, '<think>\n"That\'s just ridiculous." Hmm, could be Exclusionary (only)? No, it\'s '
        'not restricting anything. Unelaboratory? That\'s for things like "it just '
        'works", where no further detail is given. Here it intensifies "ridiculous". So '
        'Emphatic.\n</think>\n\nEmphatic',
     'Emphatic'),
    (M, 'The answer is: Adjective.\n\nIn "a just ruler", "just" means fair or righteous, '
        "so it's used as an adjective, not an adverb. Adjective sense.",
     'Adjective'),
    (MO, 'Sure! "Take an umbrella, otherwise you\'ll get wet." Here "otherwise" signals '
         "what happens if the advice isn't followed, so it's Consequence.\n\nThe answer "
         'is: Consequence',
     'Consequence'),
    (MO, 'Exception. The sentence says the room was otherwise empty (apart from a single '
         'chair), so "otherwise" marks everything except the stated exception.',
     'Exception'),
    (MO, '<think>\nThe sentence: "Some argue the policy helps; others argue otherwise." '
         'Otherwise = differently, the opposite opinion. Consequence? No, there\'s no "if '
         'not" reading. Exception? No. Enumeration? No list here. Argumentation fits, '
         "it's about contrasting claims.\n</think>\n\n**Answer: Argumentation**",
     'Argumentation'),
    (MO, 'The answer is: ENUMERATION sense. "otherwise" is used here to add a further item '
         'to a list of alternatives ("by train, by bus or otherwise").',
     'Enumeration'),
    (YN, 'Sure! Let me look at the two mentions. "Dr. Alvarez" and "she" both refer to the '
         'same person, the doctor who treated the patient.\n\nThe answer is: Yes\n\nYes, '
         'they corefer.',
     'yes'),
    (YN, 'No. "The company" refers to Orion Ltd, while "it" refers to the contract. They '
         'are different entities.\n\nThe answer is: no',
     'no'),
    (YN, 'YES',
     'yes'),
    (YN, '<think>\nMention 1: "the old man"; mention 2: "his grandson". Could they be the '
         'same? No, a grandson is a different person, related to the old man. But wait, '
         '"his" refers to the old man... The question is about "his grandson" as a whole '
         'though, not the possessive. So no coreference.\n</think>\n\nNo, the two mentions '
         'do not refer to the same entity.',
     'no'),
    (YN, 'It\'s difficult to say. "The manager" could refer to Mr. Patel, but it might '
         'also refer to the new hire mentioned earlier. Both readings are possible, so the '
         'answer could be yes or no depending on interpretation.',
     NONE),
    (YN, 'The answer is: no (they don\'t corefer). "Paris" is the city, while "the team" '
         'refers to the football club based there.\n\nAnswer: No.',
     'no'),
    (YN, 'Yes, both "the ferry" and "the vessel" denote the same boat that Mara Quill '
         "boarded.\n\nDisclaimer: coreference judgments can depend on context that isn't "
         'shown here.',
     'yes'),
    (YN, '<think>\n第一个指称是"王老师"，第二个是"她"。上下文中只有王老师一位女性，所以"她'
         '"指的就是王老师。\n</think>\n\n是的，这两个指称指向同一个人。答案：yes',
     'yes'),
    (BD, 'Sure! Here\'s my analysis. The anaphor "the engine" is a part of "the car" '
         'mentioned earlier, which is a classic part-whole bridging relation.\n\nThe '
         'answer is: yes',
     'yes'),
    (BD, 'No. There is no bridging relation between "the window" and "the letter"; they '
         'are unrelated objects in the scene.\n\nThe answer is: No',
     'no'),
    (BD, '<think>\nAnaphor: "the waiter". Candidate: "the restaurant". Waiters work in '
         "restaurants, that's an associative bridging link. Is it yes? I think yes. Could "
         "it be no because the waiter was introduced elsewhere? The passage doesn't "
         "mention a waiter before this. So it's bridging: yes.\n</think>\n\nYes",
     'yes'),
    (BD, 'NO',
     'no'),
    (BD, 'yes, bridging relation exists (the roof -> the house).',
     'yes'),
    (BD, 'The answer is: no.\n\nEven though "the captain" and "the match" could both '
         'belong to the sports domain, the captain here is linked to "the ship" instead, '
         "not to the match. So there's no bridging relation with this "
         'candidate.\n\nAnswer: no',
     'no'),
    (BD, 'Sure! Yes, there is a bridging relation. "The author" bridges to "the novel" '
         'because a novel has an author.\n\nFinal answer: Yes\n\nI hope this helps!',
     'yes'),
    (BD, "I'm not able to determine this, because the passage with the anaphor and the "
         "candidate antecedent wasn't provided. Please share the text and I'll take a "
         'look.',
     REFUSED),
    (C, 'Sure! Let me count the entities:\n\n1. Mara Quill\n2. the ferry\n3. the '
        'captain\n4. the harbour\n\nThe answer is: 4',
     4),
    (C, 'There are 3 distinct entities in the passage. The answer is: 3',
     3),
    (C, "<think>\nLet's list: Tom, his sister, the dog, the park. That's four. Wait, "
        '"she" refers to his sister, so not a new one. "the ball", that\'s another '
        'entity. So five? Let me recount: Tom (1), sister (2), dog (3), park (4), ball '
        '(5). Yes, 5.\n</think>\n\nThe passage mentions **5** distinct entities.',
     5),
    (C, 'The answer is: six. (Old Zhou, Mrs. Chen, the shop, the village, the bicycle, '
        'the letter)',
     6),
    (C, "I can't count the entities because no passage was provided. Please share the "
        'passage text.',
     REFUSED),
    (C, '| # | Entity |\n|---|---|\n| 1 | the professor |\n| 2 | the students |\n| 3 | '
        'the lecture hall |\n\nTotal: 3 distinct entities\n\nNote that "they" refers to '
        "the students, so it isn't counted separately.",
     3),
    (C, '7',
     7),
    (C, 'I count 2 entities at first glance, but actually "the firm" and "Halvorsen & '
        'Co." are the same entity, and there\'s also the lawyer and the client. So the '
        'correct count is 3.\n\nThe answer is: 3',
     3),
    (MRC, 'Sure! Based on the passage, the ring was found at the harbour, where the '
          'fisherman noticed it glinting between the boards.\n\nThe answer is: A',
     0),
    (MRC, 'The answer is: (C) at the market.\n\nThe passage states that the stallholder '
          'spotted the ring among the vegetables. C.',
     2),
    (MRC, 'b) at the station',
     1),
    (MRC, '<think>\nThe question asks where the ring was found. Options: harbour, station, '
          'market, home. The passage says Lena lost it at the station, then searched the '
          'market... and eventually found it at home in her coat pocket. So not B (where it '
          'was lost), not C (where she searched). D.\n</think>\n\n**D** - at home',
     3),
    (MRC, "I'm sorry, but I don't see a passage describing the ring. Without it I can't "
          'determine where it was found.',
     REFUSED),
    (MRC, 'Answer: D\n\nThe ring was found at home. Answer: D.\n\nDisclaimer: This is based '
          'only on the provided text.',
     3),
    (MRC, 'The ring was found at the station (option B).',
     1),
    (MRC, '{"answer": "A", "explanation": "The fisherman found the ring at the harbour."}',
     0),
    (BA, 'Sure! The anaphor "the sink" is linked to "the kitchen", since a sink is part of '
         'a kitchen.\n\nThe answer is: the kitchen',
     'the kitchen'),
    (BA, '"The tyre" refers to a part of the car that was parked outside.\n\nThe answer '
         'is: the car',
     'the car'),
    (BA, '<think>\nAnaphor: "the conductor". Earlier NPs: "the station", "the train", "a '
         'ticket". Conductor could relate to an orchestra? No orchestra here. Station? '
         'Conductors work on trains, not at stations. So "the train".\n</think>\n\nthe '
         'train',
     'the train'),
    (BA, 'Antecedent: THE HOUSE',
     'the house'),
    (BA, 'The anaphor could be linked to either "the hotel" or "the conference". Both are '
         "plausible antecedents and the text doesn't disambiguate between them.",
     NONE),
    (BA, 'the book. ("the cover" is part of the book.)',
     'the book'),
    (BA, 'Sure! The bridging antecedent for "the pilot" is "the plane". It\'s not "the '
         'airport", because pilots fly planes rather than belong to airports.\n\nAnswer: '
         'the plane',
     'the plane'),
    (BA, 'The answer is: "the wedding"\n\n"the bride" is naturally associated with the '
         'wedding. The answer is "the wedding".',
     'the wedding'),
    (RI, 'Sure! The second sentence gives the reason for the first, so the best connective '
         'is "because".\n\nThe answer is: because',
     'because'),
    (RI, 'The answer is: However\n\nThe two sentences contrast with each other: the '
         'forecast promised sun, but it rained all day.',
     'however'),
    (RI, '<think>\nS1: "Many fruits are rich in vitamin C." S2: "Oranges contain about 50 '
         'mg per 100 g." Candidates: because, for example, in addition, however. The '
         'second is an instance of the first. "for example" fits best. "in addition" is '
         'weaker, and "however" makes no sense.\n</think>\n\nfor example',
     'for example'),
    (RI, "The best connective is 'Meanwhile'. The event in sentence 1 happens while the "
         'event in sentence 2 is going on in another place. Meanwhile.',
     'meanwhile'),
    (RI, "The answer is: instead. He didn't take the bus; instead, he walked the whole "
         'way. I hope this helps!',
     'instead'),
    (RI, 'The answer is: so\n\nThe first sentence is the cause and the second is the '
         'result: "It was raining, so we stayed inside."',
     'so'),
    (RI, 'THEREFORE connective',
     'therefore'),
    (RI, 'The implicit connective is "then".',
     'then'),
    (EM, "Sure! Here's my analysis. Mara Quill is mentioned 5 times, the ferry 3 times, "
         'and the harbour twice.\n\nThe answer is: Mara Quill',
     'Mara Quill'),
    (EM, 'The ferry. It appears most frequently ("the ferry", "it", "the boat").\n\nThe '
         'answer is: the ferry',
     'the ferry'),
    (EM, "<think>\nCount mentions: Inspector Hale: 'Inspector Hale', 'he', 'the "
         "inspector', 'Hale' = 4. The widow: 'the widow', 'she', 'Mrs. Dorne' = 3. The "
         'letter: 2. Hmm, is Mrs. Dorne the widow? Yes. So widow 3, Hale 4. Hale '
         'wins.\n</think>\n\nInspector Hale',
     'Inspector Hale'),
    (EM, 'MARA QUILL',
     'Mara Quill'),
    (EM, '| Entity | Mentions |\n|---|---|\n| the lighthouse | 4 |\n| the keeper | 6 |\n| '
         'the storm | 2 |\n\nMost mentioned: **the keeper**',
     'the keeper'),
    (EM, 'The answer is: the village. The village is mentioned most often. The '
         'village.\n\nNote: counts may vary depending on whether pronouns are included.',
     'the village'),
    (EM, 'Dr. Okafor is the most frequently mentioned entity (7 mentions including '
         'pronouns).',
     'Dr. Okafor'),
    (EM, 'Sure! The entity mentioned most often is the ferry, although Mara Quill comes '
         'close.\n\nThe answer is: the ferry',
     'the ferry'),
    (SI, 'Sure! Based on the dialogue, the line "I\'ve kept this shop for forty years" is '
         'spoken by Old Zhou.\n\nThe answer is: Old Zhou',
     'Old Zhou'),
    (SI, 'Mrs. Chen',
     'Mrs. Chen'),
    (SI, '<think>\nThe quoted line: "Have you eaten yet?" Who says it? Candidates: Old '
         'Zhou, Mrs. Chen, Xiao Li. The previous turn was Old Zhou talking about the '
         'harvest; the reply comes from someone greeting him. Mrs. Chen just came in. Xiao '
         "Li is in the back room and can't hear. So it's Mrs. Chen.\n</think>\n\nMrs. Chen",
     'Mrs. Chen'),
    (SI, 'The speaker is either Tomas or Ingrid. The dialogue alternates between them, but '
         'the speaker tag is missing here, so it could be either one.',
     NONE),
    (SI, '说话人是李明。',
     '李明'),
    (SI, 'The answer is: Captain Reyes (the captain). The line about the tide turning is '
         'spoken by Captain Reyes.',
     'Captain Reyes'),
    (SI, 'speaker: old zhou',
     'Old Zhou'),
    (SI, "Sure! The speaker is Aunt Mei. It's not Xiao Wang, since he is the one being "
         'addressed.\n\nThe answer is: Aunt Mei\n\nLet me know if you need anything else!',
     'Aunt Mei'),
    (ORD, "Sure! Here's the correct order:\n\n<s 2> introduces the setting, then <s 0> "
          'describes the first event, then <s 3>, and finally <s 1> wraps it up.\n\nThe '
          'answer is: [2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'The answer is: 1, 3, 0, 2',
     [1, 3, 0, 2]),
    (ORD, "<think>\n<s 0>: 'Then she boarded the ferry.' <s 1>: 'Mara woke early.' <s 2>: "
          "'By noon she reached the island.' <s 3>: 'She packed her bag.' Order: 1 first "
          '(woke), then 3 (packed), then 0 (boarded), then 2 (reached). Could 3 come before '
          '1? No, she has to wake up first. So 1, 3, 0, 2.\n</think>\n\nThe correct order '
          'is: <s 1> <s 3> <s 0> <s 2>',
     [1, 3, 0, 2]),
    (ORD, 'I can only see three sentences here (<s 0>, <s 1>, <s 2>) and the fourth seems '
          "to be cut off, so I can't reliably order them. Could you resend the full set?",
     REFUSED),
    (ORD, 'Order: s3, s1, s0, s2',
     [3, 1, 0, 2]),
    (ORD, '[0, 2, 1, 3]\n\nExplanation: sentence 0 introduces the topic, sentence 2 gives '
          'background, sentence 1 the main event, and sentence 3 the conclusion.',
     [0, 2, 1, 3]),
    (ORD, '{"order": [3, 0, 1, 2]}',
     [3, 0, 1, 2]),
    (ORD, 'Sure! At first I thought the order was 0, 1, 2, 3, but sentence 2 mentions "this '
          'decision", which refers back to something in sentence 3. So the correct order is '
          '0, 3, 2, 1.\n\nThe answer is: [0, 3, 2, 1]',
     [0, 3, 2, 1]),
    # --- the fourteenth set ---
    (T, '## Identifying the events\n\n- **e1**: *left* ("Marta had left the office")\n- '
        '**e2**: *called* ("her manager called")\n\n## Temporal cues\n\nThe sentence says '
        'Marta had already left the office **when** her manager called. The past perfect '
        '("had left") puts e1 ahead of the reference time that e2 sets.\n\n**Final '
        'answer:** BEFORE',
     'BEFORE'),
    (T, '```json\n{\n  "e1": "signed",\n  "e2": "negotiations",\n  "relation": "AFTER",\n '
        ' "rationale": "The contract was signed once the negotiations had concluded, so '
        'e1 follows e2."\n}\n```',
     'AFTER'),
    (T, '**IS_INCLUDED**\n\nThe interview (e1) happened *during* the three-day summit '
        "(e2), so e1 falls inside e2's time span.\n\nWhy not the others:\n- **INCLUDES** "
        'gets the containment backwards. The summit is the longer event, not the '
        'interview.\n- **SIMULTANEOUS** would need both events to start and end together, '
        "and they clearly don't.",
     'IS_INCLUDED'),
    (T, '### Candidate comparison\n\n| Label | Fits? | Note |\n|---|---|---|\n| BEFORE | '
        '✗ | Nothing says the alarm came before the evacuation order |\n| AFTER | ✗ | '
        'Nothing says it came later either |\n| SIMULTANEOUS | ✓ | "At the very moment '
        'the alarm sounded, the order was given" |\n| INCLUDES | ✗ | Neither event spans '
        'the other |\n\n**Answer:** SIMULTANEOUS',
     'SIMULTANEOUS'),
    (T, '**分析：**\n\n事件 e1 是“战争”（the war），持续了好几年；事件 e2 是“他出生”（was '
        'born），只是一个时间点。句子说他出生在战争期间，所以 e1 的时间范围包含 '
        'e2。\n\n**答案：INCLUDES**',
     'INCLUDES'),
    (T, 'Looking at the two events, e1 (*the bridge reopened*) and e2 (*traffic patterns '
        'shifted*), the text never places one relative to the other. The shift could have '
        'started before, during, or after the reopening, and nothing in the passage '
        'settles it.\n\n**Relation: VAGUE**',
     'NONE'),
    (T, "At first glance I'd read this as **AFTER**, since e2 (*announced*) comes first "
        'in the sentence. But word order isn\'t time order. "She had resigned by the time '
        'the merger was announced": the past perfect puts the resignation (e1) '
        'earlier.\n\nCorrection → **BEFORE**.',
     'BEFORE'),
    (T, '**Candidates**\n\n- **BEFORE**: plausible if the inspection (e1) was finished '
        'before the permit was issued (e2).\n- **SIMULTANEOUS**: also plausible. The text '
        'says the permit was issued "as the inspection wrapped up," which could mean the '
        "same moment.\n\nBoth readings hold up, and I don't see anything that rules one "
        "out. I'd call it a toss-up between BEFORE and SIMULTANEOUS.",
     NONE),
    (R, 'Unit 1: *"The forecast promised sunshine."*\nUnit 2: *"It rained all '
        'afternoon."*\n\nThe second unit goes against the expectation the first one sets '
        'up. There\'s no concessive marker inviting a "despite" reading, though. The two '
        'are simply opposed.\n\n$$\\boxed{\\text{contrast}}$$',
     'contrast'),
    (R, '```json\n{"label": "Result", "arg1": "The pipe burst", "arg2": "the basement '
        'flooded"}\n```',
     'causal'),
    (R, '## Step 1: What unit 2 does\n\nUnit 2 (*"because the supplier went bankrupt"*) '
        'tells us **why** the shipment was delayed.\n\n## Step 2: Candidates\n\n- '
        "**elaboration**: would add detail about the delay itself. Unit 2 doesn't "
        'describe the delay; it gives the reason for it.\n- **explanation**: gives the '
        'reason for the situation in unit 1. ✔\n- **causal**: close, but the scheme keeps '
        '*causal* for cause→effect order. Here the effect comes first and the reason '
        'follows.\n\n**Relation:** explanation',
     'explanation'),
    (R, '两个语段的关系分析：\n\n第一段：“虽然他很累，”\n第二段：“他还是把报告写完了。”\n'
        '\n“虽然……还是……”是典型的让步结构。\n\n关系类型：**concession**（让步）',
     'concession'),
    (R, '**Answer: attribution**\n\nUnit 1 (*"The spokesperson said"*) introduces the '
        'source of what unit 2 says (*"the plant will close in March"*). That '
        'source–content link is what attribution means.\n\nI ruled out **elaboration**: '
        "unit 2 doesn't add detail about the spokesperson. It is the reported claim.",
     'attribution'),
    (R, '| Relation | Score | Reason |\n|---|---|---|\n| purpose | 0.71 | "in order to" '
        'marks the goal of the action |\n| causal | 0.18 | could be read as motivation, '
        'but the marker points to a goal |\n| elaboration | 0.06 | n/a |\n| condition | '
        '0.05 | n/a |\n\n**Predicted relation:** purpose',
     'purpose'),
    (R, 'I can only see one text unit in your message: *"The committee postponed the '
        'vote."* The second unit seems to have been cut off, so I can\'t tell how the two '
        'are related. Could you paste the second unit?',
     REFUSED),
    (R, '**Unit 1:** "If the tickets sell out,"\n**Unit 2:** "we\'ll add a second '
        'show."\n\n**分析 (Analysis):** 第一单元提出一个假设条件，第二单元说明条件成立后'
        '会怎样。\n\n**最终答案 (Final answer):** condition',
     'condition'),
    (M, '**Sense:** Emphatic\n\nIn *"That movie was just incredible,"* "just" strengthens '
        "the evaluation. It doesn't limit anything or say anything about time. Swapping "
        'in "truly" keeps the meaning, which is the sign of the emphatic use.',
     'Emphatic'),
    (M, '```json\n{\n  "word": "just",\n  "sentence": "The train has just left the '
        'platform.",\n  "sense": "Temporal"\n}\n```\nHere "just" means *a moment ago*.',
     'Temporal'),
    (M, '句子：“I just want a glass of water.”\n\n这里的 just '
        '表示“仅仅、只不过”。说话人强调自己只要一杯水，不要别的，把其他可能都排除了。\n\n'
        '**答案：Exclusionary**',
     'Exclusionary'),
    (M, 'Unelaboratory.\n\nIn *"It just doesn\'t work, okay?"* the speaker won\'t go into '
        'detail, and "just" signals that no more detail is coming. It\'s tempting to call '
        'this **Exclusionary** ("only"), but nothing is being left out of a set. It '
        "isn't **Unexplanatory** either: the speaker isn't so much refusing to explain a "
        'cause as refusing to spell out the specifics.',
     'Unelaboratory'),
    (MO, '### Sense of "otherwise"\n\nSentence: *"Take an umbrella; otherwise you\'ll get '
         'soaked."*\n\n- "otherwise" = *if you don\'t take an umbrella*\n- The clause that '
         "follows says what happens if that condition isn't met.\n\n**Final answer:** "
         'Consequence',
     'Consequence'),
    (MO, 'Here "otherwise" means *apart from that*: "The soup was a little salty, but '
         'otherwise the meal was excellent." It marks an exception to an overall '
         'judgment.\n\n$$\\boxed{\\text{Exception}}$$',
     'Exception'),
    (MO, '| Sense | Paraphrase | Fits? |\n|---|---|---|\n| Consequence | "if not, then…" | '
         '✗ |\n| Exception | "apart from that" | ✗ |\n| Enumeration | "in another way" | ✗ '
         '|\n| Argumentation | "if that weren\'t so, how would we explain…" | ✓ |\n\nIn '
         '*"He must have had a key; otherwise, how did he get in?"*, "otherwise" brings in '
         'a counterfactual that supports the claim.\n\n**Answer: Argumentation**',
     'Argumentation'),
    (MO, '这句话中的 otherwise 用来列出另一种情况（“或者以别的方式”），和前面提到的选项是'
         '并列关系。\n\n答案：Enumeration',
     'Enumeration'),
    (YN, '**Yes.**\n\n"The senator" and "she" in the next clause refer to the same person. '
         "There's no other female referent available, and the pronoun is in subject "
         'position right after the senator is introduced.',
     'yes'),
    (YN, '```json\n{\n  "mention_1": "the old factory",\n  "mention_2": "the new plant",\n '
         ' "result": "No",\n  "reason": "The passage contrasts the two buildings; they are '
         'separate sites."\n}\n```',
     'no'),
    (YN, '## Verdict\n\n**No**: "the doctor" and "him" are different people.\n\n## '
         'Reasoning\n\n1. "Him" points back to *the patient*, the one being examined.\n2. '
         'The doctor is the grammatical subject of the same clause, and a non-reflexive '
         "pronoun in that position can't take the subject as its antecedent.",
     'no'),
    (YN, '是的，这两个指称指向同一个实体。“那位老教授”和后文的“他”都指王教授，上下文里没有'
         '别的男性人物能做“他”的先行语。\n\n答案：是',
     'yes'),
    (YN, 'These two mentions don\'t corefer. "A stranger" is introduced as a new character '
         'at the café, while "the man from the bakery" was already identified earlier as '
         'Pavel. Nothing in the text suggests the stranger *is* Pavel.\n\n**Answer: No**',
     'no'),
    (YN, 'My first instinct was **no**, because "the company" and "it" are two sentences '
         'apart, with material about the CEO in between. But on a second read, "it" is '
         'what "reported record profits," and that only makes sense for the company. The '
         'CEO would be "he" or "she."\n\nSo the answer is **yes**: they corefer.',
     'yes'),
    (YN, '$\\boxed{\\text{Yes}}$: "the ship" and "the vessel" both refer to the *Northern '
         'Star*.',
     'yes'),
    (YN, 'No.',
     'no'),
    (BD, '**Bridging relation: Yes**\n\n- Anaphor: *the roof*\n- Candidate antecedent: '
         '*the house*\n- Relation type: part–whole\n\n"The roof" can only be interpreted '
         'by linking it to the house mentioned in the previous sentence.',
     'yes'),
    (BD, '```json\n{"anaphor": "the waiter", "candidate": "the train", "prediction": '
         '"no"}\n```\nA waiter goes with the restaurant, not with the train mentioned '
         'earlier.',
     'no'),
    (BD, '“the engine”和候选先行语“the mountain”之间没有整体与部分的关系，也没有其他关联。'
         '引擎显然属于前文提到的汽车，而不是那座山。\n\n因此不存在桥接关系。答案：否',
     'no'),
    (BD, 'Yes (part–whole: *the pages* → *the notebook*).',
     'yes'),
    (BD, '### Checking possible bridging types\n\n| Type | Does *the tickets* relate to '
         '*the river*? |\n|---|---|\n| Part–whole | No |\n| Set membership | No |\n| Role '
         '/ frame | No. Tickets belong to the concert frame, not the river |\n| Attribute '
         '| No |\n\nNone of the relation types apply.\n\n**Final answer:** No',
     'no'),
    (BD, '**Yes**: *the groom* bridges to *the wedding*. A wedding brings a groom with it, '
         'so the earlier mention licenses the definite description.\n\nI did think about '
         'answering no, since the text never explicitly ties the groom to the wedding. But '
         'bridging is exactly the case where the link is inferred rather than stated, so '
         "that isn't a reason to reject it.",
     'yes'),
    (BD, "I can't judge this one. The prompt names the anaphor (*the handle*), but the "
         "candidate antecedent field is empty, so there's nothing to test a bridging link "
         "against. If you tell me which noun phrase is the candidate, I'll look again.",
     REFUSED),
    (BD, '**Anaphor:** the cockpit\n**Candidate:** the '
         'plane\n\n驾驶舱是飞机的一部分，这是典型的部分-整体桥接。\n\n**Answer / 答案:** '
         'yes',
     'yes'),
    (C, '### Entities in the passage\n\n1. **Dr. Lena Voss** (also "she", "the '
        'doctor")\n2. **the clinic**\n3. **her assistant, Theo**\n4. **the storm**\n5. '
        '**the town of Harrow**\n\nPronouns and repeated descriptions are merged with the '
        'entity they refer to.\n\n**Total: 5 distinct entities**',
     5),
    (C, 'Counting each referent once (the farmer, his daughter, the barn, the tractor): '
        '$\\boxed{4}$',
     4),
    (C, '```json\n{\n  "count": 6,\n  "entities": ["Ines", "the bakery", "the owner", '
        '"the delivery van", "Main Street", "the mayor"]\n}\n```',
     6),
    (C, '文中一共有 3 个不同的实体：\n\n1. 张伟（后文的“他”也指张伟）\n2. 那家书店\n3. '
        '一张旧地图\n\n答案：3',
     3),
    (C, 'Listing them: Reyes, the captain, the crew, the harbour, the cargo, the storm, '
        'the radio. That\'s 7.\n\nWait. The passage says *"Reyes, the captain, gave the '
        'order,"* so "the captain" is an appositive for Reyes, not a separate person. '
        'Merging those two:\n\n**6 distinct entities.**',
     6),
    (C, '| # | Entity | Mentions |\n|---|---|---|\n| 1 | the museum | 3 |\n| 2 | the '
        'curator | 2 |\n| 3 | the painting | 4 |\n| 4 | the thief | 2 |\n\n**Final '
        'answer:** 4',
     4),
    (C, 'Answer: 8\n\n- Amara\n- her brother Kofi\n- the market\n- the bus\n- the '
        'driver\n- the village\n- the goats\n- the rainy season\n\nEach one is a distinct '
        'referent. No two of these descriptions pick out the same thing.',
     8),
    (C, 'There are **5** distinct entities: Priya, the laptop, the café, the barista, and '
        'the manuscript. ("It" in the last sentence is the laptop, so it doesn\'t add a '
        'new entity.)',
     5),
    (MRC, '**Answer: B** (at the station).\n\nThe passage says Ellen found the ring "wedged '
          'between two benches on platform four," which puts it at the station.',
     1),
    (MRC, '```json\n{"choice": "C", "text": "at the market"}\n```',
     2),
    (MRC, 'The fisherman spotted the ring glinting on the quay while unloading his nets, so '
          'the location is the harbour.\n\n$$\\boxed{A}$$',
     0),
    (MRC, '根据文章，莉娜最后在自己家的沙发垫下面找到了戒指。\n\n答案是 D（在家里）。',
     3),
    (MRC, '**Eliminating options**\n\n- **A. at the harbour** ✗: the harbour is where she '
          '*lost* track of it, not where it turned up.\n- **B. at the station** ✗: she only '
          'passes through the station in the first paragraph.\n- **C. at the market** ✓: a '
          'stallholder at the fruit stand hands it back to her.\n- **D. at home** ✗: she '
          'searches the house and finds nothing.\n\n**Final answer: C**',
     2),
    (MRC, 'The ring was found **at the harbour (A)**.\n\nThe market (C) is a distractor. '
          "That's where the ring went missing, but the diver recovers it from under the "
          'pier.',
     0),
    (MRC, "The question refers to a passage, but your message doesn't include one, only the "
          "question and the four options. Without the story I can't tell where the ring was "
          "found, and I'd rather not guess.",
     REFUSED),
    (MRC, "I'd first lean toward **B**, since the station is the last place mentioned "
          'before the ring comes up. But the final paragraph says: *"It had been on her own '
          'doormat the whole time."* That\'s her house.\n\n**Answer: D, at home.**',
     3),
    (BA, '**Antecedent:** the kitchen\n\n*The sink* is a fixture of the kitchen described '
         'in the previous sentence. None of the other noun phrases (*the guests*, *the '
         'evening*) could have a sink.',
     'the kitchen'),
    (BA, '```json\n{"anaphor": "the steering wheel", "antecedent": "the car", "relation": '
         '"part-of"}\n```',
     'the car'),
    (BA, '“the chapter” 的桥接先行语是 “the book”。章节是书的组成部分；前文另一个名词短语 '
         '“the library” 只是一个地点，不能直接提供“章节”。\n\n答案：the book',
     'the book'),
    (BA, '| Candidate NP | Can it supply *the reading room*? |\n|---|---|\n| the old '
         'library | ✓ (libraries have reading rooms) |\n| the librarian | ✗ (a person, not '
         'a building) |\n| the winter | ✗ |\n\n**Answer:** the old library',
     'the old library'),
    (BA, '**the orchestra**\n\n*The conductor* is a role within the orchestra. I '
         "considered *the concert hall*, but a hall doesn't have a conductor. It only "
         'hosts the performances.',
     'the orchestra'),
    (BA, 'Anaphor: *the nurses*. The only earlier NP that supports a staff-of relation is '
         'the hospital Sam was admitted to.\n\n$\\boxed{\\text{the hospital}}$',
     'the hospital'),
    (BA, 'Two candidates fit *the platform* about equally well:\n\n- **the train**: trains '
         'stop at platforms\n- **the station**: platforms are part of stations\n\nThe text '
         "doesn't favour either one, so I'd leave it open between *the train* and *the "
         'station*.',
     NONE),
    (BA, '**Anaphor:** the bride\n\n**分析:** 新娘是婚礼这个场景里的角色，前文提到的 “the '
         'wedding” 为她提供了框架。\n\n**答案 (Answer):** the wedding',
     'the wedding'),
    (RI, '**Connective:** because\n\nSentence 2 (*"The roads were icy."*) gives the reason '
         'for sentence 1 (*"School was cancelled."*).',
     'because'),
    (RI, '```json\n{\n  "connective": "however",\n  "sense": "Comparison.Contrast"\n}\n```',
     'however'),
    (RI, '第一句说他没有坐公交车，第二句说他走路去了车站，第二句给出的是替代的做法。\n\n最'
         '合适的连接词是 **instead**（而是）。',
     'instead'),
    (RI, '| Connective | Fit | Comment |\n|---|---|---|\n| then | weak | implies a '
         'sequence, but the actions overlap |\n| later | ✗ | wrong direction |\n| '
         'meanwhile | ✓ | two things happening at the same time in different places '
         '|\n\n**Best connective:** meanwhile',
     'meanwhile'),
    (RI, '**for example**\n\nThe second sentence (*"Her sister speaks five languages."*) '
         'is one instance of the general claim that the family is multilingual. *In fact* '
         'would also read smoothly, but it signals intensification rather than an '
         'instance, so *for example* fits better.',
     'for example'),
    (RI, 'The second sentence gives the result of the first: the shop ran out of bread, '
         '[___] we bought rice.\n\n$\\boxed{\\text{so}}$',
     'so'),
    (RI, 'I can only see one sentence here (*"The museum closed early."*). The second '
         "sentence seems to be missing, so I can't tell which connective would join them.",
     REFUSED),
    (RI, 'Sentence 2 says the same thing as sentence 1 in plainer words (*"The policy was '
         'rescinded."* → *"It no longer applies."*).\n\n**Final answer:** in other words',
     'in other words'),
    (EM, '## Mention count\n\n- **Mara Quill**: "Mara Quill", "she" ×2, "Mara", "her" → '
         '5\n- **the ferry**: "the ferry" ×2, "it" → 3\n- **the harbour**: 1\n\n**Most '
         'frequent entity:** Mara Quill (5 mentions)',
     'Mara Quill'),
    (EM, '```json\n{"entity": "the ferry", "mentions": 6, "runner_up": "Mara Quill"}\n```',
     'the ferry'),
    (EM, '统计各个实体的出现次数：\n\n- the harbour master：4 次\n- the fishing boat：2 '
         '次\n- the fog：1 次\n\n出现次数最多的实体是 **the harbour master**。',
     'the harbour master'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 4 |\n| the ferry | 3 |\n| the '
         'captain | 2 |\n| the island | 1 |\n\n**Answer:** Mara Quill',
     'Mara Quill'),
    (EM, 'If you count only names, *the clinic* looks most frequent (3 times, against 2 '
         'for Dr. Okafor). But once you include pronouns ("she" twice and "her" once, all '
         'referring to Dr. Okafor), she reaches 5.\n\n**Revised answer: Dr. Okafor**',
     'Dr. Okafor'),
    (EM, '**The ferry.**\n\nIt\'s named or referred to six times ("the ferry", "the old '
         'boat", "it" ×4). Mara Quill comes close with five, and the pier is well behind '
         'with two.',
     'the ferry'),
    (EM, 'Tallying mentions (pronouns included):\n\n- Mara Quill: 4\n- the ferry: 4\n- the '
         "storm: 2\n\nMara Quill and the ferry are tied, so there isn't a single "
         "most-mentioned entity here. It's one of those two.",
     NONE),
    (EM, 'Tomas Reyl appears by name three times and as "he" twice, more than any other '
         'referent.\n\n$$\\boxed{\\text{Tomas Reyl}}$$',
     'Tomas Reyl'),
    (SI, '**Speaker:** Mrs. Chen\n\nThe line *"Don\'t forget your scarf, it\'s freezing '
         'out"* comes right after the narrator mentions Mrs. Chen standing at the door, '
         'and it fits her role as the worried landlady in earlier turns.',
     'Mrs. Chen'),
    (SI, '```json\n{"speaker": "Old Zhou", "confidence": "high"}\n```',
     'Old Zhou'),
    (SI, '从对话来看，前一句是王芳在提问，接下来这句“我明天一早就去”是在回答她，而且后文提'
         '到 Li Wei 第二天早上出了门。\n\n说话人是 **Li Wei**。',
     'Li Wei'),
    (SI, "### Candidates\n\n- **Mrs. Chen**: she's in the kitchen at this point, out of "
         'earshot.\n- **Old Zhou**: he speaks the previous line, and the turns '
         'alternate.\n- **Xiao Mei**: the only other person in the room. The reply *"But '
         'Grandpa, you promised!"* fits a granddaughter talking to Old '
         'Zhou.\n\n**Answer:** Xiao Mei',
     'Xiao Mei'),
    (SI, 'Captain Harlow.\n\nThe line gives the crew an order (*"Bring her about, now!"*), '
         'and only the captain has that authority. I rejected Finn, the deckhand: he '
         "speaks the turn before, and he's the one being given the order.",
     'Captain Harlow'),
    (SI, "This line isn't attributed in the dialogue, and there are no tags, names, or "
         "stylistic cues pointing to one character over another. I can't determine the "
         'speaker from the text provided.',
     REFUSED),
    (SI, '| Turn | Speaker | Cue |\n|---|---|---|\n| 1 | Old Zhou | "Old Zhou said" |\n| 2 '
         '| Mrs. Chen | reply addressed to "Zhou" |\n| 3 | Old Zhou | alternation |\n| 4 '
         '(target) | **Mrs. Chen** | alternation, and she mentions "my shop" |\n\n**Final '
         'answer:** Mrs. Chen',
     'Mrs. Chen'),
    (SI, "At first it looks like Ruth, since she's been driving the conversation. But the "
         'target line says *"I told you, Ruth, the keys were in the drawer,"* and she '
         "wouldn't address herself by name. The only other participant is "
         'Daniel.\n\n**Final answer:** Daniel',
     'Daniel'),
    (ORD, '**Correct order:** 2, 0, 3, 1\n\n- <s 2> introduces Nadia and the problem.\n- <s '
          '0> describes her first attempt.\n- <s 3> explains why it failed.\n- <s 1> gives '
          'the resolution.',
     [2, 0, 3, 1]),
    (ORD, '```json\n{"order": [1, 3, 0, 2]}\n```',
     [1, 3, 0, 2]),
    (ORD, '<s 3> 是总起句，引出主题；<s 0> 接在后面交代背景；<s 2> 讲事情的经过；<s 1> '
          '是结尾。\n\n正确顺序：<s 3> → <s 0> → <s 2> → <s 1>',
     [3, 0, 2, 1]),
    (ORD, '1. **<s 0>**: opens with the setting ("On the first morning of spring…").\n2. '
          '**<s 2>**: introduces the woman who arrives.\n3. **<s 1>**: her conversation '
          'with the shopkeeper.\n4. **<s 3>**: closes with her leaving.\n\nSo the order is '
          '0 → 2 → 1 → 3.',
     [0, 2, 1, 3]),
    (ORD, 'The pronoun "they" in <s 1> needs <s 3> before it, and <s 2> is clearly the '
          'conclusion.\n\n$$\\boxed{[3, 1, 0, 2]}$$',
     [3, 1, 0, 2]),
    (ORD, 'First attempt: 1, 0, 2, 3.\n\nOn reflection, that breaks the reference chain: <s '
          '0> mentions "the letter", which isn\'t introduced until <s 2>. Moving <s 2> '
          'up:\n\n**Corrected order: 1, 2, 0, 3**',
     [1, 2, 0, 3]),
    (ORD, 'Order: s2 > s3 > s0 > s1\n\n<s 2> sets up the expedition, <s 3> follows with the '
          'departure, <s 0> covers the climb, and <s 1> is the summit. Starting with <s 0> '
          'was tempting because it names the mountain, but it assumes the team is already '
          'on its way.',
     [2, 3, 0, 1]),
    (ORD, 'Answer: `[0, 3, 2, 1]`',
     [0, 3, 2, 1]),
    # --- the fifteenth set ---
    (T, "Let's think about this step by step. The text says the committee approved the "
        'budget (e1) and then, two weeks later, the mayor signed it (e2). Approval has to '
        "come first: you can't sign something that hasn't been approved yet. So e1 "
        "happens before e2.\n\nSo I'd go with BEFORE.",
     'BEFORE'),
    (T, 'Actually, wait... I first read e2 (the storm) as something that ended before the '
        'evacuation (e1), which would make e1 AFTER e2. But re-reading, the evacuation '
        'happened *during* the storm, not after it. The storm is the larger window and '
        'the evacuation sits inside it.\n\n**Answer: IS_INCLUDED**',
     'IS_INCLUDED'),
    (T, 'The question asks how e1 ("announced") relates in time to e2 ("resigned"). The '
        'announcement came the day after the resignation, so e1 is AFTER e2 rather than '
        'BEFORE.',
     'AFTER'),
    (T, 'SIMULTANEOUS',
     'SIMULTANEOUS'),
    (T, "It's hard to pin this down. The meeting (e1) could have taken place before the "
        'merger talks (e2) began, or it could have been one of the sessions within them; '
        'the passage gives no date for either. Both BEFORE and IS_INCLUDED are defensible '
        'here.',
     NONE),
    (T, '分析：e1“建造”持续了三年，e2“剪彩”是在其中某一天发生的吗？不是，剪彩是在建造完成'
        '之后才举行的。因此 e1 在 e2 之前。\n\n答案：BEFORE',
     'BEFORE'),
    (T, 'Probably INCLUDES: the war (e1) spans several years, and the battle (e2) is one '
        "episode within it. I'm not completely sure the passage intends the war as e1, "
        'but going by the markup it is.',
     'INCLUDES'),
    (T, "I only see the labels e1 and e2, not the sentence they come from, so I can't "
        'determine the temporal relation. Could you paste the passage with the events '
        'marked?',
     REFUSED),
    (R, 'Step by step: Unit 1 says "The roads were flooded." Unit 2 says "so the school '
        'closed early." The second is a result of the first, a cause-result link.\n\nSo '
        "I'd go with causal.",
     'causal'),
    (R, 'Contrast.',
     'contrast'),
    (R, 'Hmm, at first glance this looks like conjunction, two facts placed side by side. '
        'Actually, wait: the second unit gives more detail about *the same* dinner (what '
        'was served, who cooked it), so it expands the first rather than adding a new '
        'point. Elaboration, not conjunction.',
     'elaboration'),
    (R, 'The question asks what relation holds between "If you miss the bus" and "you\'ll '
        'have to walk." The first sets up a hypothetical that the second depends on, so: '
        '**condition**.',
     'condition'),
    (R, '{"relation": "attribution", "reason": "Unit 1 (\\"The minister claimed\\") '
        'introduces the source of the content reported in unit 2."}',
     'attribution'),
    (R, 'I\'d say this is probably concession ("although it was expensive, we bought it '
        'anyway"), though some annotators would call it contrast. Going with concession.',
     'concession'),
    (R, 'This one sits between explanation and causal. Unit 2 gives the reason for unit '
        '1, which fits explanation, but it can just as well be read as a plain cause. I '
        "can't choose between the two from this alone.",
     NONE),
    (R, 'Answer: purpose ("in order to catch the early train" states the goal of getting '
        'up at five).',
     'purpose'),
    (M, '"Just" here means "only": "I just want one slice" restricts the amount to one. '
        "That's the Exclusionary sense.",
     'Exclusionary'),
    (M, 'Temporal. ("She just left" = she left a moment ago.)',
     'Temporal'),
    (M, 'Let me reason. In "It\'s just not fair!" the word doesn\'t restrict anything and '
        "doesn't mark time; it intensifies the claim. Emphatic rather than Exclusionary.",
     'Emphatic'),
    (M, 'In "a just ruler" the word is an adjective meaning fair or righteous, so the '
        'label is Adjective.',
     'Adjective'),
    (MO, '"Take an umbrella; otherwise you\'ll get soaked." Here \'otherwise\' means \'if '
         "you don't', pointing to what follows if the condition isn't met. Consequence.",
     'Consequence'),
    (MO, 'In "Apart from a chair, the room was otherwise empty," \'otherwise\' means \'in '
         "other respects': it covers everything except the chair. That's the Exception "
         'sense.',
     'Exception'),
    (MO, 'You haven\'t included the sentence containing "otherwise", so I can\'t tell '
         "which sense is meant. Please share it and I'll classify it.",
     REFUSED),
    (MO, 'Here \'otherwise\' introduces a supporting argument: "He must have been home; '
         'otherwise, who turned on the lights?" It backs up the claim rather than stating '
         'a consequence of a condition. So: Argumentation.',
     'Argumentation'),
    (YN, 'Yes.',
     'yes'),
    (YN, 'No, "the doctor" and "her patient" are clearly two different people.',
     'no'),
    (YN, 'Mention 1 is "Mr. Alder", mention 2 is "the old gardener". The passage '
         'introduces Alder as the man who has tended the estate for forty years, and later '
         '"the old gardener" puts down his shears, continuing the very action Alder was '
         'doing. So they refer to the same person.\n\nSo yes, they corefer.',
     'yes'),
    (YN, 'At first I thought "it" pointed back to the car. Actually, wait: the sentence is '
         '"The car hit the fence, and it collapsed." Fences collapse; cars crash. So "it" '
         'is the fence, not the car, and the two mentions ("the car" / "it") do not '
         'corefer.\n\n**No.**',
     'no'),
    (YN, '判断：“张老师”和“她”指的是同一个人，因为后文说她走进了自己的教室。答案：是（yes'
         '）',
     'yes'),
    (YN, 'It\'s a bit ambiguous, but I lean towards yes: "he" most likely refers back to '
         'Tom, since Tom is the subject of the previous sentence and the brother is only '
         'mentioned in passing.',
     'yes'),
    (YN, 'Do "the company" and "Brightwater" refer to the same thing? Probably yes. '
         'Brightwater is the only company named, though the passage never says so '
         'outright.',
     'yes'),
    (YN, "I can't answer this: the question refers to mention A and mention B, but neither "
         'the passage nor the mentions themselves were provided.',
     REFUSED),
    (BD, 'yes',
     'yes'),
    (BD, 'Is there a bridging relation between "the engine" and "the old tractor"? Yes. '
         'The engine is part of the tractor, a classic part-whole bridge.',
     'yes'),
    (BD, 'No. "The waiter" has nothing to do with "the garage"; there\'s no part-whole or '
         'associative link that would let a reader infer one from the other.',
     'no'),
    (BD, 'Let me check. Anaphor: "the roof". Candidate: "the letter". A letter doesn\'t '
         'have a roof... Actually, wait, I should double-check whether "the roof" might '
         'belong to a house described in the letter. Even so, the candidate antecedent is '
         "the letter itself, not the house. So there's no bridging between these two.",
     'no'),
    (BD, '| Anaphor | Candidate | Bridging? |\n|---|---|---|\n| the prices | the menu | '
         '**Yes** (the prices are the ones listed on the menu) |',
     'yes'),
    (BD, 'Probably not. "The tickets" could in principle be connected to "the hospital", '
         "but it's a stretch; I'd say no.",
     'no'),
    (BD, 'There might be an associative link here, or there might not, depending on '
         'whether "the keys" are the keys to the flat. Hmm, on balance I think yes: the '
         'flat was just mentioned and the keys are naturally its keys.',
     'yes'),
    (BD, '答：有。“方向盘”是“那辆车”的一部分，属于整体与部分的桥接关系。',
     'yes'),
    (C, 'Let me list them: (1) Mara Quill, (2) the ferry, (3) the captain, (4) the '
        'harbour. "She" and "her" are Mara again, so they add no new entities. Total: 4.',
     4),
    (C, '3',
     3),
    (C, "Counting: the farmer, his wife, the dog, the barn, the farmer's son... wait, "
        '"the boy" later on is the son, so I shouldn\'t count him twice. That gives the '
        "farmer, the wife, the dog, the barn and the son = 5 distinct entities.\n\nSo I'd "
        'go with 5.',
     5),
    (C, '**Answer: 6**\n\nEntities: Dr. Okafor, the lab, the samples, the assistant, the '
        'freezer, the university.',
     6),
    (C, 'How many distinct entities does the passage mention? I count seven (Lena, her '
        'father, the bakery, the town, the mayor, the festival, the cake).',
     7),
    (C, 'Either 4 or 5, depending on whether "the crew" counts as separate from the '
        "sailors. I'd lean toward 4, treating them as the same group.",
     4),
    (C, "There's no passage in your message, just the question. Paste the text and I'll "
        'count the entities for you.',
     REFUSED),
    (C, 'Roughly: two people (the narrator and Grandma Wu), two places (the village and '
        "the river), and one object (the lantern). That's 5 rather than 4, since the "
        'lantern clearly counts as an entity too.',
     5),
    (MRC, 'B',
     1),
    (MRC, 'The passage says Mara spotted the ring glinting between the planks of the pier '
          'as the ferry docked, which is the harbour. **Answer: A**',
     0),
    (MRC, 'Let me reason. The ring was last seen at the market, but it was *found* in the '
          'kitchen drawer after she got back. So not C (at the market) but D (at home).',
     3),
    (MRC, "I'd initially go with A, because the story opens at the harbour. Actually, wait: "
          "the ring turns up later, when the porter hands it to her on the platform. That's "
          'the station. So the answer is B.',
     1),
    (MRC, '{"answer": "C", "explanation": "The stallholder found it under a crate of '
          'oranges."}',
     2),
    (MRC, 'The ring was found at home (option D).',
     3),
    (MRC, 'The text is unclear here. It mentions both the station and the market right '
          "before the ring reappears, so it's either B or C; I can't tell which from the "
          'passage.',
     NONE),
    (MRC, '根据原文，戒指是在码头被发现的。答案：A',
     0),
    (BA, 'The kitchen.',
     'the kitchen'),
    (BA, '"The handle" bridges to "the old suitcase": the handle is part of it.',
     'the old suitcase'),
    (BA, 'The anaphor is "the pilot". Earlier NPs: "the airport", "a small plane", "the '
         'weather". A pilot is most directly tied to a plane (the person flying it) rather '
         'than to the airport. So I\'d go with "a small plane".',
     'a small plane'),
    (BA, 'My first thought was "the school", since a blackboard is usually in a school. '
         'Actually, wait: the passage mentions "the classroom" right before, and the '
         "blackboard is in the classroom. That's the closer and more specific "
         'link.\n\nAnswer: the classroom',
     'the classroom'),
    (BA, 'Antecedent: **the concert** (the anaphor "the encore" is part of a concert).',
     'the concert'),
    (BA, 'I can\'t tell which anaphor you mean. The passage has several definite NPs ("the '
         'door", "the stairs", "the owner") and none of them is marked. Could you say '
         'which one to resolve?',
     REFUSED),
    (BA, 'Probably "the wedding": "the bride" is most naturally linked to it, though "the '
         'church" is another candidate.',
     'the wedding'),
    (BA, '“屏幕”对应的先行语是“那台旧电脑”。',
     '那台旧电脑'),
    (RI, 'because',
     'because'),
    (RI, 'Sentence 2 gives an instance of what sentence 1 claims (many birds migrate -> '
         'swallows fly to Africa every winter). The connective is "for example".',
     'for example'),
    (RI, 'Let\'s see: S1 "He didn\'t take the bus." S2 "He walked the whole way." The '
         'second replaces the option rejected in the first. "However" doesn\'t really fit, '
         "since there's no contrast with an expectation; it's a substitution. So "
         '"instead" rather than "however".',
     'instead'),
    (RI, 'I\'d join them with "so"... actually, wait, the second sentence is the reason '
         'for the first, not its result ("The streets were wet. It had rained '
         'overnight."). So the right connective is "because".',
     'because'),
    (RI, 'Best connective: *meanwhile*. The two sentences describe what two people were '
         'doing at the same time.',
     'meanwhile'),
    (RI, 'It could be "then" (plain sequence) or "as a result" (consequence). The passage '
         "supports both readings and I don't see a way to choose between them.",
     NONE),
    (RI, "The connective is 'however'. S2 goes against what S1 would lead you to expect.",
     'however'),
    (RI, 'Which connective best joins "The test was postponed" and "The students had an '
         'extra week to study"? I\'d use "as a result".',
     'as a result'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'Counting mentions: Mara Quill: 5 (name x2, "she" x3); the ferry: 4; the captain: '
         '2. The most frequent is Mara Quill.',
     'Mara Quill'),
    (EM, 'My first count had Mara ahead, but I forgot that "it" and "the boat" both refer '
         "to the ferry. With those included, the ferry has 7 mentions against Mara's 5. So "
         'the ferry, not Mara Quill.',
     'the ferry'),
    (EM, '**The lighthouse keeper** is mentioned most often (six times, counting '
         'pronouns).',
     'the lighthouse keeper'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Inspector Vale | 6 |\n| the museum | 4 |\n| '
         'the stolen painting | 3 |\n\nMost mentioned: Inspector Vale.',
     'Inspector Vale'),
    (EM, "It's a tie: Mara Quill and the ferry each appear five times, so there's no "
         'single most-mentioned entity.',
     NONE),
    (EM, '出现次数最多的实体是“李老板”，一共出现了4次。',
     '李老板'),
    (EM, "Probably the orchard. It's named in nearly every sentence, though the "
         'grandmother comes close.',
     'the orchard'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, 'The line "Put the kettle on, the guests will be here soon" comes right after '
         "Mrs. Chen walks into the kitchen, and it's addressed to her son. So the speaker "
         'is Mrs. Chen.',
     'Mrs. Chen'),
    (SI, "It looks like Old Zhou says it, since he's the one who just spoke. Actually, "
         "wait: the turns alternate, and the previous turn was Old Zhou's, so this reply "
         'belongs to the other person in the conversation, Xiao Lin. Xiao Lin rather than '
         'Old Zhou.',
     'Xiao Lin'),
    (SI, "The dialogue you've given has no speaker tags or names at all, so there's no way "
         "to determine who says the quoted line. I'd need more context.",
     REFUSED),
    (SI, "Speaker: **Captain Reyes** (she's the only one on deck who would give that "
         'order).',
     'Captain Reyes'),
    (SI, '说这句话的是王阿姨。',
     '王阿姨'),
    (SI, 'At first glance it could be Mrs. Chen or her daughter, since both are in the '
         'room. But the line mentions "my own mother", so it has to be the daughter, '
         'Meili.',
     'Meili'),
    (SI, 'Who says "I told you the bridge would wash out"? That\'s Old Zhou; he warned '
         'about the bridge earlier in the scene.',
     'Old Zhou'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'Let me find the opening. <s 1> introduces Mara Quill and the ferry, so it comes '
          'first. <s 3> ("She bought a ticket") follows naturally. <s 0> describes the '
          'crossing, and <s 2> ("When they docked...") ends it.\n\nOrder: 1, 3, 0, 2',
     [1, 3, 0, 2]),
    (ORD, 'First pass: 0, 2, 1, 3. Actually, wait: <s 1> contains "this", which refers back '
          'to the plan in <s 3>, so <s 3> has to come before <s 1>. Revised order: <s 0> <s '
          '2> <s 3> <s 1>.',
     [0, 2, 3, 1]),
    (ORD, '{"order": [3, 1, 0, 2]}',
     [3, 1, 0, 2]),
    (ORD, 'The correct order is s2 -> s3 -> s0 -> s1.',
     [2, 3, 0, 1]),
    (ORD, '正确顺序：<s 3> <s 0> <s 2> <s 1>',
     [3, 0, 2, 1]),
    (ORD, "Probably 1, 0, 2, 3. I'm fairly sure about the first two; <s 2> and <s 3> could "
          'swap, but "finally" in <s 3> suggests it goes last.',
     [1, 0, 2, 3]),
    (ORD, '1. <s 0>\n2. <s 1>\n3. <s 3>\n4. <s 2>\n\n<s 0> is the only sentence with no '
          'back-reference, so it opens the paragraph.',
     [0, 1, 3, 2]),
    # --- the sixteenth set ---
    (T, 'BEFORE',
     'BEFORE'),
    (T, 'after — e2 (the storm) comes first, e1 (the cleanup) follows it.',
     'AFTER'),
    (T, 'The press briefing (e1) took place during the summit (e2), so e1 sits inside the '
        'time span of e2. The relation is IS_INCLUDED.',
     'IS_INCLUDED'),
    (T, 'Let me work through the two events.\n\n**e1:** "the renovation" — described as '
        'lasting from spring until late autumn.\n**e2:** "the inspection" — a single '
        'visit in July.\n\nCandidate relations:\n- *BEFORE*: no, the renovation does not '
        'finish before July.\n- *SIMULTANEOUS*: no, the two events clearly have different '
        "durations.\n- *INCLUDES*: the renovation's time span covers the July inspection "
        'entirely.\n\nSo e1 contains e2.\n\nFinal answer: INCLUDES',
     'INCLUDES'),
    (T, '两个事件发生在同一时刻：他按下按钮的同时，灯亮了。答案：SIMULTANEOUS',
     'SIMULTANEOUS'),
    (T, 'The text gives no temporal anchor linking the two events — one is a past habit, '
        "the other a planned trip with no date. I'd label this VAGUE.",
     'NONE'),
    (T, 'It could be BEFORE, or it could be SIMULTANEOUS — the sentence supports both '
        'readings about equally, so I would leave it between those two.',
     NONE),
    (T, 'My first instinct was AFTER, because e1 ("signed") appears later in the sentence '
        'than e2 ("negotiated").\n\nBut surface order isn\'t time order. Re-reading: '
        '"They had signed the lease long before the terms were negotiated again." The '
        'pluperfect "had signed" plus "long before" puts the signing earlier than the '
        'renegotiation.\n\n- e1 = signed (earlier)\n- e2 = negotiated again (later)\n\nSo '
        'e1 precedes e2.\n\n→ BEFORE',
     'BEFORE'),
    (R, 'Causal',
     'causal'),
    (R, 'contrast',
     'contrast'),
    (R, 'The second unit gives the reason for the claim in the first ("because the roads '
        'were icy"). That\'s an explanation relation.',
     'explanation'),
    (R, 'Result. The heavy rain led directly to the river overflowing, so unit 2 is the '
        'outcome of unit 1.',
     'causal'),
    (R, '## Analysis\n\n**Unit 1:** "The museum reopened last week."\n**Unit 2:** "It now '
        'has a new wing devoted to maritime history."\n\n### Candidates considered\n1. '
        "**reformulation** — Unit 2 doesn't restate Unit 1 in other words; it adds new "
        'content. Rejected.\n2. **conjunction** — possible, but Unit 2 is specifically '
        '*about* the museum introduced in Unit 1, not a parallel fact.\n3. '
        '**elaboration** — Unit 2 provides further detail about the entity/situation in '
        'Unit 1.\n\n### Conclusion\nUnit 2 adds detail about the reopened '
        'museum.\n\n**elaboration**',
     'elaboration'),
    (R, 'Unit 1 sets up a hypothetical ("If the vote passes"), and Unit 2 describes what '
        'will happen under that hypothetical. The structure is a classic '
        'if-then.\n\n```json\n{"relation": "condition", "confidence": 0.86}\n```',
     'condition'),
    (R, '第二个单元说明了第一个单元中行为的目的——"为了赶上早班车"解释了她为什么五点起床的'
        '意图。关系：purpose',
     'purpose'),
    (R, "I'm not able to determine the relation — the two text units don't seem to have "
        'come through in your message. Could you paste them again?',
     REFUSED),
    (M, 'Exclusionary',
     'Exclusionary'),
    (M, 'Here "just" means "a moment ago" — "she had just left when you called." So the '
        'sense is Temporal.',
     'Temporal'),
    (M, 'Sentence: "It\'s just not fair to them."\n\nLet me check each sense:\n- '
        '**Exclusionary** ("only", "merely"): replacing with "only" gives "It\'s only not '
        'fair", which makes no sense. ✗\n- **Temporal** ("a moment ago"): no time meaning '
        'here. ✗\n- **Adjective** ("fair/righteous"): "just" isn\'t modifying a noun. '
        '✗\n- **Emphatic** ("simply", "really"): "It\'s simply not fair" — fits '
        'perfectly; "just" intensifies the negation. ✓\n\nAnswer: Emphatic',
     'Emphatic'),
    (M, 'Adjective (just = fair, morally right: "a just ruler").',
     'Adjective'),
    (MO, 'Consequence',
     'Consequence'),
    (MO, '"Apart from the long queue, the visit was otherwise lovely." Here "otherwise" '
         'means "in other respects / except for that", so the sense is Exception.',
     'Exception'),
    (MO, 'Sentence: "Some say the plan will save money; others argue '
         'otherwise."\n\nReasoning:\n1. It\'s not **Consequence** — there\'s no "if not X, '
         'then Y" structure (e.g. "Hurry, otherwise you\'ll miss it").\n2. It\'s not '
         '**Exception** — nothing is being set aside as the one differing respect.\n3. '
         'It\'s not **Enumeration** — it isn\'t listing alternatives.\n4. "Argue '
         'otherwise" = argue the opposite position. That\'s the contrastive, '
         'argument-level use.\n\nArgumentation is correct.',
     'Argumentation'),
    (MO, 'Enumeration — it introduces a further alternative in the list ("by bus, by '
         'train, or otherwise").',
     'Enumeration'),
    (YN, 'yes',
     'yes'),
    (YN, 'No.',
     'no'),
    (YN, 'Both "the senator" and "she" point to Maria Ortiz, who is introduced in the '
         'first sentence. So yes, they corefer.',
     'yes'),
    (YN, '"The company" refers to the employer, while "it" in the second clause refers to '
         'the quarterly report that was leaked. Different referents. Answer: no',
     'no'),
    (YN, '**Mention 1:** "the old lighthouse"\n**Mention 2:** "the building"\n\nStep by '
         'step:\n- The passage opens describing the old lighthouse on the cliff.\n- The '
         'next sentence says "the building had been abandoned for decades."\n- No other '
         'building is introduced between the two mentions.\n- "The building" is a more '
         'general description of the same structure — a common way of avoiding '
         "repetition.\n\nThere's no competing antecedent, and the predicates (abandoned, "
         'on the cliff) are consistent.\n\nFinal answer: yes',
     'yes'),
    (YN, '否。“医生”指的是李大夫，而“他”指的是前面提到的病人，两者不是同一个人。',
     'no'),
    (YN, '"He" is either the father or the son. If it is the father, then yes; if it is '
         'the son, then no. Both readings fit the sentence.',
     NONE),
    (YN, '**No.**\n\nThe two mentions are "a new manager" and "the manager".\n\n- "A new '
         'manager" is introduced as someone the firm *plans* to hire next year.\n- "The '
         'manager" in the final sentence is the current one, Mr. Osei, who approved the '
         "budget last month.\n- The time frames don't match: one is hypothetical/future, "
         'the other is already acting.\n\nSo despite the identical head noun, they are '
         'different people.',
     'no'),
    (BD, 'yes',
     'yes'),
    (BD, 'no',
     'no'),
    (BD, '"The engine" is a part of "the car" mentioned in the previous sentence — a '
         'textbook part-whole bridging link. Yes.',
     'yes'),
    (BD, 'There is no associative link between "the chef" and "the mountain" — chefs are '
         "not parts, roles, or attributes of mountains, and the passage doesn't connect "
         'them. So no bridging relation.',
     'no'),
    (BD, '### Anaphor: "the tickets"\n### Candidate antecedent: "the concert"\n\nBridging '
         'requires the anaphor to be interpretable only via an associative relation with '
         'the antecedent (part-of, role, attribute, etc.).\n\n| Check | Result '
         '|\n|---|---|\n| Is "the tickets" new / not previously mentioned? | Yes |\n| Does '
         'the definite article need an anchor? | Yes — *which* tickets? |\n| Is "the '
         'concert" a natural anchor? | Yes — tickets are a typical component of a concert '
         'event |\n| Any other candidate? | "the weekend" — far weaker |\n\nThe definite '
         '"the tickets" is resolved through the concert.\n\nI\'ll go with yes.',
     'yes'),
    (BD, '存在桥接关系：“门把手”是“那扇门”的一部分，属于整体-部分关系。答案：是',
     'yes'),
    (BD, "I can't answer this one — the anaphor isn't marked in the passage you gave, so I "
         "don't know which phrase I'm supposed to link to the candidate.",
     REFUSED),
    (BD, 'At first I thought yes: "the branches" and "the garden" seem related, since '
         'gardens have trees.\n\nBut looking again, the passage says: "We walked through '
         'the garden. Later, by the river, the branches hung low over the water." The '
         'branches are explicitly located by the river, and the trees there are what they '
         'belong to — the garden is not the anchor. The link to "the garden" is only loose '
         'topical association, not bridging.\n\nFinal answer: no',
     'no'),
    (C, '4',
     4),
    (C, 'There are 3 distinct entities.',
     3),
    (C, 'Entities: Lena, her brother, the dog, the park, and the car. "She" and "he" just '
        'refer back to Lena and her brother. That makes 5.',
     5),
    (C, "I'll list every mention and group coreferent ones.\n\n| # | Mentions | Entity "
        '|\n|---|---|---|\n| 1 | Professor Ito, she, the professor | Professor Ito |\n| 2 '
        '| the lab | lab |\n| 3 | her assistant, Kenji, he | Kenji |\n| 4 | the '
        'microscope, it | microscope |\n| 5 | the samples, them | samples |\n| 6 | the '
        'university | university |\n\nPronouns have been merged with their antecedents, '
        'so each row is one entity.\n\n**6**',
     6),
    (C, 'Counting: the doctor, Dr. Hale, the nurse, the patient, the hospital, the '
        'ambulance, the driver. That\'s 7...\n\nWait — "the doctor" and "Dr. Hale" are '
        'the same person (the second sentence says "Dr. Hale, the doctor on duty"). '
        'Merging those:\n\n1. Dr. Hale\n2. the nurse\n3. the patient\n4. the hospital\n5. '
        'the ambulance\n6. the driver\n\nSo the answer is 6.',
     6),
    (C, '文中共提到5个不同的实体：老王、他的妻子、集市、那头牛和村长。答案：5',
     5),
    (C, "No passage was included with the question, so I can't count the entities. Please "
        'share the text.',
     REFUSED),
    (C, 'Two.',
     2),
    (MRC, 'B',
     1),
    (MRC, 'C) at the market',
     2),
    (MRC, 'The passage says Tom spotted the ring glinting between the fishing nets on the '
          'pier, so it was found at the harbour. Answer: A',
     0),
    (MRC, "Let's eliminate options using the passage.\n\n- **A. at the harbour** — Nadia "
          "walks past the harbour on her way home, but she's only looking at the boats; "
          'nothing is found there.\n- **B. at the station** — She *thinks* she lost it at '
          'the station and searches there, without success.\n- **C. at the market** — The '
          'market is mentioned as where she bought the bread; no ring.\n- **D. at home** — '
          'The last paragraph: "That evening, as she emptied the bread bag onto the kitchen '
          'table, the ring rolled out."\n\nThe kitchen table is at her home.\n\n→ D',
     3),
    (MRC, '根据文章最后一段，戒指是在火车站的失物招领处被找到的。答案：B',
     1),
    (MRC, "It's either A or C — the text mentions both the harbour and the fish market "
          'right next to it when describing where the ring turned up.',
     NONE),
    (MRC, 'D. She found it at home, tucked in the pocket of her winter coat.',
     3),
    (MRC, 'Reasoning: the ring is first reported missing after the train journey, which '
          'might suggest the station. However, the second paragraph says the porter '
          'searched the station and found nothing. The discovery happens when a fisherman '
          'hauls in his nets at the quay and sees it caught in the '
          'mesh.\n\n```json\n{"answer": "A", "option_text": "at the harbour", "evidence": '
          '"caught in the fisherman\'s nets at the quay"}\n```',
     0),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, 'the car.',
     'the car'),
    (BA, '"The roof" is part of a building, and the only building mentioned earlier is '
         '"the old farmhouse". So the antecedent is the old farmhouse.',
     'the old farmhouse'),
    (BA, 'The anaphor "the author" is linked to "the novel" — a book has an author, and '
         'the novel is the only work mentioned. Answer: the novel',
     'the novel'),
    (BA, '**Anaphor:** "the bride"\n\n**Earlier noun phrases:**\n1. "the hotel"\n2. "the '
         'wedding"\n3. "the guests"\n4. "the rain"\n\n**Evaluation:**\n- *the hotel* — a '
         'hotel can host a bride, but "bride" isn\'t a role of a hotel. Weak.\n- *the '
         "guests* — guests attend alongside a bride, but a bride isn't a part or role of "
         'the guests.\n- *the rain* — unrelated.\n- *the wedding* — a bride is a core '
         'participant role of a wedding. Strong.\n\n**Final answer: the wedding**',
     'the wedding'),
    (BA, '“the steering wheel”（方向盘）是卡车的一个部件，与前文的“the '
         'truck”构成整体-部分的桥接关系。答案：the truck',
     'the truck'),
    (BA, 'The anaphor is "the waiter".\n\nCandidates from the earlier text: "the menu", '
         '"the restaurant", "the evening".\n\nMy first thought was "the menu", since the '
         'waiter is the one who brings it. But bridging links the anaphor to the entity it '
         'is *anchored* in, and a waiter is a role belonging to a restaurant, not to a '
         "menu. The menu is itself just another part of the restaurant scene.\n\nI'll go "
         'with the restaurant.',
     'the restaurant'),
    (BA, 'the concert — the tickets are for it.',
     'the concert'),
    (RI, 'because',
     'because'),
    (RI, 'However',
     'however'),
    (RI, 'The second sentence gives a specific instance of the general claim in the first '
         '("Many birds migrate huge distances. The arctic tern flies pole to pole."), so '
         '"for example" fits best.',
     'for example'),
    (RI, 'Meanwhile — the two sentences describe things happening at the same time in '
         'different places (the kids at school, their father at the clinic).',
     'meanwhile'),
    (RI, 'Sentence 1: "He didn\'t take the bus."\nSentence 2: "He walked the whole five '
         'miles."\n\nOptions I considered:\n\n1. **but** — it signals contrast, but '
         "there's no expectation being contradicted; Sentence 2 simply replaces the "
         "rejected action.\n2. **so** — there's no causal link; not taking the bus doesn't "
         "*cause* walking.\n3. **because** — reversed direction; walking isn't the reason "
         'he skipped the bus.\n4. **instead** — Sentence 2 gives the alternative action '
         'taken in place of the negated one in Sentence 1. This is exactly the '
         'substitution pattern.\n\nAnswer: instead',
     'instead'),
    (RI, '两句之间是因果关系：第二句“路面结冰了”解释了第一句“航班被取消”的原因。最合适的连'
         '接词是 because。',
     'because'),
    (RI, '| Connective | Fit | Comment |\n|---|---|---|\n| however | ✗ | no contrast '
         'between the two sentences |\n| for example | ✗ | S2 is not an instance of S1 '
         '|\n| meanwhile | ✗ | not about simultaneity |\n| because | ✗ | wrong direction — '
         'S1 is the cause, not S2 |\n| as a result | ✓ | S1 (factory closed) → S2 '
         '(hundreds lost their jobs) |\n\nThe second sentence is the consequence of the '
         'first, stated in cause → effect order.\n\nFinal answer: as a result',
     'as a result'),
    (RI, 'so',
     'so'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The ferry is mentioned most — seven times (including "it" and "the boat") versus '
         "Mara's five. Answer: the ferry",
     'the ferry'),
    (EM, 'Counting all mentions, including pronouns and descriptive phrases:\n\n- **Mara '
         'Quill**: "Mara Quill", "she" ×3, "Mara", "the young pilot" → **6**\n- **the '
         'ferry**: "the ferry" ×2, "it" ×2 → **4**\n- **the captain**: "the captain", "he" '
         '→ **2**\n- **the harbour**: "the harbour" → **1**\n\nMara Quill clearly '
         'leads.\n\n**Mara Quill**',
     'Mara Quill'),
    (EM, '出现次数最多的实体是 Mara Quill（共6次，包括代词“she”和“her”），其次是渡轮（4次'
         '）。',
     'Mara Quill'),
    (EM, 'The lighthouse keeper.',
     'the lighthouse keeper'),
    (EM, 'Counting names, titles and pronouns, Dr. Amos Reyes comes up more than anyone '
         'else — eight times, against three for the nurse. Answer: Dr. Amos Reyes',
     'Dr. Amos Reyes'),
    (EM, 'First pass: I counted "the harbour" as the most frequent, since the passage '
         'keeps returning to the harbour setting (4 mentions).\n\nRecount, this time '
         'including pronouns:\n1. the ferry — "the ferry" (3), "it" (2), "the old vessel" '
         '(1) = 6\n2. the harbour — 4\n3. Mara Quill — 3\n4. the storm — 2\n\nI missed the '
         'pronoun "it" and the description "the old vessel" the first time, both of which '
         'refer to the ferry.\n\nFinal answer: the ferry',
     'the ferry'),
    (EM, 'The bakery — it is named in almost every sentence, while the other entities (the '
         'baker, the customers) show up only once or twice.',
     'the bakery'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, 'Mrs. Chen.',
     'Mrs. Chen'),
    (SI, 'The line "Put the kettle on, I\'ll be back before dark" comes right after Li Wei '
         'picks up his coat, and the next line has his sister replying to him. So the '
         'speaker is Li Wei.',
     'Li Wei'),
    (SI, '这句“饭菜都凉了，快来吃吧”是张阿姨说的：前文她正在厨房里做饭，而且下一句小明回答'
         '的是“阿姨，马上来”。答案：张阿姨',
     '张阿姨'),
    (SI, 'Let me trace the turns in the dialogue.\n\n1. **Old Zhou:** "Did the shipment '
         'arrive?"\n2. **Mrs. Chen:** "Only half of it."\n3. **Old Zhou:** "Then we\'ll '
         'have to call them again."\n4. ??? "I already did, this morning. They said '
         'Thursday."\n\nObservations:\n- Line 4 answers line 3\'s suggestion, so it\'s '
         'most likely the other participant, not Old Zhou talking to himself.\n- Earlier '
         'in the passage, the narration mentions Mrs. Chen "spent the morning on the phone '
         'with suppliers" — consistent with "I already did, this morning."\n- Nobody else '
         "is present in the scene.\n\nI'll go with Mrs. Chen.",
     'Mrs. Chen'),
    (SI, "The dialogue you shared doesn't include the quoted line, so I can't tell who "
         'says it. Could you check that the full conversation was pasted?',
     REFUSED),
    (SI, "It's tempting to say Old Zhou, since he's the one who brought up the fishing "
         'trip two lines earlier.\n\nHowever:\n- The line in question is "Grandpa, can I '
         'come too?" — the speaker addresses someone as *Grandpa*.\n- Old Zhou is the '
         "grandfather in this story, so he can't be addressing himself that way.\n- The "
         "only child in the scene is Xiao Lin, who was introduced as Old Zhou's "
         'grandson.\n\nSo the speaker is Xiao Lin, not Old Zhou.\n\n**Xiao Lin**',
     'Xiao Lin'),
    (SI, 'Captain Harlow — she is the only one on the bridge at that moment.',
     'Captain Harlow'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, '1 3 0 2',
     [1, 3, 0, 2]),
    (ORD, '<s 3> introduces the character and the setting, <s 0> describes her decision to '
          'leave, <s 2> is the journey, and <s 1> is the arrival. Order: 3, 0, 2, 1',
     [3, 0, 2, 1]),
    (ORD, 'Let me find the natural flow.\n\n- **<s 0>** "Ravi had wanted a bicycle for '
          'years." — background; no pronoun needing an antecedent. Good opener.\n- **<s '
          '1>** "When he finally rode it, he felt like he was flying." — needs the bike to '
          'already be his.\n- **<s 2>** "On his twelfth birthday, his parents surprised him '
          'with one." — "one" refers back to the bicycle in <s 0>.\n- **<s 3>** "He still '
          'keeps it in the garage today." — a closing, looking-back sentence.\n\nChain: '
          'background (0) → gift (2) → first ride (1) → today (3).\n\nFinal answer: [0, 2, '
          '1, 3]',
     [0, 2, 1, 3]),
    (ORD, 'I only see <s 0> and <s 2> in your message — <s 1> and <s 3> appear to be '
          "missing, so I can't produce an ordering of all four sentences.",
     REFUSED),
    (ORD, 's2 > s1 > s0 > s3. The opening sentence must be s2 because it names the town; '
          'the others refer back to it.',
     [2, 1, 0, 3]),
    (ORD, 'Initial guess: 0, 1, 2, 3 — but <s 0> starts with "After that," which can\'t '
          'open a story.\n\nRe-examine:\n- <s 1> "Mei arrived in the city with one '
          'suitcase." — clean opener.\n- <s 0> "After that, she looked for a room to rent." '
          '— follows arrival.\n- <s 2> "The room she found was tiny but cheap." — follows '
          'the search.\n- <s 3> "Within a month, it felt like home." — '
          'conclusion.\n\nCorrected order:\n\n→ 1, 0, 2, 3',
     [1, 0, 2, 3]),
    (ORD, '<s 3> is the topic sentence (it introduces the recipe), <s 1> lists the '
          'ingredients, <s 0> gives the cooking step that uses them, and <s 2> says how to '
          'serve.\n\n```json\n{"order": [3, 1, 0, 2]}\n```',
     [3, 1, 0, 2]),
    # --- the seventeenth set ---
    (T, 'Let me start by quoting the relevant part of the passage:\n\n> "After the storm '
        '**knocked out** (e1) the power lines, crews **arrived** (e2) from three '
        'counties."\n\nLabel definitions, for clarity:\n- **BEFORE**: e1 happens entirely '
        "before e2.\n- **AFTER**: e1 happens entirely after e2.\n- **INCLUDES**: e1's "
        "time span contains e2.\n- **IS_INCLUDED**: e1 is contained within e2's time "
        'span.\n- **SIMULTANEOUS**: e1 and e2 occupy the same time.\n- **NONE**: no clear '
        'relation can be established.\n\nWalking through the candidates:\n- BEFORE: the '
        'word "After" signals that the knocking out precedes the arrival. ✔ Accepted.\n- '
        'AFTER: this would reverse the order stated by "After". ✘ Rejected.\n- INCLUDES / '
        'IS_INCLUDED: a power line failure is a point event; it does not contain, nor sit '
        "inside, the crews' arrival. ✘ Rejected.\n- SIMULTANEOUS: the text explicitly "
        'sequences the two. ✘ Rejected.\n- NONE: there is a clear temporal cue, so a '
        'relation exists. ✘ Rejected.\n\n**Answer: BEFORE**\n\nConfidence: high',
     'BEFORE'),
    (T, '| e1 | e2 | Relation |\n|----|----|----------|\n| signed (the treaty) | had '
        'ended (the war) | AFTER |\n\nThe pluperfect "had ended" places e2 earlier in '
        'time, so e1 (the signing) comes after it.',
     'AFTER'),
    (T, '1. Identify e1: "the conference" (a multi-day event, March 3-6).\n2. Identify '
        'e2: "delivered her keynote" on the second day.\n3. Compare spans: e2 occurs on a '
        "single day inside the conference's duration.\n4. Direction check: the question "
        'asks for the relation of e1 to e2, not e2 to e1. Since e1 is the container, e1 '
        'INCLUDES e2. (If the question had been e2 relative to e1, it would be '
        'IS_INCLUDED.)\n5. Consider SIMULTANEOUS: rejected, because the spans are not '
        'identical.\n6. Therefore the relation is: **INCLUDES**',
     'INCLUDES'),
    (T, '**Answer: BEFORE**\n\nThe passage reads: "She **resigned** (e1) two weeks after '
        'the board **announced** (e2) the merger."\n\nHmm, wait. Re-reading this, "two '
        'weeks after the board announced" means the resignation came later than the '
        'announcement, so e1 follows e2. I had it backwards.\n\n**Corrected answer: '
        'AFTER**\n\nConfidence: high (after the correction).',
     'AFTER'),
    (T, 'Quoted context: "Officials **reviewed** (e1) the footage and later **said** (e2) '
        'nothing unusual had happened."\n\nHmm, "later" could attach to the saying as a '
        'whole, but the review may also have continued... Actually no: "later" marks the '
        "saying as following the reviewing, so it's not vague at all.\n\nGoing label by "
        'label:\n- BEFORE — the review precedes the statement. ✔\n- AFTER — ✘\n- INCLUDES '
        '— ✘ (the review does not span the statement)\n- IS_INCLUDED — ✘\n- SIMULTANEOUS '
        '— ✘ ("later" rules it out)\n- NONE/VAGUE — ✘\n\nFinal label: BEFORE',
     'BEFORE'),
    (T, 'Let me examine the sentence closely:\n\n> "Protesters **gathered** (e1) outside '
        'the ministry while officials **met** (e2) behind closed doors."\n\nThe '
        'connective "while" indicates overlap. Candidates:\n\n- SIMULTANEOUS: "while" '
        'typically signals the two events share the same time frame. ✔\n- INCLUDES: one '
        'could argue the gathering lasted longer than the meeting, but the text gives no '
        'evidence of that. ✘\n- BEFORE / AFTER: no sequencing. ✘\n\n**Relation: '
        'SIMULTANEOUS**\n\nNote: Some annotation schemes would label "while" '
        'constructions as INCLUDES or IS_INCLUDED when durations clearly differ. Here the '
        'durations are unspecified, so SIMULTANEOUS is the safest choice.',
     'SIMULTANEOUS'),
    (T, "I'm sorry, but I can't determine the relation. The text you provided doesn't "
        'contain any markers for e1 or e2 — there are no tagged events in the passage, so '
        "I don't know which two events you want me to compare. If you can resend the "
        "passage with the events marked, I'll be glad to classify the relation.",
     REFUSED),
    (T, 'Step-by-step reasoning:\n\n1. e1 = "**said**" (the spokesperson\'s statement, '
        'reported on Tuesday).\n2. e2 = "**will visit**" (a planned future trip, no date '
        'given).\n3. The statement is in the past; the visit is planned for some '
        'unspecified future time, but the text never confirms that the visit happened or '
        'when it will take place relative to anything else in the document.\n4. BEFORE '
        'would be tempting (statement precedes the trip), but the annotation guidelines '
        'for this kind of modal/future event usually treat the link as '
        'underspecified.\n5. INCLUDES, IS_INCLUDED, SIMULTANEOUS: no support.\n\n**Final '
        'answer: VAGUE**\n\nCaveat: if your scheme requires a definite relation whenever '
        'one is plausible, BEFORE would be the fallback, but I am going with VAGUE.',
     'NONE'),
    (R, 'Quoting the two units:\n\n- **Unit 1:** "The bridge was closed for repairs,"\n- '
        '**Unit 2:** "so commuters took the ferry instead."\n\nRelevant labels:\n- '
        '*causal*: one unit describes the cause, the other its result.\n- *explanation*: '
        'Unit 2 explains why Unit 1 is the case.\n- *contrast*: the units present '
        'opposing situations.\n- *temporal*: the units are related mainly by time '
        'order.\n\nEvaluation:\n- causal — "so" introduces a consequence: the closure led '
        'commuters to use the ferry. ✔\n- explanation — the direction is wrong; Unit 2 '
        'does not explain Unit 1, it follows from it. ✘\n- contrast — "instead" contrasts '
        'the ferry with the bridge, but the relation between the units is one of '
        'consequence. ✘\n- temporal — order is implied but not the point. '
        '✘\n\n**Relation: result** (Unit 2 is the result of Unit 1).\n\nConfidence: high',
     'causal'),
    (R, '| Unit 1 | Unit 2 | Relation | Confidence '
        '|\n|--------|--------|----------|------------|\n| "The museum reopened last '
        'spring." | "Its new wing houses over two hundred Roman coins." | elaboration | '
        "high |\n\nUnit 2 adds detail about the museum mentioned in Unit 1; it doesn't "
        'give a reason, a condition, or a contrast.',
     'elaboration'),
    (R, '1. Unit 1: "If the test results come back negative,"\n2. Unit 2: "the patient '
        'can go home tomorrow."\n3. The marker "If" introduces a hypothetical situation '
        'on which Unit 2 depends.\n4. Alternatives considered: causal (rejected — nothing '
        'has actually caused anything yet), temporal (rejected — "if" is not "when"), '
        'purpose (rejected — no goal is stated).\n5. Answer: **condition**',
     'condition'),
    (R, '**Answer: contrast**\n\nUnit 1: "Although the team had lost its best '
        'player,"\nUnit 2: "it still reached the final."\n\nHmm, let me reconsider. The '
        'marker "although" plus "still" signals that an expectation raised by Unit 1 (the '
        "team should do worse) is denied in Unit 2. That's not a plain contrast between "
        "two parallel situations; it's a denied expectation.\n\n**Correction: the "
        'relation is concession, not contrast.**',
     'concession'),
    (R, 'Units:\n- U1: "She stayed late at the office."\n- U2: "The quarterly report was '
        'due the next morning."\n\nCandidates:\n- **explanation** — U2 could explain why '
        'she stayed late.\n- **elaboration** — U2 could simply add background about the '
        'circumstances.\n\nHonestly, both readings are equally supported by the text, and '
        "without more context I can't pick one over the other. It's either explanation or "
        'elaboration.',
     NONE),
    (R, 'Let me quote the pair:\n\n> [Unit 1] "The minister insisted"\n> [Unit 2] "that '
        'the budget would be balanced by 2026."\n\nLabel walk-through:\n- '
        '**attribution**: Unit 1 attributes the content of Unit 2 to a source (a '
        'speech/cognition verb + reported content). ✔\n- **frame**: a frame unit sets up '
        'a context (e.g., "In 2020, ..."); this is a reporting verb, not a setting. ✘\n- '
        "**elaboration**: Unit 2 isn't extra detail about the minister. ✘\n- **comment**: "
        'no evaluative remark. ✘\n\n**Final: attribution**\n\nNote: Some frameworks '
        'collapse attribution into *frame* for reporting clauses, but with the label set '
        'given here, attribution is the precise fit.',
     'attribution'),
    (R, 'The second unit, "to make sure nobody missed the deadline," states the goal '
        'behind the first unit, "The manager sent three reminder emails." The infinitival '
        '"to ..." is a classic marker of intended goal.\n\nI briefly considered causal '
        '(the deadline concern *caused* the emails), but causal is about actual '
        'consequences, whereas here the unit expresses the aim of the '
        'action.\n\nRelation: **purpose**\n\nConfidence: medium-high.',
     'purpose'),
    (R, '```json\n{\n  "unit_1": "The guests finished dinner.",\n  "unit_2": "Then they '
        'moved to the garden for coffee.",\n  "relation": "temporal",\n  "confidence": '
        '0.8\n}\n```\n\nCaveat: the two units could be read as a simple conjunction of '
        'events, but the explicit "Then" marks sequence in time, so temporal is preferred '
        'over conjunction.',
     'temporal'),
    (M, 'Sentence: "I **just** want a glass of water, nothing else."\n\nDefinitions of '
        'the labels:\n- **Exclusionary**: "just" = "only/merely", excluding '
        'alternatives.\n- **Unelaboratory**: "just" signals that no further elaboration '
        'is needed ("just do it").\n- **Unexplanatory**: "just" signals that something '
        'happened with no explanation ("it just stopped").\n- **Emphatic**: "just" '
        'intensifies ("it\'s just amazing").\n- **Temporal**: "just" = "a moment ago" or '
        '"exactly now".\n- **Adjective**: "just" = "fair, righteous".\n\nChecking '
        'each:\n- Exclusionary — "nothing else" makes it clear: only water. ✔\n- '
        'Unelaboratory — ✘\n- Unexplanatory — ✘\n- Emphatic — ✘ (no intensification of a '
        'quality)\n- Temporal — ✘\n- Adjective — ✘ (not modifying a noun as '
        '"fair")\n\n**Sense: Exclusionary**\nConfidence: high',
     'Exclusionary'),
    (M, '| Sentence | Sense of "just" |\n|----------|-----------------|\n| "The train has '
        'just left the platform." | Temporal |\n\n"has just left" = left a moment ago.',
     'Temporal'),
    (M, 'In "That movie was **just** incredible," *just* is intensifying the adjective '
        "*incredible*; it doesn't restrict anything or refer to time.\n\nAnswer: "
        '**Emphatic**\n\nNote: Exclusionary ("only") would require a reading like "the '
        'movie was merely incredible," which doesn\'t make sense here.',
     'Emphatic'),
    (M, 'Answer: Exclusionary.\n\nHmm, wait — let me look again at the sentence: "I '
        'don\'t know what happened; the screen **just** went black." There\'s no '
        'restriction to "only" here. The speaker is saying the event occurred without any '
        'apparent cause or explanation.\n\nCorrecting myself: the sense is '
        '**Unexplanatory**, not Exclusionary.',
     'Unexplanatory'),
    (MO, 'Sentence: "Book your tickets early; **otherwise** you may not get a '
         'seat."\n\nLabel definitions:\n1. **Argumentation** — "otherwise" introduces a '
         'counterfactual used as evidence for a claim ("He must be home; otherwise the '
         'lights would be off").\n2. **Consequence** — "otherwise" = "if not, then ..." '
         'giving the result of not doing something.\n3. **Exception** — "otherwise" = '
         '"apart from that / in other respects".\n4. **Enumeration** — "or otherwise", '
         'listing an open-ended alternative.\n\nEvaluation: the sentence states what will '
         "happen if you don't book early. That's the result of failing to follow the "
         'advice.\n\n→ **Consequence** (Confidence: high)',
     'Consequence'),
    (MO, '| Sentence | Sense |\n|----------|-------|\n| "Apart from a few typos, the '
         'thesis is **otherwise** excellent." | Exception |\n\n"Otherwise" here means "in '
         'all other respects", setting aside the typos.',
     'Exception'),
    (MO, '1. Sentence: "She must have missed the bus; **otherwise** she would be here by '
         'now."\n2. Consequence? It looks like an "if not ... then" structure, but the '
         "speaker isn't warning about a result; they are reasoning.\n3. The counterfactual "
         '("she would be here") is offered as support for the claim "she must have missed '
         'the bus."\n4. Exception and Enumeration clearly don\'t apply.\n5. Answer: '
         '**Argumentation**',
     'Argumentation'),
    (MO, 'In "Any damage, accidental **or otherwise**, must be reported," the phrase "or '
         'otherwise" extends a list of types of damage with an open-ended alternative '
         '(accidental, intentional, etc.).\n\nAnswer: Enumeration\nConfidence: '
         'medium\n\nCaveat: one might be tempted by Exception ("other than accidental"), '
         'but the structure "X or otherwise" is the standard enumerative use.',
     'Enumeration'),
    (YN, 'Passage (relevant part): "**The captain** checked the charts twice. Then **she** '
         'ordered the crew to lower the sails."\n\n- Mention 1: "The captain"\n- Mention '
         '2: "she"\n\nThe only female-referring candidate introduced before "she" is the '
         'captain; the crew is plural and wouldn\'t be referred to with "she". The subject '
         'continuity (captain is the subject of sentence 1, "she" the subject of sentence '
         '2) also supports the link.\n\n**Answer: yes** — the two mentions '
         'corefer.\nConfidence: high',
     'yes'),
    (YN, 'No.\n\nNote: "the professor" and "his assistant" refer to two different people — '
         'the possessive "his" links to the professor, but "his assistant" denotes a '
         'separate individual, so the two mentions do not corefer.',
     'no'),
    (YN, '| Mention A | Mention B | Corefer? |\n|-----------|-----------|----------|\n| '
         '"the red car" | "the truck" | no |\n\nThey are described as two different '
         'vehicles involved in the collision.',
     'no'),
    (YN, 'Yes — "the inspector" and "him" refer to the same person.\n\nHmm, wait. Reading '
         'the sentence again: "The inspector questioned the porter and then let **him** '
         'go." The person being let go is the one who was questioned, i.e., the porter, '
         'not the inspector. A reflexive would be needed for the inspector ("let himself '
         'go" wouldn\'t even make sense here).\n\nSo I need to correct my answer: **no**, '
         '"the inspector" and "him" do not corefer.',
     'no'),
    (YN, 'I can\'t answer this one. The question asks whether "Mention 1" and "Mention 2" '
         "corefer, but the passage you sent doesn't have any mentions marked or "
         'highlighted, and there are several candidate noun phrases. Without knowing which '
         'two mentions are meant, I cannot determine whether they corefer.',
     REFUSED),
    (YN, '1. Mention 1: "Acme Corp."\n2. Mention 2: "the company"\n3. "the company" '
         'appears in the next sentence: "The company reported record profits."\n4. No '
         'other company is mentioned in the passage.\n5. The definite description is a '
         'typical way of re-mentioning an organization.\n6. Conclusion: **yes**, they '
         'corefer.',
     'yes'),
    (YN, '```json\n{"mention_1": "the old lighthouse", "mention_2": "it", "corefer": '
         'true}\n```\n"It" is the subject of "was finally restored in 1998", and the '
         'lighthouse is the only thing in the passage that could have been restored.',
     'yes'),
    (YN, 'Let me quote the passage:\n\n> "Lena put the key in **the box** and closed the '
         'lid. Later she couldn\'t find **it** anywhere."\n\nQuestion: do "the box" and '
         '"it" corefer?\n\nCandidate antecedents for "it": *the key*, *the box*, *the '
         'lid*.\n- the key — plausible; people typically lose keys, and the key is what '
         "you'd search for.\n- the box — possible grammatically, but the more natural "
         'reading is that the key was lost.\n- the lid — implausible.\n\n**Answer: no** — '
         '"it" most plausibly refers to the key, not the box.\n\nCaveat: if one reads "it" '
         'as the box, the answer would flip to yes, but I consider that reading less '
         'likely.',
     'no'),
    (BD, '**Definition.** A bridging relation holds when an anaphor is not coreferent with '
         'its antecedent but is interpreted via an associative link to it (part-whole, '
         'set-member, role, attribute, etc.).\n\n**Passage:** "We bought a used car last '
         'week. **The engine** makes a strange noise."\n\n- Anaphor: "The engine"\n- '
         'Candidate antecedent: "a used car"\n\nRelation types checked:\n- Part-whole: an '
         'engine is a part of a car. ✔\n- Coreference: "the engine" is not the same entity '
         'as "the car". (So it\'s not coreference, which is what we want for '
         'bridging.)\n\n**Answer: yes** — there is a bridging (part-whole) '
         'relation.\nConfidence: high',
     'yes'),
    (BD, 'Anaphor: "the door" — Candidate antecedent: "the lecture"\n\nWalking through '
         'bridging relation types:\n- part-whole: a lecture is an event; doors are not '
         'parts of events. ✘\n- set-member: ✘\n- attribute / role: a door is not a role or '
         'attribute of a lecture. ✘\n- location: the door belongs to the *lecture hall*, '
         'which is mentioned separately in the passage, not to the lecture '
         'itself.\n\nAnswer: **no**, there is no bridging relation between "the door" and '
         '"the lecture".',
     'no'),
    (BD, '| Anaphor | Candidate antecedent | Bridging? | Relation type '
         '|\n|---------|----------------------|-----------|---------------|\n| the '
         'chapters | a new novel | yes | part-whole |',
     'yes'),
    (BD, '1. Anaphor: "the waiter".\n2. Candidate: "the airport".\n3. Is there a '
         'part-whole, role, or set relation? A waiter is a role at a restaurant, and the '
         'restaurant is mentioned in the passage — but the candidate here is the airport, '
         'which appears in a different sentence about a flight.\n4. The waiter is not '
         'associated with the airport in the passage.\n5. Answer: **no**',
     'no'),
    (BD, "No, there's no bridging relation here.\n\nActually, on second thought, I misread "
         'the candidate. The passage says "They finally reached **an old barn**. **The '
         'roof** had partly collapsed." The roof is naturally interpreted as the barn\'s '
         'roof — a classic part-whole bridging link, not coreference.\n\nCorrected answer: '
         '**yes**.',
     'yes'),
    (BD, 'Quoting the text: "The orchestra tuned up for almost ten minutes. **The '
         'conductor** finally raised her baton."\n\nAnaphor "The conductor" → candidate '
         '"The orchestra".\n\nThe conductor is understood as *the orchestra\'s conductor*, '
         'i.e., a role relation (the person who leads the ensemble). This is the kind of '
         'inferential link that defines bridging.\n\nAnswer: yes\nConfidence: medium — in '
         'some schemes a conductor is not strictly a member of the orchestra, but a role '
         'link still counts as bridging.',
     'yes'),
    (BD, '**Answer: No**\n\nNote: "the mayor" and "Mayor Ortiz" are the same person, so '
         'the relation between them is **coreference**, not bridging. Bridging requires an '
         'associative link between distinct entities (e.g., part-whole, member-of). Since '
         'the anaphor points back to the very same individual, this is not a bridging '
         'relation.',
     'no'),
    (BD, '分析如下：\n\n- 照应语："那把钥匙"（the key）\n- 候选先行语："他的新公寓"（his '
         'new apartment）\n\n"钥匙"在这里被理解为"公寓的钥匙"，二者不是同一个实体，但存在'
         '联想关系（物品-所属场所）。这正是桥接关系的典型情形。\n\n结论：**是**，存在桥接'
         '关系（yes）。',
     'yes'),
    (C, 'Let me enumerate every entity mentioned in the passage, merging mentions that '
        'refer to the same thing:\n\n1. **Dr. Amara Osei** ("Dr. Osei", "she", "the '
        'surgeon")\n2. **the hospital** ("St. Brigid\'s", "the hospital")\n3. **the '
        'patient** ("a young boy", "him", "the patient")\n4. **the boy\'s mother** ("his '
        'mother")\n\nPronouns and descriptions have been folded into their '
        'referents.\n\n**Total: 4 distinct entities.**',
     4),
    (C, '| Passage | Distinct entities | Confidence '
        '|\n|---------|-------------------|------------|\n| "The fox and the hound..." | '
        "5 | medium |\n\nEntities: the fox, the hound, the farmer, the farmer's barn, the "
        'river.',
     5),
    (C, 'I count **6** entities: the doctor, Dr. Imani, the clinic, the nurse, the '
        'ambulance, the town.\n\nWait — "the doctor" and "Dr. Imani" are the same person '
        '("Dr. Imani, the only doctor in town, ..."). I double-counted her.\n\nCorrected '
        'count: **5** distinct entities.',
     5),
    (C, 'Step by step, going mention by mention:\n\n1. "Tom" — new entity (#1)\n2. "his '
        'sister" — new entity (#2)\n3. "they" — refers to Tom and his sister together; '
        'not a new entity\n4. "the bakery" — new entity (#3)\n5. "He" — Tom again\n6. '
        '"her" — the sister again\n7. "the place" — the bakery again\n\nDistinct '
        'entities: **3**',
     3),
    (C, 'The passage mentions a crowd, the singer, the stage, and the band. Whether "the '
        'crowd" counts as one entity depends on the annotation scheme, but under the '
        'usual convention a group noun counts as a single entity, as do "the band" and '
        '"the stage".\n\nAnswer: **4**\n\nNote: if the band members mentioned later ("the '
        'drummer", "the guitarist") are counted individually, you would get 6, but the '
        "question asks about entities as mentioned and I'm treating those as separate "
        'only if they are named — they are not, beyond the band, so I keep 4.\n\nHmm, '
        'actually they *are* mentioned as separate noun phrases, which means they are '
        'distinct entities in their own right. Revising: the crowd, the singer, the '
        'stage, the band, the drummer, the guitarist = **6**.',
     6),
    (C, 'Answer: 7\n\nBreakdown: Mara Quill, the ferry, the harbour, the captain, the '
        'storm, the island, the lighthouse keeper.\n\nNote: someone might argue the '
        "harbour and the island's dock are distinct (giving 8), but the passage uses "
        '"the harbour" throughout, so I count 7.',
     7),
    (C, '```json\n{"entities": ["the old woman", "her cat"], "count": 2}\n```',
     2),
    (C, 'Reading the passage carefully, there are six distinct entities: the merchant, '
        'his two sons (counted as one group), the ship, the port of Valdra, the storm, '
        'and the cargo of silk.',
     6),
    (MRC, 'The question: "Where was the ring found?"\n\nRelevant passage sentence: *"It was '
          'the ticket inspector who spotted the ring glinting under a bench on platform '
          '4."*\n\nGoing through the options:\n- **A. at the harbour** — the harbour is '
          'where Elsa lost her bag earlier, not where the ring was found. ✘\n- **B. at the '
          'station** — "platform 4" and "ticket inspector" place the finding at the '
          'station. ✔\n- **C. at the market** — the market is mentioned only as where she '
          "bought bread. ✘\n- **D. at home** — she searched at home first but didn't find "
          'it. ✘\n\n**Answer: B** (at the station)\nConfidence: high',
     1),
    (MRC, '**Answer: D) at home**\n\nConfidence: high. The last paragraph says the ring had '
          'rolled under the kitchen dresser the whole time.',
     3),
    (MRC, '| Question | Answer |\n|----------|--------|\n| Where was the ring found? | A '
          '(at the harbour) |\n\nThe fisherman found it tangled in a net on the harbour '
          'wall.',
     0),
    (MRC, 'Answer: C — at the market.\n\nCorrection: I misread. The market is where she '
          '*thought* she lost it; the passage then says "two days later, a porter handed it '
          'in at the station\'s lost-property office." So the ring was found at the '
          'station.\n\nFinal answer: **B**',
     1),
    (MRC, 'Looking at the options one by one:\n\n- A (at the harbour): the passage says the '
          "boat trip happened after the ring was already missing, so it can't be A.\n- D "
          '(at home): she explicitly says she turned the house upside down without finding '
          'it, so not D.\n- B (at the station) and C (at the market): both places are '
          "visited on the day she recovered it, and the passage doesn't say which one she "
          'was at when it turned up.\n\nSo I can rule out A and D, but it could be either B '
          'or C.',
     NONE),
    (MRC, '1. Locate the key sentence: "Among the fruit stalls, a vendor noticed something '
          'gold in a crate of oranges."\n2. "Fruit stalls" and "vendor" indicate a market '
          'setting.\n3. Check the distractors: the station (B) is where she waited for the '
          'train afterward; home (D) is where she first noticed it missing; the harbour (A) '
          'is never connected to the ring.\n4. Final answer: **C**',
     2),
    (MRC, "The ring was found at home.\n\nNote: the station is mentioned because that's "
          'where she first reported it missing, which might make option B look attractive, '
          'but the passage states that her brother later discovered it in the sofa '
          'cushions. So the correct option is D.',
     3),
    (MRC, 'Option A.\n\nExplanation: The passage states: "The harbour master fished the '
          'ring out of a coil of rope near the docks." That\'s clearly the harbour. The '
          'other options (station, market, home) are places she visited while searching, '
          'but none of them is where it turned up.\n\nConfidence: high',
     0),
    (BA, 'Anaphor: **"the sink"**\n\nCandidate earlier noun phrases in the passage:\n1. '
         '"the kitchen" — sinks are typical parts of kitchens. ✔\n2. "the garden" — '
         'gardens don\'t normally have sinks. ✘\n3. "a loaf of bread" — no associative '
         'link. ✘\n4. "her neighbour" — no link. ✘\n\nThe sink is interpreted as *the '
         "kitchen's sink* (part-whole bridging).\n\n**Antecedent: the "
         'kitchen**\nConfidence: high',
     'the kitchen'),
    (BA, 'The passage: "Among her grandmother\'s things she found **the old diary**. **The '
         'pages** were yellow and brittle."\n\n"The pages" are the pages of the diary — a '
         'part-whole relation. The other candidate, "her grandmother\'s things", is too '
         'broad.\n\nAnswer: the old diary',
     'the old diary'),
    (BA, '| Anaphor | Antecedent | Relation |\n|---------|------------|----------|\n| the '
         'curtain | the theatre | part-whole |',
     'the theatre'),
    (BA, 'Antecedent: **the road**.\n\nHmm, no — re-reading: "He leaned **the bicycle** '
         'against the wall by the road. One of **the wheels** was bent." Wheels belong to '
         'the bicycle, not to the road. The road was just where it was '
         'parked.\n\nCorrected antecedent: **the bicycle**',
     'the bicycle'),
    (BA, '1. Anaphor: "the violinist".\n2. Candidate antecedents: "the concert hall", "the '
         'orchestra", "the audience".\n3. A violinist is a member of an orchestra '
         '(member-of relation).\n4. The concert hall is a location, not a group to which '
         'the violinist belongs; the audience is a separate group.\n5. Final answer: **the '
         'orchestra**',
     'the orchestra'),
    (BA, 'I\'m unable to answer. The question asks for the antecedent of "the anaphor", '
         'but no anaphor has been indicated in your message, and the passage contains '
         'several definite noun phrases that could each be the one you mean. Please '
         'specify which phrase is the anaphor.',
     REFUSED),
    (BA, 'Quoting the passage: "A delivery **truck** blocked the alley for an hour. When '
         'the driver finally returned, **the steering wheel** had a parking ticket tucked '
         'behind it."\n\nThe steering wheel is part of the truck.\n\n**Bridging '
         'antecedent: the truck**\nConfidence: high',
     'the truck'),
    (BA, 'Antecedent: **the cottage**\n\n"The roof" refers to the roof of the cottage she '
         'had just rented.\n\nNote: "the village" is also an earlier noun phrase and '
         'technically contains the cottage, but roofs are parts of buildings, not '
         'villages, so "the village" is not the intended antecedent.',
     'the cottage'),
    (RI, 'Sentence 1: "The forecast promised sunshine all weekend."\nSentence 2: "It '
         'rained from Friday night until Sunday evening."\n\nLet me test each candidate '
         'connective:\n- **because** — "The forecast promised sunshine because it '
         'rained..." ✘ (nonsense)\n- **for example** — ✘ (sentence 2 isn\'t an instance of '
         'sentence 1)\n- **instead** — possible, but "instead" suggests substitution of an '
         "action, and here it's an unmet expectation.\n- **meanwhile** — ✘ (no parallel "
         'events)\n- **however** — sentence 2 contradicts the expectation set by sentence '
         '1. ✔\n\n**Best connective: however**\nConfidence: high',
     'however'),
    (RI, '| Sentence 1 | Sentence 2 | Connective |\n|------------|------------|-----------'
         '-|\n| "The library closed early." | "The heating system had broken down." | '
         'because |',
     'because'),
    (RI, '1. S1: "Many birds migrate enormous distances."\n2. S2: "The Arctic tern flies '
         'from pole to pole every year."\n3. S2 gives a specific case illustrating the '
         'general claim in S1.\n4. "In addition" would treat S2 as a separate point, and '
         '"because" would make no sense.\n5. Connective: **for example**',
     'for example'),
    (RI, 'Connective: because.\n\nWait — re-reading the pair: "The children were building '
         'a sandcastle. Their parents were reading under the umbrella." There\'s no causal '
         'link at all; these are two things happening at the same time in the same '
         'scene.\n\nCorrection: the best connective is **meanwhile**.',
     'meanwhile'),
    (RI, 'The first sentence says the committee rejected the proposal to build a parking '
         'garage; the second says they approved a new bike lane network. The second option '
         'replaces the first.\n\nConnective: **instead**\nConfidence: high\n\nNote: '
         '"however" would also be grammatical, but it signals contrast rather than '
         'substitution, which is less precise here.',
     'instead'),
    (RI, 'Best connective: **as a result**\n\nReasoning: S1 ("The factory shut down in '
         'March") is the cause, and S2 ("Hundreds of workers lost their jobs") is the '
         'consequence.\n\nNote: "so" expresses the same relation and would also work, but '
         '"as a result" sounds more natural between two full sentences.',
     'as a result'),
    (RI, '```json\n{\n  "sentence_1": "The hotel has a rooftop pool.",\n  "sentence_2": '
         '"It offers free bicycle rental to all guests.",\n  "connective": "in '
         'addition",\n  "confidence": "medium"\n}\n```',
     'in addition'),
    (RI, 'Quoting both sentences:\n\n> S1: "The recipe calls for a lot of spice."\n> S2: '
         '"It uses four different kinds of chilli."\n\nS2 spells out what "a lot of spice" '
         'means in concrete terms, narrowing down the claim in S1. Candidate '
         'connectives:\n- because ✘\n- however ✘\n- for example — close, but S2 is not '
         'merely one example; it specifies the spice content.\n- **specifically** '
         '✔\n\nAnswer: specifically\n\nCaveat: "for example" would be a reasonable second '
         'choice.',
     'specifically'),
    (EM, 'Let me count the mentions of each entity in the passage (including pronouns and '
         'descriptions):\n\n| Entity | Mentions | Forms '
         '|\n|--------|----------|-------|\n| Mara Quill | 6 | "Mara Quill", "Mara", "she" '
         '×3, "the young pilot" |\n| the ferry | 4 | "the ferry" ×3, "it" |\n| the harbour '
         '| 2 | "the harbour" ×2 |\n| the storm | 1 | "the storm" |\n\n**Most frequently '
         'mentioned entity: Mara Quill**\nConfidence: high',
     'Mara Quill'),
    (EM, 'Going through the passage sentence by sentence:\n\n1. "The ferry left the dock '
         'at dawn." — ferry (1)\n2. "Mara Quill watched it from the pier." — Mara (1), '
         'ferry (2)\n3. "The ferry\'s engine coughed twice." — ferry (3)\n4. "Its captain '
         'radioed the harbour." — ferry (4), captain (1), harbour (1)\n5. "Mara waved, but '
         'the ferry was already too far away." — Mara (2), ferry (5)\n\nTotals: the ferry '
         '= 5, Mara Quill = 2, captain = 1, harbour = 1.\n\n**Answer: the ferry**',
     'the ferry'),
    (EM, 'Answer: the harbour master.\n\nLet me double-check by recounting... The harbour '
         'master appears three times, but "the ferry" appears in almost every sentence: '
         '"the ferry" (×4), "it" (×2), "the old boat" (×1) — seven mentions in '
         'total.\n\nCorrected answer: **the ferry**',
     'the ferry'),
    (EM, 'Counts:\n- Mara Quill: 5 mentions\n- the ferry: 5 mentions\n- the lighthouse: 2 '
         "mentions\n\nMara Quill and the ferry are tied at five mentions each, so there's "
         "no single most frequently mentioned entity. I can't choose between them based on "
         'the counts alone.',
     NONE),
    (EM, '1. Entities in the passage: Professor Aldine, the museum, the manuscript, the '
         'thief, the night guard.\n2. Professor Aldine: "Professor Aldine", "the '
         'professor", "he" ×3, "Aldine" → 6\n3. The manuscript: "the manuscript" ×2, "it" '
         '×2 → 4\n4. The museum: 2; the thief: 2; the night guard: 1\n5. Most frequently '
         'mentioned entity: **Professor Aldine**',
     'Professor Aldine'),
    (EM, '统计各实体的出现次数（包括代词）：\n\n- Mara Quill：6 次（"Mara '
         'Quill"、"Mara"、"她"×4）\n- the ferry（渡轮）：4 次\n- the harbour（港口）：2 '
         '次\n\n因此，出现次数最多的实体是 **Mara Quill**。',
     'Mara Quill'),
    (EM, 'The entity mentioned most often is **the lighthouse** (7 mentions: "the '
         'lighthouse" ×4, "it" ×2, "the old tower" ×1).\n\nNote: Mara Quill comes a close '
         'second with 6 mentions, and the ferry has 3. If you don\'t count "the old tower" '
         'as a lighthouse mention the two would tie, but it clearly refers to the '
         'lighthouse.',
     'the lighthouse'),
    (EM, 'Entity: the ferry\nMention count: 8\nConfidence: high\n\n(For comparison: Mara '
         'Quill — 5, the island — 3.)',
     'the ferry'),
    (SI, 'The line in question: *"I\'ve been selling tea on this corner for forty years, '
         'young man."*\n\nCandidate speakers:\n- **Old Zhou** — the narrator introduced '
         'him as the elderly tea seller at the corner. ✔\n- **Mrs. Chen** — she is a '
         'customer and addresses Old Zhou by name in the preceding line. ✘\n- **Xiao Li** '
         '— the "young man" being addressed. ✘\n\n**Speaker: Old Zhou**\nConfidence: high',
     'Old Zhou'),
    (SI, '| Line | Speaker |\n|------|---------|\n| "Don\'t forget your umbrella, dear." | '
         "Mrs. Chen |\n\nShe's the one seeing her grandson off at the door.",
     'Mrs. Chen'),
    (SI, 'Speaker: Old Zhou.\n\nHmm, let me re-check the turn order. Old Zhou asks the '
         'question in line 3 ("Who left the gate open?"), and the target line is the '
         'answer: "It was me — I forgot to latch it." That answer can\'t be from Old Zhou '
         'himself. The only other person present is Li Wei, who had come in from the '
         'yard.\n\nCorrection: the speaker is **Li Wei**.',
     'Li Wei'),
    (SI, "I can't determine the speaker for this line. The dialogue excerpt has no speaker "
         "tags, the quoted line doesn't contain any name, vocative or distinctive detail, "
         'and three characters are present in the scene. Any of them could plausibly have '
         "said it, so I'd be guessing.",
     REFUSED),
    (SI, '1. Characters in the scene: Mrs. Chen, Old Zhou, and the postman.\n2. Target '
         'line: "Another parcel for my daughter? She orders something every week!"\n3. '
         "Earlier, the narration says Mrs. Chen's daughter lives with her.\n4. Old Zhou "
         'has no daughter mentioned; the postman is the one delivering, not receiving.\n5. '
         'The speaker is therefore: **Mrs. Chen**',
     'Mrs. Chen'),
    (SI, '这句话"我早就说过，这条路晚上不安全"是王芳说的。\n\n理由：前文中王芳曾提醒过大家'
         '不要走这条路，而张强是第一次来这里，不可能"早就说过"。\n\n答案：王芳',
     '王芳'),
    (SI, 'The speaker is **Tomas Reyes**.\n\nReasoning: the line "I\'ll take the night '
         'shift again, I don\'t mind" follows directly after the supervisor asks "Tomas, '
         'can you cover tonight?" — so it\'s Tomas replying.\n\nConfidence: high',
     'Tomas Reyes'),
    (SI, 'Answer: Old Zhou\n\nNote: Mrs. Chen speaks the *next* line ("Then I\'ll come '
         'back tomorrow"), which might cause confusion, but the target line — "The shop is '
         'closed on Sundays" — is Old Zhou responding to her question.',
     'Old Zhou'),
    (ORD, 'The shuffled sentences:\n- <s 0> "She packed a small bag and walked to the '
          'station."\n- <s 1> "By noon she was standing on the beach, shoes in hand."\n- <s '
          '2> "Lena woke up and decided she needed a day by the sea."\n- <s 3> "The train '
          'was nearly empty, and she dozed most of the way."\n\nWorking through them:\n- <s '
          '2> introduces Lena and her decision — it has to come first (the others use '
          '"she").\n- <s 0> is the first action after deciding.\n- <s 3> describes the '
          'train journey, which follows going to the station.\n- <s 1> is the arrival at '
          "the destination — it's the ending.\n\n**Correct order: [2, 0, 3, "
          '1]**\nConfidence: high',
     [2, 0, 3, 1]),
    (ORD, '| Position | 1st | 2nd | 3rd | 4th |\n|----------|-----|-----|-----|-----|\n| '
          'Sentence | <s 1> | <s 3> | <s 0> | <s 2> |',
     [1, 3, 0, 2]),
    (ORD, '1. Find the opening sentence: <s 3> introduces "a small village in the '
          'mountains" with an indefinite article — a natural opener.\n2. <s 1> mentions '
          '"the village\'s only bakery", which presupposes the village.\n3. <s 0> refers to '
          '"the baker", so it must follow the introduction of the bakery.\n4. <s 2> ("Since '
          'then, the bakery has never closed") is a closing remark.\n5. Final order: 3, 1, '
          '0, 2',
     [3, 1, 0, 2]),
    (ORD, 'Order: <s 0> <s 2> <s 1> <s 3>\n\nHmm — <s 2> talks about "the dog" barking at '
          'the door, but the dog is only introduced in <s 1> ("They had recently adopted a '
          'dog named Pepper"). So <s 1> must come before <s 2>.\n\nCorrected order: **<s 0> '
          '<s 1> <s 2> <s 3>**',
     [0, 1, 2, 3]),
    (ORD, "I can't produce an ordering here. Your message says there are four tagged "
          'sentences, but the text only contains <s 0> and <s 2>; sentences <s 1> and <s 3> '
          'appear to be missing. Could you paste the full set?',
     REFUSED),
    (ORD, '```json\n{"order": [2, 3, 0, 1], "reasoning": "s2 sets the scene, s3 introduces '
          'the conflict, s0 resolves it, s1 is the aftermath"}\n```',
     [2, 3, 0, 1]),
    (ORD, 'The correct sequence is <s 1> <s 0> <s 2> <s 3>.\n\n<s 1> introduces the '
          'inventor, <s 0> describes the first prototype, <s 2> its failure, and <s 3> the '
          'eventual success.\n\nConfidence: medium — <s 2> and <s 3> are fairly clearly '
          'ordered, but <s 0> could arguably precede <s 1>, although the pronoun "his" in '
          '<s 0> favours putting <s 1> first.',
     [1, 0, 2, 3]),
    (ORD, 's3 → s2 → s0 → s1\n\nNote: I considered starting with s2, since it also reads '
          'like an introduction, but it uses "the expedition" as if already known, while s3 '
          'introduces "an expedition" for the first time. So s3 must lead.',
     [3, 2, 0, 1]),
    # --- the eighteenth set ---
    (T, 'BEFORE',
     'BEFORE'),
    (T, 'AFTER.',
     'AFTER'),
    (T, '`IS_INCLUDED`',
     'IS_INCLUDED'),
    (T, 'Label: SIMULTANEOUS',
     'SIMULTANEOUS'),
    (T, 'INCLUDES. The meeting (e1) takes up the whole afternoon, and the phone call (e2) '
        'happens somewhere inside it.',
     'INCLUDES'),
    (T, 'The relation is VAGUE.',
     'NONE'),
    (T, 'Let\'s look at the two events. e1 is "resigned" and e2 is "announced".\n\nThe '
        'possible labels are BEFORE, AFTER, INCLUDES, IS_INCLUDED, SIMULTANEOUS and '
        'NONE.\n\nAt first glance SIMULTANEOUS looks tempting, since the article reports '
        'both in the same sentence. However, the resignation is in the past perfect ("had '
        'resigned"), which places it earlier than the announcement. The board announced '
        'something that had already happened.\n\nAnswer: BEFORE',
     'BEFORE'),
    (T, '答案：AFTER\n\n事件 e1（庆祝）发生在事件 e2（赢得比赛）之后。',
     'AFTER'),
    (R, 'causal',
     'causal'),
    (R, '"contrast"',
     'contrast'),
    (R, 'Elaboration.',
     'elaboration'),
    (R, 'Relation: condition',
     'condition'),
    (R, '关系是 purpose。第二个单元说明了第一个单元中行为的目的。',
     'purpose'),
    (R, 'Result. The second unit describes what the storm in the first unit led to.',
     'causal'),
    (R, 'The candidate labels are: alternation, attribution, causal, comment, concession, '
        'condition, conjunction, contrast, elaboration, explanation, frame, mode, '
        'organization, purpose, query, reformulation, temporal.\n\nUnit 1: "Although the '
        'road was closed,"\nUnit 2: "we reached the village by noon."\n\nThe word '
        '"although" signals that the first unit grants an obstacle which, against '
        'expectation, did not stop the outcome in the second unit. One could argue for '
        'contrast, but contrast normally compares two parallel situations, whereas here '
        'an expectation is being denied. So the best fit is **concession**.',
     'concession'),
    (R, "I can't determine the relation because the two text units weren't included in "
        "your message. Please paste them and I'll label the relation.",
     REFUSED),
    (M, 'Exclusionary',
     'Exclusionary'),
    (M, 'Temporal. "Just" here means "a moment ago": she had just left the building.',
     'Temporal'),
    (M, 'In "It\'s just not fair," the word "just" doesn\'t restrict anything to a '
        "smaller set, so it isn't Exclusionary, and it has nothing to do with time, so it "
        "isn't Temporal either. What it does is intensify the speaker's complaint. "
        'Therefore the sense is Emphatic.',
     'Emphatic'),
    (M, 'Label: Adjective',
     'Adjective'),
    (MO, 'Consequence',
     'Consequence'),
    (MO, '"Exception"',
     'Exception'),
    (MO, 'Here "otherwise" doesn\'t describe what would happen if a condition failed, and '
         "it isn't listing another item either. The speaker uses it to introduce a "
         'counter-line of reasoning: if the premise were false, the conclusion would not '
         "hold, so the claim is being defended. I'd label it Argumentation.",
     'Argumentation'),
    (MO, 'Enumeration - "otherwise" adds one more item to the list of alternatives.',
     'Enumeration'),
    (YN, 'yes',
     'yes'),
    (YN, 'No.',
     'no'),
    (YN, 'Yes - "she" refers back to Dr. Alvarez.',
     'yes'),
    (YN, 'Answer: no',
     'no'),
    (YN, 'Mention 1 is "the company" and mention 2 is "it".\n\nSomeone might think "it" '
         'points to the proposal, which is the closer noun phrase. But the verb "hired" '
         "needs an agent that can hire people, and a proposal can't do that. The only "
         'sensible agent is the company.\n\nSo the two mentions corefer: yes.',
     'yes'),
    (YN, '不是。"the manager" 和 "he" 指的不是同一个人，"he" 指的是前面提到的司机。',
     'no'),
    (YN, 'Yes / no - it depends on whether "they" is read as the students or as the '
         'teachers; both readings work.',
     NONE),
    (YN, 'No. The two mentions refer to different people: "the pilot" is the captain, '
         'while "him" is the passenger he spoke to.',
     'no'),
    (BD, 'no',
     'no'),
    (BD, 'Yes.',
     'yes'),
    (BD, '{"answer": "yes"}',
     'yes'),
    (BD, '`no`',
     'no'),
    (BD, 'Yes. "The engine" is part of "the car", a classic part-whole bridging relation.',
     'yes'),
    (BD, 'To decide, I check whether the anaphor "the roof" depends on the candidate "the '
         'meeting" for its interpretation. A meeting doesn\'t have a roof; the roof '
         'belongs to the town hall mentioned earlier. So between the anaphor and this '
         'particular candidate there is no bridging relation.\n\nFinal answer: no',
     'no'),
    (BD, '是。"the author" 与 "the novel" 之间存在桥接关系（作品与作者）。',
     'yes'),
    (BD, 'Yes, I believe there is. The anaphor "the tickets" is naturally understood '
         'relative to "the concert": they are the tickets for that concert. Without the '
         'concert, "the tickets" would have no obvious referent. This is exactly the kind '
         'of associative link that bridging annotation schemes mark.',
     'yes'),
    (C, '4',
     4),
    (C, '5.',
     5),
    (C, 'Count: 3',
     3),
    (C, 'There are 6 distinct entities.',
     6),
    (C, 'Let me list the entities:\n1. Mara Quill\n2. the ferry\n3. the captain\n4. the '
        'harbour\n5. the storm\n\n"She" and "her" refer to Mara, and "the vessel" is the '
        "ferry again, so they don't add new entities.\n\nTotal: 5",
     5),
    (C, '文中共提到 7 个不同的实体。',
     7),
    (C, "I'm sorry, but there's no passage in your message, only the question. Could you "
        'share the text you want me to count entities in?',
     REFUSED),
    (C, '8 - wait, "the old man" and "Mr. Hale" are the same person, so I counted him '
        'twice. The correct count is 7.',
     7),
    (MRC, 'C',
     2),
    (MRC, 'A.',
     0),
    (MRC, '(B) at the station',
     1),
    (MRC, 'Answer: D',
     3),
    (MRC, 'The ring was found at the market (C). The passage says Lena spotted it between '
          'two fruit stalls.',
     2),
    (MRC, 'Options:\nA. at the harbour\nB. at the station\nC. at the market\nD. at '
          'home\n\nThe story mentions the harbour early on, because that is where the ring '
          "was lost, but that's a distractor. Later the narrator says the ring turned up in "
          'the pocket of her old coat, hanging in the hallway of her house. So the ring was '
          'found at home.\n\n**Answer: D**',
     3),
    (MRC, "It's either A or B - the text mentions both the harbour and the station near the "
          "end, and I don't lean clearly toward either one.",
     NONE),
    (MRC, '答案是 B（在车站）。',
     1),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, '"the house"',
     'the house'),
    (BA, 'Antecedent: the car',
     'the car'),
    (BA, 'the restaurant.',
     'the restaurant'),
    (BA, 'the library - "the shelves" are the shelves of the library mentioned in the '
         'first sentence.',
     'the library'),
    (BA, 'The anaphor is "the pages". The candidate antecedents earlier in the text are '
         '"the professor", "the old book" and "the desk". Pages are parts of a book, not '
         'of a desk or a person, so the anaphor is linked to "the old book".',
     'the old book'),
    (BA, '桥接先行词是 "the hospital"，因为 "the nurses" 指的是这家医院的护士。',
     'the hospital'),
    (BA, "I can't answer this: the anaphor is given, but the preceding text with the "
         'candidate noun phrases is missing.',
     REFUSED),
    (RI, 'because',
     'because'),
    (RI, 'however.',
     'however'),
    (RI, '"for example"',
     'for example'),
    (RI, 'Connective: meanwhile',
     'meanwhile'),
    (RI, 'Instead. The second sentence describes what they did in place of the cancelled '
         'trip.',
     'instead'),
    (RI, 'Sentence 1: "The bridge was closed for repairs."\nSentence 2: "We took the long '
         'route through the hills."\n\nPossible connectives:\n- "because": wrong '
         'direction; it would make the route the reason for the closure.\n- "however": '
         'there\'s no contrast here.\n- "therefore": fits, since the second sentence is a '
         'result of the first.\n\nBest connective: therefore',
     'therefore'),
    (RI, 'The best connective is "in contrast": the first sentence describes the north of '
         'the country and the second describes the south in opposite terms.',
     'in contrast'),
    (RI, 'as a result - actually no, rereading it, sentence 2 gives the reason for '
         'sentence 1, so the connective should be "because".',
     'because'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'the ferry.',
     'the ferry'),
    (EM, 'Entity: the lighthouse keeper',
     'the lighthouse keeper'),
    (EM, '`Mara Quill`',
     'Mara Quill'),
    (EM, 'The ferry is mentioned most often: five times, counting "the boat" and "it".',
     'the ferry'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Dr. Okafor | 5 |\n| the clinic | 3 |\n| the '
         'night nurse | 2 |\n\nThe most frequently mentioned entity is Dr. Okafor.',
     'Dr. Okafor'),
    (EM, '出现次数最多的实体是 Mara Quill（共 6 次，包括代词"她"）。',
     'Mara Quill'),
    (EM, 'Mara Quill and the ferry are tied, with four mentions each, so there is no '
         'single most frequent entity.',
     NONE),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, 'Mrs. Chen.',
     'Mrs. Chen'),
    (SI, 'Speaker: Li Wei',
     'Li Wei'),
    (SI, '"Old Zhou"',
     'Old Zhou'),
    (SI, "It is Mrs. Chen who says this line, since she's the one who was asked about the "
         'tea in the previous turn.',
     'Mrs. Chen'),
    (SI, "Let's trace the turns.\n\n1. Old Zhou greets the visitor.\n2. The visitor, "
         'Tomas, asks about the rent.\n3. The line in question: "You\'ll pay on the first, '
         'like everyone else."\n\nThis answers Tomas\'s question about rent, so it comes '
         "from the landlord. It can't be Tomas, who just asked the question, and Mrs. Chen "
         "hasn't entered the scene yet. So the speaker is Old Zhou.",
     'Old Zhou'),
    (SI, '说这句话的是王阿姨。',
     '王阿姨'),
    (SI, "The dialogue itself wasn't included, so I can't tell who the speaker is.",
     REFUSED),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, '1, 3, 0, 2',
     [1, 3, 0, 2]),
    (ORD, 'Order: <s 3> <s 0> <s 2> <s 1>',
     [3, 0, 2, 1]),
    (ORD, '`0 2 1 3`',
     [0, 2, 1, 3]),
    (ORD, 'The correct order is 2, 1, 0, 3. Sentence 2 introduces the character, so it has '
          'to come first.',
     [2, 1, 0, 3]),
    (ORD, 'First, find the opening sentence. <s 1> introduces Mara and the ferry, so it '
          'starts the text. <s 0> follows, since it describes the ferry leaving the '
          'harbour. <s 3> mentions the storm that hits during the crossing, and <s 2> ("By '
          'morning, the sea was calm again.") clearly wraps things up.\n\nSo: <s 1>, <s 0>, '
          '<s 3>, <s 2>.\n\nFinal order: [1, 0, 3, 2]',
     [1, 0, 3, 2]),
    (ORD, '正确顺序：3 → 1 → 2 → 0',
     [3, 1, 2, 0]),
    (ORD, 'Either 0, 2, 1, 3 or 0, 1, 2, 3: <s 1> and <s 2> could be swapped without '
          'hurting coherence.',
     NONE),
    # --- the nineteenth set ---
    (T, 'Let me work through the two events. e1 is "signed" (the contract was signed) and '
        'e2 is "moved" (the team moved into the new office). The text says the team moved '
        'in "two weeks after the paperwork was finalized", and the paperwork being '
        'finalized is the signing.\n\nCandidates:\n- SIMULTANEOUS: no, there is an '
        'explicit two-week gap.\n- INCLUDES / IS_INCLUDED: neither event is an interval '
        'containing the other; signing is a point-like event.\n- AFTER: that would mean '
        'e1 happens after e2, which contradicts the text.\n- BEFORE: e1 (signing) '
        'precedes e2 (moving).\n\nTherefore, BEFORE.',
     'BEFORE'),
    (T, '<think>\ne1 = "collapsed", e2 = "warned". The engineers warned about the cracks '
        'in March; the bridge collapsed in June. So warned is earlier, collapsed later. '
        'The question asks the relation of e1 to e2. e1 (collapsed) comes after e2 '
        '(warned). So AFTER, not BEFORE - careful with the '
        'direction.\n</think>\n\n**AFTER**',
     'AFTER'),
    (T, 'Okay, so e1 is "paused" and e2 is "the meeting". The sentence is: "During the '
        'meeting, she paused to answer a call." The pause happens inside the time span of '
        'the meeting.\n\nIf the relation were INCLUDES, e1 would have to contain e2, i.e. '
        "the pause would be longer than and surround the meeting. That's backwards. The "
        "meeting is the container; the pause is the contained event. So from e1's "
        'perspective, e1 IS_INCLUDED in e2.\n\nI considered SIMULTANEOUS briefly because '
        "the two overlap, but overlap isn't the same as identical spans.\n\nI'm going "
        'with IS_INCLUDED.',
     'IS_INCLUDED'),
    (T, 'Looking at the passage, e1 ("announced") and e2 ("resigned") are both reported '
        "in the same paragraph, but there's no temporal anchor linking them: no dates, no "
        '"after", "before", or "while", and the narration doesn\'t follow chronological '
        'order elsewhere in the article either. The announcement might have come before '
        "the resignation or been a response to it; the text simply doesn't say.\n\nGiven "
        "that, I can't assign BEFORE or AFTER with any confidence, and there's no "
        'containment either.\n\nLabel: VAGUE',
     'NONE'),
    (T, 'e1: "cheered"\ne2: "scored"\n\n"The crowd cheered as the striker scored."\n\nThe '
        'connective "as" here signals the two events happening at the same moment. The '
        'cheering might continue a little afterward in reality, but the text presents '
        'them as co-occurring, and annotation guidelines usually take "as" in this '
        'construction to mark simultaneity. BEFORE and AFTER are both out since neither '
        'is presented as preceding the other.\n\n=> SIMULTANEOUS',
     'SIMULTANEOUS'),
    (T, 'First thought: e1 = "the festival", e2 = "performed". The band performed on the '
        'second night of the festival. One might be tempted to say e1 is BEFORE e2 '
        'because the festival started before the performance. But the festival spans '
        'several days, and the performance falls entirely within that span. So the '
        'festival contains the performance.\n\nINCLUDES. (BEFORE was tempting but wrong: '
        "the festival's start precedes the show, yet the festival as a whole surrounds "
        'it.)',
     'INCLUDES'),
    (T, '<reasoning>\nThe question: what is the temporal relation of e1 ("returned") to '
        'e2 ("left")?\nText: "He left for Berlin on Monday and returned on '
        'Friday."\nLeaving precedes returning. e1 = returned, which is later.\nRelation '
        'of e1 to e2 = AFTER.\nDouble-check direction: "e1 AFTER e2" = e1 happens after '
        'e2. Returned after left. Yes.\n</reasoning>\n\nAnswer: AFTER',
     'AFTER'),
    (T, 'The event e1 is "arrested" and e2 is "fled". Reading the sentence: "Police '
        'arrested the suspect, who had fled the scene hours earlier."\n\nSo at first '
        'glance e1 comes first in the sentence, which would suggest... AFTER? Let me be '
        'careful. The question is about e1 relative to e2. The pluperfect "had fled ... '
        'hours earlier" puts fleeing before arresting. So fleeing is first, arresting '
        'second, meaning e1 (arrested) is AFTER e2 (fled).\n\nHmm, wait — let me recheck '
        'which is e1. Re-reading the prompt: e1 is marked on "fled" and e2 on "arrested". '
        'I had them swapped. So e1 = fled, e2 = arrested, and fled came '
        'first.\n\nCorrecting myself: the relation is BEFORE.',
     'BEFORE'),
    (R, 'Unit 1: "The river flooded the lower fields."\nUnit 2: "The harvest was '
        'lost."\n\nLet\'s weigh the options. Temporal? There is an implied sequence, but '
        "the point is not just ordering. Conjunction? They're not simply two parallel "
        "facts. Elaboration? Unit 2 doesn't add detail about the flood itself. "
        "Explanation would require Unit 2 to explain Unit 1, which it doesn't - it's the "
        'other way round: Unit 2 is the result of Unit 1.\n\nA result relation falls '
        'under the causal class.\n\nThat makes causal the best fit.',
     'causal'),
    (R, '<think>\n"Anna loves winter hiking" / "her brother can\'t stand the cold."\nTwo '
        'people, opposite attitudes toward the same thing. No expectation is denied (that '
        'would be concession), just a direct opposition. Contrast.\n</think>\n\nThe '
        'relation is **contrast**.',
     'contrast'),
    (R, 'The second unit ("It has three bedrooms, a garden, and a garage") gives more '
        'detail about the entity introduced in the first unit ("They bought a house in '
        'the suburbs"). It doesn\'t explain why, it doesn\'t contrast, and it doesn\'t '
        'continue a timeline — it just fills in the description.\n\nConclusion: '
        'elaboration',
     'elaboration'),
    (R, 'This is a tricky pair. "Although the reviews were poor" / "the film made a '
        'fortune at the box office."\n\nThe marker "although" usually signals concession: '
        'an expectation (poor reviews → poor earnings) is raised and then denied. But one '
        'could also read this as a plain contrast between critical reception and '
        'commercial performance. Both labels have been used for "although" constructions '
        'in different annotation schemes, and without the guidelines for this dataset I '
        "can't tell which one is intended.\n\nSo it's either concession or contrast; I'd "
        'rather not pick one arbitrarily.',
     NONE),
    (R, 'Reasoning step by step:\n1. Unit 1: "If you finish the report by noon,"\n2. Unit '
        '2: "you can leave early."\n3. The "if" clause sets up a hypothetical '
        "circumstance under which unit 2 holds.\n4. That's not causal (no actual event "
        'causes another), not temporal, not purpose.\n\nSo the answer should be '
        'condition.',
     'condition'),
    (R, 'Unit A: "The minister said"\nUnit B: "that the tax would not rise next '
        'year."\n\nUnit A is a reporting frame introducing the source of the content in '
        "Unit B. Options considered: elaboration (no — B isn't describing A), frame "
        '(closer, but frame in this scheme is for setting a topic or circumstance, not a '
        'speech act), attribution (the standard label for "X said that ..." '
        'structures).\n\nMy pick: attribution',
     'attribution'),
    (R, '<reasoning>\nText units: [She saved every coin for two years] [to buy her mother '
        'a sewing machine].\n"to + infinitive" giving the goal of the action. Candidate '
        'labels: purpose vs causal. Causal would be if one event brought about the other; '
        'here the second unit is an intended aim, not an outcome that happened. So '
        'purpose.\n</reasoning>\n\npurpose',
     'purpose'),
    (R, '好的，我们来分析这两个语段。\n\n语段1："他先把门锁上了"\n语段2："然后才去睡觉。"'
        '\n\n"先……然后……"明确表示两个动作的时间先后顺序。这里没有因果关系（锁门并不导致睡'
        '觉），也没有对比或让步。\n\n因此，这两个语段之间的关系是：temporal',
     'temporal'),
    (M, 'Sentence: "I just want a glass of water, nothing else."\n\nThe phrase "nothing '
        'else" is a strong clue: "just" here restricts the want to a single thing and '
        'excludes alternatives. That\'s the exclusionary sense ("only").\n\nCould it be '
        'Emphatic? Emphatic "just" intensifies ("it\'s just wonderful"), which isn\'t the '
        'case here. Temporal ("just arrived") doesn\'t fit either.\n\nExclusionary it is.',
     'Exclusionary'),
    (M, '<think>\n"That movie was just incredible." — "just" is boosting "incredible", '
        'not limiting anything or marking recency. Could someone argue Exclusionary '
        '("merely incredible")? No, that reading is nonsensical. '
        'Emphatic.\n</think>\nEmphatic',
     'Emphatic'),
    (M, 'In "She had just left when the phone rang," the word "just" indicates that the '
        'leaving happened a very short time before the phone rang. This is the '
        'recency/time-proximity use.\n\n- Exclusionary: no, nothing is being '
        'restricted.\n- Emphatic: no intensification.\n- Temporal: yes.\n\nFinal answer: '
        'Temporal (Exclusionary was tempting only on a superficial "only left" reading, '
        "but that doesn't make sense here.)",
     'Temporal'),
    (M, 'Let me look at "Don\'t ask why, just do it."\n\nThe speaker is telling the '
        'listener to carry out the action without further discussion or elaboration — '
        '"just" signals that the act should be done as is, without adding anything to it. '
        'It\'s not about a reason being withheld per se (Unexplanatory would be "it just '
        'happened", where no cause is offered for an event). Here, the focus is on doing '
        'it plainly, with no extra conditions or embellishment.\n\nWeighing Unexplanatory '
        'vs Unelaboratory: the "don\'t ask why" part might tempt Unexplanatory, but that '
        'phrase is separate; the "just" itself attaches to "do it" and means '
        '"simply".\n\nI\'ll settle on Unelaboratory.',
     'Unelaboratory'),
    (MO, '"Wear a coat; otherwise you\'ll catch a cold."\n\nHere "otherwise" means "if you '
         'don\'t (wear a coat)". It introduces what will happen if the preceding condition '
         'is not met. That\'s the Consequence sense.\n\nNot Exception (that would be "the '
         'room was empty, otherwise" meaning "apart from that"), not Enumeration, not '
         'Argumentation.\n\nTherefore, Consequence.',
     'Consequence'),
    (MO, '<reasoning>\n"The soup was a little salty, but otherwise the meal was '
         'excellent."\n"otherwise" = "apart from that / in other respects". It sets aside '
         'one flaw as an exception to an otherwise positive assessment.\nLabels: Exception '
         "fits. Consequence doesn't - there's no conditional.\n</reasoning>\n\n**Exception"
         '**',
     'Exception'),
    (MO, 'Sentence: "He must have taken the early train. Otherwise, he wouldn\'t be here '
         'already."\n\nAt first this looks like Consequence because of the conditional '
         'flavour ("if not, then..."). But the function of the second sentence is to '
         'provide evidence supporting the inference in the first sentence: the fact that '
         'he is already here argues for his having taken the early train. In the '
         'annotation scheme, that reasoning-to-support-a-claim use is '
         'Argumentation.\n\nConsequence would be a warning or prediction about a future '
         'outcome ("Hurry, otherwise you\'ll miss it"); this is an argument about the '
         'past.\n\nGoing with Argumentation.',
     'Argumentation'),
    (MO, '"You can pay by card at the counter, or otherwise by bank transfer."\n\nHere '
         '"otherwise" just introduces another option in a list of alternatives — roughly '
         '"alternatively". No condition, no exception, no argument.\n\n=> Enumeration',
     'Enumeration'),
    (YN, 'Mention 1: "Dr. Patel"\nMention 2: "the surgeon"\n\nThe passage says: "Dr. Patel '
         'scrubbed in at six. By eight, the surgeon had finished the first operation." '
         'Nobody else has been introduced who could be "the surgeon", and the definite '
         'description naturally picks up the most salient person already in the '
         'discourse.\n\nYes — they refer to the same person.',
     'yes'),
    (YN, '<think>\n"the dog" and "it" ... Text: "The dog chased the ball across the yard '
         'until it rolled under the fence." What rolled under the fence? Balls roll, dogs '
         'don\'t. So "it" = the ball, not the dog.\n</think>\n\nNo. "It" refers to the '
         'ball, so the two mentions do not corefer.',
     'no'),
    (YN, 'Let me consider the two mentions: "Marcus" and "he" in "Marcus told Leo that he '
         'had won the prize."\n\n"He" could be Marcus or Leo. Arguments for Marcus: '
         'subject of the main clause, first-mentioned, typical subject preference. '
         'Arguments for Leo: "told X that X had won" is a very common pattern for '
         'delivering news to someone.\n\nHonestly both readings are natural and the '
         "sentence gives no disambiguating context. I can't say definitively whether they "
         'corefer.',
     NONE),
    (YN, '**Answer: no**\n\n"The company" (Acme Corp.) and "its rival" are explicitly '
         'contrasted — "its rival" is by definition a different organization from the '
         'company that "its" refers to.',
     'no'),
    (YN, 'Reasoning:\n- Mention A: "my grandmother"\n- Mention B: "the woman in the '
         'photograph"\n- Context: "My grandmother kept one picture on her desk. The woman '
         'in the photograph was her own mother, whom she never met."\n\nThe text '
         "explicitly identifies the woman in the photograph as the grandmother's mother. "
         "So they are two different people.\n\nConclusion: no, they don't corefer.",
     'no'),
    (YN, '<reasoning>\nPair: "the new mayor" / "Ms. Okafor". Sentence 1: "The new mayor '
         'gave her first speech on Tuesday." Sentence 2: "Ms. Okafor promised to repair '
         'the roads." The passage is about one mayoral event, pronoun "her" in s1 matches, '
         'and s2 continues the same topic. Appositive earlier in the article: "Ms. Okafor, '
         'elected last month". Same referent.\n</reasoning>\nyes',
     'yes'),
    (YN, '是的，这两个指称指向同一个实体。\n\n"张老师"和"她"在上下文中都指的是那位教数学的'
         '老师：第二句"她把作业发了下去"中，唯一可能的先行词就是张老师，其他人物（学生们）'
         '是复数，和"她"不匹配。\n\n答案：yes',
     'yes'),
    (YN, 'The two mentions are "the car" in sentence 1 and "the vehicle" in sentence '
         '3.\n\nCandidates for "the vehicle": the car (sentence 1) or the truck mentioned '
         'in sentence 2. Sentence 3 says "the vehicle\'s driver was thrown from the cab". '
         'A "cab" is typical of a truck, not a car. And sentence 2 is the most recent '
         'mention.\n\nSo "the vehicle" is the truck. The answer is no. (Yes was tempting '
         'because "the car" came first and is the topic, but the cab detail rules it out.)',
     'no'),
    (BD, 'Anaphor: "the roof"\nCandidate antecedent: "an old barn"\n\n"They found an old '
         'barn at the edge of the property. The roof had partly caved in."\n\n"The roof" '
         "is definite but not previously mentioned; it's understood as the roof of the "
         "barn via a part-whole relation. That's textbook bridging.\n\nYes.",
     'yes'),
    (BD, '<think>\nAnaphor "the waiter", candidate "the train station". The passage: "We '
         'met at the train station and walked to a small café. The waiter brought menus." '
         'The waiter is associated with the café, not the station. So the bridging link is '
         "to the café; for the candidate given (the station), there's no bridging "
         'relation.\n</think>\n\nNo — "the waiter" bridges to "a small café", not to "the '
         'train station".',
     'no'),
    (BD, 'Let me think about whether "the author" bridges to "a novel".\n\n"I picked up a '
         'novel at the airport. The author had clearly never been to Lisbon."\n\n"The '
         'author" is new as a discourse entity, but its identity depends on the novel: '
         "it's the author of that novel. That's a relational bridging link "
         '(entity-attribute / author-of). Without the novel, "the author" wouldn\'t be '
         'interpretable.\n\nSo the answer should be yes.',
     'yes'),
    (BD, 'Anaphor: "the price"; candidate: "her sister".\n\nContext: "Jenna visited her '
         'sister in Denver and bought a painting at a gallery there. The price was '
         'steep."\n\nThe price is the price of the painting, not of her sister. So for '
         "this particular candidate the relation doesn't hold.\n\nAnswer: no",
     'no'),
    (BD, '<reasoning>\nAnaphor: "the engine". Candidate: "the boat".\n"They rented the '
         'boat for the afternoon. Halfway across the lake, the engine '
         'stopped."\nPart-whole: the engine of the boat. Bridging = yes.\nCould "the '
         'engine" be a separately known engine? Nothing supports '
         'that.\n</reasoning>\n\nyes',
     'yes'),
    (BD, 'I considered a few possibilities here. The anaphor is "the students" and the '
         'candidate is "the museum".\n\n"The museum reopened on Saturday. The students '
         'arrived by bus at ten."\n\nIs there an inferable link? Museums don\'t inherently '
         'have students the way schools do. One could imagine a school trip, but the text '
         'doesn\'t establish any school or class, and "the students" more likely refers to '
         'a group mentioned earlier in the wider article (there\'s a reference to "Lincoln '
         'High" in the first paragraph). So there\'s no bridging to the museum.\n\nMy '
         'pick: no.',
     'no'),
    (BD, '**Yes.**\n\n"The wedding" → "the bride": the bride is a participant role '
         'inherently tied to a wedding event, so "the bride" is anchored by bridging to '
         '"the wedding".',
     'yes'),
    (BD, '桥接关系判断：\n\n照应语："封面"\n候选先行语："一本旧字典"\n\n上下文："我在旧书'
         '摊上买了一本旧字典。封面已经快掉了。"\n\n"封面"在前文没有出现过，但它可以通过整'
         '体-部分关系理解为那本旧字典的封面。这是典型的桥接。\n\n结论：是（yes）',
     'yes'),
    (C, 'Let\'s list the distinct entities in the passage:\n\n"Ravi and his daughter '
        'drove to the lake. Ravi set up the tent while she gathered firewood."\n\n1. Ravi '
        '(mentioned twice, plus "his")\n2. his daughter / she\n3. the lake\n4. the '
        "tent\n5. firewood\n\nShould firewood count? It's a mass noun but it's still a "
        'mentioned entity. Should "the car" count? It\'s implied by "drove", not '
        'mentioned, so no.\n\nTherefore, 5.',
     5),
    (C, '<think>\nPassage: "The cat knocked a glass off the table. The glass '
        'shattered."\nEntities: the cat, a glass (= the glass), the table. That\'s 3. '
        '"The glass" is the same as "a glass", so not double counted.\n</think>\n\nThere '
        'are **3** distinct entities.',
     3),
    (C, 'Counting entities...\n\n- Mrs. Alvarez\n- the bakery\n- a cake\n- her grandson '
        '(= "the boy")\n- the birthday party\n\nOne could argue "the birthday party" is '
        'an event rather than an entity, which would give 4. But the task says count what '
        'the passage mentions, and the party is referred to twice as a thing ("the party '
        'was loud"), so I\'ll include it.\n\nFinal count: 5 (4 was tempting if you '
        'exclude events).',
     5),
    (C, 'I count two entities: Tom and "the letter". Tom is mentioned three times (Tom, '
        'he, him) and the letter twice (a letter, it).\n\n2',
     2),
    (C, 'This depends on how one treats "the crew". The passage mentions the captain, the '
        'first mate, the ship, the storm, and the crew — but the crew includes the '
        'captain and the first mate. If the crew is counted as a separate group entity, '
        "it's 5; if members subsumed in the group aren't double counted, it's arguably 4 "
        'or even 3.\n\nWithout a clear rule for group entities, the count could be 4 or '
        '5.',
     NONE),
    (C, '<reasoning>\nText: "Lena emailed her manager about the budget. The manager '
        'forwarded it to the finance team, and Paul from finance replied within an hour. '
        'Lena thanked him."\nEntities:\n1. Lena (Lena, her, Lena)\n2. her manager / the '
        'manager\n3. the budget / it\n4. the finance team / finance\n5. Paul / him\nThe '
        'email itself? "emailed" is a verb, no noun mention. Skip.\nTotal = '
        '5.\n</reasoning>\n\n5',
     5),
    (C, 'Going through the passage sentence by sentence:\n\nS1: "Grandpa Hu took his two '
        'grandsons, Bo and Jun, to the zoo." → Grandpa Hu, Bo, Jun, the zoo (the "two '
        'grandsons" = Bo and Jun, not extra)\nS2: "They watched the pandas for an hour." '
        '→ the pandas (new)\nS3: "Jun dropped his ice cream near the tiger enclosure." → '
        'ice cream (new), the tiger enclosure (new)\nS4: "Grandpa Hu bought him another '
        'one." → another one (a second ice cream — a new entity? It\'s a different ice '
        'cream.)\n\nHmm. "another one" is a new object, so technically distinct. That '
        'gives: Grandpa Hu, Bo, Jun, zoo, pandas, ice cream, tiger enclosure, second ice '
        'cream = 8. But many annotation schemes would treat "another one" as an '
        'identity-of-sense anaphor and not count it separately... Actually it IS a '
        'separate physical referent, and the question asks about entities, not '
        'types.\n\nHmm, but I think the more standard count collapses the ice creams '
        'since "one" is anaphoric. I\'ll go with 7.\n\nAnswer: 7',
     7),
    (C, '答案：4\n\n文中出现的不同实体有：小李、他的自行车、学校、门卫。其中"他"指小李，"'
        '车"指自行车，不重复计算。',
     4),
    (MRC, 'The passage says the ring slipped off her finger while she was buying fish and '
          'was later spotted by a stallholder between two crates of oranges. So it was '
          'found at the market.\n\n- A (at the harbour): she walked past the harbour '
          "earlier, but that's a distractor.\n- B (at the station): she only went there "
          'afterward to look for it.\n- C (at the market): matches.\n- D (at home): she '
          "searched at home first and didn't find it.\n\nTherefore, C.",
     2),
    (MRC, '<think>\nWhere was the ring found? The story: Pieter lost the ring on the ferry '
          'ride, searched the harbour, asked at the station lost-and-found... last '
          'paragraph: "It turned up that evening, tangled in the lining of his coat pocket, '
          'which had been hanging by the door the whole time." So at home. D.\nNot the '
          'harbour even though he searched there most.\n</think>\n\n**D) at home**',
     3),
    (MRC, 'Answer: A\n\nThe fisherman pulls the ring up with his net "at the harbour wall", '
          'which is where the text says it was found.',
     0),
    (MRC, "I'd like to help, but the passage itself isn't included in your message — I only "
          'see the question and the four options (harbour, station, market, home). Without '
          'the story I have no way to know where the ring was found. Could you paste the '
          'text?',
     REFUSED),
    (MRC, 'Let me reason through the story.\n\nKey sentences:\n1. "Mei realised the ring '
          'was missing as she got off the train."\n2. "She retraced her steps through the '
          'market, but nothing."\n3. "Back at the station, a cleaner handed her a small '
          'velvet pouch — the ring had been found under a bench on platform 4."\n\nSo the '
          'candidates:\n- harbour: never mentioned in a finding context.\n- station: the '
          'cleaner found it under a bench on the platform.\n- market: she searched there '
          "but didn't find it.\n- home: not mentioned.\n\n=> B",
     1),
    (MRC, '{"answer": "C", "reasoning": "The ring was discovered by the spice seller under '
          'his stall in the market; the harbour and station are only where the character '
          'looked earlier."}',
     2),
    (MRC, '<reasoning>\nOptions: A harbour, B station, C market, D home.\nPassage: the ring '
          'was found "on the kitchen windowsill, right where she\'d left it before the '
          'trip". Kitchen windowsill => home.\n</reasoning>\n\nThe correct option is D.',
     3),
    (MRC, '根据文章内容，戒指是在港口被一位渔民发现的（"在码头边的石缝里"）。火车站和市场只'
          '是她之前寻找过的地方。\n\n所以答案是 A。',
     0),
    (BA, 'The anaphor is "the sink". The earlier noun phrases are "the old farmhouse", '
         '"the kitchen", and "a bowl of apples".\n\nA sink is a standard fixture of a '
         'kitchen. It could technically be linked to the farmhouse too (the house contains '
         'the sink), but the most specific and immediate anchor is the kitchen, which was '
         'just mentioned.\n\nThat makes the kitchen the best fit.',
     'the kitchen'),
    (BA, '<think>\nAnaphor: "the steering wheel". Preceding NPs: "Daniel", "the rental '
         'car", "the airport". Steering wheel is part of a car. Answer: the rental '
         'car.\n</think>\n\nthe rental car',
     'the rental car'),
    (BA, 'Looking at the anaphor "the front door", the preceding noun phrases are "a small '
         'cottage", "the garden", and "my aunt".\n\n- "the garden": gardens don\'t have '
         'front doors.\n- "my aunt": a person, no part-whole relation.\n- "a small '
         'cottage": houses have front doors — part-whole.\n\nAnswer: a small cottage',
     'a small cottage'),
    (BA, 'Reasoning: the anaphor is "the conductor". Candidates: "the concert", "the '
         'hall", "the tickets". A conductor is a role associated with a concert (the '
         'person conducting it). "The hall" is where it takes place but doesn\'t have a '
         'conductor intrinsically; trains have conductors but no train is '
         "mentioned.\n\nI'm going with the concert. (The hall was tempting since it's the "
         'location, but the role belongs to the event.)',
     'the concert'),
    (BA, 'The question asks which earlier noun phrase "the last chapter" is linked to, but '
         'the text you provided only contains the one sentence with the anaphor — no '
         "earlier noun phrases are shown. I can't identify the antecedent without the "
         'preceding context.',
     REFUSED),
    (BA, '<reasoning>\nAnaphor: "the menu". Candidates: "a new restaurant", "Friday", "her '
         'colleagues".\nMenu is a part/attribute of a restaurant.\n</reasoning>\nAnswer: '
         '**a new restaurant**',
     'a new restaurant'),
    (BA, 'Let\'s consider "the chain" in: "Sam leaned his bicycle against the fence '
         'outside the bakery. When he came back, the chain was hanging '
         'loose."\n\nCandidates: the bicycle, the fence, the bakery.\n\nFences can have '
         'chains (on gates), which briefly made me hesitate. But "hanging loose" of a '
         'chain is the classic bike problem, and the bicycle is the thing Sam cares about '
         'returning to.\n\nSo the answer should be his bicycle.',
     'his bicycle'),
    (BA, '前文中的名词短语有："那家医院"、"护士"、"她的丈夫"。照应语"急诊室"与"那家医院"存'
         '在整体-部分的桥接关系（急诊室是医院的一部分）。\n\n答案：那家医院',
     '那家医院'),
    (RI, 'Sentence 1: "The roads were covered in ice."\nSentence 2: "School was '
         'cancelled."\n\nHmm, wait — the order matters. If I join them as "S1 ___ S2", the '
         'second is a result of the first: "The roads were covered in ice, so school was '
         'cancelled." If the question had presented them as S2 then S1, "because" would '
         'fit.\n\nRe-reading the prompt: it\'s actually "School was cancelled. ___ the '
         'roads were covered in ice." So S2 gives the reason.\n\nTherefore, "because".',
     'because'),
    (RI, '<think>\nS1: "The plan looked great on paper." S2: "In practice, it fell apart '
         'within a week."\nContrast between expectation and reality. Candidates: however, '
         'but, instead. "Instead" implies substitution, not right. "However" works best as '
         'a sentence-initial connective.\n</think>\n\n**however**',
     'however'),
    (RI, 'The first sentence makes a general claim ("Many birds use tools.") and the '
         'second gives a specific case ("New Caledonian crows bend twigs into hooks to '
         'pull out insects.").\n\nThat\'s a general-to-specific pattern, so the implicit '
         'connective is "for example". "In particular" could also work, but "for example" '
         'is the most natural.\n\nConnective: for example',
     'for example'),
    (RI, 'Options considered:\n- "then": implies sequence — but the two events are '
         'parallel in time.\n- "however": no contrast.\n- "meanwhile": two things '
         'happening at the same time in different places.\n\nS1: "Ana was giving her '
         'presentation in Madrid." S2: "Her team in Lima was fixing the last '
         'bugs."\n\nConclusion: meanwhile',
     'meanwhile'),
    (RI, '<reasoning>\nS1: "He didn\'t take the bus." S2: "He walked the whole five '
         'miles."\nNegated action followed by the alternative that was done → '
         '"instead".\n"so" doesn\'t fit (not taking the bus doesn\'t cause walking by '
         'itself — well, loosely, but the substitution reading is '
         'stronger).\n</reasoning>\n\ninstead (so was tempting but the substitution '
         'reading is clearer)',
     'instead'),
    (RI, '"The bakery ran out of flour by noon. ___ it closed early."\n\nThe second '
         'sentence is a consequence of the first. "so" is the simplest fit. "as a result" '
         'would also work, but since the options format expects a single common '
         "connective, I'll give: so",
     'so'),
    (RI, 'Let me test each candidate in the slot:\n\n"The museum is free on Sundays. ___ '
         'it\'s always crowded then."\n\n- "because": "The museum is free on Sundays '
         'because it\'s always crowded" — reverses the logic, wrong.\n- "however": no '
         'contrast between being free and being crowded.\n- "so": "free on Sundays, so '
         'it\'s always crowded then" — yes, cause → effect.\n- "for example": no.\n\nHmm, '
         '"as a result" reads a bit heavy. "so" it is.',
     'so'),
    (RI, '两句话是："他每天练习钢琴三个小时。" 和 "他在比赛中获得了第一名。"\n\n第二句是第'
         '一句的结果。最合适的隐含连接词是"因此"（so）。\n\n答案：so',
     'so'),
    (EM, 'Let me tally mentions in the passage about Mara Quill and the ferry.\n\nMara '
         'Quill: "Mara Quill" (1), "she" (2), "her" (3), "Mara" (4), "she" (5), "Quill" '
         '(6), "her" (7)\nthe ferry: "the ferry" (1), "it" (2), "the old boat" (3), "the '
         'ferry" (4)\nthe captain: "the captain" (1), "he" (2)\nthe island: 2\n\nMara '
         'Quill clearly dominates. Therefore, Mara Quill.',
     'Mara Quill'),
    (EM, '<think>\nCount: the ferry — "the ferry" x3, "it" x3, "the vessel" x1 = 7. Mara '
         'Quill — "Mara Quill" x1, "she" x2, "Mara" x1 = 4. The harbourmaster — 2.\nThe '
         "passage is mostly a description of the ferry's last voyage, Mara is a passenger "
         'who appears briefly.\n</think>\n\nThe most frequently mentioned entity is **the '
         'ferry**.',
     'the ferry'),
    (EM, 'Most-mentioned entity: Dr. Ines Varga.\n\nCounts (including pronouns): Dr. Ines '
         'Varga — 6; the laboratory — 3; the grant committee — 2; her assistant Felix — 3.',
     'Dr. Ines Varga'),
    (EM, 'There\'s no passage in your message — only the question "which entity is '
         'mentioned most often?" I\'d need the text to count mentions. Please share it and '
         "I'll take a look.",
     REFUSED),
    (EM, 'Candidates and tallies:\n\n| Entity | Mentions |\n|---|---|\n| the lighthouse '
         'keeper | 5 |\n| the lighthouse | 4 |\n| Mara Quill | 3 |\n| the storm | 3 '
         '|\n\nThe lighthouse and the keeper are close, but the keeper edges it with '
         'pronoun references ("he", "him", "the old man").\n\nMy pick: the lighthouse '
         'keeper',
     'the lighthouse keeper'),
    (EM, 'Reasoning through the passage: it opens with "The village council met on '
         'Thursday", then "the council" appears again in sentences 2, 4, and 5, plus '
         '"they" referring to the council twice. "Mayor Brandt" appears three times. "The '
         'new bridge" appears four times, but two of those are inside quotes from the '
         'mayor.\n\nQuotes still count as mentions, so: council 6, bridge 4, Mayor Brandt '
         "3.\n\nHmm, the bridge is the topic, but frequency is what's "
         'asked.\n\nConclusion: the village council (the bridge was tempting as the topic, '
         'but it has fewer mentions).',
     'the village council'),
    (EM, '<reasoning>\nEntities: Mara Quill (4), the ferry (4), the ticket (2), the storm '
         '(1).\nTie between Mara and the ferry? Recount. "She" in the last sentence — "she '
         'finally stepped onto the ferry" — adds Mara once more. Mara = 5, ferry = 4 ("the '
         'ferry" in the last sentence counted already).\n</reasoning>\n\nMara Quill',
     'Mara Quill'),
    (EM, '统计各实体出现次数：\n\n- 老王：老王 ×3，他 ×3 = 6 次\n- 渡船：渡船 ×2，船 ×2 = '
         '4 次\n- 码头：2 次\n\n出现次数最多的实体是：老王',
     '老王'),
    (SI, 'The line in question is: "I\'ve sold tea on this corner for forty years, young '
         'man."\n\nWho could say that? The dialogue has three characters: Old Zhou (the '
         'tea vendor, elderly), Mrs. Chen (a customer), and Xiao Liu (a young courier). '
         '"Forty years" and "young man" both point to an older speaker addressing Xiao '
         'Liu. Mrs. Chen is a customer, not a vendor. Old Zhou runs the tea '
         'stall.\n\nTherefore, Old Zhou.',
     'Old Zhou'),
    (SI, '<think>\nDialogue:\nA: "Did you remember to lock the shop?"\nB: "Of course. I '
         'always do."\nA: "Then why is the door open, dear?"\nQuestion: who says "Then why '
         'is the door open, dear?" — A. A is introduced as Mrs. Chen in the narrative line '
         'before the dialogue ("Mrs. Chen turned to her husband").\n</think>\n\nMrs. Chen',
     'Mrs. Chen'),
    (SI, 'Let me track turn-taking. The dialogue alternates between Tomas and Ilse, '
         'starting with Tomas:\n\n1. Tomas: "We should leave before dark."\n2. Ilse: "The '
         'map says it\'s only two more miles."\n3. Tomas: "Maps lie."\n4. Ilse: "Not this '
         'one. I drew it."\n\nTarget line is #4. Alternation puts it with Ilse, and the '
         'content ("I drew it") fits her — earlier narration says Ilse spent the winter '
         'drawing maps.\n\nSpeaker: Ilse',
     'Ilse'),
    (SI, "I can't determine who says the line. The excerpt contains the quoted sentence "
         'but no speaker tags, no names, and no preceding turns to establish an '
         'alternation pattern — any of the characters listed could have said it.',
     REFUSED),
    (SI, '这句话"我早就跟你说过，别在下雨天出门"是李阿姨说的。\n\n理由：前文提到李阿姨一直'
         '在提醒小明天气不好，而且"我早就跟你说过"的语气符合长辈对晚辈的说话方式。小明是被'
         '提醒的那一方，不可能是他说的。\n\n答案：李阿姨',
     '李阿姨'),
    (SI, 'Candidates: Captain Reyes, Officer Dunn, and the dispatcher.\n\nThe line: "Copy '
         'that, units three and five en route."\n\n- Captain Reyes gives orders; she '
         "wouldn't confirm a dispatch.\n- Officer Dunn is in unit three — he might say "
         '"en route", but he wouldn\'t refer to himself as "units three and five".\n- The '
         'dispatcher is the one who relays unit movements.\n\n=> the dispatcher',
     'the dispatcher'),
    (SI, '<reasoning>\nLine: "Grandpa, your chess move was terrible!"\nSpeakers: Old Zhou '
         '(grandpa), Xiao Mei (granddaughter), Mrs. Chen (neighbour).\n"Grandpa" as a '
         'vocative → spoken by his grandchild → Xiao Mei.\nMrs. Chen would call him "Old '
         'Zhou", not "Grandpa".\n</reasoning>\n\nXiao Mei (Mrs. Chen was tempting since '
         "she was watching the game, but she wouldn't call him Grandpa).",
     'Xiao Mei'),
    (SI, 'Looking at the exchange:\n\n> "Who ate the last dumpling?"\n> "Not me — I was in '
         'the garden all afternoon."\n> "Well, it wasn\'t me either."\n\nThe narration '
         'right after the second line reads: "Wang Fang wiped the soil off her hands." '
         'That soil detail connects her to the garden alibi, so she is the one who said '
         '"Not me — I was in the garden all afternoon."\n\nAnswer: Wang Fang',
     'Wang Fang'),
    (ORD, 'Sentences:\n<s 0> Then she poured the batter into a greased pan.\n<s 1> Maria '
          'preheated the oven to 180 degrees.\n<s 2> Forty minutes later, the cake was '
          'golden.\n<s 3> Meanwhile, she mixed the flour, eggs, and sugar.\n\nThe intro is '
          'clearly <s 1> (sets up the scene with a full name). <s 3> "Meanwhile" must '
          'follow something ongoing — the oven preheating. Then <s 0> "Then she poured the '
          'batter", then <s 2> the result.\n\nTherefore, the order is 1, 3, 0, 2.',
     [1, 3, 0, 2]),
    (ORD, '<think>\n<s 0> He reached the summit at noon.\n<s 1> Kenji started climbing '
          'before dawn.\n<s 2> After a short rest, he began the descent.\n<s 3> The path '
          'grew steeper as the sun rose.\nStart: s1 (named intro). s3 (sun rising — early '
          'morning). s0 (noon). s2 (descent).\n</think>\n\n**Order:** <s 1> <s 3> <s 0> <s '
          '2>',
     [1, 3, 0, 2]),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'Let\'s find the opening sentence. <s 2> "The town of Elmsford had one bakery." '
          'is a classic opener — introduces the setting with an indefinite. <s 0> refers to '
          '"its owner", which needs the bakery already introduced. <s 3> "Every morning, '
          'he..." needs the owner introduced. <s 1> "But one day, the ovens went cold." is '
          'the turning point.\n\nI briefly considered putting <s 1> before <s 3>, but "But '
          'one day" only makes sense after a routine has been established.\n\nFinal order: '
          '2 → 0 → 3 → 1',
     [2, 0, 3, 1]),
    (ORD, 'The first and last sentences are clear: <s 3> introduces the topic and <s 1> is '
          'the concluding remark. The middle two, <s 0> and <s 2>, are both examples and '
          'could be swapped without hurting coherence — neither references the other.\n\nSo '
          'the order is either 3, 0, 2, 1 or 3, 2, 0, 1.',
     NONE),
    (ORD, '<reasoning>\ns0: "As a result, prices rose sharply."\ns1: "The drought lasted '
          'three years."\ns2: "Farmers harvested less than half their usual crop."\ns3: '
          '"The government eventually introduced subsidies."\nCause chain: drought (s1) → '
          'small harvest (s2) → prices rose (s0) → subsidies (s3).\n</reasoning>\n\nAnswer: '
          '[1, 2, 0, 3]',
     [1, 2, 0, 3]),
    (ORD, 'Looking at the discourse markers: <s 0> starts with "Finally", so it\'s last. <s '
          '2> starts with "First", so it\'s the opener. <s 1> starts with "Next" and <s 3> '
          'with "After that".\n\n"Next" usually comes right after "First", then "After '
          'that".\n\nMy pick: 2, 1, 3, 0',
     [2, 1, 3, 0]),
    (ORD, '句子排序分析：\n\n<s 0> 第二天早上，他发现花开了。\n<s 1> '
          '小张在阳台上种了一盆茉莉。\n<s 2> 他每天都给它浇水。\n<s 3> '
          '于是他高兴地拍了照片发给妈妈。\n\n首句应是<s 1>（引入人物和事件），然后<s '
          '2>（日常照料），再是<s 0>（结果），最后<s 3>（反应）。\n\n正确顺序：1, 2, 0, 3',
     [1, 2, 0, 3]),
    # --- the twentieth set ---
    (T, "Great question! I think it's **BEFORE** because e1 (the meeting) clearly wraps "
        'up before e2 (the announcement) happens. 😊',
     'BEFORE'),
    (T, 'Short answer: AFTER.\n\nLonger answer: the text says the storm hit once the ship '
        'had already docked, so e1 (hit) comes after e2 (docked).',
     'AFTER'),
    (T, 'Definitely SIMULTANEOUS. Both events — the cheering and the final whistle — '
        'happen at the same moment.',
     'SIMULTANEOUS'),
    (T, 'INCLUDES — here\'s why:\n- e1 is "the trip", which spans several days\n- e2 '
        '"visited the museum" happens during the trip\n\nSo e1 includes e2. ✈️',
     'INCLUDES'),
    (T, "Hmm, this one's tricky! The text doesn't really pin down when e1 happens "
        "relative to e2 — there's no time expression or tense cue linking them. So I'd go "
        'with **VAGUE** here.',
     'NONE'),
    (T, "It's either BEFORE or IS_INCLUDED — honestly the passage could support both "
        'readings, and both seem equally plausible to me. 🤷',
     NONE),
    (T, 'IS_INCLUDED, or possibly SIMULTANEOUS, but IS_INCLUDED is more likely since the '
        'phone call (e1) happened somewhere in the middle of the dinner (e2), not across '
        'the whole thing.',
     'IS_INCLUDED'),
    (T, 'My first instinct was BEFORE, since e1 is mentioned first in the sentence. But '
        'actually, re-reading it: he resigned *after* he had been warned. The pluperfect '
        '"had been warned" puts e2 earlier.\n\nSo e1 (resigned) comes after e2 (warned). '
        'Final answer: **AFTER**.',
     'AFTER'),
    (R, 'Great question! The relation here is **causal** — the second unit (the road '
        'flooded) is a result of the first (it rained all night). 🌧️',
     'causal'),
    (R, 'Definitely contrast. "She loves coffee" vs. "her brother can\'t stand it" — a '
        'classic contrast between two parallel situations.',
     'contrast'),
    (R, 'Short answer: elaboration.\nLonger answer: the second segment simply adds detail '
        'about the new library (its opening hours and where it is) without introducing a '
        'new event or a reason.',
     'elaboration'),
    (R, 'Let\'s weigh it up!\n\n**Concession**\n- Pro: "although" signals that an '
        "expectation is being denied\n- Pro: the main clause goes against what you'd "
        "expect\n\n**Contrast**\n- Pro: there's clear opposition between the two units\n- "
        'Con: it misses the expectation-denial part\n\n**Verdict:** concession.',
     'concession'),
    (R, 'I think it\'s condition because the first unit ("if you finish early") sets up a '
        'requirement that has to hold for the second ("you can leave") to happen.',
     'condition'),
    (R, 'The relation between the two units is attribution (the first unit, "The minister '
        'said", attributes the claim made in the second).',
     'attribution'),
    (R, 'This looks like the result of the first event — the company lost its biggest '
        'client, and so it had to lay off staff. So: result! 📉',
     'causal'),
    (R, 'Purpose, or possibly explanation, but purpose is more likely — "to save money" '
        'describes the goal of taking the bus, not the reason for something that already '
        'happened.',
     'purpose'),
    (M, 'Great question! Here "just" means "only" ("I just want one cookie"), so the '
        'sense is **Exclusionary**. 🍪',
     'Exclusionary'),
    (M, 'Temporal — here\'s why: in "She had just left when I arrived", "just" means "a '
        'moment ago", so it\'s about timing.',
     'Temporal'),
    (M, 'Definitely Emphatic. "That\'s just wonderful!" uses "just" to intensify the '
        'statement, not to limit it or place it in time.',
     'Emphatic'),
    (M, 'Hmm, I\'m not able to answer this one — the sentence containing "just" didn\'t '
        'come through in your message; I can only see the list of labels. Could you paste '
        'the sentence? 🙂',
     REFUSED),
    (MO, 'Short answer: Consequence.\nLonger answer: in "Take an umbrella, otherwise '
         'you\'ll get soaked", "otherwise" introduces what happens if the advice isn\'t '
         'followed.',
     'Consequence'),
    (MO, 'I think it\'s Exception because "otherwise" here means "apart from that": "The '
         'soup was cold, but otherwise the meal was great."',
     'Exception'),
    (MO, 'Argumentation, or possibly Consequence, but Argumentation is more likely: the '
         'speaker uses "otherwise" to back up a claim ("He must be home; otherwise the '
         'lights wouldn\'t be on").',
     'Argumentation'),
    (MO, '**Enumeration** 😊 — "otherwise" here just adds another item to a list of '
         'alternative ways of doing the task.',
     'Enumeration'),
    (YN, 'Yes! "The doctor" and "she" refer to the same person — the pronoun picks up the '
         'doctor from the previous sentence. 👍',
     'yes'),
    (YN, 'No, they don\'t corefer. "The old car" and "the new one" are two different '
         'vehicles.',
     'no'),
    (YN, 'Great question! Short answer: **no**.\n\nLonger answer: "his brother" is a '
         'different person from "Tom" — it\'s a relative of Tom, not Tom himself.',
     'no'),
    (YN, 'Definitely yes — "Paris" and "the French capital" are the same city. 🇫🇷',
     'yes'),
    (YN, 'Pros for coreference:\n- both mentions are singular and masculine\n- "he" is the '
         'first pronoun after "the mayor"\n\nCons:\n- there\'s another man, "the '
         'reporter", in the sentence\n\nVerdict: I\'d say **yes**, they corefer — the '
         'mayor is the subject, and the pronoun most naturally refers back to him.',
     'yes'),
    (YN, 'I think they don\'t refer to the same entity because "a company" introduces a '
         'new, indefinite one, while "the company" earlier was Acme. So the answer is no.',
     'no'),
    (YN, 'Yes, "the cat" and "it" corefer — both mentions refer to Whiskers. 🐱',
     'yes'),
    (YN, 'The two mentions, "Mrs. Lin" and "the teacher", corefer — yes, the teacher is '
         'Mrs. Lin herself.',
     'yes'),
    (BD, 'Yes — there\'s a bridging relation! "The engine" is part of "the car" mentioned '
         'earlier. 🚗',
     'yes'),
    (BD, 'No bridging here. "The roof" and "the river" aren\'t related by part-whole or '
         'any other association in this text.',
     'no'),
    (BD, 'Definitely yes. "The waiter" is naturally linked to "the restaurant" — '
         'restaurants have waiters.',
     'yes'),
    (BD, 'Great question! I think the answer is **no** because "the tickets" are linked to '
         'the concert, not to the candidate "the parking lot".',
     'no'),
    (BD, 'Short answer: yes.\nLonger answer: "the chapters" bridges to "the novel" through '
         'a part-whole relation — novels are made of chapters. 📚',
     'yes'),
    (BD, 'Is there a bridging relation between "the handle" and "the garden"? No — the '
         'handle belongs to the door, not to the garden.',
     'no'),
    (BD, "I'm sorry, but I can't tell — the anaphor and the candidate antecedent weren't "
         'marked in the passage you sent. Could you highlight which phrases you mean?',
     REFUSED),
    (BD, 'Yes, or possibly no if you read "the staff" as a totally new group, but yes is '
         'more likely — the staff most naturally belongs to the hospital.',
     'yes'),
    (C, 'Great question! Let me count:\n1. Mara Quill\n2. the ferry\n3. the captain\n4. '
        'the harbour\n\nSo there are **4** distinct entities. 😊',
     4),
    (C, 'The passage mentions 3 distinct entities.',
     3),
    (C, 'Short answer: 5.\nLonger answer: Tom, his sister, the dog, the park, and the red '
        'ball. "He" and "Tom" are the same person, so I didn\'t count him twice.',
     5),
    (C, "I think it's six because the passage names the teacher, the students (as one "
        'group), the school, the principal, the bus, and the museum.',
     6),
    (C, 'Definitely 2 — just Old Zhou and his bicycle! 🚲',
     2),
    (C, 'I counted 7 at first, but "the city" and "Shanghai" are the same place, so it\'s '
        'actually **6** distinct entities.',
     6),
    (C, '| Entity | Mentions |\n|---|---|\n| Mrs. Chen | 3 |\n| the shop | 2 |\n| the cat '
        '| 1 |\n\nThat makes three distinct entities in total.',
     3),
    (C, 'There are either 4 or 5 entities, depending on whether you count "the crowd" as '
        'a separate entity. 🤔',
     NONE),
    (MRC, 'The ring was found at the station (B).',
     1),
    (MRC, 'Great question! The answer is **A) at the harbour** — Mara spotted it glinting '
          'between the planks of the pier. ⚓',
     0),
    (MRC, 'Definitely C. The passage says the ring turned up at the market, under one of '
          'the fruit stalls.',
     2),
    (MRC, "D — here's why: the ring was never actually lost outside. It was found at home, "
          'in the pocket of her winter coat. 🏠',
     3),
    (MRC, 'Short answer: B.\n\nLonger answer: although the harbour is mentioned first (she '
          "was there in the morning), the ring was actually handed in at the station's "
          'lost-and-found office.',
     1),
    (MRC, "It wasn't at the harbour, that's for sure — the text rules that out. 😅",
     NONE),
    (MRC, 'At the market, or possibly at home, but the market is more likely since the '
          'vendor is the one who hands it back to her.',
     2),
    (MRC, "I'm sorry, but I can't answer that — there's no passage included in your "
          'message, only the question and the four options.',
     REFUSED),
    (BA, 'Great question! "The sink" is linked to **the kitchen** — sinks are part of '
         'kitchens. 🚰',
     'the kitchen'),
    (BA, 'The anaphor "the pages" is linked to the old diary.',
     'the old diary'),
    (BA, 'Definitely "the hotel". "The receptionist" is someone who works at the hotel.',
     'the hotel'),
    (BA, 'Short answer: the school.\nLonger answer: "the principal" bridges to "the '
         'school" mentioned in the first sentence, since schools have principals.',
     'the school'),
    (BA, 'I think it\'s "the car" because "the steering wheel" is part of a car, and the '
         'car is the only vehicle mentioned before the anaphor (the bike only comes '
         'later).',
     'the car'),
    (BA, 'The wedding, or possibly the church, but the wedding is more likely — "the '
         'bride" is a participant in the wedding event. 👰',
     'the wedding'),
    (BA, '"The keys" — here\'s why they\'re linked to **the apartment**: keys open the '
         "apartment door, and that's the only earlier place they could belong to. 🔑",
     'the apartment'),
    (BA, 'Pros of "the ferry":\n- "the deck" is part of a ship\n- the ferry is mentioned '
         'right before\n\nPros of "the harbour":\n- docks and decks are loosely '
         'associated\n\nVerdict: **the ferry**.',
     'the ferry'),
    (RI, 'Great question! The best connective is **because** — the second sentence gives '
         'the reason for the first. 😊',
     'because'),
    (RI, 'However. The two sentences contrast: she studied hard / she still failed the '
         'test.',
     'however'),
    (RI, 'Definitely "for example" — the second sentence gives a specific instance of the '
         'general claim in the first.',
     'for example'),
    (RI, 'Short answer: meanwhile.\nLonger answer: the two sentences describe things '
         'happening at the same time in two different places.',
     'meanwhile'),
    (RI, 'I think "instead" fits best because the second sentence says what he did in '
         'place of going to the gym. 🏋️',
     'instead'),
    (RI, '"As a result", or possibly "so", but "as a result" is more likely given the '
         'formal tone of the passage.',
     'as a result'),
    (RI, 'Hmm, "however" doesn\'t work here, and neither does "because"... 🤔',
     NONE),
    (RI, 'The sentences are best joined with "then": "She locked the door. Then she left '
         'for work."',
     'then'),
    (EM, 'Great question! The most frequently mentioned entity is **Mara Quill** — she '
         'shows up in almost every sentence (as "Mara", "she", "her"). ⛴️',
     'Mara Quill'),
    (EM, "The ferry. It's mentioned 5 times, while Mara only comes up 3 times.",
     'the ferry'),
    (EM, "Definitely Old Zhou — he's the subject of nearly every sentence.",
     'Old Zhou'),
    (EM, 'Short answer: the lighthouse.\nLonger answer: even though the keeper is the main '
         'character, "the lighthouse" is named in every paragraph — 6 mentions vs. 4 for '
         'the keeper.',
     'the lighthouse'),
    (EM, '```json\n{"entity": "Mrs. Chen", "mentions": 7}\n```',
     'Mrs. Chen'),
    (EM, 'Mara Quill, or possibly the ferry, but Mara Quill is more likely since all the '
         '"she" and "her" pronouns refer to her.',
     'Mara Quill'),
    (EM, "I'm afraid I can't count the mentions — the passage seems to be missing from "
         'your message. Could you paste it in? 🙏',
     REFUSED),
    (EM, 'I think it\'s the captain because he\'s mentioned by name and also as "the old '
         'sailor" and "he" several times.',
     'the captain'),
    (SI, "Great question! The speaker is **Mrs. Chen** — she's the one who asked about the "
         'rent earlier, and this line continues her complaint.',
     'Mrs. Chen'),
    (SI, 'Old Zhou.',
     'Old Zhou'),
    (SI, 'Definitely Li Wei. The line "I told you the train was late!" answers his '
         "sister's question. 🚆",
     'Li Wei'),
    (SI, 'Short answer: Xiao Mei.\nLonger answer: the previous line was spoken by her '
         'grandmother, and the dialogue alternates between the two, so this one is Xiao '
         "Mei's.",
     'Xiao Mei'),
    (SI, '这句话是王老师说的。因为前文提到他正在教室里批评学生，这句话的语气也和他一致。',
     '王老师'),
    (SI, "Mrs. Chen, or possibly Old Zhou, but Mrs. Chen is more likely — she's the one "
         'holding the teapot in that scene. 🫖',
     'Mrs. Chen'),
    (SI, "I think it's Captain Reyes because he's the only one on the bridge who would "
         'give an order like "Full stop!"',
     'Captain Reyes'),
    (SI, "The line was spoken by Old Zhou (he's the one who keeps mentioning his bad "
         'knee).',
     'Old Zhou'),
    (ORD, 'Great question! The correct order is **[2, 0, 3, 1]**. 😊\n\n<s 2> introduces '
          'Mara, <s 0> has her boarding the ferry, <s 3> describes the storm, and <s 1> '
          'wraps things up.',
     [2, 0, 3, 1]),
    (ORD, '1, 3, 0, 2',
     [1, 3, 0, 2]),
    (ORD, 'Short answer: 0 → 2 → 1 → 3.\nLonger answer: <s 0> sets the scene, <s 2> '
          'introduces the problem, <s 1> shows the reaction, and <s 3> resolves it.',
     [0, 2, 1, 3]),
    (ORD, 'Definitely <s 3> <s 1> <s 0> <s 2>. The "Finally" at the start of <s 2> makes it '
          'the obvious last sentence.',
     [3, 1, 0, 2]),
    (ORD, 'Here\'s my reasoning:\n- <s 1> starts with "Once upon a time" → first\n- <s 0> '
          'mentions "the next morning" → second\n- <s 3> says "by noon" → third\n- <s 2> '
          'says "that night" → last\n\nSo the order is: 1, 0, 3, 2.',
     [1, 0, 3, 2]),
    (ORD, 'I first thought [0, 1, 2, 3], but <s 2> refers to "the letter", which is only '
          'introduced in <s 3>. So the correct order is [0, 1, 3, 2].',
     [0, 1, 3, 2]),
    (ORD, 'The order is either [2, 3, 0, 1] or [2, 0, 3, 1] — both read naturally to me! 📝',
     NONE),
    (ORD, '```json\n{"order": [3, 0, 2, 1]}\n```',
     [3, 0, 2, 1]),
    # --- the twenty-first set ---
    (T, "<think>\nThe question asks about e1 'resigned' and e2 'was appointed'. The text "
        'says she was replaced by him... he was appointed to fill the seat after she '
        'resigned. So the resignation comes first.\n</think>\n\nBEFORE',
     'BEFORE'),
    (T, 'e2 happens first, then e1. so e1 is after e2.\n\nAnswer: after',
     'AFTER'),
    (T, "Let me think about this carefully. Event e1 is 'the festival', which the passage "
        "says ran for three full days. Event e2 is 'the parade', which took place on the "
        'second day of the festival. So the parade sits entirely inside the time span of '
        'the festival. One could be tempted to call this SIMULTANEOUS because they '
        "overlap, but overlap isn't the same as identical span; the festival is longer "
        'and contains the parade.\n\nTherefore the relation of e1 to e2 is INCLUDES.',
     'INCLUDES'),
    (T, 'The temporal sense here is simultaneous - both the alarm ringing (e1) and the '
        "lights going out (e2) are described as happening 'at that very moment'.",
     'SIMULTANEOUS'),
    (T, "Honestly the text doesn't pin down the order of the two events at all; there are "
        "no time expressions or tense cues linking them. I'd label this VAGUE.",
     'NONE'),
    (T, '事件e1（签署协议）发生在事件e2（峰会）期间，文中说“在峰会第二天，双方签署了协议”'
        '，因此e1被包含在e2之中。\n\n答案：IS_INCLUDED',
     'IS_INCLUDED'),
    (T, "It's either BEFORE or SIMULTANEOUS. The passage supports both readings about "
        "equally and I can't really choose between them without more context.",
     NONE),
    (T, 'At first glance this looks like BEFORE, since e1 is mentioned first in the '
        'sentence. But wait - the phrase "after the storm passed" places e1 (the boats '
        'going out) later than e2 (the storm). Order of mention is not order of '
        'events.\n\n**Final Answer:** AFTER',
     'AFTER'),
    (R, 'The correct answer is contrast.',
     'contrast'),
    (R, 'This looks like a Contrast relation at first? No - looking again, the second '
        "unit gives the reason the first thing happened ('because the roads were "
        "flooded'). It's not opposing anything, it explains it.\n\nAnswer: "
        '**explanation**',
     'explanation'),
    (R, 'Result. The second unit describes what happened as a consequence of the first '
        '(the factory closed, so hundreds lost their jobs).',
     'causal'),
    (R, 'Options: alternation, attribution, causal, comment, concession, condition, '
        'conjunction, contrast, elaboration, explanation, frame, mode, organization, '
        'purpose, query, reformulation, temporal.\n\nOk so unit 1 introduces the new '
        'parking policy and unit 2 goes on to say what the policy actually involves - '
        "permits, fees, the hours it applies. It isn't giving a reason, and it isn't a "
        "restatement either, it's adding detail. I think the relation is elaboration.",
     'elaboration'),
    (R, '第二个单元以“如果”开头，提出了第一个单元成立的前提，所以两者之间是 '
        'condition（条件关系）。',
     'condition'),
    (R, "I'm sorry, but the two text units seem to be missing from your message - I only "
        'see the list of labels. Could you paste the units so I can classify the '
        'relation?',
     REFUSED),
    (R, "**Final Answer**: Attribution\n\nUnit 1 ('The spokesperson said that') "
        'introduces the source of the reported content in unit 2.',
     'attribution'),
    (R, 'concesion - even tho it rained they went ahead with the picnic anyway',
     'concession'),
    (M, 'Emphatic. Here "just" intensifies the adjective ("the view was just wonderful") '
        'rather than limiting anything.',
     'Emphatic'),
    (M, "In 'She just left a minute ago', the word refers to something that happened very "
        'recently, so the sense is Temporal.',
     'Temporal'),
    (M, 'Answer: **Exclusionary**\n\n"just" here means "only" - it rules out alternatives '
        '(just two people showed up).',
     'Exclusionary'),
    (M, "the adjective sense. 'a just ruler' means fair / righteous, it's modifying the "
        'noun',
     'Adjective'),
    (MO, '"Hurry up, otherwise we\'ll miss the train" - otherwise introduces what will '
         "happen if the first clause isn't followed. -> Consequence",
     'Consequence'),
    (MO, "### Answer\nException\n\n'Otherwise' means 'apart from that' here: the soup was "
         'a bit salty, otherwise the meal was perfect.',
     'Exception'),
    (MO, "I'd go with Argumentation rather than Consequence: the speaker uses 'otherwise' "
         "to argue from the contrary ('otherwise, why would he have called at midnight?').",
     'Argumentation'),
    (MO, 'enumeration',
     'Enumeration'),
    (YN, 'Yes.',
     'yes'),
    (YN, "No, they don't corefer. 'The manager' refers to Mr. Patel, whereas 'he' in the "
         'second sentence refers to the courier who delivered the parcel.',
     'no'),
    (YN, "**Answer: Yes**\n\nBoth 'the old lighthouse' and 'it' refer to the same "
         'structure on the cliff.',
     'yes'),
    (YN, '不是同一个实体。“她”指的是那位医生，而“那位病人”是另一个人。所以答案是：否。',
     'no'),
    (YN, "It could go either way - 'they' might refer to the students or to the teachers, "
         "and the passage doesn't settle it.",
     NONE),
    (YN, "Let me check the two mentions: 'the company' (sentence 1) and 'Brightline' "
         '(sentence 3). Sentence 2 says the company was founded in 2004 by two engineers, '
         "and sentence 3 says Brightline's founders are those same engineers. Nothing else "
         "in the passage could be 'the company'. So they are the same entity.\n\nyes",
     'yes'),
    (YN, '{"corefer": false, "reason": "\'the boat\' is the rowing boat, \'it\' is the '
         'dock"}',
     'no'),
    (YN, "At first I thought yes, because both are 'the boy', but the second 'the boy' is "
         'introduced as a different child at the park. So no, they do not corefer.',
     'no'),
    (BD, "Yes - 'the engine' is part of 'the car', which is a classic part-whole bridging "
         'relation.',
     'yes'),
    (BD, "No. 'The roof' has nothing to do with 'the sandwich'; there's no bridging link.",
     'no'),
    (BD, 'Answer: **yes**',
     'yes'),
    (BD, '存在桥接关系。“门把手”是“那扇门”的一部分。答案：是',
     'yes'),
    (BD, "The candidate 'the teacher' and the anaphor 'the tickets' aren't linked in any "
         'way i can see. no',
     'no'),
    (BD, "Based on the context, yes: 'the author' bridges to 'the novel' (i.e. the novel's "
         'author).',
     'yes'),
    (BD, "I don't think so. Although both appear in the same paragraph, 'the price' is the "
         "price of the painting, not anything belonging to the candidate 'the gallery'. "
         'So: no.',
     'no'),
    (BD, '| Anaphor | Candidate | Bridging? |\n|---|---|---|\n| the windows | the house | '
         'Yes |\n\nThe windows belong to the house.',
     'yes'),
    (C, 'There are 4 distinct entities: Mara Quill, the ferry, the captain, and the '
        'harbour.',
     4),
    (C, "Let's list them:\n1. Old Zhou\n2. Mrs. Chen\n3. the teahouse\n4. the letter\n5. "
        'the postman\n\nTotal: **5**',
     5),
    (C, '3',
     3),
    (C, '文中提到的不同实体有：李明、他的妹妹、学校、那辆公交车。共4个实体。',
     4),
    (C, "It depends on whether you count 'the crew' as one entity or as several people - "
        'somewhere between 6 and 9.',
     NONE),
    (C, 'I count six: the doctor, Dr. Amsel, the nurse, the clinic, the village, the '
        "river... wait, 'the doctor' and 'Dr. Amsel' are the same person, so that's five "
        'distinct entities.\n\n**Final Answer: 5**',
     5),
    (C, 'The passage mentions seven distinct entities.',
     7),
    (C, 'Answer: 2 - the dog and its owner.',
     2),
    (MRC, 'C',
     2),
    (MRC, 'The correct answer is B.',
     1),
    (MRC, 'The ring was found at the harbour, by a fisherman mending his nets. **Answer: '
          'A**',
     0),
    (MRC, 'Option (C) at the market - the text says Mara spotted it glinting under a fruit '
          'stall.',
     2),
    (MRC, '根据文章，戒指是在家里的抽屉里找到的。答案是 D。',
     3),
    (MRC, "The passage you refer to isn't included, so I can't tell where the ring was "
          'found. Please provide the text.',
     REFUSED),
    (MRC, 'Options:\nA) at the harbour\nB) at the station\nC) at the market\nD) at '
          'home\n\nThe passage says she retraced her steps to the platform, where the guard '
          'handed her the ring. So B.',
     1),
    (MRC, 'Let me eliminate. A is wrong because the harbour scene is only about the ferry '
          'leaving. C - the market is where she LOST it, not where it turned up. B, the '
          'station, is mentioned only in passing. The ring shows up when she gets home and '
          'empties her coat pockets. so the answer is d.',
     3),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, "'The pages' is linked to 'the old diary' - the pages are part of the diary.",
     'the old diary'),
    (BA, "Answer: the hotel\n\n'The receptionist' is someone who works at the hotel.",
     'the hotel'),
    (BA, '桥接先行词是 “the wedding”，因为 “the bride” 是婚礼的参与者。',
     'the wedding'),
    (BA, 'I cannot determine which noun phrase the anaphor links to without the passage. '
         'Could you share it?',
     REFUSED),
    (BA, "Candidates: 'the station', 'the train', 'the ticket office'. The anaphor 'the "
         "driver' most plausibly means the driver of the train, so the antecedent is the "
         'train.',
     'the train'),
    (BA, 'The correct answer is "the restaurant" - the menu belongs to the restaurant.',
     'the restaurant'),
    (BA, "Hmm, 'the lid' could go with 'the box' or 'the jar'. Looking at the sentence, "
         'she twisted the lid off, which fits a jar much better than a box. So: the jar.',
     'the jar'),
    (RI, 'because',
     'because'),
    (RI, '**However** - the second sentence contrasts with the first.',
     'however'),
    (RI, "The best connective is 'for example', since sentence 2 gives an instance of the "
         'general claim in sentence 1.',
     'for example'),
    (RI, '最合适的连接词是 “meanwhile”（与此同时），因为两个句子描述的是同时发生的事情。',
     'meanwhile'),
    (RI, "I'd consider 'so' and 'instead'. 'So' doesn't fit because there's no consequence "
         'here; the second sentence replaces the plan in the first. Answer: instead',
     'instead'),
    (RI, 'Answer: **as a result**',
     'as a result'),
    (RI, "Based on the context, 'then' - the two events follow one another in sequence.",
     'then'),
    (RI, 'Connective: although. (Sentence 1 concedes a point that sentence 2 then goes '
         'against.)',
     'although'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The ferry is mentioned most often (6 times), compared to Mara Quill (4 times).',
     'the ferry'),
    (EM, "Counting mentions:\n- Mara Quill: 5 (including 'she')\n- the ferry: 3\n- the "
         'harbourmaster: 2\n\n**Answer: Mara Quill**',
     'Mara Quill'),
    (EM, '出现次数最多的实体是 “the lighthouse keeper”（灯塔看守人），一共出现了五次。',
     'the lighthouse keeper'),
    (EM, 'the captain. he shows up in almost every sentance',
     'the captain'),
    (EM, 'At first glance it seems to be the ferry, but several of those hits are the word '
         "'ferry' in 'ferry terminal', which is a different entity. Once you count "
         'pronouns, Mara Quill is mentioned the most.\n\nFinal answer: Mara Quill',
     'Mara Quill'),
    (EM, '### Answer\nDr. Ilse Varga\n\nShe is referred to by name or by pronoun '
         'throughout the passage.',
     'Dr. Ilse Varga'),
    (EM, 'The entity mentioned most often is the storm.',
     'the storm'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, "The speaker of the line 'I told you the tea was too strong' is Mrs. Chen, who "
         'was already complaining about the tea in the previous turn.',
     'Mrs. Chen'),
    (SI, '这句话的说话人是王芳，因为只有她知道钥匙放在哪里。',
     '王芳'),
    (SI, "It's either Tomas or Aunt Bea; the line has no speech tag and both of them have "
         'a reason to say it.',
     NONE),
    (SI, 'Answer: **Tomas**',
     'Tomas'),
    (SI, 'Based on the context, the speaker is Aunt Bea.',
     'Aunt Bea'),
    (SI, "Let's track the turns. Line 1 - Mrs. Chen. Line 2 - Old Zhou replies. Line 3 - "
         "Mrs. Chen again. The target line (line 4) answers Mrs. Chen's question, so it's "
         'Old Zhou.',
     'Old Zhou'),
    (SI, "Li Wei.\n\nExplanation: he's the only character who would know about the missing "
         'key.',
     'Li Wei'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is <s 1> <s 3> <s 0> <s 2>.',
     [1, 3, 0, 2]),
    (ORD, 'The first sentence introduces Mara (s 3), then she boards the ferry (s 0), the '
          'storm hits (s 2), and finally she arrives (s 1).\n\n**Order: 3, 0, 2, 1**',
     [3, 0, 2, 1]),
    (ORD, '正确顺序是：s2 → s1 → s0 → s3',
     [2, 1, 0, 3]),
    (ORD, "I can't see any sentences tagged <s 0> to <s 3> in your message, so I can't put "
          'them in order.',
     REFUSED),
    (ORD, "My initial guess was 0, 1, 2, 3, but s 2 refers back to 'the letter', which is "
          'only introduced in s 3. Revised order: 0, 3, 2, 1.',
     [0, 3, 2, 1]),
    (ORD, '{"order": [1, 0, 2, 3]}',
     [1, 0, 2, 3]),
    (ORD, 'Answer: s0, s2, s1, s3',
     [0, 2, 1, 3]),
    # --- the twenty-second set ---
    (T, 'Summary: e1 precedes e2, so **BEFORE**.\n\nA temporal relation here is the '
        'ordering of the two event intervals on the timeline. The passage says the '
        'committee "had already approved" the budget (e1) by the time the minister '
        '"announced" the cuts (e2). The pluperfect "had already approved" is the classic '
        'marker of anteriority relative to a past reference point, and e2 supplies that '
        'reference point.\n\nCandidates:\n- BEFORE: directly supported by the pluperfect '
        'and by "already".\n- SIMULTANEOUS: the approval and the announcement would have '
        'to coincide. Nothing suggests that, and "already" rules it out.\n- IS_INCLUDED: '
        'e1 would have to fall inside the span of e2, but an announcement is punctual and '
        'has no internal span that could contain the approval.\n\nSo e1 < e2.',
     'BEFORE'),
    (T, 'First, the terms. IS_INCLUDED holds when the interval of e1 lies wholly inside '
        'the interval of e2. INCLUDES is the converse.\n\nKey words: "During the flood '
        '(e2), the old bridge collapsed (e1)." The preposition "during" sets up e2 as a '
        'temporal frame, and the collapse is a bounded, near-instantaneous event placed '
        'within it.\n\nCould it be SIMULTANEOUS? Only if the two events had the same '
        'extent, which is implausible: a flood lasts days and a collapse lasts seconds. '
        'Could it be INCLUDES? That would reverse the containment and put the flood '
        'inside the collapse, which is clearly wrong.\n\nHence e1 IS_INCLUDED in e2.',
     'IS_INCLUDED'),
    (T, 'The question is how e1 ("resigned") and e2 ("was accused") are ordered. The text '
        'reads: "She resigned two weeks after she was accused of fraud."\n\nBEFORE is '
        'tempting because e1 comes first in the sentence, but order of mention is not '
        'temporal order. The connective "two weeks after" explicitly puts e1 later than '
        'e2, and the measure phrase even gives the gap.\n\nThe best analysis is that e1 '
        'follows e2: AFTER (not BEFORE).',
     'AFTER'),
    (T, 'Temporal relation, with e1 = "visited" and e2 = "wrote".\n\nPassage: "Ana '
        'visited her grandmother in Lisbon. She wrote a novel about the sea." Both verbs '
        'are simple past, with no connective, no temporal adverbial, and no causal link '
        'that would support an inference about order. The visit could have come before '
        'the writing, after it, or during it.\n\nCandidates I considered:\n- BEFORE, via '
        "the narrative-progression default. But the two sentences don't form a narrative "
        'sequence. The second reads as a background fact about Ana.\n- SIMULTANEOUS: '
        'nothing supports it.\n- INCLUDES / IS_INCLUDED: the novel may have taken years '
        "to write, but the text never connects the two events.\n\nI'd label this "
        '**VAGUE**: the text does not fix the relation.',
     'NONE'),
    (T, '**INCLUDES**\n\ne1 = "the strike", e2 = "the negotiations began". The sentence '
        'is: "Throughout the three-month strike management refused to meet, and '
        'negotiations finally began in its last week." The phrase "in its last week" puts '
        "e2 inside the temporal span of e1. e1 is the containing interval, so from e1's "
        'side the relation is INCLUDES. (If the question had asked about e2 relative to '
        'e1, the answer would be IS_INCLUDED.)',
     'INCLUDES'),
    (T, 'Two events are simultaneous when they occupy the same interval. Here: "As the '
        'orchestra played the anthem, the flag rose slowly up the pole." Temporal "as" '
        'marks co-extension. The two processes unfold together, and a flag raising is '
        'conventionally timed to start and end with the anthem.\n\nAgainst INCLUDES: '
        'nothing suggests the playing runs well past the raising.\nAgainst BEFORE/AFTER: '
        '"as" does not express sequence.\n\nSIMULTANEOUS is the only reading compatible '
        'with "as" in this context.',
     'SIMULTANEOUS'),
    (T, 'The two events are e1 ("left the office") and e2 ("the alarm sounded"), in: '
        '"When the alarm sounded, Jonas left the office."\n\n"When" is notoriously '
        'underspecified. It can mean immediately after: the alarm prompted him to leave, '
        'which gives e1 AFTER e2. It can also mean overlap: he was walking out at the '
        'moment it sounded, which gives SIMULTANEOUS. Both readings are natural, and the '
        'surrounding sentence ("It was a Friday in March") does not decide between '
        "them.\n\nSo the relation is either AFTER or SIMULTANEOUS, and I can't choose "
        'between them on this evidence.',
     NONE),
    (T, '分析：e1 = "签署合同"，e2 = "发布会"。原文："公司在发布会结束以后才签署了合同。"'
        '其中"以后……才"表明签署发生在发布会之后。所以不是 BEFORE，也不是 '
        'SIMULTANEOUS。\n\n答案：AFTER',
     'AFTER'),
    (R, 'A concession relation holds when one unit states a fact that would normally '
        'create an expectation and the other unit denies that expectation. Unit 1: '
        '"Although the forecast promised sunshine", Unit 2: "the picnic was rained '
        'out."\n\n"Although" is the canonical concessive subordinator. The main rival is '
        'contrast. Both involve opposition, but contrast compares two situations along a '
        'shared dimension without defeating any expectation. Here the forecast sets up an '
        'expectation of good weather, and the second unit overturns it.\n\nRelation: '
        'concession.',
     'concession'),
    (R, 'Result. Unit 2 ("so the mountain roads were closed") describes the outcome of '
        'Unit 1 ("heavy snow fell overnight"). The connective "so" signals consequence. '
        'An explanation reading would need Unit 2 to give the reason for Unit 1, which '
        'reverses the direction. In your label set that makes it the causal relation.',
     'causal'),
    (R, 'Unit 1: "The museum has reopened its east wing." Unit 2: "The renovated '
        'galleries now house the Byzantine collection and a new reading '
        'room."\n\nElaboration means the second unit adds detail about an entity or '
        'situation introduced in the first, without moving the main line forward to a new '
        'event. The key cue is "the renovated galleries", an anaphoric description of the '
        'east wing.\n\n- conjunction? That would need two parallel, independent pieces of '
        'information. Unit 2 depends on the topic set up in Unit 1.\n- explanation? Unit '
        "2 doesn't say why the wing reopened.\n\nThe best analysis is that Unit 2 "
        'elaborates on Unit 1: elaboration.',
     'elaboration'),
    (R, '**attribution**\n\nUnit 1 is "The spokesperson said", and Unit 2 is "that the '
        'factory would remain open until spring." A reporting verb followed by its '
        'complement clause is the textbook attribution configuration: Unit 1 names the '
        'source and Unit 2 gives the content attributed to it. Nothing here is '
        'elaborative or causal.',
     'attribution'),
    (R, 'The connective is "whereas", so I\'ll weigh concession against contrast.\n\nUnit '
        '1: "Northern dialects drop the final vowel", Unit 2: "whereas southern dialects '
        'keep it."\n\nFor concession, Unit 1 would have to raise an expectation that Unit '
        "2 cancels. It doesn't: a northern pattern creates no expectation about the "
        'south.\nFor contrast, we need two parallel situations that differ on one '
        'dimension (here, keeping the vowel). That is exactly what we have, and "whereas" '
        'is the typical marker.\n\nHence contrast (not concession).',
     'contrast'),
    (R, 'Condition. Unit 1 ("If the committee approves the plan") states a hypothetical '
        'circumstance under which Unit 2 ("construction will start in May") holds. One '
        'could argue for causal, since approval would in some sense bring about '
        'construction. But "if" presents the link as contingent and unrealised, and that '
        'is what separates condition from causal.',
     'condition'),
    (R, 'To classify a discourse relation I need both arguments. Your message gives Unit '
        '1 ("The harvest was poor that year"), but the Unit 2 field is empty: it reads '
        '"Unit 2:" with nothing after it. I can\'t determine a relation from one unit '
        "alone. If you paste the second unit, I'll analyse it.",
     REFUSED),
    (R, 'Purpose relates an action to the goal it is meant to achieve. Here Unit 1 is '
        '"She moved to Berlin" and Unit 2 is "to study composition with a famous '
        'teacher." The infinitival "to study" is a goal adjunct: she undertook the move '
        'in order to study.\n\nCompeting candidates:\n1. causal. This would fit if the '
        'studying were an already realised cause or result, but the infinitive presents '
        'it as intended, not achieved.\n2. explanation. Close, but an explanation gives a '
        'reason in the form of a fact, and here we have an aim.\n\nAnswer: purpose.',
     'purpose'),
    (M, 'Sentence: "She just wanted a glass of water."\n\nExclusionary "just" means '
        '"only, merely": it rules out alternatives higher on a scale. The implicature is '
        'that she wanted nothing more than water, not food and not attention. With a past '
        'tense, a temporal reading ("a moment ago") is possible in principle, but with a '
        'stative verb like "wanted" the "recently" sense is odd. Emphatic doesn\'t fit '
        'either, since no evaluative predicate is being intensified.\n\nLabel: '
        'Exclusionary.',
     'Exclusionary'),
    (M, '**Temporal.** In "The train has just left", "just" combines with the present '
        'perfect to place the event in the immediate past ("a moment ago"). The '
        'exclusionary reading (the train has *only* left, as opposed to doing something '
        'more) makes no sense here.',
     'Temporal'),
    (M, 'Here "just" is not an adverb at all. In "a just ruler who punished the guilty '
        'and spared the innocent", it modifies the noun "ruler" attributively and means '
        '"fair, righteous". Every other category in the scheme (Exclusionary, Emphatic, '
        'Temporal and so on) is an adverbial use, so the only fitting label is Adjective.',
     'Adjective'),
    (M, 'First, the candidates. Emphatic "just" intensifies a predicate ("it\'s just '
        'wonderful"). Unexplanatory "just" signals that no further reason is available or '
        'needed ("it just happened", "it just doesn\'t work").\n\nThe sentence: "I don\'t '
        'know why; the printer just stopped working." The preceding "I don\'t know why" '
        'is a strong cue that the speaker presents the event as lacking an explanation. '
        'No evaluative adjective is being boosted, so Emphatic is a poor '
        'fit.\n\nUnexplanatory is the only reading compatible with the "I don\'t know '
        'why" frame.',
     'Unexplanatory'),
    (MO, 'Consequence. In "Leave now, otherwise you\'ll miss the last bus", "otherwise" '
         'means "if you don\'t (leave now)": it introduces the consequence of the negated '
         "condition in the previous clause. It's not Exception, because nothing is singled "
         "out as different from the rest, and it's not Enumeration.",
     'Consequence'),
    (MO, 'In "The soup was a bit salty, but otherwise the meal was excellent", "otherwise" '
         'means "in other respects, apart from that". The preceding clause names one '
         'aspect, and "otherwise" ranges over the remaining aspects, leaving out the one '
         'just mentioned.\n\nCandidates: Consequence would need a conditional paraphrase '
         '("if the soup weren\'t salty, the meal was excellent"), and that is not what\'s '
         'said. Exception matches the "apart from" paraphrase exactly.\n\nHence: '
         'Exception.',
     'Exception'),
    (MO, 'The sentence is "The suspect must have had a key; otherwise the door would show '
         'signs of forced entry."\n\nHere "otherwise" links a conclusion to its evidence '
         "through a counterfactual: if he hadn't had a key, we'd see damage; we see none; "
         'so he had a key. This is the reasoning, argumentative use. The second clause '
         'supports the claim in the first rather than describing the practical consequence '
         'of failing to do something.\n\nConsequence is the tempting alternative, because '
         'a conditional paraphrase is available. But Consequence typically follows a '
         'directive or a plan ("do X, otherwise Y"), whereas here the first clause is an '
         'epistemic inference ("must have"). I\'d label it Argumentation.',
     'Argumentation'),
    (MO, 'The sentence "We should book the hall early; otherwise we may have to hold the '
         'meeting outdoors" sits right on the boundary. Read as advice plus a warning, '
         "it's Consequence. Read as a justification for the claim that we *should* book "
         'early, it\'s Argumentation. The modal "should" pulls toward Argumentation, and '
         'the practical "may have to" pulls toward Consequence. Both analyses are '
         "defensible, and I don't think the sentence alone settles it.",
     NONE),
    (YN, 'Coreference means identity of reference: two mentions corefer if they pick out '
         'the same real-world entity.\n\nMention 1: "Dr. Halvorsen". Mention 2: "the '
         'surgeon", in "Dr. Halvorsen scrubbed in at six. By noon the surgeon had finished '
         'three operations."\n\nNo other candidate antecedent for the definite description '
         '"the surgeon" appears in the passage, and scrubbing in is what surgeons do. So '
         'the description naturally reads as a re-description of Halvorsen.\n\nYes, they '
         'corefer.',
     'yes'),
    (YN, 'No, they don\'t corefer.\n\nMention 1 is "the car" and mention 2 is "It", in: '
         '"Priya parked the car beside an old van. It had been abandoned there for months, '
         'its windows smashed." Two antecedents are available for "It". The predicate "had '
         'been abandoned there for months" cannot apply to a car Priya has only just '
         'parked. So "It" picks up "an old van", not "the car".',
     'no'),
    (YN, '提及1："王老师"；提及2："她"。原文："王老师走进教室，她把书放在讲台上。"句中只有'
         '一个可能的先行语，"她"指的就是王老师，没有其他女性人物。\n\n结论：是（yes），二'
         '者共指。',
     'yes'),
    (YN, 'Mention 1: "the team". Mention 2: "its captain".\n\nThe two are related, but the '
         'relation is part–whole (a role within a group), not identity. The captain is a '
         'member of the team, not the team itself. Mentions like these belong to bridging, '
         'not coreference.\n\nAnswer: no.',
     'no'),
    (YN, 'Passage: "Elena met her brother at the station. She hugged him tightly." The '
         'mentions are "her brother" and "him".\n\nCandidates for "him": the passage '
         'offers only one male referent, "her brother". Could "him" point to someone '
         'outside the text? Nothing suggests a third person is present. So the two '
         'mentions corefer: yes.',
     'yes'),
    (YN, 'At first glance "the president" and "Lindqvist" look like the same person, but '
         'read on: "Lindqvist met the president in Helsinki. Afterwards, the president '
         'flew back to Washington." Lindqvist is the one who met the president, so they '
         'are two distinct individuals; a meeting needs two parties. Correcting my first '
         'impression: **no**, they do not corefer.',
     'no'),
    (YN, 'Yes. "The old mill" and "the building" refer to the same structure. "The '
         'building" is a more general re-description (a hypernym), and the passage ("The '
         'old mill burned down in 1910. The building was never rebuilt.") mentions no '
         'other building.',
     'yes'),
    (YN, 'Mention 1 is "a dog", in "Every child in the class wanted a dog". Mention 2 is '
         '"the dog", in "The dog next door barked all night."\n\nThe first is a '
         'non-specific indefinite in the scope of "every child wanted". It doesn\'t '
         'introduce any particular dog. The second is a specific dog, identified by "next '
         'door". Their referential status differs and there is no identity between '
         'them.\n\nAnswer: no.',
     'no'),
    (BD, "Bridging is an anaphoric link where the anaphor's referent is not the same as "
         "the antecedent's but can be inferred from it (part–whole, set membership, "
         'frame-based roles).\n\nAnaphor: "the sink". Candidate: "a flat in Leith". Text: '
         '"We rented a flat in Leith. The sink leaked constantly." Flats have sinks, and '
         'the definite "the sink" is licensed only through the flat. There is no identity '
         'and there is a clear part–whole inference, so bridging: yes.',
     'yes'),
    (BD, 'Anaphor: "the waiter". Candidate antecedent: "the garden".\n\nThe passage: "We '
         'had a drink in the garden and then walked to a little restaurant by the canal. '
         'The waiter brought us bread without asking." A waiter fits naturally in the '
         'restaurant frame, not the garden frame, and the text places him after the move '
         'to the restaurant. A bridging link may exist, but its anchor is "a little '
         'restaurant", not the candidate given.\n\nSo for this pair: no.',
     'no'),
    (BD, '**Yes.** "The chapters" is a part–whole anaphor anchored in "her thesis" ("Maya '
         'finally submitted her thesis. The chapters on syntax had taken two years."). A '
         'thesis is made up of chapters, the definite article shows the chapters count as '
         'already known, and the only source of that familiarity is the thesis. The two '
         'NPs are not coreferent, so this is bridging proper.',
     'yes'),
    (BD, 'Careful with this one. Anaphor: "the novel". Candidate: "a novel". Text: "Kofi '
         'bought a novel at the airport. He finished the novel before landing."\n\n"The '
         'novel" refers to the very same book as "a novel". That is identity coreference. '
         'Bridging, by definition, needs a non-identical but inferable referent. Since the '
         'relation is identity, it does not count as bridging.\n\nAnswer: no.',
     'no'),
    (BD, '分析：照应语是"发动机"，候选先行语是"那架飞机"。原文："那架飞机起飞不久就返航了'
         '，发动机冒出了黑烟。"发动机是飞机的组成部分，二者不是同一实体，而是整体—部分关系'
         '，属于典型的桥接。\n\n答案：是（yes）',
     'yes'),
    (BD, 'No bridging relation. The anaphor "the author" and the candidate "the river" are '
         'not connected by any part–whole, membership or frame relation. A river has no '
         'author. In the passage, "the author" is anchored by "the guidebook" in the '
         'previous clause, not by the river.',
     'no'),
    (BD, "Definition: the anaphor's referent is identified via an inference from the "
         'antecedent, not by identity.\n\nAnaphor: "the verdict". Candidate: "a long fraud '
         'trial". A trial conventionally ends in a verdict, so the verdict is a role in '
         'the trial frame. The definite is licensed because the trial makes it inferable, '
         'and the two are clearly not the same entity.\n\nHence yes, there is a bridging '
         'relation.',
     'yes'),
    (BD, 'Anaphor: "the tickets". Candidate antecedent: "the weather".\n\nYou could build '
         'a loose associative link (bad weather, so people bought tickets for indoor '
         'events?), but that is not bridging. Bridging requires the anaphor to be '
         'interpretable as related to the antecedent in a way the text or common knowledge '
         'supports directly. The tickets in the passage are concert tickets, anchored by '
         '"the concert" two sentences later.\n\nI\'d say no.',
     'no'),
    (C, 'An entity here is a distinct discourse referent, so pronouns and re-descriptions '
        'that corefer count once.\n\nPassage: "Mara Quill boarded the ferry with her '
        'brother. The captain greeted them, and a gull followed the boat all the way to '
        'the island."\n\n- Mara Quill\n- the ferry (= "the boat")\n- her brother\n- the '
        'captain\n- a gull\n- the island\n\n"Them" is Mara plus her brother, so it adds '
        'nothing new. That makes six distinct entities.',
     6),
    (C, 'Entities:\n1. Professor Lind\n2. the lecture hall\n3. the students (one '
        'group)\n4. the projector\n\n"He" and "the professor" both refer to Lind, and '
        '"it" in the last sentence refers to the projector.\n\nTotal: 4',
     4),
    (C, 'My first pass gave seven: the clinic, Dr. Amari, the doctor, the nurse, the '
        'patient, the waiting room, the receptionist. But "the doctor" in the third '
        'sentence can only be Dr. Amari (she is the only physician mentioned, and "the '
        'doctor ... her notes" continues her storyline). Merging those two leaves **six** '
        'distinct entities.',
     6),
    (C, "I can't count the entities because no passage came through. Your message "
        'contains the instruction ("How many distinct entities does the passage '
        'mention?") but the passage itself is missing. Please paste it and I\'ll go '
        'through it.',
     REFUSED),
    (C, 'Three: the farmer, his goat, and the market. The "it" in the second sentence is '
        'the goat, and "the old man" in the last sentence is the farmer again.',
     3),
    (C, '| # | Entity | Other mentions |\n|---|--------|----------------|\n| 1 | the '
        'village | "it" |\n| 2 | the mayor | "he", "Mayor Osei" |\n| 3 | the river | |\n| '
        '4 | the bridge | "the crossing" |\n| 5 | the engineers | "they" |\n| 6 | the '
        'storm | |\n| 7 | the school | |\n| 8 | the children | |\n\nSo there are eight '
        'distinct entities. I left out "the water" in sentence four, since it refers to '
        "the river's water and I'm treating it as part of the river rather than a "
        'separate referent.',
     8),
    (C, '统计思路：同一实体的不同指称（代词、别称）只算一次。文中"小李"和"他"是同一人，"'
        '那本书"和"它"是同一物。\n\n所以一共有两个不同的实体：小李和那本书。',
     2),
    (C, 'Counting discourse referents, with coreferent mentions merged:\n\nLucía, her '
        "grandmother, the bakery, the oven, the neighbour's cat, the letter, and the "
        'postman. "The old woman" is the grandmother, and "the shop" is the '
        'bakery.\n\nThe answer is seven entities.',
     7),
    (MRC, 'The key sentence is: "She found the ring on the platform bench while waiting for '
          'the 8:15." A platform where one waits for a timed departure is part of a '
          'station. The harbour is mentioned earlier, but only as where she had lunch, and '
          'home is only where she noticed it was missing.\n\nAnswer: B (at the station).',
     1),
    (MRC, 'The answer is A (at the harbour). The passage says the ring turned up "wedged '
          'between two planks on the quay where the fishing boats tie up". That is the '
          'harbour.',
     0),
    (MRC, '**D — at home.**\n\nThe passage is built to mislead. She searches the market and '
          'retraces her steps to the station, but the final paragraph says her son found it '
          '"in the pocket of her winter coat, hanging in the hall". The hall of her own '
          'house is home, so options B and C are only places she looked.',
     3),
    (MRC, 'The passage is ambiguous on this point. One sentence says a fisherman "handed it '
          'back to her at the harbour", which suggests A. Another says she "first spotted '
          'it glinting between the stalls", which suggests C (the market). The text never '
          "says which was the place of finding and which was the place of return. I'd say A "
          "or C, and I can't narrow it further.",
     NONE),
    (MRC, '根据原文"戒指是在菜市场的鱼摊旁边被发现的"，发现地点是市场。\n\n答案是 '
          'C（在市场）。',
     2),
    (MRC, 'Option D is a distractor: home is where she *lost* the ring (it slipped off '
          'while she was washing up), not where it was found. The finding is reported in '
          'the last paragraph: "Three days later a dock worker picked it out of a coil of '
          'rope by the harbour wall."\n\nSo the answer is A.',
     0),
    (MRC, '```json\n{"answer": "C", "evidence": "the ring was lying under a crate of '
          'oranges at the Saturday market"}\n```\nThe market option is the only one '
          'supported by the evidence sentence.',
     2),
    (MRC, 'Let me check each option against the text.\n- A, harbour: mentioned only as the '
          'place she arrived by ferry.\n- B, station: "the lost-property clerk at the '
          'station said a cleaner had found it under a seat in the waiting room".\n- C, '
          'market: she bought flowers there, but the ring is never connected to it.\n- D, '
          'home: where she realised it was gone.\n\nOnly B is tied to the act of finding. '
          'Hence B.',
     1),
    (BA, "Bridging antecedent: the earlier NP whose referent makes the anaphor's referent "
         'inferable.\n\nAnaphor: "the sink". Earlier NPs: "Lena", "the hallway", "the '
         'kitchen". Text: "Lena walked down the hallway into the kitchen. The sink was '
         'full of dishes."\n\nHallways don\'t usually have sinks, and kitchens '
         'prototypically do. So the anchor is "the kitchen" (not "the hallway").',
     'the kitchen'),
    (BA, 'The anaphor "the pages" is linked to **the book**. In "He pulled the book from '
         'the shelf; the pages were brittle and yellow", a book is made of pages, while a '
         "shelf isn't. It's a straightforward part–whole bridge.",
     'the book'),
    (BA, 'Candidates for the anaphor "the driver": "the station", "the bus", "Mr. '
         'Ortiz".\n\n- "the station": stations have staff, but "driver" isn\'t a station '
         'role.\n- "Mr. Ortiz": he is a passenger in the story, so identifying him with '
         'the driver would be coreference, and the text rules it out ("Mr. Ortiz asked the '
         'driver...").\n- "the bus": a driver is a core role in the bus frame.\n\nThe best '
         'analysis is that "the driver" bridges to "the bus".',
     'the bus'),
    (BA, '"The roof" is anchored by the cottage: "They bought a stone cottage near the '
         'coast. The roof needed replacing within a year." That is a part–whole relation '
         'between the roof and the cottage. The other earlier NP, "the coast", can\'t have '
         'a roof.\n\nAnswer: the cottage',
     'the cottage'),
    (BA, 'The anaphor is "the verdict". Of the earlier noun phrases ("the journalist", '
         '"the trial", "the courthouse steps"), only the trial supplies a frame in which a '
         'verdict is an expected element. A courthouse is a location, not an event with an '
         'outcome.\n\nHence the antecedent is "the trial".',
     'the trial'),
    (BA, 'Two candidates stand out: "the violin" and "the case".\n\nFor "the case": the '
         'violin was stored in it, so the strings are spatially near the case. But a case '
         'has no strings of its own, so the relation would be location, not '
         'part–whole.\nFor "the violin": strings are a constituent part of the '
         'instrument.\n\n"The strings" is linked to the violin (not the case).',
     'the violin'),
    (BA, '桥接照应语 "the menu" 的先行语是 **"the restaurant"**。原文 "We found a tiny '
         'restaurant behind the cathedral. The menu was handwritten." '
         '中，菜单是餐厅框架中的典型成分；"the cathedral" 只是地点参照，没有菜单。',
     'the restaurant'),
    (BA, 'Anaphor: "the goalkeeper". Earlier NPs: "the stadium", "the match", "my '
         'uncle".\n\nA stadium has many people in it, but "goalkeeper" names a role in a '
         'game, not a part of a building. My uncle is a spectator. The match is the event '
         'that has a goalkeeper as a participant role.\n\nAnswer: the match.',
     'the match'),
    (RI, 'S1: "The match was cancelled." S2: "The pitch was flooded."\n\nS2 gives the '
         'reason for S1, a backward causal (explanation) relation. The connective that '
         'makes this explicit in English is "because". "So" would reverse the direction, '
         'as if the cancellation had flooded the pitch.\n\nConnective: because',
     'because'),
    (RI, '**however**\n\nS1 ("The hotel looked charming in the photos") sets up a positive '
         'expectation, and S2 ("The rooms were cramped and noisy") denies it. That is a '
         'concessive/contrastive link, and between two independent sentences the natural '
         'choice is "However,". "But" would work within one sentence, but at a sentence '
         'boundary "however" is the better fit.',
     'however'),
    (RI, 'S2 ("The Arctic tern flies from pole to pole every year") is a specific instance '
         'of the general claim in S1 ("Many birds migrate huge distances"). That is an '
         'instantiation relation, and its standard marker is "for example". "In fact" is a '
         'possible runner-up, but it suggests S2 strengthens the claim rather than '
         'illustrating it.\n\nAnswer: for example',
     'for example'),
    (RI, 'The first sentence is negated ("He didn\'t take the train"), and the second '
         'names the alternative he actually chose ("He cycled the whole way"). A negated '
         'option followed by its replacement is the classic substitution relation, marked '
         'by "instead". Hence: instead.',
     'instead'),
    (RI, 'Two events unfold in parallel in different places: "Ravi cooked dinner in the '
         'kitchen. Asha set the table on the terrace." There\'s no causal or contrastive '
         'link, only temporal overlap with a shift of scene, so the best connective is '
         '"meanwhile" (not "then", which would imply sequence).',
     'meanwhile'),
    (RI, 'S1: "It was getting dark." S2: "We lit the lanterns."\n\nS1 is the reason for '
         'S2, and S2 is the result. A forward causal link is marked by "so": "It was '
         'getting dark, so we lit the lanterns." "Because" would need the opposite order. '
         '"Then" captures only the sequence and misses the causal motivation.\n\nThe '
         'connective is "so".',
     'so'),
    (RI, 'S2 ("It is insolvent") restates S1 ("The company\'s liabilities exceed its '
         'assets") in plainer terms. It adds no new fact; it gives the same situation a '
         'name. That is reformulation, and its connective is "in other words".',
     'in other words'),
    (RI, 'Both sentences report actions by the same agent in succession: "She locked the '
         'front door. She walked to the bus stop." No causal or contrastive meaning is '
         'added, only sequence. The simplest connective for plain temporal succession is '
         '"then".\n\nAnswer: then',
     'then'),
    (EM, 'Counting mentions, pronouns included:\n\n- Mara Quill: "Mara Quill", "she" ×3, '
         '"her" ×2, "the young woman", so seven mentions.\n- the ferry: "the ferry", "it", '
         '"the vessel", so three mentions.\n- the harbour master: two mentions.\n\nThe '
         'most frequently mentioned entity is Mara Quill.',
     'Mara Quill'),
    (EM, '**The ferry.** Mara Quill appears four times, but the ferry is mentioned seven '
         'times ("the ferry", "it" ×3, "the old boat", "the vessel", "the Marigold"). The '
         "passage is really about the boat's last crossing, and Mara is just one passenger "
         'on it.',
     'the ferry'),
    (EM, 'Tallying mentions:\n- Mara Quill: Mara Quill, she, she, her, so four.\n- the '
         'ferry: the ferry, it, the vessel, it, so four.\n- the storm: two.\n\nMara Quill '
         'and the ferry are tied at four mentions each, so neither is strictly the most '
         "frequent. I can't single one out.",
     NONE),
    (EM, 'The passage keeps coming back to the lighthouse: "the lighthouse" (×3), "it" '
         '(×2), "the tower", "the old light". That\'s seven mentions. The keeper is '
         'mentioned four times, and the island twice.\n\nMost mentioned: the lighthouse.',
     'the lighthouse'),
    (EM, 'Dr. Okafor is the most frequently mentioned entity. Her name appears three '
         'times, and she is referred to as "the doctor" twice and as "she"/"her" five more '
         'times, ten in all. The next highest, the hospital, has four.',
     'Dr. Okafor'),
    (EM, '统计各实体的出现次数（含代词）：\n- the harbour master：6 次\n- the ferry：4 '
         '次\n- Mara Quill：3 次\n\n出现次数最多的实体是 the harbour master。',
     'the harbour master'),
    (EM, 'Entities and counts:\n\n| entity | mentions |\n|---|---|\n| the dog | 8 |\n| the '
         'boy | 5 |\n| the park | 2 |\n\n"The dog" wins, even though the boy is the '
         'grammatical subject of more sentences. Frequency counts all mentions, not just '
         'subjects.',
     'the dog'),
    (EM, 'The best analysis is that Captain Reyes is the most mentioned entity. He is '
         'named five times, plus "the captain" twice and "he" four times, which gives '
         'eleven. The ship comes second with six mentions.',
     'Captain Reyes'),
    (SI, 'Speaker identification usually relies on three cues: explicit speech tags, '
         'vocatives (the addressee is not the speaker), and content that only one '
         'character could say.\n\nThe line in question is "I\'ve fixed bicycles on this '
         'corner for forty years; don\'t tell me about chains." The previous turn is '
         'addressed to "Old Zhou" by name, so the next turn is most likely his reply. The '
         'content (decades of repairing bicycles on this corner) also matches what the '
         'narrator said about him. Mrs. Chen is ruled out because she was introduced as a '
         'customer who just arrived.\n\nSpeaker: Old Zhou.',
     'Old Zhou'),
    (SI, '**Mrs. Chen.** The line "Put it on my account, I\'ll pay on Friday like always" '
         'comes from someone who has an account at the shop, and the narration earlier '
         'said Mrs. Chen "always bought on credit". The other character, Old Zhou, is the '
         'shopkeeper, so he would be the one extending credit, not asking for it.',
     'Mrs. Chen'),
    (SI, "I can't reliably identify the speaker. The dialogue you pasted has no speech "
         'tags, no names inside the quoted lines, and no narrative text between turns. '
         "It's a bare sequence of six quoted lines. Even turn alternation doesn't help, "
         "because I don't know how many characters are present or who speaks first. "
         'Without at least one anchor, the speaker cannot be determined.',
     REFUSED),
    (SI, '分析：这句"爸，我明天就回学校了"是对父亲说的。对话中只有李伟是家里的儿子，另一位'
         '人物王阿姨是邻居，不会称对方为"爸"。\n\n所以说话人是 Li Wei（李伟）。',
     'Li Wei'),
    (SI, 'The quoted line is "Sorry I\'m late — the ferry was delayed '
         'again."\n\nCandidates: Tomas and Greta. Greta was already at the table when the '
         'scene opened ("Greta had been waiting for twenty minutes"), so she can\'t be the '
         'latecomer apologising. Tomas is the one the narration shows "hurrying up from '
         'the pier".\n\nHence Tomas.',
     'Tomas'),
    (SI, 'The vocative decides it. The line before is "Auntie Fang, did you put salt in '
         'this?" and the line in question answers: "Of course I did, twice." Addressing '
         'someone by name and getting an answer normally means the person named is '
         'speaking next. The speaker is Auntie Fang (not Xiao Mei, who asked the '
         'question).',
     'Auntie Fang'),
    (SI, 'Two men are present, Mr. Harrow and the young clerk. The line "In my day we '
         'wrote these ledgers by hand" needs a speaker old enough to have a "day" that is '
         'past, and the narration calls Mr. Harrow "the senior partner, nearly seventy". '
         'The clerk is described as newly hired.\n\nMr. Harrow is the only reading '
         'compatible with "in my day".',
     'Mr. Harrow'),
    (SI, 'Answer: Xiao Mei\n\nReasoning: the line is "Grandpa, look, I drew the cat!" Only '
         'the child in the scene, Xiao Mei, would call Old Zhou "Grandpa" and proudly show '
         'off a drawing. Her mother, the other possible speaker, calls him "Dad" elsewhere '
         'in the dialogue.',
     'Xiao Mei'),
    (ORD, 'Ordering cues: indefinite vs. definite introduction of referents, pronoun '
          'resolution, and temporal connectives.\n\n<s 2> introduces the main referent with '
          'an indefinite ("A stranger arrived in the village one winter evening"), so it '
          'has to open the text. <s 0> refers back with "He" and says where he stayed. <s '
          '3> begins "The next morning", which needs an established evening. <s 1> ("Nobody '
          'ever saw him again") is a natural closure.\n\nSo the order is: first <s 2>, then '
          '<s 0>, then <s 3>, and finally <s 1>.',
     [2, 0, 3, 1]),
    (ORD, 'Correct order:\n\n1. <s 3>\n2. <s 1>\n3. <s 0>\n4. <s 2>\n\n<s 3> sets the '
          'scene, <s 1> introduces the problem, <s 0> describes the attempted fix, and <s '
          '2> ("In the end, the bridge held") resolves it.',
     [3, 1, 0, 2]),
    (ORD, 'Order: 1, 3, 0, 2\n\n<s 1> is the only sentence without an anaphoric element, so '
          'it\'s the opener. <s 3>\'s "this decision" refers to the vote in <s 1>. <s 0> '
          'gives the reaction, and <s 2>\'s "Since then" marks the aftermath.',
     [1, 3, 0, 2]),
    (ORD, '```json\n{"order": [0, 2, 1, 3]}\n```\n<s 0> contains the only full name ("Mara '
          'Quill"). <s 2> continues with "she", <s 1>\'s "After that" follows <s 2>, and <s '
          '3> is the concluding remark.',
     [0, 2, 1, 3]),
    (ORD, "My first attempt was <s 1> <s 0> <s 2> <s 3>, but that doesn't work: <s 1> "
          'starts with "It was still raining", and "still" presupposes rain already '
          'mentioned, which happens in <s 0>. So <s 0> has to come first. Also, <s 3> '
          '("They took shelter under the awning") must come before <s 2> ("When the rain '
          'stopped, they walked on").\n\nCorrected order: <s 0>, <s 1>, <s 3>, <s 2>.',
     [0, 1, 3, 2]),
    (ORD, "I can't produce a reliable order. Only <s 0> and <s 1> have readable text in "
          'your message. <s 2> and <s 3> appear as empty tags, with no sentence content '
          'after them. Any position I gave those two would be a guess. Could you resend the '
          'full set of sentences?',
     REFUSED),
    (ORD, '分析：<s 3> 用"有一天"开头，引出人物，应为首句；<s 0> 用"他"回指；<s 2> '
          '中的"于是"承接 <s 0> 的原因；<s 1> 是结局。\n\n正确顺序：<s 3> → <s 0> → <s 2> → '
          '<s 1>',
     [3, 0, 2, 1]),
    (ORD, 'The sequence is <s 2> <s 3> <s 1> <s 0>.\n\nJustification: <s 2> states the '
          'topic ("Volcanoes form where tectonic plates meet"). <s 3> narrows it to one '
          'type of boundary. <s 1> gives an example ("Mount Fuji is one such volcano"), and '
          '<s 0> ("Its last eruption was in 1707") can only follow once Fuji has been '
          'mentioned, since "its" needs that antecedent.',
     [2, 3, 1, 0]),
    # --- the twenty-third set ---
    (T, '{"relation": "BEFORE"}',
     'BEFORE'),
    (T, '{"reasoning": "e1 (the contract signing) is dated Monday, and e2 (the public '
        'announcement) is said to come two days after the signing, so e1 precedes e2.", '
        '"relation": "BEFORE"}',
     'BEFORE'),
    (T, 'Let me look at the two events.\n\n- e1: "the board meeting" - the text says it '
        'ran all afternoon.\n- e2: "the lunch break" - described as a short pause in the '
        'middle of that meeting.\n\nSince the meeting spans the whole period and the '
        'lunch happens inside it:\n\n```json\n{\n  "e1": "meeting",\n  "e2": "lunch",\n  '
        '"label": "INCLUDES"\n}\n```\n\nSo e1 temporally contains e2.',
     'INCLUDES'),
    (T, 'answer: IS_INCLUDED\nconfidence: 0.7\nrationale: the phone call (e1) took place '
        'while the trip (e2) was under way.',
     'IS_INCLUDED'),
    (T, 'Label = SIMULTANEOUS; Confidence = 0.8',
     'SIMULTANEOUS'),
    (T, '{"reasoning": "The passage gives no time expression or ordering cue linking the '
        'two events; either could come first.", "label": "VAGUE"}',
     'NONE'),
    (T, "{'relation': 'AFTER', 'explanation': 'e2 (the storm) is described as having "
        "ended before e1 (the rescue) began'",
     'AFTER'),
    (T, '{"answer": "BEFORE or AFTER", "note": "The text supports either ordering and I '
        'cannot pick one."}',
     NONE),
    (R, '{"relation": "contrast"}',
     'contrast'),
    (R, '{"reasoning": "The second unit gives the reason why the first one holds: the '
        'road was closed, and the second unit says a flood had washed out the bridge.", '
        '"label": "explanation"}',
     'explanation'),
    (R, '{"relation": "result", "reasoning": "Unit 2 (the shop closed early) is a '
        'consequence of unit 1 (the power went out)."}',
     'causal'),
    (R, 'relation: elaboration\nconfidence: high\nnote: unit 2 adds detail about the same '
        'dinner described in unit 1',
     'elaboration'),
    (R, 'Here is the classification:\n\n```json\n{"arg1": "If you finish the report '
        'early", "arg2": "you can leave at three", "relation": "condition"}\n```\n\nUnit '
        '1 sets up the hypothetical under which unit 2 holds.',
     'condition'),
    (R, '{"relation": "purpose", "why": "\'in order to catch the last train\' states the '
        'goal of leaving early"',
     'purpose'),
    (R, '{"answer": null, "reason": "Only one text unit was provided; I need both units '
        'to classify the relation between them."}',
     REFUSED),
    (R, 'Concession. The speaker admits the plan is expensive but goes ahead with it '
        "anyway, which is the classic 'although X, Y' pattern rather than plain contrast.",
     'concession'),
    (M, '{"sense": "Exclusionary", "reasoning": "\'just\' means \'only\' here: just two '
        'people showed up."}',
     'Exclusionary'),
    (M, '{"reasoning": "In \\"I just got off the plane\\", just marks something that '
        'happened a moment ago.", "answer": "Temporal"}',
     'Temporal'),
    (M, 'Label = Unexplanatory; Confidence = 0.6',
     'Unexplanatory'),
    (M, 'The sense is **Adjective**: in "a just ruler" the word means fair or righteous, '
        'not a modifier of the verb.',
     'Adjective'),
    (MO, '{"label": "Consequence"}',
     'Consequence'),
    (MO, '```json\n{\n  "reasoning": "\'otherwise\' here means \'apart from that\': the '
         'room was cold but otherwise comfortable, so it marks an exception to the one '
         'negative point.",\n  "label": "Exception"\n}\n```',
     'Exception'),
    (MO, "answer: Enumeration\nnote: 'otherwise' introduces another item in a list of "
         'alternatives',
     'Enumeration'),
    (MO, '答案：Argumentation。这里的 otherwise '
         '用来引出反面论证：如果前提不成立，结论就站不住脚。',
     'Argumentation'),
    (YN, '{"answer": "yes"}',
     'yes'),
    (YN, '{"corefer": false, "reasoning": "\'the company\' is Halvorsen Ltd, while \'its '
         'rival\' is a different firm."}',
     'no'),
    (YN, '{"reasoning": "\\"She\\" refers back to Dr. Alvarez, the only female referent '
         'introduced before the pronoun.", "answer": "yes"}',
     'yes'),
    (YN, "answer: no\nreason: 'the old bridge' and 'the new one' are two different "
         'structures',
     'no'),
    (YN, "{'answer': 'yes', 'mention_1': 'the old captain', 'mention_2': 'he'",
     'yes'),
    (YN, '{"answer": null, "reason": "The second mention is not marked in the passage, so '
         'I cannot tell which expression to compare."}',
     REFUSED),
    (YN, 'No. "The manager" in the second paragraph is a new person who was hired after '
         'Lin left, so the two mentions point to different people.',
     'no'),
    (YN, 'Coreferent = Yes; Confidence = 0.9',
     'yes'),
    (BD, '{"bridging": "yes", "anaphor": "the roof", "antecedent": "the barn"}',
     'yes'),
    (BD, '{"reasoning": "\\"The driver\\" is introduced on its own, and the candidate '
         '\\"the bakery\\" has no part-whole or role link to it.", "answer": "no"}',
     'no'),
    (BD, 'Sure, here\'s my output:\n\n```json\n{"anaphor": "the keys", "candidate": "the '
         'piano", "is_bridging": true}\n```\n\nThe keys are a part of the piano, so this '
         'is a part-whole bridging link.',
     'yes'),
    (BD, 'answer: yes\nrelation_type: part-of\nanaphor: the screen\nantecedent: the laptop',
     'yes'),
    (BD, 'Bridging = No; Confidence = 0.7',
     'no'),
    (BD, 'At first glance "the pages" might seem to go with "the shelf", but really they '
         'belong to "the diary", and that is the candidate being asked about. So yes, '
         'there is a bridging relation.',
     'yes'),
    (BD, '{"answer": "no", "explanation": "the anaphor is coreferent with the candidate, '
         'not bridged to it"',
     'no'),
    (BD, '是。“方向盘”是前文提到的“那辆车”的一部分，属于整体与部分的桥接关系。',
     'yes'),
    (C, '{"count": 4}',
     4),
    (C, 'Okay, I need to list every distinct entity and merge mentions that refer to the '
        'same thing.\n\nMara Quill appears first, then "she" and "her" later, which are '
        'all Mara. The ferry is mentioned three times, once as "the old boat", still the '
        "same vessel. Then there's the captain, the harbour, and the storm that delays "
        'the crossing.\n\n```json\n{"reasoning": "Entities: Mara Quill, the ferry, the '
        'captain, the harbour, the storm.", "count": 5}\n```',
     5),
    (C, '```json\n{"entities": ["Tom", "his sister", "the dog"], "count": 3}\n```',
     3),
    (C, 'count: 6\nentities:\n  - the mayor\n  - the council\n  - the budget\n  - the '
        'library\n  - the reporters\n  - the town',
     6),
    (C, 'Count = 7; Confidence = 0.6',
     7),
    (C, '{"count": 3, "note": "Correction: \\"the girl\\" and \\"Ana\\" are the same '
        'person, so the final count is 2.", "final_answer": 2}',
     2),
    (C, '{"count": null, "reason": "No passage was included in the prompt, so there is '
        'nothing to count."}',
     REFUSED),
    (C, 'There are **eight** distinct entities in the passage.',
     8),
    (MRC, '{"answer": "B"}',
     1),
    (MRC, '{"reasoning": "The passage says a fisherman spotted the ring glinting between '
          'the moored boats, which places it at the harbour.", "answer": "A"}',
     0),
    (MRC, 'Based on the last paragraph, the grandmother finds it in the sewing box in her '
          'own living room.\n\n```json\n{"final_answer": "D", "option_text": "at '
          'home"}\n```',
     3),
    (MRC, 'answer: C (at the market)\nevidence: the stallholder handed it back after '
          'finding it under the fruit crates',
     2),
    (MRC, 'Answer = B; Confidence = 0.85',
     1),
    (MRC, '{"answer": ["A", "C"], "note": "The text is consistent with both the harbour and '
          'the market; I cannot narrow it down."}',
     NONE),
    (MRC, "{'answer': 'D', 'evidence': 'she found it in her own coat pocket after getting "
          "home'",
     3),
    (MRC, 'The ring was found at the station (option B). It was not the market; that is '
          'where it was lost in the first place.',
     1),
    (BA, '{"antecedent": "the kitchen"}',
     'the kitchen'),
    (BA, '{"reasoning": "\\"The pedals\\" are part of a bicycle, and the only bicycle '
         'mentioned is \\"Ravi\'s old bike\\".", "antecedent": "Ravi\'s old bike"}',
     "Ravi's old bike"),
    (BA, 'The anaphor "the cover" is most naturally a part of something that was mentioned '
         'earlier.\n\n```json\n{"anaphor": "the cover", "antecedent": "the '
         'notebook"}\n```\n\n"The desk" is also mentioned, but desks don\'t have covers in '
         'this sense.',
     'the notebook'),
    (BA, 'antecedent: the wedding\nrelation: the bride is a participant of the wedding',
     'the wedding'),
    (BA, 'Antecedent = the theatre; Confidence = 0.75',
     'the theatre'),
    (BA, "{'answer': 'the ferry', 'anaphor': 'the deck', 'relation': 'part-of'",
     'the ferry'),
    (BA, 'Not "the harbour". "The crew" belongs to **the trawler**, which is the vessel '
         'described in the first sentence.',
     'the trawler'),
    (BA, '{"antecedent": null, "reason": "None of the earlier noun phrases is a plausible '
         'anchor for \\"the handle\\"; I cannot determine it."}',
     REFUSED),
    (RI, '{"connective": "because"}',
     'because'),
    (RI, '{"reasoning": "Sentence 2 gives a specific instance of the general claim made in '
         'sentence 1.", "connective": "for example"}',
     'for example'),
    (RI, '```json\n{"answer": "however"}\n```\nThe second sentence goes against the '
         'expectation set up by the first, so a contrastive connective fits best.',
     'however'),
    (RI, 'connective: meanwhile\nreason: the two sentences describe things happening at '
         'the same time in different places',
     'meanwhile'),
    (RI, 'Connective = instead; Confidence = 0.7',
     'instead'),
    (RI, "{'connective': 'so', 'reason': 'the rain in sentence 1 leads to the cancelled "
         "match in sentence 2'",
     'so'),
    (RI, 'The best fit is "as a result". I considered "because", but that would reverse '
         'the direction: sentence 2 is the effect, not the cause.',
     'as a result'),
    (RI, '{"prediction": "then"}',
     'then'),
    (EM, '{"entity": "Mara Quill"}',
     'Mara Quill'),
    (EM, '{"reasoning": "Counting mentions including pronouns: Mara Quill (she/her) 6, the '
         'ferry 4, the captain 2.", "answer": "Mara Quill"}',
     'Mara Quill'),
    (EM, 'Counting all references, including "the boat" and '
         '"it":\n\n```json\n{"most_frequent_entity": "the ferry", "mentions": '
         '7}\n```\n\nMara Quill comes second with 5 mentions.',
     'the ferry'),
    (EM, 'answer: the lighthouse keeper\nmentions: 5',
     'the lighthouse keeper'),
    (EM, 'Entity = Dr. Okafor; Count = 4; Confidence = 0.8',
     'Dr. Okafor'),
    (EM, '{"answer": "tie", "candidates": ["Mara Quill", "the ferry"], "reason": "both are '
         'mentioned five times"}',
     NONE),
    (EM, "{'answer': 'the ferry', 'count': 6",
     'the ferry'),
    (EM, '出现次数最多的实体是“老周”（Old Zhou），一共出现了 6 次。',
     'Old Zhou'),
    (SI, '{"speaker": "Mrs. Chen"}',
     'Mrs. Chen'),
    (SI, '{"reasoning": "The line answers Old Zhou\'s question, and Mrs. Chen is the one '
         'he addressed, so she is the one replying.", "speaker": "Mrs. Chen"}',
     'Mrs. Chen'),
    (SI, '```json\n{"utterance": 3, "speaker": "Old Zhou"}\n```',
     'Old Zhou'),
    (SI, 'speaker: Li Wei\nevidence: he is the only one who was at the station earlier',
     'Li Wei'),
    (SI, 'Speaker = Tomas; Confidence = 0.6',
     'Tomas'),
    (SI, '{"speaker": null, "reason": "The dialogue has no speaker tags or cues that '
         'identify who says this line."}',
     REFUSED),
    (SI, '说这句话的是王阿姨。她前面刚提到自己早上去过菜市场。',
     '王阿姨'),
    (SI, "{'speaker': 'Old Zhou', 'line': 'We close at nine, same as always.'",
     'Old Zhou'),
    (ORD, '{"order": [2, 0, 3, 1]}',
     [2, 0, 3, 1]),
    (ORD, '{"reasoning": "<s 1> introduces Mara and the ferry; <s 3> describes boarding; <s '
          '0> is the storm during the crossing; <s 2> is the arrival.", "order": [1, 3, 0, '
          '2]}',
     [1, 3, 0, 2]),
    (ORD, "The opening sentence has to be <s 3> since it's the only one that introduces the "
          'characters without a pronoun.\n\n```json\n{"order": [3, 1, 0, 2]}\n```',
     [3, 1, 0, 2]),
    (ORD, 'order: [0, 2, 1, 3]',
     [0, 2, 1, 3]),
    (ORD, 'Order = 1, 0, 3, 2; Confidence = 0.7',
     [1, 0, 3, 2]),
    (ORD, 'Correct order: <s 2> <s 1> <s 3> <s 0>',
     [2, 1, 3, 0]),
    (ORD, "{'order': [3, 0, 1, 2], 'first': 's 3 sets the scene'",
     [3, 0, 1, 2]),
    (ORD, '{"order": null, "reason": "Sentence <s 2> is missing from the input, so I cannot '
          'reconstruct the full order."}',
     REFUSED),
    # --- the twenty-fourth set ---
    (T, 'Answer: BEFOR\nBecause e1 is happen first and then e2 is happen after.',
     'BEFORE'),
    (T, 'The relation between event e1 (arrived) and event e2 (left) is that e1 it '
        'happened AFTER e2 because the',
     'AFTER'),
    (T, 'I think the relation is VAGUE, the text is not say clearly when the meeting is '
        'happen.',
     'NONE'),
    (T, 'It can be BEFORE or it can be AFTER, the sentence is not enough clear for decide '
        'which one.',
     NONE),
    (T, 'La relation temporelle entre e1 et e2 est SIMULTANEOUS, car les deux événements '
        'se produisent en même temps.',
     'SIMULTANEOUS'),
    (T, 'e1 includes e2. INCLUDES. The war is long and the battle is inside of the war so '
        'e1 INCLUDES e2 so e1 INCLUDES',
     'INCLUDES'),
    (T, '**Answer: IS_INCLUDE**\n\nThe e1 (the speech) was happen during the e2 (the '
        'conference), so e1 is inside e2.',
     'IS_INCLUDED'),
    (T, 'La respuesta es BEFORE. El evento e1 ocurre antes del evento e2, porque primero '
        'ella compra el billete y despues',
     'BEFORE'),
    (R, 'The relation is cause. Because the rain make the game to be cancel.',
     'causal'),
    (R, 'elaboraton',
     'elaboration'),
    (R, 'The discourse relation between the first unit and the second unit is a contrast '
        'relation, the second one is contrast to the first one. contrast contrast',
     'contrast'),
    (R, 'Answer: result\nthe second unit is the result of the first one, he was tired so '
        'he sleep early',
     'causal'),
    (R, 'La relation est **condition** : la deuxième unité dépend de la première (si ... '
        'alors ...).',
     'condition'),
    (R, "attribution. Becuase 'she said' is telling who say the thing.",
     'attribution'),
    (R, "I'm sorry, I can not see the two text units in you're question. Please provide "
        'them and I will help.',
     REFUSED),
    (R, 'The relation is purpose, the unit 2 tell for what reason the person do the '
        'action in unit 1, so it is purpose. The person go to the store in order to',
     'purpose'),
    (M, "Exclusionary. The 'just' mean 'only' here, like only one thing and nothing",
     'Exclusionary'),
    (M, "The sense of just in the sentence is Temporal sense, because just mean 'a moment "
        "ago', he just arrived to the",
     'Temporal'),
    (M, 'Emphatik',
     'Emphatic'),
    (M, "El sentido de 'just' aquí es Unexplanatory, porque la persona no da ninguna "
        'explicación. Answer: Unexplanatory',
     'Unexplanatory'),
    (MO, 'Consequence. Otherwise mean if not do it then bad thing will happen.',
     'Consequence'),
    (MO, "the sense of otherwise is Exception sense, it mean 'except for this one thing'. "
         'Exception.',
     'Exception'),
    (MO, 'Argumentation Argumentation. The otherwise is used for give a argument against '
         'the',
     'Argumentation'),
    (MO, 'It could be Consequence or it could be Enumeration, both is possible in this '
         'sentence.',
     NONE),
    (YN, 'yes',
     'yes'),
    (YN, "No, they are not the same. 'the doctor' and 'him' is different person.",
     'no'),
    (YN, 'Yes they is corefer, both mention is talk about the same man, Mr Green. Yes.',
     'yes'),
    (YN, "The two mentions 'the company' and 'it' do refer to the same entity, so the "
         'answer is yes, they corefer. The company is',
     'yes'),
    (YN, 'Non, les deux mentions ne désignent pas la même entité. Answer: no',
     'no'),
    (YN, 'Nope. Different',
     'no'),
    (YN, "No no. 'She' is the teacher not the girl. So no.",
     'no'),
    (YN, "Maybe yes, maybe no. It depend on who 'they' is.",
     NONE),
    (BD, 'yes, there is bridging. the door is part of the house.',
     'yes'),
    (BD, "No. There is not a bridging relation between 'the engine' and 'the kitchen' "
         'beacuse engine is not part of kitchen.',
     'no'),
    (BD, 'Is there a bridging relation between the anaphor and the candidate antecedent? '
         'Yes there is a bridging relation between the anaphor and the candidate '
         'antecedent.',
     'yes'),
    (BD, "Sí, hay una relación de bridging: 'the pages' son parte de 'the book'. Answer: "
         'yes',
     'yes'),
    (BD, 'no bridging',
     'no'),
    (BD, 'YES YES the wheels is belong to the car so',
     'yes'),
    (BD, "No. The anaphor 'the captain' is not connected with 'the apple'. No relation.",
     'no'),
    (BD, 'I cannot answer because the anaphor is not given in the question.',
     REFUSED),
    (C, 'three',
     3),
    (C, 'The passage mention 4 distinct entities: Mara, the ferry, the captain, and the '
        'harbour. So 4.',
     4),
    (C, 'There is five entities in the passage. Five. The entities are',
     5),
    (C, 'The number of distinct entities that the passage mentions is two, the dog and '
        'the boy.',
     2),
    (C, 'Le passage mentionne six entités distinctes. Answer: 6',
     6),
    (C, 'Entities: Mara Quill, ferry, ticket, the old man, the dock, the gull, the '
        'rain\nTotal = seven (7)',
     7),
    (C, "I count 3 entities, but 'the boy' and 'he' is the same one so it is only 2.",
     2),
    (C, 'I am not able to count the entities, the passage is missing from the question.',
     REFUSED),
    (MRC, 'at the market',
     2),
    (MRC, 'B',
     1),
    (MRC, 'The ring was found at the harbour. The ring was found at the harbour.',
     0),
    (MRC, 'Answer: D. at home. The woman find the ring under her bed at',
     3),
    (MRC, 'El anillo fue encontrado en la estación. Respuesta: B',
     1),
    (MRC, 'The answer is (C) at the market, because the passage say that the ring was found '
          'in the market when',
     2),
    (MRC, 'Where was the ring found? The ring was found at home, it was found at home in '
          'the drawer.',
     3),
    (MRC, 'The passage does not say where the ring was found, so I can not choose a option.',
     REFUSED),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, "The anaphor 'the engine' is linked to the earlier noun phrase 'the old truck'. "
         'the old truck',
     'the old truck'),
    (BA, 'Antecedent: the hotel\nBecause the room is part of hotel.',
     'the hotel'),
    (BA, "the library the library. 'the shelves' is in the library",
     'the library'),
    (BA, "L'anaphore « the cover » est liée à « the novel ». Answer: the novel",
     'the novel'),
    (BA, "The earlier noun phrase that the anaphor 'the captain' is linked to is the "
         'ferry, because every ferry has a captain and',
     'the ferry'),
    (BA, "It is 'the wedding' , the bride is in the wedding",
     'the wedding'),
    (BA, 'it can be the house or the garden, both of them has a gate.',
     NONE),
    (RI, 'because',
     'because'),
    (RI, 'The best connective is however, sentence 2 is opposite to sentence 1.',
     'however'),
    (RI, 'instead. instead',
     'instead'),
    (RI, 'for exemple',
     'for example'),
    (RI, 'The connective that best join the two sentences is meanwhile, meanwhile the '
         'other thing is happen at same time',
     'meanwhile'),
    (RI, 'Le meilleur connecteur est « so », car la deuxième phrase est une conséquence. '
         'Answer: so',
     'so'),
    (RI, 'Answer: "then"\nFirst he eat the breakfast, then he',
     'then'),
    (RI, "El conector es 'although', porque hay un contraste. Answer: although",
     'although'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The entity that is mentioned most often in the passage is the ferry, it is '
         'mentioned five times, the ferry the ferry',
     'the ferry'),
    (EM, 'Mara Quil. She is mention 6 times.',
     'Mara Quill'),
    (EM, 'The most mentioned entity is the captain. The captain is mentioned many times, '
         'the captain is',
     'the captain'),
    (EM, "L'entité la plus mentionnée est Mara Quill (elle apparaît sept fois). Answer: "
         'Mara Quill',
     'Mara Quill'),
    (EM, 'Entity: the lighthouse\ncount: four',
     'the lighthouse'),
    (EM, 'I think is Dr. Okafor, he is in almost every sentence.',
     'Dr. Okafor'),
    (EM, 'the ferry is mention 3 times but Mara Quill is mention 5 times so answer is Mara '
         'Quill',
     'Mara Quill'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, 'The speaker of the line is Mrs. Chen, because she is the one who ask about the '
         'tea before.',
     'Mrs. Chen'),
    (SI, 'Mrs. Chen said it. Mrs. Chen. Mrs. Chen',
     'Mrs. Chen'),
    (SI, 'Who is speaking the line? The line is spoke by Li Wei, Li Wei is the one who say '
         "'I will go tomorrow'.",
     'Li Wei'),
    (SI, "C'est Old Zhou qui parle ici, parce qu'il répond à la question de Mrs. Chen. "
         'Answer: Old Zhou',
     'Old Zhou'),
    (SI, 'Speaker: Xiao Mei\nshe is talking to her grandma about the',
     'Xiao Mei'),
    (SI, 'It is not Mrs. Chen, it is Old Zhou who say this line.',
     'Old Zhou'),
    (SI, 'El que habla es Captain Ruiz, porque él da la orden. Answer: Captain Ruiz',
     'Captain Ruiz'),
    (ORD, '2, 0, 3, 1',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is <s 1> <s 3> <s 0> <s 2>.',
     [1, 3, 0, 2]),
    (ORD, 'Order: s3 s0 s2 s1',
     [3, 0, 2, 1]),
    (ORD, 'The correct order of the sentences is: first <s 0>, then <s 2>, then <s 1>, and '
          'last <s 3>. So the order is 0 2 1 3. The story start with',
     [0, 2, 1, 3]),
    (ORD, "L'ordre correct est : 1, 0, 2, 3. Answer: [1, 0, 2, 3]",
     [1, 0, 2, 3]),
    (ORD, '[3, 1, 0, 2]',
     [3, 1, 0, 2]),
    (ORD, 'The order is two, zero, one, three.',
     [2, 0, 1, 3]),
    (ORD, 'First is <s 2> because it introduce Mara. Then <s 3>, then <s 1>, then <s '
          '0>.\nFinal order: 2 3 1 0',
     [2, 3, 1, 0]),
    # --- the twenty-fifth set ---
    (T, 'e1 happens before e2: the meeting was held first, and the announcement only went '
        'out afterward.',
     'BEFORE'),
    (T, 'AFTER',
     'AFTER'),
    (T, 'The strike (e1) lasts the whole week, and the vote (e2) takes place somewhere '
        'inside that week. So e1 INCLUDES e2.',
     'INCLUDES'),
    (T, "I'd label this one VAGUE. The sentence doesn't give enough information to put "
        'the two events in any order.',
     'NONE'),
    (T, 'Since the crowd cheered at the very moment she signed the treaty, the relation '
        'between e1 and e2 is SIMULTANEOUS.',
     'SIMULTANEOUS'),
    (T, 'Let\'s look at the tenses. e1 is "arrived" in simple past, while e2 is "had '
        'already left", which is past perfect. The past perfect tells us e2 was completed '
        'before the arrival took place.\n\nSo relative to e2, e1 comes '
        'later.\n\n**Answer: AFTER**',
     'AFTER'),
    (T, 'The injury (e1) occurred during the match (e2), which makes the relation '
        'IS_INCLUDED.',
     'IS_INCLUDED'),
    (T, 'Honestly it could be BEFORE or SIMULTANEOUS here. The passage supports either '
        "reading and I don't think one is clearly better.",
     NONE),
    (R, 'This is a causal relation; the second unit describes the result of the first.',
     'causal'),
    (R, 'contrast',
     'contrast'),
    (R, "Unit 2 adds more detail about the house mentioned in unit 1, so I'd call it "
        'elaboration.',
     'elaboration'),
    (R, 'The second unit ("if it rains tomorrow") sets up the circumstances under which '
        'the first one holds. Relation: condition.',
     'condition'),
    (R, 'Because the first unit just reports who made the claim ("the minister said"), '
        'the link between them is attribution.',
     'attribution'),
    (R, 'The flooding in the second sentence is presented as a result of the heavy rain '
        'in the first.',
     'causal'),
    (R, 'There are two plausible candidates here: contrast and concession.\n\n- '
        '**Contrast** would fit if the two units simply set two things side by side.\n- '
        '**Concession** fits when one unit acknowledges something that would normally '
        'lead you to expect the opposite of the other.\n\nUnit 1 starts with "Although '
        'the tickets were expensive", and unit 2 says "the show sold out anyway". The '
        'expectation created by the first unit is denied by the second, so this is '
        'concession rather than plain contrast.',
     'concession'),
    (R, 'She put up signs so that the guests could find the place. The second unit gives '
        'the goal of the action, so the label is purpose.',
     'purpose'),
    (M, 'Here "just" means "only", so it\'s Exclusionary.',
     'Exclusionary'),
    (M, 'Temporal. In "she had just left", the word says the event happened a moment ago.',
     'Temporal'),
    (M, 'In "the view is just gorgeous" the word intensifies the adjective, which makes '
        'this the Emphatic sense.',
     'Emphatic'),
    (M, 'The speaker says "I just felt like it" to signal that there is no further reason '
        'behind the action. That fits Unexplanatory better than Unelaboratory.',
     'Unexplanatory'),
    (MO, 'Consequence. "Hurry up, otherwise you\'ll miss the bus" describes what follows '
         "if the first part doesn't happen.",
     'Consequence'),
    (MO, 'Exception',
     'Exception'),
    (MO, 'In this sentence "otherwise" introduces a reason supporting the previous claim, '
         'so the sense is Argumentation.',
     'Argumentation'),
    (MO, 'I\'d go with Enumeration, since "otherwise" here introduces another item in a '
         'list of alternatives rather than a result or an exception.',
     'Enumeration'),
    (YN, 'Yes, "the senator" and "she" refer to the same person.',
     'yes'),
    (YN, 'No.',
     'no'),
    (YN, 'They don\'t corefer. "The company" is the employer, while "it" points back to '
         'the contract.',
     'no'),
    (YN, 'Both mentions pick out the same dog, so the answer is yes.',
     'yes'),
    (YN, 'Let me check the two mentions. Mention 1 is "Dr. Alvarez" in the first sentence '
         'and mention 2 is "the surgeon" in the third.\n\n1. The second sentence says Dr. '
         'Alvarez was called into the operating room.\n2. The third sentence says the '
         'surgeon finished after six hours.\n3. No other doctor or surgeon is introduced '
         "in between.\n\nNumber and role both match, and there's no competing candidate, "
         'so these corefer: yes.',
     'yes'),
    (YN, 'I\'m not sure. "He" could refer to either Tom or the driver, and nothing in the '
         "text settles it, so I can't say yes or no with any confidence.",
     NONE),
    (YN, 'No, "the teacher" is a different person from "her mother".',
     'no'),
    (YN, 'yes — same entity',
     'yes'),
    (BD, 'Yes, there\'s a bridging relation: "the roof" is part of "the barn".',
     'yes'),
    (BD, 'no',
     'no'),
    (BD, "I don't see one. The driver has nothing to do with the library in this passage.",
     'no'),
    (BD, 'There is one. The engine is an inherent part of the car, which is a classic '
         'part-whole bridge.',
     'yes'),
    (BD, 'The anaphor "the waiter" is linked through the restaurant frame to "a small '
         'bistro", so yes.',
     'yes'),
    (BD, 'No bridging here. "The keys" is actually coreferent with "her keys" from '
         'earlier, which is identity, not bridging.',
     'no'),
    (BD, 'At first I thought "the author" might bridge to "the novel", since books have '
         'authors. But the candidate antecedent we\'re asked about is "the bus stop", not '
         "the novel, and an author isn't part of or associated with a bus stop in any way "
         'the text suggests.\n\nSo for this pair the answer is no.',
     'no'),
    (BD, 'Answer: yes',
     'yes'),
    (C, 'The passage mentions 4 distinct entities: Anna, her brother, the bakery, and the '
        'van.',
     4),
    (C, '3',
     3),
    (C, 'I count five: the mayor, the council, the bridge, the river, and the '
        'construction company.',
     5),
    (C, 'There are two entities, the captain and the ship.',
     2),
    (C, 'Let me go through the mentions and group them:\n\n- Mr. Patel / he / the '
        'shopkeeper → 1\n- his daughter / Priya → 2\n- the shop → 3\n- the delivery truck '
        '→ 4\n- the police officer / she → 5\n- the street → 6\n\n"Priya" and "his '
        'daughter" are the same person, and "the shopkeeper" is Mr. Patel, so after '
        'merging I get 6 distinct entities.',
     6),
    (C, 'Seven distinct entities appear in the text.',
     7),
    (C, "There's no passage in your message, so I can't count the entities. Could you "
        'paste it?',
     REFUSED),
    (C, '这段文字一共提到了3个不同的实体：李明、他的妻子和那家医院。',
     3),
    (MRC, 'B',
     1),
    (MRC, 'The ring was found at the market, so the answer is C.',
     2),
    (MRC, 'According to the passage it turned up at home, which is option D.',
     3),
    (MRC, 'A) at the harbour',
     0),
    (MRC, 'The passage says she was sure she had lost the ring at the station, and she '
          'searched there for two days. But the last paragraph says a fisherman pulled it '
          'out of his nets at the harbour and brought it to her.\n\nSo the station is only '
          'where she thought she lost it; the ring was actually found at the '
          'harbour.\n\n**Answer: A**',
     0),
    (MRC, "It's either B or C. The text mentions both the station and the market right "
          "around the discovery, and I can't narrow it down further.",
     NONE),
    (MRC, '{"answer": "B"}',
     1),
    (MRC, 'Option C (at the market).',
     2),
    (BA, '"The sink" is linked to "the kitchen".',
     'the kitchen'),
    (BA, 'the hotel',
     'the hotel'),
    (BA, 'The anaphor "the pages" bridges back to "an old diary", since pages are part of '
         'a diary.',
     'an old diary'),
    (BA, 'Its antecedent is the wedding; "the bride" is understood as the bride at that '
         'wedding.',
     'the wedding'),
    (BA, "I can't identify an antecedent because the passage and the anaphor weren't "
         'included in the question.',
     REFUSED),
    (BA, 'Candidates before the anaphor "the door" are "the garden", "a red house", and '
         '"the neighbour".\n\n- A garden can have a gate, but not usually a door.\n- A '
         "neighbour isn't something a door belongs to.\n- A house has doors as parts, and "
         'the next sentence says she knocked on the door and waited to be let in.\n\nSo '
         '"the door" is bridged to "a red house".',
     'a red house'),
    (BA, 'Antecedent: **the train**',
     'the train'),
    (BA, "The players belong to the team mentioned in the first sentence, so that's the "
         'antecedent: "the team".',
     'the team'),
    (RI, 'because',
     'because'),
    (RI, 'The best connective here is "however", since the second sentence contradicts '
         'what the first one leads you to expect.',
     'however'),
    (RI, 'I\'d join them with "for example"; the second sentence illustrates the general '
         'claim in the first.',
     'for example'),
    (RI, 'Meanwhile fits best. Both things are happening at the same time in different '
         'places.',
     'meanwhile'),
    (RI, "Instead. He didn't take the train; instead, he walked the whole way.",
     'instead'),
    (RI, 'The second sentence gives the reason for the first, so "because" is the natural '
         'connective.',
     'because'),
    (RI, 'The first sentence says the factory closed, and the second says hundreds of '
         'workers lost their jobs. That\'s a cause followed by its effect.\n\n"So" would '
         'work but feels too informal between two full sentences, and "therefore" sounds '
         'more like a logical conclusion than a real-world outcome. The most natural fit '
         'is "as a result".',
     'as a result'),
    (RI, '最合适的连接词是 "however"（然而），因为两句之间是转折关系。',
     'however'),
    (EM, 'Mara Quill is mentioned most often.',
     'Mara Quill'),
    (EM, 'The ferry',
     'the ferry'),
    (EM, "The entity that comes up the most is the ferry. It's referred to five times, "
         'compared with three for Mara.',
     'the ferry'),
    (EM, 'Counting the mentions:\n\n| Entity | Mentions |\n|---|---|\n| Mara Quill (Mara, '
         'she, Quill) | 6 |\n| the ferry | 3 |\n| the harbourmaster | 2 |\n\nSo Mara Quill '
         'is the most frequently mentioned entity.',
     'Mara Quill'),
    (EM, 'Dr. Okafor appears most frequently in the passage, mostly through "she" and "the '
         'doctor".',
     'Dr. Okafor'),
    (EM, "Mara Quill and the ferry are tied at four mentions each, so there isn't a single "
         'most frequent entity.',
     NONE),
    (EM, 'Answer: the lighthouse',
     'the lighthouse'),
    (EM, 'Most frequent entity: Mara Quill (6 mentions).',
     'Mara Quill'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, 'The line is spoken by Mrs. Chen, who was the one asking about the rent earlier.',
     'Mrs. Chen'),
    (SI, "It's Old Zhou speaking here. He's replying to the question Mrs. Chen just asked "
         'him.',
     'Old Zhou'),
    (SI, '这句话是王老师说的，因为前面她一直在问学生作业的事情。',
     '王老师'),
    (SI, "I can't tell who says this line; there are no speaker tags or other cues around "
         'it.',
     REFUSED),
    (SI, 'The dialogue alternates between two people. Line 1 is tagged Ahmed, line 2 is '
         "Sofia's reply, line 3 has no tag but continues Ahmed's complaint about the car, "
         'and line 4 is Sofia again.\n\nThe target line comes right after Sofia says "Then '
         'why did you buy it?", and it answers her directly with "Because it was cheap." '
         'That has to be Ahmed.',
     'Ahmed'),
    (SI, 'Speaker: Lina',
     'Lina'),
    (SI, 'Given that the speaker talks about "my shop", it must be Mrs. Chen.',
     'Mrs. Chen'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is 1, 3, 0, 2.',
     [1, 3, 0, 2]),
    (ORD, 'Start with <s 3>, which introduces the character, then <s 0> and <s 2>, and '
          'finish with <s 1>.',
     [3, 0, 2, 1]),
    (ORD, 'Let me find the opening sentence first. <s 0> introduces "a young baker named '
          'Tomas" with no prior context, so it should come first.\n\n<s 2> says "Every '
          'morning he opened the shop at five", which builds on the introduction. <s 1> '
          'then describes a particular morning when the oven broke, and <s 3> ("By noon, '
          'the whole street had heard about it") clearly wraps up that event.\n\nFinal '
          'order: <s 0>, <s 2>, <s 1>, <s 3>',
     [0, 2, 1, 3]),
    (ORD, 'Order: s2 → s1 → s0 → s3',
     [2, 1, 0, 3]),
    (ORD, "I can't reorder these. Only three sentences came through and <s 2> seems to be "
          'missing from your message.',
     REFUSED),
    (ORD, '{"order": [3, 1, 0, 2]}',
     [3, 1, 0, 2]),
    (ORD, "I'd put them as <s 1> <s 0> <s 3> <s 2>: the first one sets the scene, and the "
          'last one is clearly the conclusion.',
     [1, 0, 3, 2]),
    # --- the twenty-sixth set ---
    (T, 'Between BEFORE and AFTER, BEFORE fits better here. The passage says the treaty '
        'was signed (e1) and "days later" the ministry announced it (e2), so e1 precedes '
        'e2. AFTER would need the announcement to come first, and nothing supports that. '
        'SIMULTANEOUS is ruled out by "days later".\n\n**Answer: BEFORE**',
     'BEFORE'),
    (T, 'Not SIMULTANEOUS: the meeting (e1) runs far longer than the phone call (e2). Not '
        'BEFORE or AFTER either, because the call happens *during* the meeting. So it '
        'comes down to INCLUDES vs. IS_INCLUDED. Since e1 is the longer, containing '
        'event, e1 INCLUDES e2.',
     'INCLUDES'),
    (T, 'Ranking the candidates:\n\n1. IS_INCLUDED (most likely) – the explosion (e1) '
        'took place in the course of the war (e2)\n2. BEFORE – only if you read "early in '
        'the war" as prior to its outbreak, which is a stretch\n3. SIMULTANEOUS – the '
        'durations are wildly different',
     'IS_INCLUDED'),
    (T, 'AFTER\n\nAlternatives considered: BEFORE (rejected – "following the vote" '
        'signals that e1 comes later), SIMULTANEOUS (no overlap cue), INCLUDES (e1 is a '
        'point event).',
     'AFTER'),
    (T, 'I went through BEFORE, AFTER and SIMULTANEOUS. The text gives no ordering cue at '
        'all between the resignation (e1) and the audit (e2): BEFORE is plausible if the '
        'audit prompted nothing, AFTER is plausible if the audit uncovered the problem '
        "first. Neither is supported over the other, so I'd label this VAGUE.",
     'NONE'),
    (T, '候选关系：BEFORE、AFTER、SIMULTANEOUS。\n\n原文写道“两人同时抵达车站”，e1（他到'
        '达）和 e2（她到达）发生在同一时刻，因此既不是 BEFORE，也不是 '
        'AFTER。\n\n答案：SIMULTANEOUS',
     'SIMULTANEOUS'),
    (T, 'A tempting answer is BEFORE, because e1 is mentioned first in the sentence, and '
        'BEFORE is what a quick surface reading suggests. INCLUDES also crossed my mind, '
        'since the evacuation went on for hours. But the text says the evacuation (e1) '
        'began only once the warning (e2) had been issued. So not BEFORE, and not '
        'INCLUDES – the relation is AFTER.',
     'AFTER'),
    (T, 'It\'s either BEFORE or SIMULTANEOUS – the phrase "as the doors opened" could '
        "mean right at that moment or just before it. I can't narrow it further from this "
        'passage.',
     NONE),
    (R, '**contrast** fits better than **concession** here. There is no expectation being '
        'denied – the two units just set two opposing facts side by side (sales rose in '
        'the north; they fell in the south). Concession would need something like '
        '"although sales rose, ...", with the second unit defying an expectation created '
        'by the first.\n\nRelation: contrast',
     'contrast'),
    (R, "Not elaboration (unit 2 adds no detail about unit 1's content). Not temporal (no "
        'sequence). Between causal and explanation: unit 2 gives the *reason* for unit 1 '
        '("The roads were closed. A tree had fallen across the highway."), with the '
        'effect stated first and the cause after. That makes it explanation.',
     'explanation'),
    (R, '1. condition (most likely) – "if the bridge reopens" sets up the circumstance '
        'under which unit 2 holds\n2. temporal – possible if read as "when", but the '
        'hypothetical flavour argues against it\n3. causal – no actual cause is asserted',
     'condition'),
    (R, 'Relation: result\n\nAlternatives considered: explanation (direction is wrong – '
        'unit 2 is the effect, not the reason), conjunction (too weak), temporal (the '
        'ordering is incidental).',
     'causal'),
    (R, '我考虑了 elaboration、reformulation 和 comment '
        '三个候选。\n\n第二个单元只是换一种说法重复了第一个单元的意思（“换句话说，项目被'
        '取消了”），没有补充新的细节，所以不是 elaboration；也没有发表评价，所以不是 '
        'comment。\n\n答案：reformulation',
     'reformulation'),
    (R, 'At first glance this looks like contrast – "but" is right there, and contrast is '
        'the default reading for "but". Contrast would also match the parallel structure. '
        'Still, look at the content: "He studied for weeks, but he failed the exam." The '
        "second unit denies the consequence you'd expect from the first. Contrast is "
        'closer on the surface, but concession is right.\n\nFinal: concession',
     'concession'),
    (R, "I'm unable to label this one. Only the first text unit came through – unit 2 "
        'appears to be empty – so picking attribution, elaboration or anything else would '
        'be a pure guess. Could you resend both units?',
     REFUSED),
    (R, '```json\n{"relation": "attribution", "considered": ["elaboration", "frame"], '
        '"reason": "unit 1 (\'the minister said\') introduces the source of the reported '
        'content in unit 2"}\n```',
     'attribution'),
    (M, 'Exclusionary vs. Emphatic: in "Just two people showed up to the meeting", *just* '
        'means "only" – it restricts the number and excludes anything more. It isn\'t '
        "intensifying anything, so Emphatic doesn't fit.\n\n**Exclusionary**",
     'Exclusionary'),
    (M, '1. Temporal (most likely) – "I just got home" = a moment ago\n2. Emphatic – '
        'would need a stressed, intensifying use ("I just love it")\n3. Exclusionary – no '
        'restriction to "only" here',
     'Temporal'),
    (M, '这里的 just 不是 Adjective（没有“公正的”意思），也不是 '
        "Temporal（与时间无关）。在 Emphatic 和 Unexplanatory 之间选择：“It just doesn't "
        'work” 表示说话人无法解释原因、只是陈述事实，所以答案是 Unexplanatory，而不是 '
        'Emphatic。',
     'Unexplanatory'),
    (M, 'Adjective – in "a just ruler", *just* means "fair, righteous" and modifies the '
        'noun.\n\nAlternatives considered: Emphatic, Exclusionary – both are adverbial '
        "uses and don't fit a prenominal position.",
     'Adjective'),
    (MO, 'Consequence fits better than Argumentation. In "Hurry up, otherwise you\'ll miss '
         'the bus", *otherwise* states what will happen if the first clause isn\'t '
         'fulfilled – a straightforward consequence. Argumentation would be using '
         '"otherwise" to support a claim by reductio, which isn\'t happening '
         'here.\n\nAnswer: Consequence',
     'Consequence'),
    (MO, 'Not Enumeration. Not Consequence. Between Argumentation and Exception: "The soup '
         'was cold; otherwise the meal was excellent" means "apart from that", so '
         'Exception.',
     'Exception'),
    (MO, 'Consequence is the usual reading of "otherwise", and Exception is the one it '
         'most often gets confused with. But Consequence would require a conditional ("do '
         'X, otherwise Y"), and Exception would require an "apart from that" reading, and '
         'neither is present. In "by train, by car or otherwise", *otherwise* just closes '
         "off a list of alternatives. That's Enumeration.",
     'Enumeration'),
    (MO, '候选：Argumentation 和 Consequence。\n\n句子是“他一定看过那封信，否则（otherwise'
         '）他怎么会知道细节？”这里 otherwise 用来反证前面的论断，属于论证用法，而不是描述'
         '某个条件不成立时的后果。\n\n答案：Argumentation',
     'Argumentation'),
    (YN, 'No. "The manager" and "the intern" are two different people in this passage – '
         'the manager hands the intern the keys.\n\nAlternatives considered: yes (only if '
         '"the manager" were the intern\'s later title, which nothing supports).',
     'no'),
    (YN, 'Yes, they corefer. "She" refers back to Dr. Alvarez, not to the nurse. The nurse '
         'is the closer candidate linearly, but Dr. Alvarez is the subject of the previous '
         'clause and the one who "signed the chart", so Dr. Alvarez is right.',
     'yes'),
    (YN, '1. yes (most likely) – "the company" is a definite description picking up '
         '"Halberd Inc." from the first sentence\n2. no – only if a second company had '
         'been introduced, and none is',
     'yes'),
    (YN, '不共指。第一个提及“他”指的是老王，而第二个提及是小李，两人是不同的人物。\n\n答案'
         '：否（no）',
     'no'),
    (YN, 'Could be yes, could be no: "it" may refer to the report or to the meeting, and '
         'the sentence ("it ran long") supports both readings equally well.',
     NONE),
    (YN, '"The bank" could be the riverbank mentioned earlier – the riverbank is right '
         'there in the previous sentence, and the riverbank reading is natural given the '
         "fishing scene. But the second mention involves depositing a cheque, so it's a "
         "financial institution. These don't corefer: **no**.",
     'no'),
    (YN, '**Yes.** Both mentions pick out the same ship, the *Orla*.',
     'yes'),
    (YN, 'Not the same entity? Hmm – actually they are. "The old man" and "Grandpa Wei" '
         'are the same person, given how he is introduced in the first paragraph. Answer: '
         'yes',
     'yes'),
    (BD, 'Yes – "the engine" is part of "the car", a classic part–whole bridging relation. '
         '"The driver" would be another possible anchor, but the question is about the '
         'car, and the car clearly licenses the definite "the engine".',
     'yes'),
    (BD, 'No. "The roof" doesn\'t bridge to "the bicycle"; it bridges to "the house". '
         'Between the house and the bicycle, the house is the anchor – so for the '
         'candidate given (the bicycle), the answer is no.',
     'no'),
    (BD, 'Yes. "The menu" bridges to "the restaurant" (the restaurant\'s menu). It has '
         'nothing to do with "the taxi", which is the other noun phrase nearby.\n\nAnswer: '
         'yes',
     'yes'),
    (BD, 'Ranked:\n1. no (most likely) – "the pilot" relates to "the plane", not to the '
         'candidate "the hotel"\n2. yes – only if the hotel ran its own shuttle flights, '
         'which the text never says',
     'no'),
    (BD, 'Answer: yes\n\nAlternatives considered: no (if "the tickets" were read as a new, '
         'unrelated set). But the tickets are for the concert just mentioned, so the '
         'bridging relation holds.',
     'yes'),
    (BD, 'The garden, the fence, the gate – all plausible anchors in this passage, and the '
         "garden especially invites a part–whole reading. But the candidate we're asked "
         'about is "the letter", and "the stamp" is naturally a part of the letter. So '
         'yes, there is a bridging relation.',
     'yes'),
    (BD, 'No bridging relation.',
     'no'),
    (BD, 'I\'d say no. "The author" would bridge to "the novel", but the candidate here is '
         '"the film", which the passage describes as an original screenplay rather than an '
         'adaptation. Different anchor.',
     'no'),
    (C, 'Counting: Mara Quill, the ferry, the captain, the harbour. Does "she" add one? '
        "No – it's Mara. So **4**, not 5.",
     4),
    (C, 'Not 3 (that misses the dog). Not 6 (that double-counts "Tom" and "he"). The '
        'passage mentions **5** distinct entities: Tom, his sister, the dog, the park, '
        'and the ice-cream van.',
     5),
    (C, '1. 7 (most likely)\n2. 6 – if "the team" and "the players" are merged into one '
        'entity\n3. 8 – if "the coach\'s car" is counted separately from the coach',
     7),
    (C, '实体：老周、陈太太、茶馆、收音机。“他”指老周，不另算。\n\n共 4 个，不是 5 个。',
     4),
    (C, "I can't count entities – no passage came with the question, just the "
        'instruction.',
     REFUSED),
    (C, '```json\n{"count": 3, "entities": ["the baker", "the shop", "the oven"]}\n```',
     3),
    (C, 'You could argue 2, or 8 if every noun counts. 2 is what a strict reading of '
        'named people gives, while 8 is a generous tally that includes "morning" and "the '
        'weather". Counting actual discourse entities, I\'d go with 6.',
     6),
    (C, '**6** distinct entities.\n\nAlternatives considered: 5 (if "the town" and "the '
        'village" were the same place – they aren\'t; the text contrasts them).',
     6),
    (MRC, 'B fits better than A: the passage says the ring was found on the platform while '
          'she waited for the 6:15, which places it at the station. The harbour is only '
          'where she *lost* track of it.\n\n**B**',
     1),
    (MRC, 'Not A. Not D. Between B and C, C – the ring turned up under a fruit stall.',
     2),
    (MRC, '1. D (most likely) – it was found in the kitchen drawer, i.e. at home\n2. A – '
          "the harbour is where she thought she'd dropped it\n3. B – mentioned only in "
          'passing',
     3),
    (MRC, 'Answer: A (at the harbour)\n\nAlternatives considered: C (the market is '
          'mentioned, but only as where it was lost), B (never connected to the ring).',
     0),
    (MRC, '不是车站（B），也不是市场（C）。文中说渔夫在码头的缆绳旁捡到了戒指，所以答案是 '
          'A。',
     0),
    (MRC, "It's either A or C – the passage mentions both the harbour and the market right "
          "around the moment of the find, and I can't tell which one is meant.",
     NONE),
    (MRC, 'The station seems likely – Mara was at the station that morning, the station is '
          "where she last saw it, and the station's lost-property office is mentioned. But "
          'the station search came up empty; the ring was eventually found under the sofa. '
          "That's at home: D.",
     3),
    (MRC, 'C) at the market',
     2),
    (BA, '"The sink" bridges to **the kitchen** better than to "the bathroom". The '
         'bathroom is mentioned, but only in passing; the dishes context makes the kitchen '
         'right.\n\nAnswer: the kitchen',
     'the kitchen'),
    (BA, 'Not "the garage". Not "the neighbour". Between "the car" and "the road", "the '
         'car": the steering wheel is part of the car.',
     'the car'),
    (BA, '1. the school (most likely) – "the headmaster" is the head of the school\n2. the '
         'town\n3. the bus',
     'the school'),
    (BA, '候选：“the book” 和 “the library”。\n\n“the '
         'cover”（封面）是书的一部分，所以先行词是 the book，而不是 the library。',
     'the book'),
    (BA, "I can't tell which noun phrase the anaphor links to – the passage wasn't "
         'included, only the anaphor "the lid".',
     REFUSED),
    (BA, 'Antecedent: the concert\n\nAlternatives considered: the stadium (the audience is '
         "at the stadium, but it's the concert's audience), the band.",
     'the concert'),
    (BA, 'The hospital is a tempting choice – the hospital is mentioned twice, and the '
         'hospital is where the story opens, so it feels salient. But "the verdict" has to '
         'link to **the trial**.',
     'the trial'),
    (BA, '```json\n{"anaphor": "the door", "antecedent": "the cottage"}\n```',
     'the cottage'),
    (RI, '"because" fits better than "so" – sentence 2 gives the reason for sentence 1 '
         '("She stayed home. She had a fever."). "So" would reverse the '
         'direction.\n\nAnswer: because',
     'because'),
    (RI, 'Not "meanwhile". Not "for example". Between "however" and "instead", "instead": '
         "sentence 2 replaces the plan from sentence 1 (they didn't fly; they took the "
         'train).',
     'instead'),
    (RI, '1. for example (most likely) – sentence 2 gives a specific instance of the '
         'general claim\n2. in particular\n3. and',
     'for example'),
    (RI, 'I considered because, however and meanwhile. The two sentences describe '
         'different events happening at the same time in different places (the market was '
         'closing; across town the band was setting up), so **meanwhile** – not however, '
         "since there's no real opposition.",
     'meanwhile'),
    (RI, 'however\n\nAlternatives considered: but (nearly equivalent, but "however" is the '
         "better sentence-initial fit), instead (there's no substitution).",
     'however'),
    (RI, '"So" is what I\'d first reach for, and "so" would work if sentence 2 were a '
         'consequence; "then" too, if this were a sequence. But "so" and "then" both get '
         'the direction wrong: sentence 2 explains sentence 1. because.',
     'because'),
    (RI, 'The best connective is **as a result**. "because" would reverse the direction – '
         'the flooding is the cause, stated first.',
     'as a result'),
    (RI, 'Implicit connective: in other words (not "for example", since sentence 2 '
         'restates rather than gives an instance).',
     'in other words'),
    (EM, 'Mara Quill appears more often than the ferry – 6 mentions (including "she") vs. '
         '4.\n\nAnswer: Mara Quill',
     'Mara Quill'),
    (EM, 'Not the harbour master. Not the island. Between Mara Quill and the ferry, **the '
         "ferry**: it's mentioned in nearly every sentence, 7 times in total.",
     'the ferry'),
    (EM, '1. the lighthouse (most likely) – 5 mentions\n2. Mara Quill – 4\n3. the ferry – '
         '3',
     'the lighthouse'),
    (EM, 'Tally: Old Zhou 5, Mrs. Chen 3, the teahouse 2. The most frequently mentioned '
         'entity is Old Zhou.',
     'Old Zhou'),
    (EM, 'Answer: the storm\n\nAlternatives considered: Mara Quill (close second, 4 '
         'mentions), the ferry (3).',
     'the storm'),
    (EM, 'The ferry dominates the opening, the ferry is in the title, and the ferry gets a '
         'whole paragraph to itself; the captain comes up a lot too. Counting pronouns, '
         'though, Mara Quill edges ahead. Mara Quill.',
     'Mara Quill'),
    (EM, '```json\n{"most_mentioned": "the captain", "count": 6}\n```',
     'the captain'),
    (EM, '**Ivo Bratt** – counting "he" and "Ivo" together, he\'s referenced more often '
         'than Mara Quill or the ferry.',
     'Ivo Bratt'),
    (SI, 'Mrs. Chen fits better than Old Zhou: the line refers to "my husband\'s shop", '
         'and Old Zhou is the one being addressed in it.\n\nSpeaker: Mrs. Chen',
     'Mrs. Chen'),
    (SI, "Not Old Zhou. Not Lin Mei. Between Dr. Hart and Sam, Sam – he's the one who was "
         'just asked the question, and this line is the answer.',
     'Sam'),
    (SI, '1. Old Zhou (most likely) – the line mentions "my tea stall"\n2. Mrs. Chen\n3. '
         'the waiter',
     'Old Zhou'),
    (SI, '不是王芳，她刚说完上一句；也不是老陈，他此时还没进屋。从“哥，你别担心”这句称呼来'
         '看，说话的是李强的妹妹……不对，王芳才是妹妹。重新看：这句话是对王芳说的，所以说话'
         '人是李强。\n\n答案：李强',
     '李强'),
    (SI, 'The line could be spoken by either Mrs. Chen or Old Zhou; the dialogue '
         "alternates irregularly at this point, so I can't pin it down.",
     NONE),
    (SI, 'Tomas talks the most in this scene, Tomas was the last to speak before this '
         'line, and Tomas is the one who usually asks questions like this. But the line '
         'addresses Tomas by name ("Tomas, sit down"), so the speaker is Greta.',
     'Greta'),
    (SI, 'Speaker: Lin Mei\n\nAlternatives considered: Old Zhou (he speaks next), Mrs. '
         'Chen (already left the room).',
     'Lin Mei'),
    (SI, 'Old Zhou.',
     'Old Zhou'),
    (ORD, '[2, 0, 3, 1] fits better than [0, 2, 3, 1]: <s 2> introduces Mara by full name, '
          'so it must open, and <s 0> ("She bought a ticket") follows.\n\nFinal order: 2, '
          '0, 3, 1',
     [2, 0, 3, 1]),
    (ORD, 'Not starting with <s 3> (it begins with "Then"). Not starting with <s 1> ("she" '
          'has no antecedent). Between <s 0> and <s 2> first, <s 0>.\n\nOrder: <s 0>, <s '
          '2>, <s 1>, <s 3>',
     [0, 2, 1, 3]),
    (ORD, '1. 1 → 3 → 0 → 2 (most likely)\n2. 1 → 0 → 3 → 2 – possible, but "after that" in '
          '<s 0> needs <s 3> before it',
     [1, 3, 0, 2]),
    (ORD, '不能以 <s 1> 开头，因为它以“后来”开头。比较 [3, 0, 1, 2] 和 [3, 1, 0, '
          '2]：后者更通顺，因为 <s 1> 交代了原因，<s 0> 是结果。\n\n答案：[3, 1, 0, 2]',
     [3, 1, 0, 2]),
    (ORD, 'Only three sentences came through (<s 0>, <s 1>, <s 3>); <s 2> is missing, so I '
          "can't give a full ordering.",
     REFUSED),
    (ORD, 'Order: <s 2> <s 3> <s 0> <s 1>\n\nAlternatives considered: 2-0-3-1 (breaks the '
          "pronoun chain), 3-2-0-1 (<s 3> can't open).",
     [2, 3, 0, 1]),
    (ORD, '[0, 1, 2, 3] is just the order as given, and [0, 1, 2, 3] reads fine at first '
          'glance; [1, 0, 2, 3] is also tempting. But <s 3> contains "First of all", so it '
          'opens the paragraph: [3, 0, 1, 2].',
     [3, 0, 1, 2]),
    (ORD, '```json\n{"order": [1, 2, 0, 3]}\n```',
     [1, 2, 0, 3]),
    # --- the twenty-seventh set ---
    (T, 'Task: decide how e1 (arrived) is ordered relative to e2 (left).\n\nThe text says '
        'the guests arrived only after the host had already left for the airport, so e1 '
        'comes later than e2.\n\n**AFTER**',
     'AFTER'),
    (T, 'BEFORE ❌\nAFTER ❌\nINCLUDES ✅ (the festival week contains the '
        'parade)\nIS_INCLUDED ❌\nSIMULTANEOUS ❌',
     'INCLUDES'),
    (T, "The meeting (e1) took place during the merger talks (e2), so e1 sits inside e2's "
        'time span.\n\n<answer>IS_INCLUDED</answer>',
     'IS_INCLUDED'),
    (T, "There's no tense cue, no connective and no date linking the two events. e1 could "
        "be earlier or later than e2 and the passage doesn't help. I'd mark this one as "
        'VAGUE.',
     'NONE'),
    (T, 'e1（签署协议）发生在e2（正式宣布）之前，因为文中说“签署后第二天才对外宣布”。\n\n'
        '答案：BEFORE',
     'BEFORE'),
    (T, 'Honestly this is a toss-up. The reading where the injury happens first gives '
        'BEFORE, but "as the game ended" could just as well mean the two happen together '
        "(SIMULTANEOUS). Both seem defensible to me, and I can't pick one with any "
        'confidence.',
     NONE),
    (T, 'SIMULTANEOUS. Both the applause (e1) and the lights going down (e2) are '
        'described as happening "at that very moment".\n\nWould you like me to go through '
        'the other cue words as well?',
     'SIMULTANEOUS'),
    (T, 'Let me think. e1 = "she resigned", e2 = "the audit began".\n\nMy first instinct '
        'was BEFORE, since the resignation is mentioned first. But the sentence says the '
        'audit "had already begun" when she resigned, so the pluperfect puts e2 earlier. '
        'That means e1 is later than e2.\n\nFinal answer: AFTER',
     'AFTER'),
    (R, '**Relation:** cause\n\nUnit 2 ("so the flight was cancelled") is what results '
        'from Unit 1 ("a storm closed the airport").',
     'causal'),
    (R, '<label>elaboration</label>',
     'elaboration'),
    (R, '✗ contrast\n✗ concession\n✓ condition ("if you water it daily" sets up when the '
        'second unit holds)\n✗ temporal',
     'condition'),
    (R, 'Although the forecast called for rain, the match went ahead. The first unit '
        'states an expectation that the second one defies, so this is concession rather '
        'than plain contrast.',
     'concession'),
    (R, 'Restating: classify how Unit 1 ("The minister said") relates to Unit 2 ("taxes '
        'will rise").\n\nUnit 1 is a reporting frame for the content in Unit 2 -> '
        'attribution.',
     'attribution'),
    (R, "I'm unable to classify this. Your message only contains Unit 1; the second text "
        'unit seems to have been cut off. Could you paste it again?',
     REFUSED),
    (R, 'I\'d label this as **purpose**: "in order to catch the early train" says what '
        "the speaker woke up early for.\n\nDo you want me to explain why it isn't causal?",
     'purpose'),
    (R, '```json\n{"unit_1": "She finished the report.", "unit_2": "Then she went home.", '
        '"relation": "temporal", "confidence": 0.86}\n```',
     'temporal'),
    (M, 'Sense: Exclusionary. "just" here means "only": she bought just one ticket, '
        'nothing more.',
     'Exclusionary'),
    (M, 'In "He has just walked in", "just" means a moment '
        'ago.\n\n<answer>Temporal</answer>',
     'Temporal'),
    (M, "这句话里的 “just” 用来加强语气（“That's just "
        'wonderful!”），并不表示“仅仅”或“刚刚”。\n\n答案：Emphatic',
     'Emphatic'),
    (M, 'This one is ambiguous. "I just think we should go" could be Unelaboratory (no '
        'further detail offered) or Unexplanatory (no reason given). I can see it both '
        "ways, so I'd rather not force a single label.",
     NONE),
    (MO, 'Argumentation ❌\nConsequence ✅  "Hurry up, otherwise we\'ll miss the bus" = if '
         "we don't hurry, we miss it.\nException ❌\nEnumeration ❌",
     'Consequence'),
    (MO, 'Option: Exception. In "The soup was cold; otherwise the meal was fine", '
         '"otherwise" means "apart from that".',
     'Exception'),
    (MO, 'Task in one line: which sense of "otherwise" is used in the second '
         'sentence?\n\nThe writer uses it to introduce a counter-argument to the previous '
         'claim, so the sense is **Argumentation**.',
     'Argumentation'),
    (MO, 'Enumeration. It adds another item to a list of alternatives ("by train, by bus, '
         'or otherwise").\n\nWould you like a few more examples of this usage?',
     'Enumeration'),
    (YN, 'Yes. "she" in the second sentence refers back to "the doctor"; there is no other '
         'female referent around.',
     'yes'),
    (YN, '<answer>no</answer>',
     'no'),
    (YN, 'Corefer? ❌ No.\n\n"The manager" and "him" point to different people: "him" is '
         'the customer the manager was speaking to.',
     'no'),
    (YN, '是的，这两个提及指的是同一个人：“王老师”和后面的“她”都是指那位班主任。',
     'yes'),
    (YN, 'The passage says "the captain saluted, and then he himself climbed aboard". "he '
         'himself" can only be the captain, so yes, they corefer.',
     'yes'),
    (YN, "I can't tell. The second mention isn't highlighted in the text you provided, so "
         'I don\'t know which expression I\'m supposed to compare with "the lawyer".',
     REFUSED),
    (YN, "Initially I'd have said yes, since both are singular and neuter. But reading "
         'again: "it" is the thing that "didn\'t fit in the truck", i.e. the box, not the '
         'truck. So the truck and "it" are different.\n\n**Answer: no**',
     'no'),
    (YN, 'No, they don\'t corefer. "The twins" is plural and "the boy" singles out a child '
         'from the neighbouring family.\n\nWould you like me to explain the resolution '
         'step by step?',
     'no'),
    (BD, 'Yes. "the door" is understood as the door of "the house" mentioned just before: '
         'a classic part-whole bridging link.',
     'yes'),
    (BD, '<final>no</final>',
     'no'),
    (BD, 'Bridging relation: ✓ (yes)\n"the chapter" is part of "a novel" introduced in the '
         'previous sentence.',
     'yes'),
    (BD, 'No. "The waiter" would naturally bridge to a restaurant, but the candidate here '
         'is "the library", and there\'s nothing connecting a waiter to it. So no bridging '
         'relation.',
     'no'),
    (BD, 'Question restated: is "the engine" bridged to "a car"?\n\nAnswer: yes, the '
         'engine is interpreted as a component of that car.',
     'yes'),
    (BD, 'Hmm. "the tickets" and "the concert" are related (the tickets are for the '
         "concert), and that's a typical associative bridge, so I'll say yes.",
     'yes'),
    (BD, 'No bridging here: "the pilot" is new information and has no inferable connection '
         'to "the orchestra".\n\nShould I check the other candidates too?',
     'no'),
    (BD, 'Let\'s look at it carefully.\n\n1. Anaphor: "the roots"\n2. Candidate: "an old '
         'oak"\n3. Is "the roots" interpretable only via the oak? Yes, they are the oak\'s '
         'roots; no other tree is mentioned.\n\n**Answer: yes**',
     'yes'),
    (C, 'There are **4** distinct entities: Mara Quill, the ferry, the captain and the '
        'harbour. ("she" and "the vessel" are repeat mentions.)',
     4),
    (C, '<answer>3</answer>',
     3),
    (C, '文中共提到五个不同的实体：老周、陈太太、自行车、菜市场和那只猫。“他”指老周，不另'
        '计。\n\n所以答案是 5。',
     5),
    (C, '✓ Old Zhou\n✓ the bicycle\n✓ the market\n✗ "he" (same as Old Zhou)\n✗ "it" (same '
        'as the bicycle)\n\nTotal: 3',
     3),
    (C, 'Counting: Mara, the ferry, the vessel, the captain, the storm, the island... '
        'that\'s six. Wait, "the vessel" is just another name for the ferry, so I '
        'double-counted. The correct count is 5.',
     5),
    (C, "No passage was included in your message, so I can't count the entities. Please "
        "paste the text and I'll go through it.",
     REFUSED),
    (C, 'Count the distinct entities in the passage. -> 7',
     7),
    (C, '| Entity | Mentions |\n|---|---|\n| Mrs. Chen | 3 |\n| the teapot | 2 '
        '|\n\n**Total distinct entities: 2**',
     2),
    (MRC, 'Option C: at the market',
     2),
    (MRC, '<answer>A</answer>',
     0),
    (MRC, 'The text says "she finally spotted the ring glinting between the floorboards at '
          'home", so the answer is D.',
     3),
    (MRC, 'A ❌ the harbour is only where she boarded\nB ✅ the station: the guard handed '
          'it to her there\nC ❌\nD ❌',
     1),
    (MRC, '根据文章，戒指是在车站被一位工作人员捡到的，所以选 B。',
     1),
    (MRC, "It's either B or C. The passage mentions the ring turning up right after she "
          "left the station and before she reached the market, and it's not clear which of "
          'the two places is meant.',
     NONE),
    (MRC, 'The ring was found at the harbour (A), tangled in a fishing net.\n\nWould you '
          'like me to point you to the exact sentence?',
     0),
    (MRC, 'I first thought C, because the market comes up several times. But re-reading, '
          'the market is where she *lost* the ring; it was found later at home, under the '
          'sofa.\n\nAnswer: D',
     3),
    (BA, 'The anaphor "the sink" is linked to **the kitchen**: it\'s the kitchen\'s sink.',
     'the kitchen'),
    (BA, '"the engine" -> part of the vehicle introduced earlier.\n\n<answer>the '
         'car</answer>',
     'the car'),
    (BA, '❌ the street\n✅ the house ("the roof" is the roof of the house)\n❌ the '
         'neighbour',
     'the house'),
    (BA, 'The passage says "They entered the old theatre. The stage was covered in dust." '
         '"The stage" can only be read as the stage of "the old theatre", so that\'s the '
         'antecedent.',
     'the old theatre'),
    (BA, '照应语 “the pages” 与前文的 “the diary” 构成整体-部分的桥接关系。\n\n答案：the '
         'diary',
     'the diary'),
    (BA, "I'm sorry, but I can't identify the antecedent: the anaphor isn't marked "
         "anywhere in the passage, so I don't know which noun phrase you're asking about.",
     REFUSED),
    (BA, 'Find the antecedent that "the hayloft" is anchored to. -> the barn\n\nWould you '
         'like me to explain the part-whole link?',
     'the barn'),
    (BA, 'Candidates: "the church", "the wedding", "the summer".\nThe anaphor "the bride" '
         'is a role in an event, so it links to the event.\n\nAntecedent: the wedding',
     'the wedding'),
    (RI, 'because',
     'because'),
    (RI, 'The second sentence goes against what the first one leads us to '
         'expect.\n\n<answer>however</answer>',
     'however'),
    (RI, '✗ because\n✗ however\n✓ for example (sentence 2 gives an instance of the general '
         'claim)\n✗ meanwhile',
     'for example'),
    (RI, 'The best connective is "instead": he didn\'t take the bus; instead, he walked '
         'the whole way.',
     'instead'),
    (RI, 'Pick the implicit connective between S1 and S2.\n\nS1 describes what the father '
         'was doing; S2 describes the kids at the same time. Best fit: **meanwhile**.',
     'meanwhile'),
    (RI, 'I considered "however", but there\'s no contrast. S2 gives the reason for S1 '
         '(the shop was closed / the owner was ill), so the connective is "because".',
     'because'),
    (RI, 'Joined up, it reads: "The roads were icy; as a result, the school closed." So '
         'the connective is "as a result".',
     'as a result'),
    (RI, 'I\'d go with "so": the rain started, so they went inside.\n\nShould I explain '
         'why "because" doesn\'t fit the direction here?',
     'so'),
    (EM, 'Mara Quill is mentioned most often: 5 times counting "she" and "her", against 3 '
         'for the ferry.',
     'Mara Quill'),
    (EM, '<answer>the ferry</answer>',
     'the ferry'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 4 |\n| the ferry | 6 |\n| the '
         'captain | 2 |\n\nMost frequent: **the ferry**',
     'the ferry'),
    (EM, 'Old Zhou comes up most: by name three times plus two pronouns. Mrs. Chen is only '
         'mentioned twice.',
     'Old Zhou'),
    (EM, "At first I'd say the lighthouse, since it's in the title. But counting actual "
         'mentions, the keeper appears 5 times and the lighthouse only 3.\n\nAnswer: the '
         'keeper',
     'the keeper'),
    (EM, 'Counting mentions: Mara Quill 3, the ferry 3, the storm 4 ("the storm", "it", '
         '"the gale", "the storm" again). So the storm is mentioned most.',
     'the storm'),
    (EM, 'Which entity is mentioned most often? -> Mrs. Chen.\n\nWant me to list the full '
         'count for every entity?',
     'Mrs. Chen'),
    (EM, '✅ the harbour master (4)\n❌ Mara Quill (3)\n❌ the ferry (2)',
     'the harbour master'),
    (SI, "The speaker is **Old Zhou**: he's the one who was asked about the price in the "
         'previous turn.',
     'Old Zhou'),
    (SI, '<answer>Mrs. Chen</answer>',
     'Mrs. Chen'),
    (SI, '这句话是李娜说的。她前一句在问价格，这一句是接着抱怨太贵。\n\n答案：李娜',
     '李娜'),
    (SI, 'The line "I told you the boat leaves at six" is spoken by Captain Ruiz: he\'s '
         'the one who announced the departure time earlier.',
     'Captain Ruiz'),
    (SI, '✓ Wei Ming\n✗ Old Zhou\n✗ Mrs. Chen',
     'Wei Ming'),
    (SI, 'Mrs. Chen asks a question, so the next unattributed line is most likely the '
         "answer, which would be Old Zhou's. Mrs. Chen then speaks again in line 5. So the "
         "line is Old Zhou's.",
     'Old Zhou'),
    (SI, "That line belongs to Tomas, since he's the only one who has been to "
         'Lisbon.\n\nWould you like me to label the rest of the lines too?',
     'Tomas'),
    (SI, 'Identify who says line 4.\n\nLine 4 is spoken by Auntie Lan.',
     'Auntie Lan'),
    (ORD, 'Correct order: 2, 0, 3, 1',
     [2, 0, 3, 1]),
    (ORD, '<answer>[1, 3, 0, 2]</answer>',
     [1, 3, 0, 2]),
    (ORD, '<s 3> introduces the character, <s 0> sets the scene, <s 2> is the turning point '
          'and <s 1> closes the story.\n\nOrder: <s 3> <s 0> <s 2> <s 1>',
     [3, 0, 2, 1]),
    (ORD, '正确顺序是：s1 → s0 → s2 → s3。s1 先交代背景，s0 引出人物，后面两句按时间展开。',
     [1, 0, 2, 3]),
    (ORD, 'First try: 0, 2, 1, 3. Hmm, no: <s 1> introduces "the letter" that <s 2> refers '
          'to, so <s 1> has to come before <s 2>.\n\nRevised order: 0, 1, 2, 3',
     [0, 1, 2, 3]),
    (ORD, "I can't order these: only <s 0> and <s 1> came through in your message, and <s "
          '2> and <s 3> are missing.',
     REFUSED),
    (ORD, '```json\n{"order": [3, 1, 0, 2]}\n```',
     [3, 1, 0, 2]),
    (ORD, 'Task: put the four shuffled sentences in their original order.\n\nOrder: <s 2>, '
          '<s 3>, <s 1>, <s 0>\n\nWould you like me to explain the cohesion cues I used?',
     [2, 3, 1, 0]),
    # --- the twenty-eighth set ---
    (T, 'The temporal relation between **e1** ("arrived") and **e2** ("left") is '
        '**BEFORE**.\n\nThe guests arrive first, and their departure is described as '
        'happening later that evening, so e1 precedes e2.',
     'BEFORE'),
    (T, 'Looking at the sentence, the meeting (e1) takes place on the second day of the '
        "conference (e2), so e1 sits entirely inside e2's time span.\n\n**Answer: "
        'IS_INCLUDED**',
     'IS_INCLUDED'),
    (T, 'Based on the context, I would say that the temporal relation between e1 and e2 '
        'is AFTER. The event e1 ("resigned") occurred after e2 ("was investigated"), as '
        'the article states that the minister stepped down once the inquiry had '
        'concluded.',
     'AFTER'),
    (T, "To determine the temporal relation, let's analyze the two events:\n\n1. **e1: "
        '"the war"** - this event spans several years.\n2. **e2: "the bombing"** - this '
        'is a single event that the text places in 1943.\n\nSince the bombing happened '
        'during the period of the war, e1 contains e2 in time.\n\nTherefore, the answer '
        'is: **INCLUDES**',
     'INCLUDES'),
    (T, '**SIMULTANEOUS**\n\nHere\'s why: The text says the two companies "announced the '
        'merger at the same moment" in separate press conferences. Both e1 (announced) '
        'and e2 (unveiled) refer to events occurring at the same time.\n\nLet me know if '
        'you have any other questions!',
     'SIMULTANEOUS'),
    (T, 'The relation is VAGUE. The text doesn\'t give enough information to place "said" '
        '(e1) relative to "expected" (e2) on the timeline; the expectation could have '
        'been formed before or after the statement.',
     'NONE'),
    (T, "At first glance it might look like e1 comes after e2, since it's mentioned later "
        'in the sentence. However, e1 is in the past perfect ("had signed"), which '
        'signals that the signing took place before the visit (e2).\n\n**Answer: BEFORE**',
     'BEFORE'),
    (T, 'This one is ambiguous. e1 ("reported") could be BEFORE e2 ("collapsed") if the '
        'warning was issued ahead of time, or it could be SIMULTANEOUS if the reporter '
        'was describing the collapse as it happened. The sentence supports both readings, '
        "and I don't think there's enough context to choose one over the other.",
     NONE),
    (R, 'The discourse relation between the two units is **causal**.\n\n- **Unit 1:** '
        '"The storm knocked out the power lines"\n- **Unit 2:** "the whole town was dark '
        'for two days"\n\nUnit 1 provides the cause, and Unit 2 describes the resulting '
        'situation.',
     'causal'),
    (R, 'The second unit expands on the first by giving specific details about what the '
        'renovation involved (new floors, rewired lighting, a bigger kitchen), so this is '
        '**elaboration**.',
     'elaboration'),
    (R, 'The relation between the two text units is: **Contrast**\n\nThe word "but" '
        'indicates a contrast between the two units. Unit 1 describes the older brother '
        'as quiet, while Unit 2 describes the younger brother as loud and outgoing.',
     'contrast'),
    (R, '关系类型：**concession**（让步）\n\n第一个单元"虽然一直在下雨"承认了一个不利条件'
        '，第二个单元"比赛还是照常进行了"说明预期的结果并没有出现，因此是让步关系。',
     'concession'),
    (R, '**Result**\n\nHere\'s why: The second unit ("so she missed the last train") '
        'describes what happened as a consequence of the first unit ("the meeting ran '
        'late"). The first event directly brings about the second.',
     'causal'),
    (R, 'Answer: attribution\n\nUnit 1 ("The spokesperson told reporters") introduces the '
        'source of the claim, and Unit 2 ("the factory will reopen in March") is the '
        'content being reported.',
     'attribution'),
    (R, 'This could be read as either **temporal** (the second event simply follows the '
        'first) or **causal** (the first event led to the second). The text supports both '
        "interpretations equally, so it's hard to choose definitively between them.",
     NONE),
    (R, 'I considered *explanation*, since the second unit gives a reason for the action. '
        'But the reason here is the goal the action is meant to achieve ("to save money '
        'for the trip"), not a justification after the fact. That is better captured by '
        '**purpose**.',
     'purpose'),
    (M, '**Exclusionary**\n\nHere\'s why: In "She just wanted a glass of water," *just* '
        'means "only" - it limits what she wanted to one thing and excludes anything '
        "more.\n\nLet me know if you'd like more examples!",
     'Exclusionary'),
    (M, 'In this sentence, "just" is used to indicate that something happened a very '
        'short time ago ("He had just left when the phone rang"). It refers to the '
        'recency of the event.\n\nTherefore, the sense is: Temporal.',
     'Temporal'),
    (M, 'The sense of "just" in the sentence "The printer just stopped working" is '
        'Unexplanatory. The word "just" suggests that the event happened without any '
        'apparent reason or explanation.',
     'Unexplanatory'),
    (M, 'Here "just" means "fair" or "morally right," as in "a just ruler." It modifies '
        "the noun directly rather than a verb or clause, so it's functioning as an "
        '**Adjective**, not as an adverb.',
     'Adjective'),
    (MO, 'In the sentence "Take an umbrella; otherwise you\'ll get soaked," *otherwise* '
         "signals what will happen if the first instruction isn't followed.\n\n**Sense: "
         'Consequence**',
     'Consequence'),
    (MO, 'Exception.',
     'Exception'),
    (MO, 'Here "otherwise" supports an inference: "He must have left early, otherwise he '
         'would have called." The speaker reasons from the absence of a call to a '
         'conclusion about what happened. This is the **Argumentation** sense.',
     'Argumentation'),
    (MO, '**Enumeration**\n\nHere\'s why: "otherwise" introduces the next item in a list '
         'of options ("You can pay by card; otherwise, by bank transfer; or, failing that, '
         'in cash"). It moves the listing along rather than stating a consequence or an '
         'exception.',
     'Enumeration'),
    (YN, '**Yes**, the two mentions corefer.\n\n"Dr. Alvarez" and "she" both refer to the '
         'same person: the surgeon who performed the operation. The pronoun "she" picks up '
         'the most recent female referent, which is Dr. Alvarez.',
     'yes'),
    (YN, 'No. "The company" refers to the employer, while "it" in the second sentence '
         'refers to the contract that the company rejected.',
     'no'),
    (YN, 'The answer is: Yes\n\nBoth "the old bridge" and "the structure" refer to the '
         'same entity. The second sentence describes the structure as being over 200 years '
         'old, which matches the description of the old bridge in the first sentence.',
     'yes'),
    (YN, '不是同一个实体。"the manager"指的是酒店经理，而"he"指的是刚刚入住的客人。\n\n所'
         '以答案是：no',
     'no'),
    (YN, '**No**\n\nHere\'s why: "the puppy" refers to the neighbour\'s new dog, while '
         '"the animal" in the last sentence refers to the fox that was seen in the garden. '
         'They are two different creatures.',
     'no'),
    (YN, '```json\n{\n  "corefer": true,\n  "explanation": "\'The mayor\' and \'the '
         'city\'s top official\' describe the same person, Helen Ward."\n}\n```',
     'yes'),
    (YN, 'At first it seems like "they" could refer to the students, since they\'re '
         'mentioned right before. On closer reading, though, "they" refers to the teachers '
         'who organized the trip - the sentence says "they had booked the bus weeks in '
         'advance," which only makes sense for the organizers.\n\nSo, do "the students" '
         'and "they" corefer? No.',
     'no'),
    (YN, 'This could go either way. If "he" refers back to Tom, then yes, the mentions '
         "corefer; if it refers to Tom's brother, then no. The sentence doesn't give "
         'enough cues to decide between those two readings.',
     NONE),
    (BD, '**Yes**\n\nHere\'s why: "the engine" is a part of "the car" mentioned in the '
         'previous sentence. This is a classic part-whole bridging relation - we '
         'understand which engine is meant only because of the car.',
     'yes'),
    (BD, 'Based on the context, there is no bridging relation between "the waiter" and '
         '"the garden". The waiter is connected to the restaurant mentioned earlier, not '
         'to the garden.\n\nAnswer: No',
     'no'),
    (BD, 'Yes, there is a bridging relation. "The roof" is part of "the house" mentioned '
         'earlier, so this is a part-whole (meronymic) relation.',
     'yes'),
    (BD, 'No. "The teacher" has no associative link with "the river"; the teacher is '
         'introduced independently and is not understood through the river.',
     'no'),
    (BD, '| Anaphor | Candidate antecedent | Relation | Bridging? |\n|---|---|---|---|\n| '
         'the chapters | the novel | part-of | **Yes** |\n\nThe chapters are interpreted '
         'as the chapters of the novel, so a bridging relation holds.',
     'yes'),
    (BD, 'Yes - "the tickets" is naturally understood in relation to "the concert" '
         '(tickets for the concert), which is a typical bridging link.',
     'yes'),
    (BD, '分析："the pilot"和候选先行词"the bakery"之间没有整体-部分或其他联想关系，飞行员'
         '与面包店无关。\n\n不存在桥接关系。答案：no',
     'no'),
    (BD, 'You might think "the keys" links to "the office," since the keys are mentioned '
         'right after it. But the text says the keys belong to the car parked outside, so '
         'any bridging antecedent would be the car, not the office.\n\n**Answer: No**',
     'no'),
    (C, 'The passage mentions **4** distinct entities:\n\n1. Mara Quill\n2. the ferry\n3. '
        'the captain\n4. the harbour\n\nPronouns like "she" and "it" refer back to these '
        "and don't add new entities.",
     4),
    (C, 'I count five distinct entities: the farmer, his daughter, the tractor, the barn, '
        'and the village. (The pronouns "he" and "she" point back to the farmer and his '
        "daughter, so they don't add new ones.)\n\n**5**",
     5),
    (C, 'There are 3 distinct entities mentioned in the passage:\n\n1. The old man\n2. '
        'The dog\n3. The park\n\nThese are the only entities referred to in the passage.',
     3),
    (C, '让我们逐一列出文中提到的实体：\n\n1. 李明\n2. 李明的母亲\n3. 学校\n4. 老师\n5. '
        '自行车\n6. 医院\n\n共有 **6** 个不同的实体。',
     6),
    (C, "**7**\n\nHere's the breakdown:\n\n* Professor Hale\n* the laboratory\n* the "
        'microscope\n* the students\n* the university\n* the grant committee\n* the '
        "report\n\nLet me know if you'd like me to explain how I counted!",
     7),
    (C, "Entities: Lena, the bakery, the oven, Lena's sister, the bread, the loaves... "
        'wait, "the loaves" and "the bread" refer to the same thing, so I\'ll count them '
        'once.\n\nFinal count: 5',
     5),
    (C, "I'm sorry, but it looks like the passage wasn't included in your message. Could "
        "you paste the text you'd like me to analyze? Then I can count the distinct "
        'entities for you.',
     REFUSED),
    (C, 'Here is the answer in JSON format:\n\n```json\n{\n  "count": 4,\n  "entities": '
        '["the detective", "the suspect", "the mansion", "the letter"]\n}\n```',
     4),
    (MRC, 'The correct answer is **B) at the station**.\n\nThe passage states that a porter '
          'discovered the ring under a bench on the platform the next morning.',
     1),
    (MRC, 'The passage says the ring turned up among the lost-property items at the harbour '
          'office, after a fisherman handed it in. So the answer is **A**.',
     0),
    (MRC, 'Answer: C) at the market\n\nAccording to the passage, the ring was found by a '
          'fruit seller at the market, who noticed it glinting between two crates.',
     2),
    (MRC, '根据文章内容，女主人最后在家里的沙发垫下面找到了戒指。\n\n答案：D',
     3),
    (MRC, "**(D) at home**\n\nHere's why: The story ends with her finding the ring in the "
          'pocket of the coat hanging in her hallway, meaning it had been at home the whole '
          'time.',
     3),
    (MRC, 'Although the ring was lost at the market, it was later found at the station when '
          'the man who had picked it up tried to sell it to a ticket clerk. So the answer '
          'is B.',
     1),
    (MRC, "The passage doesn't actually say where the ring was found - it only mentions "
          'that it was lost on the way to the market and that the family searched for days. '
          "Based on the text provided, I can't determine which option is correct.",
     REFUSED),
    (MRC, 'A - at the harbour.',
     0),
    (BA, '**the kitchen**\n\nHere\'s why: "the sink" is understood as part of a kitchen, '
         'and "the kitchen" is the only earlier noun phrase that provides that whole.',
     'the kitchen'),
    (BA, 'The anaphor "the pages" is linked to the earlier noun phrase "an old diary". The '
         'pages are interpreted as the pages of the diary that was found in the attic.',
     'an old diary'),
    (BA, '"the driver" 的桥接先行词是 "the bus"：司机指的就是那辆公交车的司机。',
     'the bus'),
    (BA, 'Antecedent: **the wedding**. "The bride" is understood as the bride at the '
         'wedding mentioned in the first sentence.',
     'the wedding'),
    (BA, 'The anaphor **"the lid"** is linked to **"a small wooden box"**, since a lid is '
         'a part of a box.',
     'a small wooden box'),
    (BA, '"The door" could attach to either "the cottage" or "the shed" - both were '
         'mentioned just before, both would have doors, and nothing in the text favours '
         "one over the other. I'd treat this as ambiguous.",
     NONE),
    (BA, 'The anaphor "the menu" refers to... At first I thought it was "the hotel", but '
         'the menu is more specifically tied to "a little restaurant" mentioned in the '
         'second sentence, where they stopped for dinner.\n\nSo the answer is: a little '
         'restaurant',
     'a little restaurant'),
    (BA, '{"anaphor": "the goalkeeper", "antecedent": "the match"}',
     'the match'),
    (RI, 'The best connective is **"because"**:\n\n> The picnic was cancelled **because** '
         'the forecast predicted heavy rain.\n\nThe second sentence gives the reason for '
         'the first.',
     'because'),
    (RI, '**However** fits best - the second sentence goes against the expectation set up '
         'by the first (the team trained hard, yet lost every match).',
     'however'),
    (RI, 'The implicit connective that best joins the two sentences is: "for '
         'example"\n\nThe second sentence gives a specific instance (the museum\'s free '
         'Sunday entry) of the general claim in the first sentence that the city offers '
         'many cheap activities.',
     'for example'),
    (RI, '最合适的连接词是 **"instead"**。\n\n第一句说他没有坐出租车，第二句说他步行回家，'
         '第二句描述的是替代的做法。',
     'instead'),
    (RI, "**Meanwhile**\n\nHere's why: both sentences describe actions happening at the "
         'same time in different places - the parents cooking dinner and the children '
         'finishing their homework upstairs.',
     'meanwhile'),
    (RI, 'I\'d go with "so". "Because" would reverse the direction: the first sentence is '
         'the cause (the bridge was closed) and the second is the result (drivers took the '
         'long route).',
     'so'),
    (RI, 'Possible connectives:\n\n- *and* - too weak, it loses the relation\n- *then* - '
         "implies a sequence, but there's no time order here\n- **in fact** - best, since "
         'the second sentence strengthens and sharpens the first\n\n**Answer: in fact**',
     'in fact'),
    (RI, '"As a result" - the closure of the factory led directly to the job losses '
         'described in the second sentence.',
     'as a result'),
    (EM, 'The entity mentioned most often in the passage is **Mara Quill**, who appears 5 '
         'times (counting the pronouns "she" and "her").',
     'Mara Quill'),
    (EM, 'Counting mentions, including pronouns:\n\n- the ferry: 6\n- Mara Quill: 4\n- the '
         'harbour: 2\n\nSo **the ferry** is mentioned most often.',
     'the ferry'),
    (EM, 'The entity mentioned most often in the passage is "the lighthouse". It is '
         'mentioned 4 times, including once as "it" and once as "the tower".',
     'the lighthouse'),
    (EM, '文中出现次数最多的实体是 **Professor Lin**，共出现了5次（包括代词"他"）。',
     'Professor Lin'),
    (EM, 'The most frequently mentioned entity is "the orchard".\n\nHere\'s the '
         'breakdown:\n* the orchard - 5 mentions\n* the farmer - 3 mentions\n* the apples '
         '- 2 mentions\n\nLet me know if you need anything else!',
     'the orchard'),
    (EM, 'Mara Quill appears 3 times and the ferry 4 times... wait, I missed two pronoun '
         'references to Mara ("she boarded", "her ticket"). Revised counts: Mara Quill 5, '
         'the ferry 4.\n\nAnswer: Mara Quill',
     'Mara Quill'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Captain Orsk | 3 |\n| the ferry | 5 |\n| '
         'Mara Quill | 4 |\n\n**Most mentioned: the ferry**',
     'the ferry'),
    (EM, 'Here is the answer:\n\n```json\n{"most_mentioned_entity": "the storm", '
         '"mentions": 6}\n```',
     'the storm'),
    (SI, 'The speaker of the line "You\'ll have to wait until the tide turns" is **Old '
         "Zhou**. He's the boatman, and the remark about the tide fits his role.",
     'Old Zhou'),
    (SI, "That line is spoken by Mrs. Chen - she's the one who asked about the rent "
         "earlier, and this is her follow-up when the landlord doesn't answer.",
     'Mrs. Chen'),
    (SI, 'The speaker is: Xiao Li',
     'Xiao Li'),
    (SI, '根据对话的上下文，这句话是在回答陈太太的问题，而且提到了"我的船"。\n\n说话人是：'
         '老周（Old Zhou）。',
     'Old Zhou'),
    (SI, '**Dmitri**\n\nHere\'s why: The line mentions "my sister\'s wedding," and earlier '
         'in the dialogue Dmitri is the only character who has a sister. The reply also '
         'matches his sarcastic tone.',
     'Dmitri'),
    (SI, 'It might seem like Mrs. Chen, since she spoke just before. But the line is a '
         'reply to her question about the boat, so the speaker is Old Zhou.',
     'Old Zhou'),
    (SI, "The dialogue doesn't include a speaker tag for this line, and nothing in the "
         "wording ties it to a particular character. I'm unable to determine who says it "
         'from the text provided.',
     REFUSED),
    (SI, 'Auntie Mei.',
     'Auntie Mei'),
    (ORD, 'The correct order is: **[2, 0, 3, 1]**\n\n1. **<s 2>** introduces the main '
          'character and the setting.\n2. **<s 0>** describes the problem she '
          'encounters.\n3. **<s 3>** explains how she tries to solve it.\n4. **<s 1>** '
          'gives the outcome.',
     [2, 0, 3, 1]),
    (ORD, 'The most coherent order is <s 1>, <s 3>, <s 0>, <s 2>. Sentence 1 sets the '
          'scene, 3 introduces the visitor, 0 describes the conversation, and 2 wraps '
          'things up with the visitor leaving.',
     [1, 3, 0, 2]),
    (ORD, 'Here is the correct order of the sentences:\n\n1. <s 3> The village had been '
          'without water for a week.\n2. <s 0> Engineers finally arrived on Monday.\n3. <s '
          '2> They found a cracked pipe near the reservoir.\n4. <s 1> By evening, the taps '
          'were running again.\n\nSo the correct order is: 3, 0, 2, 1',
     [3, 0, 2, 1]),
    (ORD, '正确的顺序是：0 → 2 → 1 → 3\n\n<s 0> 是总起句，<s 2> 承接上文，<s 1> '
          '给出转折，<s 3> 是结论。',
     [0, 2, 1, 3]),
    (ORD, "**Order: 1, 0, 2, 3**\n\nHere's why: <s 1> introduces the topic, <s 0> gives "
          'background, <s 2> adds a detail that depends on <s 0>, and <s 3> concludes.',
     [1, 0, 2, 3]),
    (ORD, 'Initial guess: 2, 1, 0, 3. On reflection, <s 0> must come before <s 1>, because '
          '<s 1> refers to "the letter" that is only introduced in <s 0>.\n\nCorrected '
          'order: 2, 0, 1, 3',
     [2, 0, 1, 3]),
    (ORD, '```json\n{"order": [3, 1, 0, 2]}\n```',
     [3, 1, 0, 2]),
    (ORD, "I'm happy to help, but I don't see the sentences in your message. Could you "
          'please provide the four tagged sentences so I can put them in the right order?',
     REFUSED),
    # --- the twenty-ninth set ---
    (T, 'Step 1: Identify the events. e1 is "arrived" (the delegation arriving at the '
        'airport) and e2 is "signed" (the signing of the agreement).\nStep 2: Look for '
        'temporal cues. The text says the delegation arrived on Monday and the agreement '
        'was signed "two days later."\nStep 3: So e1 happens first, and e2 follows it '
        'some time afterwards.\n\nTherefore, the relation between e1 and e2 is:\n\nBEFORE',
     'BEFORE'),
    (T, 'Let\'s think step by step.\n\nThe sentence is: "While the storm raged (e2), the '
        'crew repaired (e1) the generator."\n\n- Could it be BEFORE or AFTER? No. '
        'There\'s no sequencing word like "then" or "after".\n- SIMULTANEOUS would need '
        'both events to cover the same span, but the repair is a shorter activity that '
        'happens *during* the storm.\n- INCLUDES would mean e1 contains e2, which is the '
        'wrong way round.\n\nThe repair happens within the time of the storm, so e1 is '
        'contained in e2.\n\nAnswer: IS_INCLUDED',
     'IS_INCLUDED'),
    (T, 'Step 1: e1 = "resigned"; e2 = "was accused".\nStep 2: The article says she '
        'resigned *following* the accusations, so the accusation came first.\nStep 3: e2 '
        'precedes e1.\n\nSo e1 comes after e2.\n\n**AFTER**',
     'AFTER'),
    (T, 'Let\'s think step by step. e1 ("planned") is an intention whose timing isn\'t '
        'anchored anywhere, and e2 ("will visit") is a future event. The plan might have '
        'been made before the visit, or the planning might still be going on when the '
        'visit happens; the text gives nothing that ties the two together. BEFORE is '
        'plausible but not entailed, and INCLUDES is also possible if the planning '
        'continues.\n\nWith no explicit temporal signal, the most appropriate label is '
        'VAGUE.',
     'NONE'),
    (T, '1. e1 = the conference ("the three-day conference"), e2 = the keynote ("her '
        'keynote on Tuesday").\n2. The keynote was given as part of the conference, on '
        "its second day.\n3. So e1's time span fully contains e2's.\n\nThe answer is "
        'INCLUDES.',
     'INCLUDES'),
    (T, 'Step 1: e1 = "cheered", e2 = "crossed" (the runner crossed the line).\nStep 2: '
        'At first glance the cheering looks like a reaction, which would make e1 AFTER '
        'e2.\nStep 3: But re-reading: "The crowd cheered as she crossed the line." The '
        'word "as" presents the two events as happening at the same moment, not one after '
        'the other.\n\nWait, so my first guess was wrong. The cheering and the crossing '
        'coincide.\n\nFinal answer: SIMULTANEOUS',
     'SIMULTANEOUS'),
    (T, "I'd like to help, but the passage you sent doesn't mark any events as e1 or e2. "
        'There are no tags in the text, and at least four verbs could be events (left, '
        "called, waited, returned). Without knowing which two you mean, I can't determine "
        'the temporal relation. Could you send the text again with e1 and e2 marked?',
     REFUSED),
    (T, 'Let\'s think step by step.\ne1: "finished" the report. e2: "met" with the '
        'editor.\nThe text says "She finished the report and met with the editor that '
        'afternoon." The "and" could suggest a sequence (finished, then met), which would '
        'be BEFORE. But it could just as well describe two events from the same afternoon '
        'in unknown order; she might have finished it during the meeting, which would '
        "make it IS_INCLUDED.\n\nSo the relation is either BEFORE or IS_INCLUDED. I can't "
        'narrow it down further from this sentence alone.',
     NONE),
    (R, 'Step 1: Unit 1: "The first half of the film is gripping." Unit 2: "the second '
        'half drags badly."\nStep 2: The units are joined by "but" and describe opposite '
        "qualities of two parts of the same film.\nStep 3: This isn't concession, because "
        "nothing in unit 1 sets up an expectation that unit 2 denies. It's two properties "
        'placed side by side in opposition.\n\nSo, the final answer is: contrast',
     'contrast'),
    (R, 'Let\'s think step by step.\nUnit A: "The bridge was closed for repairs."\nUnit '
        'B: "commuters had to take a forty-minute detour."\nUnit B happens because of '
        "Unit A. Other candidates: temporal (there is an order, but it's secondary), "
        'explanation (B would have to explain A, which is backwards), elaboration (B adds '
        'no detail about the bridge).\nThe relation is result.',
     'causal'),
    (R, 'Step 1: Segment 1: "I\'m not coming to the party." Segment 2: "I have an exam '
        'early tomorrow."\nStep 2: Segment 2 gives the reason for segment 1. The reason '
        'comes after the claim, which is the pattern for explanation rather than causal. '
        "Elaboration and reformulation don't fit: segment 2 neither restates nor adds "
        'detail to segment 1.\nTherefore the second unit explains the first.\n\nAnswer: '
        'explanation',
     'explanation'),
    (R, "First, the two units: [If the weather holds] and [we'll hike to the summit on "
        'Saturday].\nThe first unit sets up a hypothetical circumstance under which the '
        'second will happen, and "if" signals this directly. It isn\'t frame (no setting '
        "or topic is introduced) and it isn't purpose.\n\n#### condition",
     'condition'),
    (R, 'Reasoning: Unit 1, "The spokesperson said", introduces a source, and unit 2, '
        '"that the company would not comment on the lawsuit", is the content being '
        "reported. That's the standard reporting verb plus content "
        'pattern.\n\n```json\n{"relation": "attribution", "confidence": 0.93}\n```',
     'attribution'),
    (R, '让我们一步一步思考。\n第一步：单元1是"虽然他训练得很刻苦"，单元2是"他还是没能进'
        '入决赛"。\n第二步：单元1建立了一个预期（刻苦训练→应该成功），单元2否定了这个预期'
        '。\n第三步：这不是单纯的对比（contrast），因为两者之间有"预期被打破"的关系。\n\n'
        '因此，答案是：concession（让步）',
     'concession'),
    (R, 'To identify the discourse relation I need the two text units, but your message '
        'only contains the list of labels. The units themselves seem to have been cut '
        "off, so I can't determine the relation. Please paste the two segments and I'll "
        'analyze them.',
     REFUSED),
    (R, 'Step 1: Unit 1 = "She saved every paycheck for a year"; Unit 2 = "to buy her '
        'mother a new car".\nStep 2: The infinitive "to buy" states the goal of the '
        "saving.\nStep 3: Causal? Not quite. The car purchase isn't a consequence that "
        "has happened; it's the intended aim. Condition, mode and elaboration don't fit "
        'either.\nTherefore, the relation is purpose.\n\nThe answer is (purpose).',
     'purpose'),
    (M, 'Step 1: Sentence: "I just want a glass of water, nothing else."\nStep 2: "just" '
        'means "only" here. It narrows what is wanted to one thing and rules out '
        'alternatives, and "nothing else" confirms it.\nStep 3: It isn\'t Temporal '
        "(nothing refers to a recent moment) and it isn't Emphatic.\nTherefore: "
        '**Exclusionary**',
     'Exclusionary'),
    (M, 'Let\'s think step by step. In "She had just left when you called," "just" places '
        'the leaving a very short time before the call. That\'s the time sense ("a moment '
        'ago"), not the "only" sense or the intensifying sense.\n\nAnswer: Temporal',
     'Temporal'),
    (M, 'The sentence "The view from the top was just incredible" uses "just" to '
        'intensify "incredible." Exclusionary would mean "only incredible," which makes '
        "no sense here, and there's no timing meaning. Unelaboratory would signal "
        '"simply, nothing more to say," but the speaker is amplifying, not playing '
        'anything down.\n\nSo, the final answer is: Emphatic',
     'Emphatic'),
    (M, 'Step 1: "He just walked out of the meeting without saying a word."\nStep 2: '
        'Candidates: Temporal (recently)? No, nothing points to the moment of speaking. '
        'Exclusionary (only)? No.\nStep 3: "just" marks the action as having happened '
        'with no explanation or apparent reason; the speaker presents it as '
        'inexplicable.\nTherefore the sense is Unexplanatory.\n#### Unexplanatory',
     'Unexplanatory'),
    (MO, 'Step 1: "Take your umbrella; otherwise you\'ll get soaked."\nStep 2: "otherwise" '
         '= "if you don\'t take your umbrella". The clause after it says what follows in '
         'that alternative scenario.\nTherefore, the sense is Consequence.',
     'Consequence'),
    (MO, 'Let\'s think step by step.\nIn "Apart from a small scratch on the bumper, the '
         'car is otherwise in perfect condition," "otherwise" means "in all other '
         'respects". It covers everything except the exception just stated. It doesn\'t '
         "introduce the consequence of an unrealized condition, and it doesn't list "
         'items.\nAnswer: Exception',
     'Exception'),
    (MO, 'Step 1: "He must have read the email, otherwise he wouldn\'t have known about '
         'the change."\nStep 2: Here "otherwise" doesn\'t predict a real outcome. It '
         'supports an inference: the speaker argues for the claim (he read the email) by '
         'pointing out that the alternative conflicts with known facts.\nStep 3: '
         'Consequence is tempting because of the "wouldn\'t have" form, but the clause is '
         'there to justify a conclusion.\nSo, the final answer is: Argumentation',
     'Argumentation'),
    (MO, 'Let\'s think step by step. "Finish your homework, otherwise no TV tonight." This '
         "can be read as Consequence (what happens if the homework isn't finished) or as "
         'Argumentation (the speaker giving a reason to comply). Enumeration and Exception '
         "clearly don't apply. Both remaining readings seem defensible, and I don't think "
         'the sentence alone decides between them.\n\nAnswer: Consequence or Argumentation',
     NONE),
    (YN, 'Step 1: Mention 1 is "Mara Quill"; mention 2 is "the ferry\'s owner".\nStep 2: '
         'The passage says "Mara Quill bought the old ferry in 1998. Twenty years later, '
         'the ferry\'s owner still piloted it herself."\nStep 3: Nothing suggests the '
         'ferry changed hands, and "herself" fits Mara.\nTherefore, the two mentions refer '
         'to the same person.\nAnswer: yes',
     'yes'),
    (YN, 'Let\'s think step by step. "The doctor" refers to Dr. Hale, who treated the '
         'patient. "He" in the second sentence ("He thanked her warmly") has to be the '
         'patient, because "her" is Dr. Hale, who is a woman in the passage. So "the '
         'doctor" and "he" are different people.\n\nThe answer is No.',
     'no'),
    (YN, 'No. "it" refers to the letter, not the box. The box is what she opened; the '
         'letter is what she read, and "it" is the object of "read".',
     'no'),
    (YN, '我们一步一步分析：\n1. 提及一："老周"；提及二："这位老人"。\n2. '
         '上下文中只有老周一位老人，而且"这位老人"出现在描写老周动作的句子之后。\n3. '
         '因此两者指的是同一个人。\n\n答案：是（yes）',
     'yes'),
    (YN, 'Step 1: "the company" = Northwind Ltd.\nStep 2: "the firm" appears in a sentence '
         'about the auditors who reviewed Northwind\'s books.\nStep 3: You could read "the '
         'firm" as Northwind, but the sentence says "the firm flagged three '
         'irregularities", which is something an auditor does to a client, not something '
         "the client does to itself.\nI'm fairly confident these do not corefer.\nFinal "
         'answer: no',
     'no'),
    (YN, 'The pronoun "they" in sentence 3 picks up "the twins" from sentence 1; no other '
         'plural group has been introduced in between.\n\n```json\n{"corefer": "yes", '
         '"reason": "only plausible plural antecedent"}\n```',
     'yes'),
    (YN, 'At first I thought "she" might be Anna, the closest female name. But wait: Anna '
         'appears in the previous clause as the object ("told Anna"), and the pronoun\'s '
         'sentence says "she had already booked the tickets," which the text established '
         'earlier as something Mrs. Chen did. So "she" = Mrs. Chen, the second '
         'mention.\nSo yes, "Mrs. Chen" and "she" corefer.',
     'yes'),
    (YN, 'Step 1: Mention A = "the captain", Mention B = "the first mate".\nStep 2: Both '
         "are on the ferry and both give orders in the passage, but they're named as two "
         'separate crew roles, and in paragraph 2 the captain speaks *to* the first '
         'mate.\nTherefore they are distinct.\n#### no',
     'no'),
    (BD, 'Step 1: Anaphor: "the roof". Candidate antecedent: "an old farmhouse".\nStep 2: '
         '"the roof" hasn\'t been mentioned before, but readers take it as the '
         "farmhouse's roof, a part-whole link.\nStep 3: That's a bridging "
         'relation.\nAnswer: yes',
     'yes'),
    (BD, 'Let\'s think step by step. The anaphor "the driver" comes right after "We took a '
         'taxi from the restaurant." The driver is linked to the taxi, not the restaurant; '
         "a restaurant doesn't have a driver in any natural sense. So for this candidate "
         'there is no bridging relation.\nThe answer is no.',
     'no'),
    (BD, 'Step 1: Anaphor = "the tickets", candidate = "the concert".\nStep 2: The '
         'passage: "We finally went to the concert. The tickets had cost a fortune." The '
         'tickets are understood as tickets *for* the concert, an associative link rather '
         'than identity.\nStep 3: This is a textbook bridging case.\nTherefore: yes',
     'yes'),
    (BD, 'The anaphor is "the author" and the candidate you gave is "the library". In the '
         'passage, "the author" is the author of the book she borrowed, so the bridging '
         'antecedent would be "a book", not the library. Libraries don\'t have an '
         'author.\n\nSo, for the pair (the author, the library): no.',
     'no'),
    (BD, 'I can\'t answer this one reliably. The anaphor you mention, "the lid", doesn\'t '
         'appear anywhere in the passage you provided. The passage only talks about a jar, '
         'a shelf and a kitchen. Could you check that the right passage was pasted?',
     REFUSED),
    (BD, '让我们一步一步来：\n- 照应语："方向盘"\n- 候选先行词："那辆旧卡车"\n- '
         '方向盘是卡车的一部分（整体-部分关系），而且前文没有直接提到方向盘。\n\n所以存在'
         '桥接关系。答案：yes',
     'yes'),
    (BD, 'Step 1: Anaphor "the dog"; candidate "a dog" in sentence 1.\nStep 2: These are '
         'the same animal: "A dog barked all night. In the morning the dog was gone." '
         "That's plain identity coreference.\nStep 3: Bridging needs a *different* but "
         "associated entity (part-of, has-a, etc.), so coreference doesn't "
         'count.\nTherefore, no bridging relation.\nAnswer: no',
     'no'),
    (BD, '**Yes.**\n\n"the final chapter" is part of "the novel" mentioned in the first '
         'sentence. The chapter is a new entity that only makes sense through its link to '
         'the novel (part-whole), which is exactly what bridging is.',
     'yes'),
    (C, 'Step 1: List the entities: Mara Quill, the ferry, the harbour master, the '
        'island.\nStep 2: Check for repeats: "she" = Mara Quill; "the boat" = the ferry; '
        '"him" = the harbour master.\nStep 3: That leaves four distinct entities.\n#### 4',
     4),
    (C, "Let's think step by step.\nMentions in order: Old Zhou, the teahouse, his "
        'grandson, Old Zhou (again, as "the old man"), a bicycle, the grandson ("the '
        'boy"), the river.\nMerging repeated mentions: Old Zhou, the teahouse, the '
        'grandson, the bicycle, the river.\nSo the passage mentions five distinct '
        'entities.',
     5),
    (C, '| Mention | Entity |\n|---|---|\n| Dr. Okafor / she / the surgeon | Dr. Okafor '
        '|\n| the patient / him | the patient |\n| the hospital | the hospital |\n| the '
        "nurse | the nurse |\n| the scalpel | the scalpel |\n| the patient's wife | the "
        'wife |\n\nTotal: 6 distinct entities.',
     6),
    (C, 'Counting: Mara, the ferry, the captain, the passengers, the storm, the harbour, '
        'the lighthouse keeper. That\'s 7.\n\nHmm, wait. Re-reading, "the captain" *is* '
        'Mara; the passage says "Mara, who had captained the ferry for twenty years". So '
        'the captain and Mara are the same entity.\n\nCorrected count: 6.',
     6),
    (C, 'Step 1: Entities: Lena, her brother, the football team.\nStep 2: The tricky part '
        'is whether "the team" counts as its own entity or is just the group her brother '
        'belongs to. If it counts separately, the total is 4 (Lena, brother, team, the '
        "coach); if not, it's 3.\nI think both counts can be defended; it depends on the "
        'annotation guidelines.',
     NONE),
    (C, '逐步分析：\n1. "李明" 和 "他" 指同一个人。\n2. "那只猫" 和 "它" 指同一只猫。\n3. '
        '"院子" 只出现一次。\n\n所以，文中共有3个不同的实体。',
     3),
    (C, 'Step 1: "The old man and the sea" - two entities, the man and the sea.\nStep 2: '
        'Every later mention ("he", "the fisherman", "the water", "the waves") refers '
        'back to one of these two.\nAnswer: 2',
     2),
    (C, "Let me enumerate carefully:\n1. Tomas\n2. the bakery\n3. Tomas's mother\n4. the "
        'oven\n5. the mayor\n6. the festival\n7. the town square\n8. the prize '
        'ribbon\n\n"he", "the baker" → Tomas; "the old woman" → his mother; "the contest" '
        '→ part of the festival, not separate in context.\n\nThe answer is 8.',
     8),
    (MRC, 'Step 1: The passage says Mara dropped the ring while boarding the train to the '
          'coast.\nStep 2: The next day a porter found it "under the bench on platform '
          '3".\nStep 3: A platform is at the station, so it wasn\'t the harbour, the '
          'market, or home.\nThe answer is (B).',
     1),
    (MRC, "Let's think step by step. The text says the ring was handed in at the "
          'lost-property desk right next to the ticket barriers, after a cleaner spotted it '
          'on the platform. Options A (harbour) and C (market) are places Mara visited '
          'earlier that day, and D (home) is where she first noticed it was missing. The '
          'ring itself turned up at the station.\n\nAnswer: B) at the station',
     1),
    (MRC, 'Step 1: The key sentence: "It was a fisherman, mending his nets by the pier, who '
          'saw something glint between the boards."\nStep 2: A pier with fishermen and nets '
          'points to the harbour.\nStep 3: The market is only mentioned as where she bought '
          "the fish, and the station isn't mentioned at all.\nTherefore, the ring was found "
          'at the harbour, option A.',
     0),
    (MRC, 'D',
     3),
    (MRC, "Let's think step by step.\n- (A) at the harbour: she walked past it, but the "
          'text never says she searched there.\n- (B) at the station: this is where she '
          "thought she'd lost it, which is a distractor.\n- (C) at the market: the "
          'stallholder says "this was caught in the lettuce crate", and she recognizes it '
          'as her ring.\n- (D) at home: she searched there first, with no luck.\n\nSo the '
          'ring was found at the market.\n\n**C**',
     2),
    (MRC, '一步一步分析：\n文章中说，戒指最后是在卖水果的摊位下面被找到的。港口、车站和家里'
          '都只是她去找过的地方。\n卖水果的摊位在市场里。\n答案是 C',
     2),
    (MRC, 'I\'m sorry, but the passage seems to be missing. I can see the question ("Where '
          'was the ring found?") and the four options, but not the story itself, so I '
          "can't tell which option is correct. If you paste the passage, I'll answer.",
     REFUSED),
    (MRC, 'Reasoning: the last paragraph says she "opened her jewelry box that evening and '
          'there it was, tangled in a necklace." So the ring had never left the '
          'house.\n\n```json\n{"answer": "D", "option_text": "at home"}\n```',
     3),
    (BA, 'Step 1: The anaphor is "the sink". Earlier noun phrases: "a small apartment", '
         '"the kitchen", "a pile of dishes".\nStep 2: A sink is a typical part of a '
         'kitchen. The apartment is a possible link too, but the passage says "She walked '
         'into the kitchen. The sink was full," which points to the kitchen.\nTherefore, '
         'the antecedent is the kitchen.',
     'the kitchen'),
    (BA, 'Let\'s think step by step.\nThe anaphor "the steering wheel" must belong to a '
         'vehicle. The only vehicle mentioned earlier is "the old truck" (the other noun '
         'phrases are "the farm", "his father" and "a dusty road").\nThus, the anaphor '
         '"the steering wheel" is linked to **the old truck**.',
     'the old truck'),
    (BA, 'Answer: the diary\n\n"the pages" are the pages of the diary she found in the '
         'attic. "the attic" is the place, not the object that has pages.',
     'the diary'),
    (BA, 'Step 1: Anaphor: "the audience".\nStep 2: Candidates: "the concert", "the city", '
         '"the violinist".\nStep 3: An audience is associated with an event/performance. '
         '"the violinist" doesn\'t have an audience of her own in this sense; it\'s the '
         'concert that has one.\nSo the bridging antecedent is "the concert".',
     'the concert'),
    (BA, 'The waiter works at the restaurant, so "the waiter" bridges to **the '
         'restaurant**.',
     'the restaurant'),
    (BA, '让我们一步一步思考。\n照应语是 "the engine"。前文出现的名词短语有："Mara '
         'Quill"、"the ferry"、"the harbour"。\n发动机是船的一部分，所以 "the engine" '
         '关联的是 "the ferry"。',
     'the ferry'),
    (BA, 'Step 1: Anaphor = "the handle".\nStep 2: My first thought was "the door", since '
         'doors have handles. But re-reading the passage: "He grabbed the suitcase and ran '
         'for the bus. Halfway there, the handle snapped." The door was mentioned in an '
         "earlier paragraph, and the thing he's holding while running is the "
         "suitcase.\nStep 3: So the handle is the suitcase's handle.\nFinal answer: the "
         'suitcase',
     'the suitcase'),
    (BA, 'Let\'s think step by step. "The menu was only in French." Which earlier NP has a '
         'menu? The passage mentions "the train station", "the cafe" and "her phone". A '
         "cafe has a menu; the others don't.\n\n#### the cafe",
     'the cafe'),
    (RI, 'Step 1: S1: "The match was cancelled." S2: "Heavy rain had flooded the '
         'pitch."\nStep 2: S2 gives the reason for S1.\nStep 3: A causal connective that '
         'introduces a reason fits best.\nThe answer is: because',
     'because'),
    (RI, 'Let\'s think step by step.\nS1: "He didn\'t take the bus." S2: "He walked the '
         'whole five miles."\nS2 replaces the action denied in S1; this is a substitution '
         'relation. "However" is possible but weaker, because S2 doesn\'t really contrast '
         'with S1, it tells us what he did in place of it.\n\nConnective: instead',
     'instead'),
    (RI, 'Step 1: S1 makes a general claim: "The town has some strange traditions." S2: '
         '"Every spring, residents race wheels of cheese down the main hill."\nStep 2: S2 '
         'is a specific instance of the general claim in S1.\nStep 3: So the relation is '
         'instantiation.\nAnswer: for example',
     'for example'),
    (RI, 'The two sentences set up a contrast: S1 says the recipe looks simple, while S2 '
         'says it takes hours to get right. The second runs against what the first leads '
         'you to expect.\n\nSo the best connective is **however**.',
     'however'),
    (RI, '让我们一步一步分析：\n句子1：厨师们在厨房里忙着准备晚宴。\n句子2：客人们在大厅里'
         '喝着香槟聊天。\n两件事同时发生在不同的地方，属于时间上的并行关系。\n\n答案："mea'
         'nwhile"（与此同时）',
     'meanwhile'),
    (RI, 'Step 1: S1: "The shop had run out of milk." S2: "We had our coffee black."\nStep '
         '2: S2 is the consequence of S1.\nStep 3: A result connective fits. "because" '
         'would be backwards (that would need S2 to be the cause).\n#### so',
     'so'),
    (RI, 'Let\'s think step by step. S1: "She finished her shift at the hospital." S2: '
         '"She drove straight to her daughter\'s recital." These are two events in '
         'sequence, the second following right after the first. Candidates like '
         '"meanwhile" (overlap) or "because" (cause) don\'t fit.\n\nThe answer is "then".',
     'then'),
    (RI, 'S1 says the report was "not entirely accurate"; S2 says "several of its key '
         'figures were invented." S2 doesn\'t contrast with S1; it strengthens it, going '
         'further than S1 did. Candidates: "however" (no), "for example" (partly, but S2 '
         'is more an intensification than an instance), "in fact" (yes: it introduces a '
         'stronger statement of the same point).\n\nFinal answer: in fact',
     'in fact'),
    (EM, 'Step 1: Count the mentions of each entity.\n- Mara Quill: "Mara Quill", "she" '
         '(x4), "her" (x2), "the pilot" → 8\n- the ferry: "the ferry", "it" (x2), "the old '
         'boat" → 4\n- the harbour: 2\n- the passengers: 2\nStep 2: Mara Quill clearly has '
         'the most mentions.\nTherefore, the most frequently mentioned entity is Mara '
         'Quill.',
     'Mara Quill'),
    (EM, "Let's think step by step. The passage is mostly a description of the vessel: its "
         'hull, its engine, how "it" creaked, what "the boat" smelled like, where "the '
         'ferry" docked. Mara appears only in the first and last sentences.\n\nCounting: '
         'the ferry ≈ 9 mentions, Mara Quill ≈ 3, the island ≈ 2.\n\n#### the ferry',
     'the ferry'),
    (EM, "The harbour master is mentioned most often: he's named in the first sentence, "
         'then referred to as "he" or "the old man" throughout the dialogue (7 mentions in '
         'total), while Mara and the ferry each come up about 3 times.\n\nAnswer: the '
         'harbour master',
     'the harbour master'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Old Zhou | 6 |\n| Mrs. Chen | 4 |\n| the '
         'teahouse | 3 |\n| the chessboard | 2 |\n\nOld Zhou is mentioned the most.',
     'Old Zhou'),
    (EM, 'Step 1: Candidates: the lighthouse, the keeper, the storm, the ships.\nStep 2: '
         '"the lighthouse" / "it" / "the tower" / "the light" appear 7 times; the keeper 4 '
         'times; the storm 3; the ships 2.\nStep 3: "the light" could arguably be a '
         'separate entity (the lamp), but even without it the lighthouse leads with '
         '6.\nSo, the final answer is: the lighthouse',
     'the lighthouse'),
    (EM, "Let's think step by step.\nDr. Okafor is introduced in sentence 1 and is the "
         'subject of almost every following sentence ("she examined", "she ordered", "the '
         'doctor frowned"). The patient is mentioned a few times, and the lab only '
         'twice.\n\nThe answer is Dr. Okafor.',
     'Dr. Okafor'),
    (EM, "My first instinct was Mara Quill, since she's the protagonist. But let me "
         'actually count:\n- Mara: 4\n- Tomas (the deckhand): "Tomas", "he" x3, "the boy" '
         'x2, "his" x1 → 7\n- the ferry: 3\nOkay, so despite the story being framed around '
         'Mara, Tomas is mentioned more.\n\nFinal answer: Tomas',
     'Tomas'),
    (EM, '一步一步统计：\n- Mara Quill（包括"她"）：6次\n- 渡轮（the ferry）：4次\n- '
         '船长：2次\n\n出现次数最多的实体是 Mara Quill。',
     'Mara Quill'),
    (SI, 'Step 1: The quoted line is: "I\'ve played chess in this teahouse for forty '
         'years, and nobody beats me on a Tuesday."\nStep 2: The speakers in the scene are '
         'Old Zhou, Mrs. Chen and the waiter. Mrs. Chen was introduced as a newcomer to '
         'the neighbourhood, and the waiter is young.\nStep 3: Forty years in the teahouse '
         'fits only Old Zhou, who was described as a regular.\nThus, **Old Zhou** is the '
         'speaker.',
     'Old Zhou'),
    (SI, 'Let\'s think step by step.\nThe line "Don\'t you dare track mud onto my clean '
         'floor!" follows right after Mrs. Chen is described mopping the hallway. The boy '
         'is the one tracking mud, and Old Zhou is outside. The speaker is the person who '
         'cleaned the floor.\n\nThe answer is Mrs. Chen.',
     'Mrs. Chen'),
    (SI, '一步一步分析：\n1. 这句话是"我明天一早就去火车站接你"。\n2. '
         '对话中有李明和他的妹妹李华。李华刚说完自己明天到站。\n3. '
         '所以说"去接你"的人应该是李明。\n\n答案：李明',
     '李明'),
    (SI, "Answer: Tomas\n\nHe's the only one in the scene who has a boat, and the line is "
         '"I\'ll have her ready to sail by dawn." Mara is the one who asked.',
     'Tomas'),
    (SI, "I can't identify the speaker here. The dialogue you pasted has no names or "
         'speaker cues at all, just alternating quoted lines, and the question refers to '
         '"line 5", but there are only four lines. Could you share the full scene?',
     REFUSED),
    (SI, 'Step 1: Target utterance: "Objection, Your Honor, counsel is leading the '
         'witness."\nStep 2: Characters present: Judge Marlowe, Ms. Reyes (prosecutor), '
         'Mr. Abernathy (defense), and the witness.\nStep 3: The objection comes while Ms. '
         "Reyes is questioning, so it must come from opposing counsel. The judge wouldn't "
         'say "Your Honor", and the witness wouldn\'t object.\nTherefore, the speaker is '
         'Mr. Abernathy.',
     'Mr. Abernathy'),
    (SI, 'Let\'s think step by step. The line "I told you the exam was moved to Friday!" '
         "Could it be Zhang Wei? He's the one who *missed* the announcement, so no. The "
         "teacher? She's not in this scene. The remaining candidate is Lin Xiaoyu, his "
         'roommate, who earlier in the passage mentions checking the notice board.\n\nSo '
         'the speaker is Lin Xiaoyu.',
     'Lin Xiaoyu'),
    (SI, "The speaker is Grandma Wu: she's the one who made the dumplings, and the line is "
         '"Eat, eat! I made enough for the whole street."\n\n#### Grandma Wu',
     'Grandma Wu'),
    (ORD, "Step 1: <s 2> introduces Mara and her ferry, so it's the natural opening.\nStep "
          '2: <s 0> describes the storm rolling in, which follows the introduction.\nStep '
          '3: <s 3> is the ferry struggling against the waves, and <s 1> is the safe '
          'arrival, which ends the story.\n\nOrder: [2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'Let\'s think step by step.\n- <s 1> "Old Zhou opened the teahouse at six." sets '
          'the scene.\n- <s 3> "The first customers arrived soon after." must follow.\n- <s '
          '0> "By noon every table was full." comes later in the day.\n- <s 2> "He finally '
          'sat down to rest at closing time." ends it.\n\nThe correct order is: <s 1> <s 3> '
          '<s 0> <s 2>',
     [1, 3, 0, 2]),
    (ORD, 'The opening is <s 3> (it introduces "a young engineer named Priya"), then <s 0> '
          '(her idea), <s 2> (the failed prototype), and <s 1> (the eventual success).\n\n3 '
          '→ 0 → 2 → 1',
     [3, 0, 2, 1]),
    (ORD, 'Step 1: <s 0> has the only full name and no pronouns, so it goes first.\nStep 2: '
          '<s 2> uses "she" and refers to "the letter", which <s 0> introduced.\nStep 3: <s '
          '1> reacts to the letter\'s contents, and <s 3> is the conclusion ("In the '
          'end...").\n#### 0, 2, 1, 3',
     [0, 2, 1, 3]),
    (ORD, 'First attempt: <s 0>, <s 1>, <s 2>, <s 3>. But <s 0> says "After that, they..." '
          "which can't be the opening.\n\nLet me redo it. <s 1> introduces the two friends, "
          'so it goes first. Then <s 0> ("After that, they...") follows the event in... '
          'hmm, <s 0> needs a prior event, and <s 1> does describe them meeting at the '
          'market. So <s 1>, <s 0>. Then <s 2> (the argument) and <s 3> (the '
          'reconciliation).\n\nFinal order: [1, 0, 2, 3]',
     [1, 0, 2, 3]),
    (ORD, '让我们一步一步来：\n- <s 3> 介绍了主人公陈太太，应该放在最前面。\n- <s 1> '
          '讲她出门去市场。\n- <s 0> 讲她在市场发现戒指不见了。\n- <s 2> '
          '是结局：戒指在家里找到了。\n\n正确顺序：<s 3>, <s 1>, <s 0>, <s 2>',
     [3, 1, 0, 2]),
    (ORD, "Let's think step by step. <s 2> is a topic sentence about the village. <s 1> "
          'gives its history, <s 3> describes it today, and <s 0> ("For these reasons, '
          '...") wraps up.\n\nAnswer: 2 1 3 0',
     [2, 1, 3, 0]),
    (ORD, 'Reasoning: <s 0> introduces the experiment, <s 3> describes the method, <s 1> '
          'reports the results, and <s 2> discusses what they mean.\n\n```json\n{"order": '
          '[0, 3, 1, 2]}\n```',
     [0, 3, 1, 2]),
    # --- the thirtieth set ---
    (T, 'BEFORE. The board meeting (e1) took place before the merger was announced (e2).',
     'BEFORE'),
    (T, 'The relation is AFTER: the protest (e1) happened after the law was passed (e2), '
        'as the word "following" makes clear.',
     'AFTER'),
    (T, '**Answer: INCLUDES**\n\nThe war (e1) covers a long stretch of time, and the '
        'battle (e2) happens within it, so e1 includes e2.',
     'INCLUDES'),
    (T, 'At first glance this could look SIMULTANEOUS, but the treaty signing (e1) '
        'happened during the summit (e2), which lasted several days. So e1 IS_INCLUDED in '
        'e2.',
     'IS_INCLUDED'),
    (T, 'SIMULTANEOUS — the crowd cheering (e1) and the final whistle (e2) happen at the '
        'same moment.',
     'SIMULTANEOUS'),
    (T, "The sentence doesn't give any clear temporal cue linking the two events, so I'd "
        'label this VAGUE.',
     'NONE'),
    (T, 'Let\'s work through it.\n\n- e1 is "said", the reporting event, which happens '
        'today.\n- e2 is "resigned", which the article places last week.\n\nSince the '
        'statement is made after the resignation, e1 comes after e2.\n\nAnswer: AFTER',
     'AFTER'),
    (T, 'This one is hard to pin down. Depending on how you read "as", e1 could be BEFORE '
        "e2 or SIMULTANEOUS with it, and the text doesn't really settle which.",
     NONE),
    (R, 'Result. The heavy rain in the first unit is what led to the match being called '
        'off in the second.',
     'causal'),
    (R, 'The relation is **contrast** — "but" sets the two situations against each other: '
        "one sibling loves the city, the other can't stand it.",
     'contrast'),
    (R, 'Elaboration. The second sentence adds details about the new parking policy '
        'introduced in the first.',
     'elaboration'),
    (R, 'This is attribution: the first unit ("officials said") attributes the claim made '
        'in the second unit to its source.',
     'attribution'),
    (R, 'Even though there\'s a "but" here, I wouldn\'t call it plain contrast. The '
        'writer grants that the plan is expensive and then argues for it anyway, so '
        'concession fits better.',
     'concession'),
    (R, '"If the shipment arrives on time" sets up the circumstance under which the '
        'second unit holds.\n\nAnswer: condition',
     'condition'),
    (R, 'Unit 1: "She moved to Berlin"\nUnit 2: "to be closer to her sister"\n\nThe '
        'second unit gives the goal behind the move. One could argue for explanation, but '
        "since it's an intended aim expressed with an infinitive, purpose is the more "
        'precise label.\n\nFinal answer: purpose',
     'purpose'),
    (R, "I'd need to see both text units to classify the relation — only the first one "
        'seems to have come through. Could you paste the second one?',
     REFUSED),
    (M, 'Temporal — in "she had just left when I arrived", "just" means "a moment ago".',
     'Temporal'),
    (M, 'Exclusionary. In "I just want one slice", "just" means "only", restricting the '
        'request to a single slice.',
     'Exclusionary'),
    (M, 'This is the **Emphatic** sense: in "the view was just stunning", "just" '
        'intensifies the adjective rather than limiting anything.',
     'Emphatic'),
    (M, 'You could read it as Exclusionary ("only"), but in "he just didn\'t show up" the '
        "word signals that no reason is given for his absence. I'd go with Unexplanatory.",
     'Unexplanatory'),
    (MO, 'Consequence — "Hurry up, otherwise you\'ll miss the bus" means "if you don\'t, '
         'then you\'ll miss it".',
     'Consequence'),
    (MO, 'Exception. "The hotel was noisy; otherwise it was perfect" means "apart from '
         'that", carving out the noise as the one exception.',
     'Exception'),
    (MO, '**Argumentation**\n\nHere "otherwise" introduces a counterfactual ("otherwise, '
         'why would he have lied?") that supports the speaker\'s claim, so it\'s doing '
         'argumentative work rather than stating a direct consequence.',
     'Argumentation'),
    (MO, 'It isn\'t Exception here, since nothing is being set aside. "Otherwise" just '
         'adds the next item in a list of alternatives the committee considered, so the '
         'sense is Enumeration.',
     'Enumeration'),
    (YN, 'Yes. "The senator" and "she" both refer to Maria Lopez.',
     'yes'),
    (YN, 'No — "it" refers to the ball the boy threw, not to the dog.',
     'no'),
    (YN, 'Yes, the two mentions corefer.',
     'yes'),
    (YN, 'No. Both mentions say "the company", but the second one refers to the rival firm '
         'introduced in the previous sentence, not to Northwind.',
     'no'),
    (YN, 'Let\'s check. The first mention is "the doctor" and the second is "him". The '
         'only other male character is the boy, but "him" is the one who signs the '
         'prescription, which the doctor would do. So yes, they refer to the same person.',
     'yes'),
    (YN, '**No.** "His brother" and "the man at the door" are different people: the '
         'passage says the brother is living abroad.',
     'no'),
    (YN, 'It\'s ambiguous. "He" could refer either to Tom or to the mechanic, and nothing '
         'in the sentence tells us which.',
     NONE),
    (YN, 'yes',
     'yes'),
    (BD, 'Yes — "the engine" is part of "the car", a classic part-whole bridging relation.',
     'yes'),
    (BD, 'No. "The author" has no inferable link to "the bridge"; they aren\'t connected '
         'in the passage.',
     'no'),
    (BD, 'Yes. "The waiter" connects to "a restaurant" by association, since restaurants '
         'have waiters.',
     'yes'),
    (BD, 'No, this isn\'t bridging. "The house" simply repeats "a house" from the earlier '
         'sentence, which is coreference rather than bridging.',
     'no'),
    (BD, 'Yes',
     'yes'),
    (BD, '**Bridging: Yes**\n\n- Anaphor: *the roof*\n- Candidate antecedent: *the old '
         'barn*\n- Relation: part-of (the roof belongs to the barn)',
     'yes'),
    (BD, 'I don\'t think so. "The price" would naturally link to "the ticket", but the '
         'candidate you gave is "the station", and there\'s no direct relation between a '
         'price and a station here. So no.',
     'no'),
    (BD, 'Step 1: The anaphor is "the captain".\nStep 2: The candidate antecedent is "the '
         'ship".\nStep 3: Ships have captains, and the captain hasn\'t been introduced '
         'before, so his identity is inferred from the ship.\n\nTherefore, yes, there is a '
         'bridging relation.',
     'yes'),
    (C, 'The passage mentions 4 distinct entities: Anna, her brother, the bakery, and the '
        'town council.',
     4),
    (C, 'There are three entities: the farmer, the horse, and the village.',
     3),
    (C, '5',
     5),
    (C, 'Let me list them:\n1. Mara Quill\n2. the ferry\n3. the captain\n4. the '
        'harbour\n5. the passengers\n6. the storm\n\n"She" and "her" refer back to Mara, '
        "so they don't add new entities. Total: 6 distinct entities.",
     6),
    (C, 'I count 7 distinct entities. At first I got 8, but "the professor" and "Dr. '
        'Hale" are the same person, so that\'s one entity, not two.',
     7),
    (C, '| # | Entity |\n|---|--------|\n| 1 | the mayor |\n| 2 | the city |\n| 3 | the '
        'budget |\n\n**Total: 3**',
     3),
    (C, "I'm sorry, but there doesn't seem to be a passage in your message. Please share "
        "the text and I'll count the entities.",
     REFUSED),
    (C, 'Two: the girl and her kite.',
     2),
    (MRC, 'A',
     0),
    (MRC, 'The answer is B) at the station.',
     1),
    (MRC, 'C. The ring was found at the market, where a fruit vendor spotted it under a '
          'crate.',
     2),
    (MRC, 'D — at home. The story does mention the harbour, but the ring eventually turns '
          'up in her coat pocket after she gets home.',
     3),
    (MRC, '**Answer: B (at the station)**',
     1),
    (MRC, 'The passage says she lost the ring while boarding the ferry. Later, a fisherman '
          'found it on the pier near the docks. The pier by the docks is part of the '
          'harbour, so the answer is A.',
     0),
    (MRC, "I can't answer this without the passage — the story about the ring wasn't "
          'included. Could you provide it?',
     REFUSED),
    (MRC, 'It was found at the market (option C).',
     2),
    (BA, '"The sink" is linked to "the kitchen".',
     'the kitchen'),
    (BA, '"The pages" bridges to "an old diary" — the pages are part of the diary.',
     'an old diary'),
    (BA, 'Antecedent: **the hotel**. "The receptionist" is someone who works at the hotel.',
     'the hotel'),
    (BA, '"The steering wheel" points back to "the truck", not "the driver" — it\'s a part '
         'of the vehicle.',
     'the truck'),
    (BA, 'the concert',
     'the concert'),
    (BA, 'The anaphor is "the lid". Candidate noun phrases earlier in the text: "a box", '
         '"the table", "her sister". A lid is typically part of a box, not a table or a '
         'person. So the antecedent is "a box".',
     'a box'),
    (BA, 'It could be either "the school" or "the classroom" — both plausibly have a '
         "blackboard, and the text doesn't make it clear which one is meant.",
     NONE),
    (BA, 'The anaphor "the crew" is linked to "the ferry".',
     'the ferry'),
    (RI, 'because',
     'because'),
    (RI, 'The best connective is "however", since the second sentence contrasts with the '
         'expectation set up by the first.',
     'however'),
    (RI, '"For example" — the second sentence gives a specific instance of the general '
         'claim in the first.',
     'for example'),
    (RI, "I'd go with **meanwhile**: the two events happen at the same time in different "
         'places.',
     'meanwhile'),
    (RI, '"Instead" fits best. "But" would also work, but the second sentence describes '
         'what they did in place of the original plan, so "instead" is more precise.',
     'instead'),
    (RI, 'The connective is "as a result" — the flooding in the first sentence caused the '
         'road closure in the second.',
     'as a result'),
    (RI, 'Because. The second sentence explains why she stayed home.',
     'because'),
    (RI, 'Sentence 1: "The shop was closed."\nSentence 2: "We went to the one across the '
         'street."\n\nThere\'s no real contrast here; the second action follows from the '
         'first. That\'s a result relation, so the best connective is "so".',
     'so'),
    (EM, 'Mara Quill is mentioned most often.',
     'Mara Quill'),
    (EM, 'The ferry — it comes up six times, more than Mara Quill, who appears four times.',
     'the ferry'),
    (EM, '**The lighthouse keeper** appears most frequently (5 mentions, counting '
         'pronouns).',
     'the lighthouse keeper'),
    (EM, 'Counting mentions:\n- Dr. Patel: 3\n- the hospital: 5\n- the nurse: 2\n\nThe '
         'most frequently mentioned entity is the hospital.',
     'the hospital'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'Counting pronouns as well, Mara Quill is the most mentioned entity. The ferry is '
         'a close second, but she\'s referred to as "she" or "her" throughout.',
     'Mara Quill'),
    (EM, 'The village council is the entity mentioned most often.',
     'the village council'),
    (EM, 'The entity mentioned most often is the storm.',
     'the storm'),
    (SI, 'Mrs. Chen',
     'Mrs. Chen'),
    (SI, "The speaker is Old Zhou — he's the one who talks about his tea stall earlier in "
         'the scene.',
     'Old Zhou'),
    (SI, 'That line is spoken by **Li Wei**.',
     'Li Wei'),
    (SI, "It's Mrs. Chen, not Old Zhou. Zhou asks the question, and the reply comes from "
         'Mrs. Chen.',
     'Mrs. Chen'),
    (SI, 'The dialogue alternates between two people:\n- Line 1: Xiao Mei\n- Line 2: Old '
         'Zhou\n- Line 3: Xiao Mei\n\nThe target line is line 4, so the speaker is Old '
         'Zhou.',
     'Old Zhou'),
    (SI, "There's no speaker tag or contextual clue that identifies who says this line, so "
         "I can't determine the speaker.",
     REFUSED),
    (SI, 'Speaker: Auntie Wang',
     'Auntie Wang'),
    (SI, 'Based on the reference to "my grandson", the speaker is most likely Grandpa Liu.',
     'Grandpa Liu'),
    (ORD, '2, 0, 3, 1',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is <s 1> <s 3> <s 0> <s 2>.',
     [1, 3, 0, 2]),
    (ORD, 'Order: [3, 1, 0, 2]',
     [3, 1, 0, 2]),
    (ORD, '1. <s 2> – introduces Mara and the ferry\n2. <s 0> – the storm rolls in\n3. <s '
          '1> – the ferry is delayed\n4. <s 3> – she finally reaches the island',
     [2, 0, 1, 3]),
    (ORD, 'I first thought <s 0> opened the passage, but <s 3> is the one that introduces '
          'the character, so the order is s3, s0, s2, s1.',
     [3, 0, 2, 1]),
    (ORD, '<s 1> starts with "Then", so it can\'t come first. <s 0> sets the scene, and <s '
          '2> describes the first event. <s 1> follows from that, and <s 3> wraps things '
          'up.\n\nFinal order: 0, 2, 1, 3',
     [0, 2, 1, 3]),
    (ORD, "It looks like the sentences themselves weren't included in your message — I only "
          "see the tags. Please paste them and I'll put them in order.",
     REFUSED),
    (ORD, 'The sentences should go: <s 1>, <s 0>, <s 2>, <s 3>.',
     [1, 0, 2, 3]),
    # --- the thirty-first set ---
    (T, 'The article says the contract was signed (e1) only after the negotiations (e2) '
        'had wrapped up, so the signing comes later.\n\nAnswer: AFTER',
     'AFTER'),
    (T, '**BEFORE**\n\nThe arrest (e1) happens first; the trial (e2) is described as '
        'taking place the following spring.',
     'BEFORE'),
    (T, '解释：e1“会议”持续了整个下午，而e2“发言”发生在会议进行期间，因此e1的时间范围包含'
        'e2。\n\n答案：INCLUDES',
     'INCLUDES'),
    (T, 'The text never says whether the inspection came before or after the repairs, and '
        "they may well have overlapped. There isn't enough evidence for a specific "
        "ordering, so I'd label this VAGUE.",
     'NONE'),
    (T, 'At first it looks like the evacuation (e2) came first, since it is mentioned '
        'first in the sentence. Re-reading, though, the evacuation was ordered because of '
        'the explosion (e1). So the explosion precedes the evacuation: e1 is BEFORE e2.',
     'BEFORE'),
    (T, 'The relation is IS_INCLUDED: e1, the phone call, took place at some point during '
        'e2, the week-long trip to Osaka.',
     'IS_INCLUDED'),
    (T, 'It\'s either BEFORE or SIMULTANEOUS. The passage says the lights went out "as" '
        "the crowd cheered, which could mean at the same instant or just prior. I can't "
        'choose between those two from the context given.',
     NONE),
    (T, 'Both events are reported as happening at the very moment the bell '
        'rang.\n\nTemporal relation: SIMULTANEOUS',
     'SIMULTANEOUS'),
    (R, 'Unit 2 ("because the roads were icy") gives the reason for unit 1 ("the school '
        'closed early"). That is an explanation relation.\n\nAnswer: explanation',
     'explanation'),
    (R, 'The second unit describes what followed from the first: the heavy rain led to '
        'the match being called off.\n\n**Relation: result**',
     'causal'),
    (R, '分析：第二个单元对第一个单元中提到的“新政策”进行了具体说明，补充了细节信息。\n\n'
        '关系：elaboration',
     'elaboration'),
    (R, "Contrast. Unit 1 praises the hotel's location, unit 2 complains about the street "
        'noise. The "but" marks an opposition between two properties; it isn\'t a '
        'concession because no expectation raised by unit 1 is being denied.',
     'contrast'),
    (R, '"If you finish the report early" sets up a requirement for "you can leave at '
        'three." So the relation here is condition.',
     'condition'),
    (R, 'At first glance this could be conjunction, since the two units are joined by '
        '"and". But unit 2 actually states the goal of unit 1 ("to cut down on costs"), '
        'so the better label is purpose.',
     'purpose'),
    (R, '### Analysis\nUnit 1 ("The minister told reporters") introduces the source of '
        'the content expressed in unit 2.\n\n### Answer\nattribution',
     'attribution'),
    (R, "I'm sorry, but only one text unit appears in your message; the second one seems "
        "to be missing. I can't determine a discourse relation without both units. Could "
        'you paste them again?',
     REFUSED),
    (M, 'In "She has just arrived from the airport", "just" means "a moment ago", so it '
        'locates the event in time.\n\nSense: **Temporal**',
     'Temporal'),
    (M, 'Here "just" means "only": "I just want one slice" restricts the request to a '
        "single slice and rules out more. That's the Exclusionary sense.",
     'Exclusionary'),
    (M, "这里的“just”用于加强语气（“That's just "
        'wonderful”），并不表示时间或限制，属于强调用法。\n答案：Emphatic',
     'Emphatic'),
    (M, 'Answer: Adjective. In "a just ruler", "just" means fair or righteous and '
        'directly modifies the noun.',
     'Adjective'),
    (MO, '"Hurry up, otherwise we\'ll miss the bus" — "otherwise" introduces what will '
         "happen if the first clause isn't carried out. That's the Consequence sense.",
     'Consequence'),
    (MO, 'Exception. "The soup was cold, but otherwise the meal was excellent" means '
         '"apart from the soup".',
     'Exception'),
    (MO, 'The speaker concludes it must have rained overnight, and "otherwise the streets '
         'wouldn\'t be wet" is offered as the supporting reason for that conclusion. So '
         'this is **Argumentation**.',
     'Argumentation'),
    (MO, 'This one could be read as Consequence or as Argumentation; the sentence is too '
         'short to tell whether "otherwise" is giving a result or backing up a claim. Both '
         'readings seem plausible to me.',
     NONE),
    (YN, 'Yes. "The senator" and "she" both refer to Senator Alvarez; the pronoun picks up '
         'the most recent female subject.',
     'yes'),
    (YN, 'No, they don\'t corefer. "The driver" is the man in the truck, whereas "he" '
         'refers back to the pedestrian introduced in the previous sentence.',
     'no'),
    (YN, '分析：“这家公司”与“它”指的是同一个实体，即前文提到的华兴科技。\n\n答案：是',
     'yes'),
    (YN, '"The two brothers" denotes a group, and "Tom" is only one member of it. A part '
         "of a group isn't the same referent as the group, so the answer is no.",
     'no'),
    (YN, '**Answer: Yes**\n\nBoth mentions ("the old lighthouse" and "the tower") describe '
         'the same structure on the cliff.',
     'yes'),
    (YN, 'Hmm, "the manager" could be Ms. Patel, but the text never connects them, and a '
         'second employee (Mr. Grant) is introduced between the two mentions. I first '
         "thought yes, but on reflection nothing ties them together. I'll go with no.",
     'no'),
    (YN, "I can't answer this one: the passage you refer to wasn't included, only the two "
         "mentions. Please paste the text and I'll take a look.",
     REFUSED),
    (YN, 'They corefer — "it" points back to "the package" left at the door. yes',
     'yes'),
    (BD, 'Yes — "the engine" is part of "the car", a classic part-whole bridging relation.',
     'yes'),
    (BD, 'No. "The menu" has no inferable link to "the bicycle"; it actually connects to '
         'the restaurant mentioned later in the passage.',
     'no'),
    (BD, '“屋顶”是“那栋房子”的一部分，读者需要借助整体-部分关系来理解它，因此二者之间存在'
         '桥接关系。\n答案：是',
     'yes'),
    (BD, 'There\'s no bridging relation here. "The teacher" is simply coreferent with the '
         'candidate "Mr. Lindqvist" — that\'s identity, not bridging.\n\nAnswer: no',
     'no'),
    (BD, 'Answer: yes\nReason: "the tickets" are understood as the tickets for "the '
         'concert", an associative link.',
     'yes'),
    (BD, 'This one is borderline. "The keys" might bridge to "the apartment", but they '
         'could just as well be the car keys from the first sentence. Both yes and no seem '
         'defensible to me.',
     NONE),
    (BD, '**No.**\n\n"The pilot" and "the hospital" aren\'t related by any part-of, role '
         'or associative relation in this context.',
     'no'),
    (BD, 'Let me think. The anaphor is "the windows" and the candidate is "the school '
         'building". Windows are parts of buildings, and the text is describing that '
         "building's windows being smashed. So yes, a bridging relation holds.",
     'yes'),
    (C, "The entities are: Mara Quill, the ferry, the captain and the harbour. That's 4 "
        'distinct entities.\n\nAnswer: 4',
     4),
    (C, '**6**\n\n1. Dr. Okafor\n2. the clinic\n3. the nurse\n4. the patient\n5. the '
        'ambulance\n6. Lagos',
     6),
    (C, '文中提到的实体有：老周、陈太太、茶馆、那只猫、街道。共5个。',
     5),
    (C, 'I count three: the farmer, his dog and the barn. (The field is mentioned only in '
        'passing as a location — but it is still a mention, so that makes four.) Final '
        'answer: 4',
     4),
    (C, 'There are 7 distinct entities mentioned in the passage.',
     7),
    (C, 'Answer: 2. The passage only talks about the two sisters; "they" and "the girls" '
        'both refer back to them.',
     2),
    (C, 'I\'m not completely sure, since "the crew" might be counted separately from the '
        'sailors, but I think the answer is 3.',
     3),
    (C, 'Counting distinct referents (merging pronouns with their antecedents): the mayor '
        '(= she), the council, the bridge, the river and the contractors. So, five '
        'entities.',
     5),
    (MRC, 'The passage says the ring turned up tangled in the fishing nets by the docks, '
          'which corresponds to the harbour.\n\nAnswer: A',
     0),
    (MRC, 'B. The ring was found at the station — a cleaner spotted it under a bench on '
          'platform 3.',
     1),
    (MRC, '根据文章，戒指是在市场的一个水果摊下面被找到的。\n\n答案：C',
     2),
    (MRC, '**D) at home**\n\nAlthough she had searched the market and the station, the ring '
          'was eventually found in her coat pocket at home.',
     3),
    (MRC, "It wasn't at the station, and it wasn't at home either — she only checked there. "
          'The text says a fisherman found it at the harbour. So the correct option is A '
          '(at the harbour).',
     0),
    (MRC, 'The passage is ambiguous here: it could be A or C, since the market it mentions '
          "is held right on the harbour front. I can't narrow it down to a single option.",
     NONE),
    (MRC, 'Option C — at the market.',
     2),
    (MRC, "I initially leaned toward A, because the harbour is mentioned first, but that's "
          'where she lost the ring, not where it was found. It was found at '
          'home.\n\nAnswer: D',
     3),
    (BA, 'The anaphor "the sink" is linked to "the kitchen", since a sink is typically '
         'part of a kitchen.\n\nAntecedent: the kitchen',
     'the kitchen'),
    (BA, '"the steering wheel" → "the old truck" (part-whole).',
     'the old truck'),
    (BA, '“the screen”指的是前文提到的笔记本电脑的屏幕，属于部分-整体关系。\n答案：the '
         'laptop',
     'the laptop'),
    (BA, '**Answer:** the wedding\n\n"The bride" is a participant role associated with the '
         'wedding event.',
     'the wedding'),
    (BA, 'Not "the hotel". A lobby could belong to it, but here the visitors are already '
         'inside the museum, so "the lobby" is the museum\'s lobby. The antecedent is "the '
         'museum".',
     'the museum'),
    (BA, '"The author" is linked to "the novel" mentioned in the first sentence — the '
         'author of that novel.',
     'the novel'),
    (BA, 'Probably "the house": roofs are parts of houses, though "the shed" is also '
         "possible. On balance I'll go with the house.",
     'the house'),
    (BA, 'the orchestra',
     'the orchestra'),
    (RI, 'Sentence 2 gives the reason for sentence 1 (she stayed home; she had a fever). '
         'The best connective is **because**.',
     'because'),
    (RI, 'however — the second sentence runs against what the first one leads you to '
         'expect.',
     'however'),
    (RI, '第二句是对第一句中“很多城市都在推广电动公交”的举例说明，所以最合适的连接词是“for '
         'example”。',
     'for example'),
    (RI, 'Meanwhile. The two sentences describe things happening at the same time in '
         'different places.',
     'meanwhile'),
    (RI, "The second sentence replaces the expected action: he didn't take the bus, he "
         'walked the whole way. So "instead" fits best.\n\nConnective: instead',
     'instead'),
    (RI, 'I\'d go with "as a result": the flooding led to the road closures. ("so" would '
         'also work, but "as a result" reads more naturally between two full sentences.)',
     'as a result'),
    (RI, 'Answer: in addition\nExplanation: the second sentence simply adds another '
         'advantage of the plan.',
     'in addition'),
    (RI, 'Either "but" or "although" could work here; which one is better depends on the '
         'emphasis the writer intends.',
     NONE),
    (EM, 'Mara Quill is mentioned most often: by name three times and as "she" four more '
         'times. The ferry appears only twice.\n\nAnswer: Mara Quill',
     'Mara Quill'),
    (EM, '**The ferry.** Counting mentions: "the ferry" ×4, "it" ×2, "the boat" ×1 = 7, '
         'compared with 5 for Mara Quill.',
     'the ferry'),
    (EM, '统计各实体的出现次数：Old Zhou 出现5次，Mrs. Chen '
         '出现3次，茶馆出现2次。\n\n出现最多的实体：Old Zhou',
     'Old Zhou'),
    (EM, 'The most frequently mentioned entity is the lighthouse keeper.',
     'the lighthouse keeper'),
    (EM, 'Captain Reyes (6 mentions).',
     'Captain Reyes'),
    (EM, 'Let me count. Mara Quill: 4. The ferry: 4. Hmm, a tie... Actually I missed the '
         '"her" in the last sentence, so Mara Quill has 5. Answer: Mara Quill.',
     'Mara Quill'),
    (EM, '- the village council: 5\n- the new well: 3\n- the elders: 2\n\nSo the entity '
         'mentioned most is the village council.',
     'the village council'),
    (EM, 'Although the passage opens with the storm, most of the references ("the '
         'harbourmaster", "he", "him", "the old man") point to the harbourmaster. Answer: '
         'the harbourmaster',
     'the harbourmaster'),
    (SI, 'The line "I told you the tea would go cold" comes right after Old Zhou pours the '
         'tea, and Mrs. Chen answers him in the next line. So the speaker is Old Zhou.',
     'Old Zhou'),
    (SI, 'Speaker: Mrs. Chen\n\nShe is the one who mentioned her son earlier, and this '
         'line continues that topic.',
     'Mrs. Chen'),
    (SI, '从上下文看，这句话是李明说的，因为他刚刚提到要去车站接人。\n\n答案：李明',
     '李明'),
    (SI, '**Xiao Wen** — the quoted line uses the nickname "Ye Ye" for her grandfather, '
         'which only she uses in the dialogue.',
     'Xiao Wen'),
    (SI, "It's Tomas. Marguerite has just asked a question, and this line answers it in "
         "Tomas's usual blunt way.",
     'Tomas'),
    (SI, "There's no dialogue tag, so this takes a bit of work. The lines alternate Old "
         'Zhou, Mrs. Chen, Old Zhou, so the fourth line should belong to Mrs. Chen.',
     'Mrs. Chen'),
    (SI, '说话人是王阿姨。她在前一句问了价钱，这一句是在抱怨菜太贵了。',
     '王阿姨'),
    (SI, "The dialogue doesn't give enough cues to identify who says that line; any of the "
         "three people in the scene could have said it. I can't determine the speaker from "
         "what's given.",
     REFUSED),
    (ORD, 'The logical order is: <s 2> introduces Mara, <s 0> she boards the ferry, <s 3> '
          'the storm hits, <s 1> they arrive.\n\nOrder: [2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, '1, 3, 0, 2',
     [1, 3, 0, 2]),
    (ORD, '正确顺序：<s 3> → <s 1> → <s 0> → <s 2>\n理由：<s 3> 交代背景，<s 1> '
          '引出人物，<s 0> 描述事件，<s 2> 是结尾。',
     [3, 1, 0, 2]),
    (ORD, '```json\n{"order": [0, 2, 1, 3]}\n```',
     [0, 2, 1, 3]),
    (ORD, 'First comes sentence 3 (the setting), then sentence 0, then sentence 2, and '
          'finally sentence 1, which wraps up the story.',
     [3, 0, 2, 1]),
    (ORD, 'Initial guess: [1, 0, 2, 3]. But <s 0> refers to "the letter", which is only '
          'introduced in <s 2>, so <s 2> has to come before <s 0>.\n\nRevised order: [1, 2, '
          '0, 3]',
     [1, 2, 0, 3]),
    (ORD, 'Here is the correct order:\n1. <s 0>\n2. <s 3>\n3. <s 1>\n4. <s 2>',
     [0, 3, 1, 2]),
    (ORD, '**Answer:** <s 2>, <s 3>, <s 0>, <s 1>\n\n<s 2> sets the scene, <s 3> introduces '
          'the problem, <s 0> describes the attempt to fix it, and <s 1> gives the outcome.',
     [2, 3, 0, 1]),
    # --- the thirty-second set ---
    (T, '## Analysis\n\n**Event e1:** "the board *approved* the merger"\n**Event e2:** '
        '"the shareholders *voted* on the proposal"\n\nThe passage says the approval came '
        '"only once the votes had been counted." That phrasing places the vote first and '
        'the approval second. There is no overlap between the two events: the count has '
        'to finish before the board acts.\n\nPutting e1 relative to e2: the approval '
        'follows the vote.\n\n**Answer: AFTER**',
     'AFTER'),
    (T, 'BEFORE',
     'BEFORE'),
    (T, 'e1 (the phone call) happens somewhere inside the span of e2 (the afternoon '
        'meeting), so the relation of e1 to e2 is IS_INCLUDED.',
     'IS_INCLUDED'),
    (T, 'The text does not give any explicit ordering cue between the two events: no '
        'tense shift, no connective like "after" or "while", and no date. Either event '
        'could plausibly come first.\n\nLabel: **VAGUE**',
     'NONE'),
    (T, "At first glance I'd say SIMULTANEOUS, since both events are reported in the same "
        'sentence. But reading more carefully, e1 ("the festival") runs over the whole '
        'weekend, and e2 ("the fireworks display") is just one part of Saturday night. So '
        'e1 contains e2.\n\nThe relation between e1 and e2 is: INCLUDES',
     'INCLUDES'),
    (T, '答案：SIMULTANEOUS。\n\n文中用了“与此同时”，说明 e1（鸣笛）和 '
        'e2（渡轮离港）是在同一时刻发生的。',
     'SIMULTANEOUS'),
    (T, "I can't determine the relation, because the sentence containing e1 and e2 wasn't "
        'included in your message; only the instructions came through. Could you paste '
        'the text with the events marked?',
     REFUSED),
    (T, 'It\'s either BEFORE or SIMULTANEOUS. The word "as" can mean "while" or "because" '
        'here, and the passage supports both readings about equally.',
     NONE),
    (R, 'Let me look at the two units.\n\n- **Unit 1:** "Although the forecast promised '
        'sunshine,"\n- **Unit 2:** "we packed umbrellas anyway."\n\nUnit 1 sets up an '
        'expectation (sunny weather, so no umbrellas needed), and Unit 2 goes against '
        "that expectation. That's the pattern of a concession rather than a plain "
        'contrast: the first unit is granted as true, and the second holds despite it. '
        '"Although" is the typical marker too.\n\n**Relation: concession**',
     'concession'),
    (R, 'Result',
     'causal'),
    (R, 'The relation is *elaboration*: unit 2 adds detail about the house described in '
        'unit 1 (its blue shutters and the crooked chimney) without moving the story '
        'forward.',
     'elaboration'),
    (R, '```json\n{"relation": "attribution", "reason": "Unit 1 (\'the minister '
        'claimed\') introduces the source of the content in Unit 2."}\n```',
     'attribution'),
    (R, 'condition.',
     'condition'),
    (R, '这两个语篇单元之间的关系是 purpose（目的）：第二个单元“为了赶上末班渡轮”说明了第'
        '一个单元中“她一路小跑”的目的。',
     'purpose'),
    (R, 'This is either contrast or concession. The units oppose each other, but whether '
        "the first is conceded depends on context I don't have, so both labels fit.",
     NONE),
    (R, 'Not temporal, even though "then" appears in unit 2. "Then" is used in the '
        'inferential sense here, and the second unit gives the reason for the first ("he '
        'stayed home; he was feeling ill"). So I\'d label it Explanation.',
     'explanation'),
    (M, 'In "I just want one slice," the word "just" means "only": it restricts the want '
        'to a single slice and excludes anything more.\n\n**Label: Exclusionary**',
     'Exclusionary'),
    (M, 'Temporal',
     'Temporal'),
    (M, "In 'That dress is just gorgeous', the word just intensifies the adjective rather "
        'than limiting it, so the sense is Emphatic.',
     'Emphatic'),
    (M, '**Sentence:** "The vase just fell off the shelf."\n\nThere are three candidate '
        'readings:\n\n1. *Temporal*: "a moment ago." This is possible, but the context '
        '("nobody touched it, it just fell") is not about timing.\n2. *Unexplanatory*: '
        'the speaker is saying the event happened with no cause they can offer.\n3. '
        '*Unelaboratory*: this would mean "it\'s nothing more than X," which doesn\'t fit '
        "a description of an event.\n\nThe context stresses that there's no reason for "
        'the fall, so the best fit is reading 2.\n\nFinal label: **Unexplanatory**',
     'Unexplanatory'),
    (MO, 'Here "otherwise" means "if not": leave now, otherwise you\'ll miss the ferry. '
         'What follows is the consequence of not doing the first thing, so the sense is '
         '**Consequence**.',
     'Consequence'),
    (MO, 'Exception',
     'Exception'),
    (MO, 'The sense is Argumentation. In "The results must be correct; otherwise the '
         'bridge would have failed the load test," otherwise introduces a counterfactual '
         'used as evidence for the first claim, not an outcome that will actually happen.',
     'Argumentation'),
    (MO, '| Candidate | Fits? | Why |\n|---|---|---|\n| Consequence | No | Nothing is '
         'conditioned on the first clause |\n| Exception | No | No "apart from" reading '
         '|\n| Argumentation | No | No claim is being supported |\n| Enumeration | **Yes** '
         '| "Otherwise" introduces one more item in a list of alternatives ("by ferry, by '
         'bus, or otherwise on foot") |\n\n**Answer: Enumeration**',
     'Enumeration'),
    (YN, 'Yes.',
     'yes'),
    (YN, '**No.**\n\n"The doctor" and "she" look like a natural pair, but the sentence '
         'continues "she handed him the chart." Since the doctor is referred to as "him" '
         'elsewhere in the passage, "she" has to be the nurse, not the doctor. The two '
         'mentions refer to different people.',
     'no'),
    (YN, 'The two mentions refer to the same entity: yes',
     'yes'),
    (YN, '不是同一实体。“那位船长”指的是老周，而“他”指的是码头上的工人。\n\n答案：no',
     'no'),
    (YN, 'They do not corefer.',
     'no'),
    (YN, 'My first instinct was no, because "the old man" appears two paragraphs after '
         '"Mr. Halloran" is introduced. But nobody else could fit the description, and the '
         'passage mentions his cane in both places. So, actually, yes, they corefer.',
     'yes'),
    (YN, "I'm unable to answer this. The passage you gave doesn't mark which two mentions "
         "I'm supposed to compare (there are no brackets or indices), so I can't say "
         'whether they corefer.',
     REFUSED),
    (YN, '{"coreferent": true}',
     'yes'),
    (BD, 'Yes: "the roof" is a part of "the house", which is a classic part-whole bridging '
         'relation.',
     'yes'),
    (BD, 'No bridging relation. "The engine" is linked to "the truck" mentioned in the '
         'first sentence, not to the candidate "the boat".',
     'no'),
    (BD, 'Answer: no',
     'no'),
    (BD, 'To decide, I\'ll check whether the anaphor "the waiter" can only be interpreted '
         'through the candidate "a small restaurant on Via Roma".\n\n- The anaphor is '
         'definite, yet "a waiter" was never introduced, so the reader has to infer which '
         'waiter is meant.\n- Restaurants typically have waiters, so the inference "the '
         'waiter of that restaurant" is natural.\n- No other candidate in the context (the '
         'street, the rain, her umbrella) would license this inference.\n\nSo yes, there '
         'is a bridging relation between the anaphor and this antecedent.',
     'yes'),
    (BD, 'There **is** a bridging relation here (part-whole): *the handle* is understood '
         'as the handle of *the suitcase*.',
     'yes'),
    (BD, 'no',
     'no'),
    (BD, 'NO. The candidate "the weather" has nothing to do with "the tickets"; the '
         'tickets are linked to the concert instead.',
     'no'),
    (BD, '存在桥接关系：是。“方向盘”是“那辆车”的一部分。',
     'yes'),
    (C, 'There are 5 distinct entities:\n1. Mara Quill\n2. the ferry\n3. the harbour '
        'master\n4. the harbour\n5. the storm',
     5),
    (C, '4',
     4),
    (C, '| # | Entity | Mentions |\n|---|---|---|\n| 1 | Old Zhou | "Old Zhou", "he", '
        '"the old man" |\n| 2 | Mrs. Chen | "Mrs. Chen", "she" |\n| 3 | the teahouse | '
        '"the teahouse", "it" |\n| 4 | the letter | "a letter", "the letter" |\n| 5 | the '
        'postman | "the postman" |\n| 6 | the village | "the village" |\n\n**Total '
        'distinct entities: 6**',
     6),
    (C, 'The passage mentions three distinct entities: Mara, the ferry, and the harbour '
        'master.',
     3),
    (C, 'Going through the passage I count 7: Ivo, the captain, the crew, the ship, the '
        'port, the cargo, and the customs officer. Wait, "the captain" and "Ivo" are the '
        'same person ("Ivo, the captain, ..."). So the correct count is 6.',
     6),
    (C, "There's no passage in your message, so I can't count the entities. Please share "
        'the text.',
     REFUSED),
    (C, '共有 8 个不同的实体：李伟、他的妹妹、出租车、司机、火车站、行李箱、雨伞和那家旅'
        '馆。',
     8),
    (C, 'Total: **two** (Old Zhou and his dog).',
     2),
    (MRC, 'B',
     1),
    (MRC, 'The ring was found at the market (C).',
     2),
    (MRC, "Let's go through the options:\n\n- **D (at home):** The story says she searched "
          "the house for days with no luck, so it wasn't found at home.\n- **B (at the "
          'station):** She passes through the station on her way to work, but nothing is '
          'found there.\n- **C (at the market):** She *thinks* she lost it at the market, '
          "but that's a false lead.\n- **A (at the harbour):** A fisherman spots it "
          'glinting between the planks of the pier at the harbour and brings it back to '
          'her.\n\n**Answer: A**',
     0),
    (MRC, 'Answer: D) at home',
     3),
    (MRC, '正确答案是 A：在港口（at the harbour）。文中提到渔夫在码头边发现了戒指。',
     0),
    (MRC, "It's either A or C. The passage mentions both the harbour and the market right "
          "before the ring turns up, and it's not clear which of the two places it was "
          'found in.',
     NONE),
    (MRC, 'Option C.',
     2),
    (MRC, '{"answer": "B"}',
     1),
    (BA, '"The sink" is linked to **the kitchen**: the sink is part of the kitchen '
         'described in the previous sentence.',
     'the kitchen'),
    (BA, 'the car',
     'the car'),
    (BA, 'The anaphor here is "the final chapter". It\'s definite but hasn\'t been '
         'introduced, so it has to be anchored to something earlier.\n\nCandidates:\n- '
         '*the library*: books are in libraries, but a library doesn\'t have "a final '
         'chapter".\n- *her grandmother*: no plausible relation.\n- *the novel*: novels '
         'have chapters, and the final chapter is naturally the last chapter of that '
         'novel.\n\nSo the antecedent is **the novel**.',
     'the novel'),
    (BA, 'Antecedent: the concert',
     'the concert'),
    (BA, "The anaphor 'the pages' bridges to 'an old diary'; they are the pages of the "
         'diary she found in the attic.',
     'an old diary'),
    (BA, 'It\'s linked to "the wedding" (not "the church"). The bride is a role within the '
         'wedding event, not part of the building.',
     'the wedding'),
    (BA, '“the door” 对应的桥接先行语是 “the cottage”，门是小屋的一部分。',
     'the cottage'),
    (BA, 'The deck belongs to THE FERRY, which is the antecedent.',
     'the ferry'),
    (RI, 'because',
     'because'),
    (RI, '**However.** The second sentence contradicts what the first one leads you to '
         'expect (the shop was advertised as open late, but it was closed at six).',
     'however'),
    (RI, "The best connective is 'for example'.",
     'for example'),
    (RI, 'I\'d go with "instead": the first sentence says what they didn\'t do (take the '
         'bus) and the second gives the alternative they chose (walk along the river).',
     'instead'),
    (RI, 'Sentence 1: "Mara was checking the tickets at the gate."\nSentence 2: "Her '
         'brother was loading the luggage onto the ferry."\n\nA temporal connective fits, '
         'since both actions happen at once. "Then" would suggest a sequence, which isn\'t '
         'what\'s described, and "however" would suggest a contrast that isn\'t there '
         'either. Two parallel activities happening at the same time call '
         'for:\n\n**meanwhile**',
     'meanwhile'),
    (RI, 'As a result — the road was flooded, and as a result the bus was cancelled.',
     'as a result'),
    (RI, '最合适的连接词是 “in contrast”，因为两句话分别描述了两个城市截然相反的气候。',
     'in contrast'),
    (RI, 'Connective: although',
     'although'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'Counting mentions (names, descriptions and pronouns):\n\n| Entity | Count '
         '|\n|---|---|\n| Mara Quill | 5 |\n| the ferry | 7 |\n| the harbour master | 3 '
         '|\n| the island | 2 |\n\nThe most frequently mentioned entity is **the ferry**.',
     'the ferry'),
    (EM, 'The most frequently mentioned entity is the harbour master.',
     'the harbour master'),
    (EM, '出现次数最多的实体是 Old Zhou（共 6 次，包括“他”和“老人”）。',
     'Old Zhou'),
    (EM, 'the lighthouse',
     'the lighthouse'),
    (EM, 'Initially I counted Mara Quill as the most frequent, since her name appears four '
         'times. But several of the "it" pronouns refer to the ferry ("it groaned against '
         'the dock", "it was late again"), which brings the ferry to six mentions against '
         "Mara's five. So the answer is the ferry.",
     'the ferry'),
    (EM, 'Dr. Ines Varga is mentioned most often.',
     'Dr. Ines Varga'),
    (EM, 'The storm, mentioned four times.',
     'the storm'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, "The line is spoken by Mrs. Chen, since she's the one who asked about the rent a "
         'moment earlier and is answering her own question.',
     'Mrs. Chen'),
    (SI, 'The dialogue alternates between two people:\n\n1. Li Wei: "Did you bring the '
         'map?"\n2. Xiao Mei: "It\'s in my bag."\n3. **Target line:** "Good. Which way to '
         'the harbour?"\n4. Xiao Mei: "Left, past the market."\n\nThe target line sits in '
         "Li Wei's slot in the turn sequence, and Xiao Mei's reply in line 4 answers it "
         'directly. So the speaker is **Li Wei**.',
     'Li Wei'),
    (SI, 'Speaker: Tomas',
     'Tomas'),
    (SI, '这句话是王阿姨说的。她前面刚提到自己的孙子，这句话接着那个话题。',
     '王阿姨'),
    (SI, "The dialogue has no speaker tags, and the quoted line doesn't actually appear in "
         "it, so I can't identify who said it.",
     REFUSED),
    (SI, 'It must be Old Zhou, not Mrs. Chen, who had already left the room by that point.',
     'Old Zhou'),
    (SI, 'Answer: Priya',
     'Priya'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is <s 1> <s 3> <s 0> <s 2>.',
     [1, 3, 0, 2]),
    (ORD, '**Step 1: find the opening.** <s 3> introduces Mara Quill by her full name and '
          'sets the scene at the harbour, so it must come first.\n\n**Step 2:** <s 1> says '
          '"She bought a ticket for the morning ferry," with "she" referring back to Mara. '
          'It follows <s 3>.\n\n**Step 3:** <s 0> describes the ferry leaving late because '
          'of fog, which only makes sense once the ticket has been bought.\n\n**Step 4:** '
          '<s 2> ("By noon, the island was finally in sight") closes the '
          'sequence.\n\n**Order: 3, 1, 0, 2**',
     [3, 1, 0, 2]),
    (ORD, 'Order: 0, 2, 1, 3',
     [0, 2, 1, 3]),
    (ORD, '正确顺序：s2 → s1 → s3 → s0',
     [2, 1, 3, 0]),
    (ORD, 'Either 2, 0, 1, 3 or 2, 1, 0, 3 works. <s 0> and <s 1> describe independent '
          'details and could go in either order.',
     NONE),
    (ORD, 'First draft: 3, 0, 1, 2. On reflection, <s 1> has to come before <s 0>, because '
          '<s 1> introduces the character that <s 0> calls "he". Final answer: 3, 1, 0, 2.',
     [3, 1, 0, 2]),
    (ORD, '{"order": [1, 0, 2, 3]}',
     [1, 0, 2, 3]),
    # --- the thirty-third set ---
    (T, 'AFTER',
     'AFTER'),
    (T, 'The temporal relation between e1 and e2 is **BEFORE**. The announcement (e1) '
        'happens prior to the resignation (e2), as indicated by "later that week."',
     'BEFORE'),
    (T, 'Looking at the sentence, e1 ("the meeting") spans the whole afternoon, and e2 '
        '("she took the call") happens during it. So e1 contains e2.\n\nAnswer: INCLUDES',
     'INCLUDES'),
    (T, 'IS_INCLUDED. The explosion (e1) occurred during the war (e2).',
     'IS_INCLUDED'),
    (T, "Label: VAGUE\n\nThere's no explicit temporal marker linking the two events, so "
        "their relative order isn't fixed by the text.",
     'NONE'),
    (T, 'e1 = "arrived", e2 = "left". The text says the guests arrived just as the band '
        'left, which suggests the two happen at the same moment rather than one preceding '
        "the other. I'd label this SIMULTANEOUS rather than BEFORE.",
     'SIMULTANEOUS'),
    (T, "It's hard to say with certainty. It could be BEFORE if the signing preceded the "
        'vote, but it could equally be SIMULTANEOUS if both took place during the same '
        'session. Both readings are defensible from the text.',
     NONE),
    (T, '**Answer:** AFTER\n\n**Reasoning:** The flood (e2) is described first, and the '
        'evacuation (e1) follows from it: "after the river rose, residents were '
        'evacuated." So e1 happens after e2.',
     'AFTER'),
    (R, 'contrast',
     'contrast'),
    (R, 'The relation between the two units is **causal**: the first unit ("the roads '
        'were icy") gives the cause of the second ("the school closed early").',
     'causal'),
    (R, "This looks like elaboration. The second unit doesn't add a new event; it fills "
        'in detail about the "new policy" mentioned in the first. I considered '
        "explanation, but the second unit isn't giving a reason for anything.\n\nAnswer: "
        'elaboration',
     'elaboration'),
    (R, 'Result. The heavy rain led to the match being cancelled.',
     'causal'),
    (R, 'Attribution. The first unit ("The minister said") introduces the source of the '
        'reported content in the second unit.',
     'attribution'),
    (R, "I'm sorry, but I don't see the two text units in your message, only the list of "
        'labels. Could you paste the units so I can classify the relation between them?',
     REFUSED),
    (R, 'The relation is condition. "If the weather holds" sets up the circumstance under '
        'which the second unit ("we\'ll go sailing") applies.',
     'condition'),
    (R, 'Reasoning: Unit 1 states a claim ("The plan is cheap"), and Unit 2 admits '
        'something that works against it without cancelling it ("although it will take '
        'longer"). That\'s the usual concession pattern rather than a plain '
        'contrast.\n\nLabel: concession',
     'concession'),
    (M, 'Exclusionary. Here "just" means "only": she brought just one bag.',
     'Exclusionary'),
    (M, 'The "just" in "I just think it\'s a bad idea" is **Emphatic**: it intensifies '
        "the speaker's stance rather than restricting anything.",
     'Emphatic'),
    (M, 'Temporal. "He had just arrived" means he arrived very recently.',
     'Temporal'),
    (M, 'In "It\'s just not fair," my first thought was Emphatic, but the speaker is '
        'declining to give any reasons and presents the point as self-evident. That fits '
        'Unexplanatory better.\n\nAnswer: Unexplanatory',
     'Unexplanatory'),
    (MO, 'Consequence',
     'Consequence'),
    (MO, '**Exception**: "otherwise" here means "apart from that". The room was cold, but '
         'otherwise comfortable.',
     'Exception'),
    (MO, 'This is Argumentation. In "He must have known; otherwise, why would he have '
         'hidden the letter?", "otherwise" introduces a supporting argument for the claim '
         'that he knew.',
     'Argumentation'),
    (MO, 'Enumeration. The phrase "by train, by bus or otherwise" uses "otherwise" to '
         'close off a list of alternatives.',
     'Enumeration'),
    (YN, 'Yes',
     'yes'),
    (YN, 'No. "The doctor" refers to Dr. Patel, while "she" refers to the nurse mentioned '
         'earlier.',
     'no'),
    (YN, 'Yes, the two mentions corefer: "the company" and "it" both refer to Northwind '
         'Ltd.',
     'yes'),
    (YN, 'Let me look at the two mentions. "The old man" appears in the first sentence and '
         '"her grandfather" in the third. Since the text tells us the old man is Lena\'s '
         'grandfather, these point to the same person.\n\nSo: yes, they corefer.',
     'yes'),
    (YN, 'No, they do not corefer. "The team" refers to the home side, while "they" refers '
         'to the visiting fans.',
     'no'),
    (YN, "I can't determine this from the passage as given. The second mention isn't "
         "marked, so I don't know which expression you mean. Could you highlight both "
         'mentions?',
     REFUSED),
    (YN, '**No.** Although both mentions are "the car", the first is the red car Tom sold '
         'and the second is the new one he bought, so they are different entities.',
     'no'),
    (YN, 'Answer: yes',
     'yes'),
    (BD, 'yes',
     'yes'),
    (BD, 'Yes. "The roof" is part of "the barn", so there\'s a part-whole bridging '
         'relation.',
     'yes'),
    (BD, 'No. "The driver" isn\'t linked to "the restaurant"; it relates to the taxi '
         'mentioned in the next clause instead.',
     'no'),
    (BD, 'There\'s no bridging relation here. "The menu" could in principle bridge to a '
         'restaurant, but the candidate antecedent is "the library," and libraries don\'t '
         'have menus in any ordinary sense. So the answer is no.',
     'no'),
    (BD, 'Yes, there is a bridging relation. The anaphor "the chapters" refers to parts of '
         'the candidate antecedent "the novel".',
     'yes'),
    (BD, 'No',
     'no'),
    (BD, '**Answer: Yes**\n\n- Anaphor: *the keys*\n- Candidate antecedent: *the '
         'apartment*\n- Relation: the keys belong to and give access to the apartment '
         '(associative bridging).',
     'yes'),
    (BD, 'It depends on how broadly you define bridging. Under a strict part-whole '
         "definition, no; under a looser associative definition, yes. I'd need to know "
         "which annotation scheme you're using.",
     NONE),
    (C, '4',
     4),
    (C, 'The passage mentions **5** distinct entities: Anna, her brother, the dog, the '
        'park, and the bakery.',
     5),
    (C, 'Let me list them: the mayor, the city council, the new bridge, the river. The '
        'phrase "the officials" refers back to the council, so I won\'t count it '
        'separately. That gives 4 distinct entities.\n\nAnswer: 4',
     4),
    (C, 'There are 6 distinct entities mentioned in the passage.',
     6),
    (C, 'I count three entities: Marco, the boat, and the harbour. ("He" and "his" both '
        'refer to Marco.)',
     3),
    (C, 'Entities: the teacher, the students, the classroom, the test, the principal, so '
        'that\'s 5. Wait, "the exam" in the last sentence is the same thing as "the '
        'test", so it\'s still 5, not 6.\n\nFinal answer: 5',
     5),
    (C, 'Depending on whether you count "the crew" as one entity or count each sailor '
        'separately, the answer is either 4 or 7.',
     NONE),
    (C, 'Number of distinct entities: 7',
     7),
    (MRC, 'B',
     1),
    (MRC, 'The answer is C, at the market.',
     2),
    (MRC, '**A) at the harbour**\n\nThe passage says the fisherman spotted the ring '
          'glinting between the boards of the pier at the harbour.',
     0),
    (MRC, 'The passage says Mrs. Alder searched the station and the market without luck, '
          'and it was only when she got back home that she found the ring in her coat '
          "pocket. So the station and the market are places it wasn't found.\n\nAnswer: D",
     3),
    (MRC, 'The ring was found at the station (option B).',
     1),
    (MRC, "I'm unable to answer this because the passage itself wasn't included. I only see "
          "the question and the four options. If you share the text, I'll pick the right "
          'option.',
     REFUSED),
    (MRC, 'D) at home',
     3),
    (MRC, 'Option A. Not C: the market is where she lost it, not where it turned up.',
     0),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, 'The anaphor "the pages" is linked to **the book**.',
     'the book'),
    (BA, '"The engine" bridges to "the old truck", since an engine is part of a truck. It '
         'isn\'t "the garage", which is just where the truck is parked.',
     'the old truck'),
    (BA, 'The anaphor here is "the waiter." Of the earlier noun phrases ("the evening," "a '
         'small restaurant," "her sister"), the one it depends on is a small restaurant, '
         "since waiters are part of a restaurant's staff.\n\nAnswer: a small restaurant",
     'a small restaurant'),
    (BA, 'The antecedent is "the house".',
     'the house'),
    (BA, '"The door" could be linked to either "the car" or "the shed". Both are mentioned '
         'in the previous sentence and both have doors, so either reading works.',
     NONE),
    (BA, 'Antecedent: the wedding\n\n("The bride" is a participant role of the wedding.)',
     'the wedding'),
    (BA, 'the hospital',
     'the hospital'),
    (RI, 'because',
     'because'),
    (RI, 'The best connective is **meanwhile**, since the two sentences describe things '
         'happening at the same time in different places.',
     'meanwhile'),
    (RI, '"For example": the second sentence gives a specific instance of the general '
         'claim in the first.',
     'for example'),
    (RI, 'Sentence 1: "The forecast promised sunshine." Sentence 2: "It rained all '
         'afternoon." The second goes against the expectation set up by the first. '
         '"Because" doesn\'t fit, and "instead" is close but a bit odd here. "However" '
         'captures the contrast best.\n\nConnective: however',
     'however'),
    (RI, 'Instead. The second sentence describes what he did in place of going to the '
         'party.',
     'instead'),
    (RI, "I'd need the two sentences to suggest a connective, and it looks like they "
         "didn't come through in your message. Could you paste them?",
     REFUSED),
    (RI, 'as a result',
     'as a result'),
    (RI, 'I\'d go with "then": the first sentence describes her finishing dinner and the '
         'second describes what she did next. "Meanwhile" would suggest overlap, which '
         "isn't the case here.",
     'then'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The entity mentioned most often is **the ferry**. It appears 6 times, compared '
         'with 4 mentions of Mara Quill.',
     'the ferry'),
    (EM, "Counting mentions, including pronouns: Mara Quill's name appears three times, "
         'plus "she" and "her" five more times, for 8 in total. The ferry is mentioned 5 '
         'times, the harbourmaster twice.\n\nMost frequent: Mara Quill',
     'Mara Quill'),
    (EM, 'The most frequently mentioned entity in the passage is the lighthouse keeper.',
     'the lighthouse keeper'),
    (EM, "Captain Orrin. He's referred to by name or pronoun in nearly every sentence, "
         'whereas the island only comes up twice.',
     'Captain Orrin'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 7 |\n| the ferry | 9 |\n| the '
         'storm | 3 |\n\n**Answer:** the ferry',
     'the ferry'),
    (EM, 'the village council',
     'the village council'),
    (EM, 'Answer: Dr. Ines Varga (mentioned 6 times).',
     'Dr. Ines Varga'),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, "The speaker is **Mrs. Chen**. She's the one who asked about the rent earlier, "
         'and this line continues that thread.',
     'Mrs. Chen'),
    (SI, 'The line "I told you the boat wouldn\'t wait" comes right after Mrs. Chen '
         "complains about missing the ferry. It's a rebuke, and the only person who had "
         "warned her earlier is Old Zhou. It's not Xiao Li, who isn't present in that "
         'scene.\n\nSpeaker: Old Zhou',
     'Old Zhou'),
    (SI, 'Li Wei says this line.',
     'Li Wei'),
    (SI, "I can't determine the speaker from this excerpt. There are no speaker tags or "
         'contextual cues around that line.',
     REFUSED),
    (SI, 'Ms. Harlow. The line about "my students" only fits the teacher.',
     'Ms. Harlow'),
    (SI, '**Speaker:** Zhang Min',
     'Zhang Min'),
    (SI, "It's Auntie Wang, not Mrs. Chen: Mrs. Chen has just left the room at that point "
         'in the scene.',
     'Auntie Wang'),
    (ORD, '2, 0, 3, 1',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is: <s 1> <s 3> <s 0> <s 2>',
     [1, 3, 0, 2]),
    (ORD, '<s 3> introduces Mara and the ferry, so it should open. <s 0> describes her '
          'boarding, which follows naturally. <s 2> has the storm rising mid-crossing, and '
          '<s 1> ("By the time they docked...") clearly closes the story.\n\nOrder: 3, 0, '
          '2, 1',
     [3, 0, 2, 1]),
    (ORD, 'The correct order of the sentences is 0, 2, 1, 3.',
     [0, 2, 1, 3]),
    (ORD, '```json\n{"order": [1, 0, 2, 3]}\n```',
     [1, 0, 2, 3]),
    (ORD, "Here's the ordering:\n\n1. <s 3>\n2. <s 1>\n3. <s 0>\n4. <s 2>",
     [3, 1, 0, 2]),
    (ORD, 'Sentence 2 should come first since it sets up the scene; then 1, then 3, and '
          'sentence 0 wraps it up. Final order: [2, 1, 3, 0]',
     [2, 1, 3, 0]),
    (ORD, '0 3 1 2. Actually, <s 1> has to come before <s 3> because "the letter" is first '
          'introduced in <s 1>. Corrected order: 0 1 3 2',
     [0, 1, 3, 2]),
    # --- the thirty-fourth set ---
    (T, 'BEFORE. The meeting (e1) is described as having ended before the announcement '
        '(e2) was made.',
     'BEFORE'),
    (T, 'The text says he resigned (e1) only once the scandal (e2) had already broken, so '
        'the answer is AFTER.',
     'AFTER'),
    (T, 'e1“访问”持续了三天，而e2“签署协议”发生在访问期间，所以e1包含e2。\n\n答案：INCLUD'
        'ES',
     'INCLUDES'),
    (T, 'Relation: IS_INCLUDED\n\nReason: the phone call (e1) took place during the '
        'dinner (e2), so e1 falls inside e2.',
     'IS_INCLUDED'),
    (T, 'Both verbs describe the same moment: the crowd cheered (e1) as the whistle blew '
        "(e2). I'd label this SIMULTANEOUS.",
     'SIMULTANEOUS'),
    (T, "The text doesn't give enough clues to order these two events, since one is a "
        'plan and the other is a reported past action. VAGUE.',
     'NONE'),
    (T, "It's either BEFORE or SIMULTANEOUS. The sentence can be read both ways, and I "
        "can't choose between them without more context.",
     NONE),
    (T, 'At first glance it looks like AFTER, because e2 is mentioned first in the '
        "sentence. But order of mention isn't order of events: 'had left' is past "
        'perfect, so the leaving (e1) came first.\n\nFinal answer: BEFORE',
     'BEFORE'),
    (R, 'causal. The second unit gives the result of the first: the road flooded, so the '
        'school closed.',
     'causal'),
    (R, 'Relation: contrast. Unit 1 says sales rose, unit 2 says profits fell, and the '
        'two are set against each other.',
     'contrast'),
    (R, '第二个单元对第一个单元中提到的“新政策”作了进一步说明，补充了具体细节。因此两者之'
        '间的关系是 elaboration。',
     'elaboration'),
    (R, "This is attribution: 'the minister said' introduces the reported content in unit "
        '2.',
     'attribution'),
    (R, "Unit 2 begins with 'if' and sets up the circumstance under which unit 1 holds. "
        'So: condition.',
     'condition'),
    (R, "I'd go with **purpose**. 'In order to reduce costs' states the goal of the "
        "action in unit 1. It isn't causal, because it's the intended aim and not an "
        'actual result.',
     'purpose'),
    (R, 'The second unit is what happened because of the first, since the storm knocked '
        'out the power lines. Answer: result',
     'causal'),
    (R, "I'm sorry, but the two text units seem to be missing from your message. I can "
        'only see the list of labels. Could you paste them in?',
     REFUSED),
    (M, "Exclusionary. 'Just' here means 'only': she bought just one ticket and nothing "
        'more.',
     'Exclusionary'),
    (M, "In 'he had just arrived', the word refers to a moment ago, so the sense is "
        'Temporal.',
     'Temporal'),
    (M, "Here 'just' adds intensity to 'wonderful' rather than limiting anything. Label: "
        'Emphatic',
     'Emphatic'),
    (M, "'A just ruler' uses 'just' to mean fair or morally right. That's the Adjective "
        'sense.',
     'Adjective'),
    (MO, "Consequence. In 'Hurry up, otherwise we'll miss the train', 'otherwise' "
         "introduces what happens if the condition isn't met.",
     'Consequence'),
    (MO, "Here 'otherwise' means 'apart from that': the essay is excellent except for a "
         'few typos.\n\nLabel: Exception',
     'Exception'),
    (MO, "'He must have left early; otherwise he would have answered the phone.' The "
         "clause with 'otherwise' supports the claim before it, so I'd classify it as "
         'Argumentation.',
     'Argumentation'),
    (MO, '这个句子中的 otherwise 既可以理解为 Consequence，也可以理解为 '
         'Argumentation，两种解释都说得通，很难确定是哪一种。',
     NONE),
    (YN, "Yes. 'She' refers back to Dr. Patel, and no other female entity appears in the "
         'passage.',
     'yes'),
    (YN, "No. 'The company' in the second sentence is the competitor, not the firm "
         'mentioned at the start.',
     'no'),
    (YN, '这两个提及指的是同一个人，“他”回指前文的“李先生”。答案：是（yes）',
     'yes'),
    (YN, "Looking at the context, 'the old man' and 'the fisherman' are used for the same "
         'character throughout the paragraph. So they corefer: yes.',
     'yes'),
    (YN, "They do not corefer. Mention 1 is 'the bank' of the river, and mention 2 is the "
         'bank where she deposited her money, which is a different entity.',
     'no'),
    (YN, "**Answer: No**\n\n'It' refers to the report, while 'the document' later on "
         'refers to the contract.',
     'no'),
    (YN, "I can't determine this. The passage you provided doesn't mark which two mentions "
         "I'm supposed to compare.",
     REFUSED),
    (YN, "I initially thought 'they' might point to the students, but the verb 'approved' "
         "only fits the committee, and 'the committee' is mention 2. So yes, they corefer.",
     'yes'),
    (BD, "Yes. 'The engine' is part of 'the car', a classic part-whole bridging relation.",
     'yes'),
    (BD, "No. 'The author' has no inferential link to 'the bicycle'; it relates to the "
         'book mentioned earlier instead.',
     'no'),
    (BD, '“门把手”与“房门”之间存在部分-整体关系，属于桥接关系。所以答案是 yes。',
     'yes'),
    (BD, "There's no bridging here. The anaphor 'the menu' belongs to the restaurant, and "
         "the candidate 'the hospital' is unrelated to it. Answer: no",
     'no'),
    (BD, 'yes',
     'yes'),
    (BD, "The candidate antecedent 'the wedding' licenses 'the bride': you know which "
         'bride is meant because of the wedding. So there is a bridging relation, yes.',
     'yes'),
    (BD, "No. The anaphor 'the driver' actually corefers directly with 'a man in a grey "
         "coat' mentioned earlier. It isn't a bridging link to 'the station'.",
     'no'),
    (BD, "It could go either way. 'The tickets' might relate to the concert, but it might "
         "also just introduce a new entity. I'm not confident enough to say yes or no.",
     NONE),
    (C, 'There are 4 distinct entities: Anna, her brother, the dog, and the park.',
     4),
    (C, 'Let me count: the mayor, the city council, the new bridge, the river, and the '
        "contractor. 'He' is the mayor again, so it isn't new. Total: 5",
     5),
    (C, '文中提到的实体有：王老师、学生们和教室，共3个不同的实体。',
     3),
    (C, '6\n\nEntities: Mara Quill, the ferry, the captain, the harbour, the storm, the '
        'passengers.',
     6),
    (C, 'I count seven distinct entities once pronouns are merged with their antecedents: '
        'the farmer, his wife, the barn, the horse, the neighbour, the fence, and the '
        'village.',
     7),
    (C, "On a first pass I got 5, but 'the doctor' and 'Dr. Ruiz' are the same person, so "
        'the answer is 4.',
     4),
    (C, 'The passage keeps mentioning just two entities, the cat and the mouse, and '
        'nothing else. Answer: 2',
     2),
    (C, "I'm unable to count the entities because no passage was included in your "
        'question.',
     REFUSED),
    (MRC, 'B. The ring was found at the station, in the lost-property office.',
     1),
    (MRC, 'The passage says Lena dropped the ring while buying fish, and a vendor returned '
          'it to her. So it was found at the market. Answer: C',
     2),
    (MRC, '根据文章，戒指是在港口被一位渔民发现的。答案是A。',
     0),
    (MRC, '**D. at home**. She finally found it under the sofa cushions.',
     3),
    (MRC, "It wasn't at the harbour (that's where she lost her wallet), and it wasn't at "
          'the market. The text says the porter handed it in at the station, so the answer '
          'is B.',
     1),
    (MRC, 'Answer: A\nReason: the ring turned up in a fishing net at the harbour.',
     0),
    (MRC, "The passage mentions both the station and the market, and it isn't clear where "
          'the ring was actually found. It could be B or C.',
     NONE),
    (MRC, 'The correct option is (C) at the market.',
     2),
    (BA, "The anaphor 'the sink' is linked to 'the kitchen', since a sink is part of a "
         'kitchen.',
     'the kitchen'),
    (BA, "'The pages' bridges to 'an old diary', because pages are part of the diary.",
     'an old diary'),
    (BA, '“the pilot”与前文的“the plane”存在桥接关系，飞行员是驾驶飞机的人。答案：the '
         'plane',
     'the plane'),
    (BA, "Antecedent: the house\n\n'The roof' is part of the house mentioned in sentence "
         'one.',
     'the house'),
    (BA, "It's not 'the garden'. The roots belong to something growing there, so 'the "
         "roots' links to 'the oak tree'.",
     'the oak tree'),
    (BA, 'the concert',
     'the concert'),
    (BA, "The anaphor 'the price' links back to 'a second-hand car', the thing being "
         'bought.',
     'a second-hand car'),
    (BA, "I can't identify the antecedent. The anaphor you mention, 'the sink', doesn't "
         'appear in the passage you gave.',
     REFUSED),
    (RI, 'because. The second sentence explains why the first one happened.',
     'because'),
    (RI, "The best connective is 'however', since the second sentence contrasts with the "
         'first.',
     'however'),
    (RI, '第二句是第一句的一个具体例子，所以最合适的连接词是 for example。',
     'for example'),
    (RI, "Sentence 1: she didn't take the bus. Sentence 2: she walked. The second replaces "
         "the first, so 'instead' fits best.",
     'instead'),
    (RI, 'Meanwhile. The two sentences describe things happening at the same time in '
         'different places.',
     'meanwhile'),
    (RI, "I'd insert 'so': the rain is the reason and staying indoors is the result. "
         "('Because' would only work with the sentences reversed.)",
     'so'),
    (RI, 'The second sentence describes the consequence of the factory closing, so the '
         'connective that fits is **as a result**.',
     'as a result'),
    (RI, "Either 'but' or 'although' could work here; both express the contrast equally "
         'well.',
     NONE),
    (EM, 'Mara Quill is mentioned most often. She appears in almost every sentence, by '
         "name or as 'she'.",
     'Mara Quill'),
    (EM, "The ferry. It's named six times, more than Mara, who gets four mentions.",
     'the ferry'),
    (EM, '文中出现次数最多的实体是 the lighthouse（灯塔），一共出现了5次。',
     'the lighthouse'),
    (EM, 'Counting mentions:\n- Mara Quill: 3\n- the captain: 5\n- the ferry: 4\n\nMost '
         'frequent: the captain',
     'the captain'),
    (EM, 'The harbour comes up a few times, but Dr. Elena Voss is the one the passage '
         'keeps returning to, so she is the most frequent entity.',
     'Dr. Elena Voss'),
    (EM, 'Answer: the village',
     'the village'),
    (EM, "I first counted the ferry as most frequent, but several uses of 'it' actually "
         'refer to the storm. With those included, the storm leads with 6 mentions. Final: '
         'the storm.',
     'the storm'),
    (EM, 'The most-mentioned entity is Tomas Reyes (7 mentions including pronouns).',
     'Tomas Reyes'),
    (SI, "Old Zhou. He's the one talking about the boat repairs, which follows from his "
         'earlier line.',
     'Old Zhou'),
    (SI, "The speaker is Mrs. Chen. The line 'I told you to bring an umbrella' continues "
         'her scolding from before.',
     'Mrs. Chen'),
    (SI, '这句话是李娜说的，因为她前面提到自己刚从北京回来。答案：李娜',
     '李娜'),
    (SI, 'Going by the turn-taking, the line belongs to Marcus: the dialogue alternates '
         'between him and Priya, and Priya spoke just before.',
     'Marcus'),
    (SI, 'Speaker: Auntie Wang',
     'Auntie Wang'),
    (SI, 'The speaker should be Zhang Wei. He is the only one who knows how to fix the '
         'engine, and this line is about fixing it.',
     'Zhang Wei'),
    (SI, "It isn't the detective, who has been silent for several lines. The question "
         'about the key comes from Helen Park.',
     'Helen Park'),
    (SI, '**Mrs. Chen** is speaking here; Old Zhou only replies in the next line.',
     'Mrs. Chen'),
    (ORD, '[2, 0, 3, 1]',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is <s 1>, <s 3>, <s 0>, <s 2>. <s 1> introduces the character, '
          '<s 3> describes the problem, <s 0> is her response, and <s 2> wraps it up.',
     [1, 3, 0, 2]),
    (ORD, '正确顺序：<s 3> <s 0> <s 1> <s 2>。第3句引出话题，其余几句按时间顺序展开。',
     [3, 0, 1, 2]),
    (ORD, 'Start with <s 0>, which introduces Mara. Then <s 2> (she boards the ferry), <s '
          '1> (the storm hits), and finally <s 3> (they arrive). Order: 0, 2, 1, 3',
     [0, 2, 1, 3]),
    (ORD, 'Order: 1 → 0 → 2 → 3',
     [1, 0, 2, 3]),
    (ORD, '{"order": [3, 1, 0, 2], "reason": "s3 sets the scene and s2 is the conclusion"}',
     [3, 1, 0, 2]),
    (ORD, "I'd first put <s 2> at the start, but it contains 'then', so it can't open the "
          'text. Better: <s 0>, <s 2>, <s 3>, <s 1>.',
     [0, 2, 3, 1]),
    (ORD, 'The sentences should be ordered 2, 3, 0, 1. Sentence 2 introduces the town, 3 '
          'describes the festival, 0 the accident, and 1 the aftermath.',
     [2, 3, 0, 1]),
    # --- the thirty-fifth set ---
    (T, 'BEFORE',
     'BEFORE'),
    (T, 'The relation between e1 and e2 is AFTER: the arrest (e1) took place after the '
        'robbery (e2).',
     'AFTER'),
    (T, 'e1 (the press briefing) happens during e2 (the summit), so the answer is '
        'IS_INCLUDED.',
     'IS_INCLUDED'),
    (T, 'VAGUE. The text gives no clear ordering between the two events.',
     'NONE'),
    (T, 'Let\'s look at the two events. e1 is "announced" and e2 is "resigned". The '
        'announcement reports the resignation, so the resignation must already have '
        'happened by the time it was announced. That puts e1 later than e2.\n\nAnswer: '
        'AFTER',
     'AFTER'),
    (T, '两个事件是同时发生的（欢呼声和烟花同时出现），所以关系是 SIMULTANEOUS。',
     'SIMULTANEOUS'),
    (T, '**Answer:** INCLUDES\n\nThe war (e1) covers a span of time that contains the '
        'bombing (e2).',
     'INCLUDES'),
    (T, "I can't determine the relation, because e1 and e2 aren't marked anywhere in the "
        'text you gave me. Could you tell me which words are the two events?',
     REFUSED),
    (R, 'contrast',
     'contrast'),
    (R, 'The second unit gives the reason for the first one, so the relation is '
        'explanation.',
     'explanation'),
    (R, 'Causal. The heavy rain is what caused the match to be called off.',
     'causal'),
    (R, 'This looks like elaboration to me: unit 2 adds detail about the new parking '
        'policy introduced in unit 1.',
     'elaboration'),
    (R, 'Result. The flooding in unit 2 is a result of the storm described in unit 1.',
     'causal'),
    (R, 'I would label this as **condition**, since unit 1 ("if you pay by Friday") sets '
        'up the circumstance under which unit 2 holds.',
     'condition'),
    (R, 'It could be either contrast or concession. The "although" points toward '
        'concession, but the two clauses are also just set against each other. Hard to '
        'choose between them without more context.',
     NONE),
    (R, 'Unit 1 is "The minister said" and unit 2 is the content of what she said, so '
        'this is attribution.',
     'attribution'),
    (M, 'Exclusionary',
     'Exclusionary'),
    (M, 'Here "just" means "a moment ago", so the sense is Temporal.',
     'Temporal'),
    (M, 'In "the view was just stunning", the word only intensifies the adjective, so '
        "I'd go with Emphatic.",
     'Emphatic'),
    (M, 'The sense is Unexplanatory: "the printer just stopped" signals that no reason is '
        'being offered.',
     'Unexplanatory'),
    (MO, 'Consequence',
     'Consequence'),
    (MO, '"Otherwise" here means "apart from that" (the room was otherwise empty), so the '
         'sense is Exception.',
     'Exception'),
    (MO, 'The answer is Argumentation.',
     'Argumentation'),
    (MO, 'Enumeration. "Otherwise" is being used to add one more item to a list of '
         'alternatives.',
     'Enumeration'),
    (YN, 'yes',
     'yes'),
    (YN, 'No. "The manager" and "his assistant" are two different people.',
     'no'),
    (YN, 'Yes, "she" refers back to Dr. Patel.',
     'yes'),
    (YN, 'Let me check. Mention 1 is "the company" and mention 2 is "it" in the last '
         'sentence. The only singular, non-human antecedent available at that point is the '
         'company, so the pronoun picks it up. So yes, they corefer.',
     'yes'),
    (YN, 'No, they do not corefer: "the old bridge" and "the new one" are two separate '
         'bridges.',
     'no'),
    (YN, '不是。这两个提及指的是不同的人。',
     'no'),
    (YN, "I'm not able to answer this. The two mentions you want compared weren't marked "
         "in the passage; please highlight them and I'll take a look.",
     REFUSED),
    (YN, 'They refer to the same entity, so: Yes.',
     'yes'),
    (BD, 'no',
     'no'),
    (BD, 'Yes. "The roof" is part of "the house", which is a classic part-whole bridging '
         'relation.',
     'yes'),
    (BD, 'No. "The driver" has no inferable link to "the library"; it is introduced on its '
         'own.',
     'no'),
    (BD, 'Yes, the anaphor "the menu" is associated with "a restaurant" mentioned earlier.',
     'yes'),
    (BD, '{"bridging": "yes", "type": "part-of"}',
     'yes'),
    (BD, 'There is no bridging relation here. The anaphor simply corefers with the '
         'candidate, which is direct coreference rather than bridging. Answer: no',
     'no'),
    (BD, 'Possibly. "The tickets" might be linked to "the concert", but they could just as '
         "well belong to the train journey mentioned earlier, so I can't say for sure "
         'whether this candidate is the right one.',
     NONE),
    (BD, 'Yes',
     'yes'),
    (C, '4',
     4),
    (C, 'The passage mentions 3 distinct entities: Anna, her brother, and the dog.',
     3),
    (C, 'Entities:\n1. Mr. Okafor\n2. the bakery\n3. his daughter\n4. the delivery '
        'van\n5. the town council\n\nTotal: 5 distinct entities.',
     5),
    (C, 'There are six distinct entities in the passage.',
     6),
    (C, 'I count 4 entities... wait, "the captain" and "Ruiz" are the same person, so '
        "it's actually 3.",
     3),
    (C, '文中共有5个不同的实体。',
     5),
    (C, 'Answer: 2',
     2),
    (C, "I can't count the entities because no passage was included in your message.",
     REFUSED),
    (MRC, 'B',
     1),
    (MRC, 'The ring was found at the harbour, so the answer is A.',
     0),
    (MRC, 'C) at the market',
     2),
    (MRC, 'D. The passage says she found it at home, under the sofa cushions.',
     3),
    (MRC, 'The text mentions the station as the place where the ring was lost, but it '
          'turned up later at the market, when a stallholder handed it back. So the answer '
          'is C, not B.',
     2),
    (MRC, '**Answer: A** (at the harbour)',
     0),
    (MRC, 'at the station',
     1),
    (MRC, "The passage doesn't say clearly. It's either B or D.",
     NONE),
    (BA, 'the kitchen',
     'the kitchen'),
    (BA, '"The steering wheel" is linked to "the old car".',
     'the old car'),
    (BA, 'The anaphor "the pages" bridges to "a thick novel".',
     'a thick novel'),
    (BA, 'Antecedent: the hotel',
     'the hotel'),
    (BA, '"The engine" is part of something mentioned earlier. The candidates are "the '
         'pilot", "a small plane" and "the airfield". An engine belongs to the plane, not '
         'the airfield, so the antecedent is "a small plane".',
     'a small plane'),
    (BA, '"the wedding"',
     'the wedding'),
    (BA, 'It links to the school, since "the headmaster" is the head of the school.',
     'the school'),
    (BA, 'The phrase is "the garden".',
     'the garden'),
    (RI, 'because',
     'because'),
    (RI, 'The best connective is "however", since the second sentence contrasts with the '
         'first.',
     'however'),
    (RI, 'for example',
     'for example'),
    (RI, '"Meanwhile". The two events happen at the same time in different places.',
     'meanwhile'),
    (RI, 'I\'d use "instead": she didn\'t take the bus; instead, she walked the whole way.',
     'instead'),
    (RI, 'Connective: therefore',
     'therefore'),
    (RI, 'Sentence 1 says the shop was closed. Sentence 2 says they went home. That is a '
         'cause-result relation: they went home because the shop was closed. Keeping the '
         'sentences in their given order, a result marker fits best: "The shop was closed. '
         'So they went home."\n\nAnswer: so',
     'so'),
    (RI, '"In fact" works best, as the second sentence strengthens the claim in the first.',
     'in fact'),
    (EM, 'Mara Quill',
     'Mara Quill'),
    (EM, 'The most frequently mentioned entity is the ferry.',
     'the ferry'),
    (EM, 'Mara Quill is mentioned most often (5 times, counting pronouns), more than the '
         'ferry (3 times).',
     'Mara Quill'),
    (EM, 'Most mentioned: the lighthouse keeper.',
     'the lighthouse keeper'),
    (EM, '文中出现次数最多的实体是 Mara Quill。',
     'Mara Quill'),
    (EM, '| Entity | Mentions |\n|---|---|\n| Mara Quill | 4 |\n| the ferry | 6 |\n| the '
         'harbour master | 2 |\n\nThe ferry is mentioned most often.',
     'the ferry'),
    (EM, 'The village is the entity that comes up most in the passage.',
     'the village'),
    (EM, "Sorry, I can't answer that. The passage seems to be missing from your message.",
     REFUSED),
    (SI, 'Old Zhou',
     'Old Zhou'),
    (SI, 'Mrs. Chen says this line.',
     'Mrs. Chen'),
    (SI, 'The speaker is Tomas, since he is the one who was asked about the keys in the '
         'previous turn.',
     'Tomas'),
    (SI, '这句话是李明说的。',
     '李明'),
    (SI, 'Speaker: Priya',
     'Priya'),
    (SI, "The quoted line follows Old Zhou's complaint about the noise and is addressed to "
         'him ("Don\'t worry, Zhou"), so it can\'t be Old Zhou himself. The only other '
         'person in the room is Mrs. Chen.\n\nAnswer: Mrs. Chen',
     'Mrs. Chen'),
    (SI, "It's Daniel.",
     'Daniel'),
    (SI, 'Wang Fang',
     'Wang Fang'),
    (ORD, '2, 0, 3, 1',
     [2, 0, 3, 1]),
    (ORD, 'The correct order is <s 1> <s 3> <s 0> <s 2>.',
     [1, 3, 0, 2]),
    (ORD, '[3, 1, 0, 2]',
     [3, 1, 0, 2]),
    (ORD, '<s 2> introduces the main character, so it goes first. <s 0> describes her '
          'arriving at the station, then <s 3> has her missing the train, and <s 1> wraps '
          'things up.\n\nOrder: 2, 0, 3, 1',
     [2, 0, 3, 1]),
    (ORD, '0 → 2 → 1 → 3',
     [0, 2, 1, 3]),
    (ORD, 'Order: s1, s0, s2, s3',
     [1, 0, 2, 3]),
    (ORD, "It's either 0, 2, 1, 3 or 0, 1, 2, 3; both read naturally to me.",
     NONE),
    (ORD, '正确顺序：<s 3> <s 2> <s 0> <s 1>',
     [3, 2, 0, 1]),
]

KNOWN_MISSES: dict[tuple[str, str], str] = {
    (ORD, 'The sequence is <s 0>, <s 2>, <s 1>.'):
        "<s i> tags are read as written, as the reference evaluation reads them: an order that "
        "leaves a sentence out is scored (its missing sentence counted), not unparseable",
    (ORD, 'The order should be: <s 0>, <s 3>, <s 1>. Sentence 0 introduces the character, 3 '
          'describes the journey, and 1 is the conclusion.'):
        "<s i> tags are read as written, as the reference evaluation reads them",
    (ORD, 'Order: <s 2> <s 0> <s 2> <s 3>'):
        "<s i> tags are read as written, as the reference evaluation reads them: a repeated "
        "sentence is scored (and counted), not unparseable",
    (RI, 'Not "because" — the second sentence doesn\'t explain the first. It\'s more like '
         '"instead": he didn\'t take the bus; instead, he walked.'):
        "the reply opens by rejecting 'because'; the pattern reader keeps that first quoted "
        "connective, not the 'instead' of 'more like'",
    (BA, 'Two candidates stand out: "the violin" and "the case".\n\nFor "the case": the '
         'violin was stored in it, so the strings are spatially near the case. But a case '
         'has no strings of its own, so the relation would be location, not '
         'part–whole.\nFor "the violin": strings are a constituent part of the '
         'instrument.\n\n"The strings" is linked to the violin (not the case).'):
        "the closing sentence states the link ('is linked to the violin'); the reader takes "
        "the noun phrase its grammar reading finds in the reasoning, 'the instrument'",
    (T, '**Answer: IS_INCLUDE**\n\nThe e1 (the speech) was happen during the e2 (the '
        'conference), so e1 is inside e2.'):
        "a misspelt label that holds another label's synonym ('include' for INCLUDES): the "
        "synonym is read, not the near-miss IS_INCLUDED",
    (RI, 'I\'d go with "so": the rain started, so they went inside.\n\nShould I explain '
         'why "because" doesn\'t fit the direction here?'):
        "the quoted answer after 'I'd go with' is followed by a colon and a clause; the reader "
        "takes that clause's end, 'they went inside'",
    (BA, 'The anaphor "the pages" is linked to the earlier noun phrase "an old diary". The '
         'pages are interpreted as the pages of the diary that was found in the attic.'):
        '\'linked to the earlier noun phrase "an old diary"\': the reader keeps the kind before '
        'the quoted name',
    (SI, '根据对话的上下文，这句话是在回答陈太太的问题，而且提到了"我的船"。\n\n说话人是：'
         '老周（Old Zhou）。'):
        'the reply names the speaker in Chinese and glosses it in English; with no candidates to '
        "read it against, the reader keeps 老周 (Disco-Bench's speakers are Chinese)",
    (C, 'Step 1: Entities: Lena, her brother, the football team.\nStep 2: The tricky part '
        'is whether "the team" counts as its own entity or is just the group her brother '
        'belongs to. If it counts separately, the total is 4 (Lena, brother, team, the '
        "coach); if not, it's 3.\nI think both counts can be defended; it depends on the "
        'annotation guidelines.'):
        "'If it counts separately, the total is 4': a marker inside a condition is read; the "
        "closing 'both counts can be defended' comes after it",
    (C, 'I count 7 distinct entities. At first I got 8, but "the professor" and "Dr. '
        'Hale" are the same person, so that\'s one entity, not two.'):
        "the merged pair's 'one entity, not two' is the last number standing; the opening count, "
        '7, is not read as the answer',
    (EM, 'The ferry — it comes up six times, more than Mara Quill, who appears four times.'):
        'an opening answer before a dash is not read as marked; the grammar reading of the rest, '
        "'Mara Quill', wins",
    (RI, "Sentence 1: she didn't take the bus. Sentence 2: she walked. The second replaces "
         "the first, so 'instead' fits best."):
        "the reply opens with 'Sentence 1:' as a label of the passage's sentence; the reader "
        "takes that label for the answer's role",
    (SI, 'Going by the turn-taking, the line belongs to Marcus: the dialogue alternates '
         'between him and Priya, and Priya spoke just before.'):
        "'the line belongs to Marcus: ...': the colon's explanation is read with the grammar "
        "reading, which names 'the turn-taking'",
}
