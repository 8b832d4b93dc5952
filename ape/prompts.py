"""The single prompt template: every strategy fills only the context block.

Keeping one template means that differences between strategies come from the context they
select, not from wording. The segment to post-edit is given as its source and its machine
translation; the human post-edit is never part of a prompt.
"""

from __future__ import annotations

from ape.languages import language_name

NO_CONTEXT = "(no context)"

SYSTEM = (
    "You are a professional {target} translator and post-editor. You correct machine "
    "translations from {source} into {target}."
)

USER = """Post-edit the machine translation of the {source} segment below into {target}. \
Fix errors in meaning, terminology, grammar, style and consistency with the context; keep \
what is already correct. Reply with the corrected {target} translation only: no explanation, \
no notes, no quotation marks.

<context>
{context}
</context>

<source>
{segment}
</source>

<machine_translation>
{mt}
</machine_translation>"""


def build_messages(
    source: str, mt: str, context: str, *, source_lang: str, target_lang: str
) -> list[dict[str, str]]:
    """Chat messages (system, user) for one segment with the given context block."""
    names = {"source": language_name(source_lang), "target": language_name(target_lang)}
    return [
        {"role": "system", "content": SYSTEM.format(**names)},
        {"role": "user", "content": USER.format(
            **names, context=context.strip() or NO_CONTEXT, segment=source, mt=mt)},
    ]
