"""Shared APE test setup: a small self-written en-ko data set, configs and a loopback server.

The two documents are invented. Their machine translations (``original_target``) and human
post-edits (``target``) are Korean written for these tests; every post-edit differs from its
MT, so a post-edit that leaked into a prompt would be found by a substring search.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from tests.ape.chat_server import ChatServer

ROWS = [
    ("harbour-1", 1, "literary", "Mira Tansel repaired boats in the old harbour.",
     "미라 탄셀은 오래된 항구에서 배를 수리했다.", "미라 탄셀은 낡은 항구에서 배를 고쳤다."),
    ("harbour-1", 2, "literary", "Every morning she opened the workshop before dawn.",
     "매일 아침 그녀는 새벽 전에 작업장을 열었다.",
     "그녀는 아침마다 동트기 전에 공방 문을 열었다."),
    ("harbour-1", 3, "literary", "The Harbour Council wanted to close the workshop.",
     "항구 위원회는 작업장을 닫고 싶어 했다.", "항구 위원회는 그 공방을 폐쇄하려 했다."),
    ("harbour-1", 4, "literary", "They sent a letter, but Mira ignored the letter.",
     "그들은 편지를 보냈지만 미라는 편지를 무시했다.",
     "위원회가 편지를 보냈으나 미라는 본체만체했다."),
    ("harbour-1", 5, "literary", "Years later, Tansel still worked at the harbour.",
     "몇 년 후에도 탄셀은 여전히 항구에서 일했다.", "여러 해가 지나도 탄셀은 항구에서 일했다."),
    ("transit-2", 1, "news", "The Riverside Transit Authority announced new fares on Monday.",
     "리버사이드 교통청은 월요일에 새 요금을 발표했다.",
     "리버사이드 교통공사가 월요일 새 운임을 공개했다."),
    ("transit-2", 2, "news", "Officials said the change would help the network.",
     "관계자들은 이번 변경이 교통망에 도움이 될 것이라고 말했다.",
     "당국자들은 이 조치가 노선망에 보탬이 된다고 밝혔다."),
    ("transit-2", 3, "news", "Critics said the Authority had ignored commuters.",
     "비평가들은 교통청이 통근자들을 무시했다고 말했다.",
     "비판론자들은 공사가 출퇴근객을 외면했다고 지적했다."),
]


def write_rows(path: Path, rows: list[tuple] = ROWS, markers: dict | None = None) -> Path:
    """WMT24++-style JSONL; ``markers`` maps (doc, seg) to a server marker added to the source."""
    markers = markers or {}
    with path.open("w", encoding="utf-8") as out:
        out.write(json.dumps({"document_id": "canary", "segment_id": 0, "source": "x"}) + "\n")
        for doc, seg, domain, source, mt, hpe in rows:
            marker = markers.get((doc, seg))
            out.write(json.dumps({
                "lp": "en-ko_KR", "domain": domain, "document_id": doc, "segment_id": seg,
                "is_bad_source": False, "source": f"{source} {marker}" if marker else source,
                "target": hpe, "original_target": mt}, ensure_ascii=False) + "\n")
    return path


def write_config(tmp_path: Path, data: Path, models: list[dict], **overrides) -> Path:
    """A sweep config in ``tmp_path`` (YAML), with the data file and models given."""
    config = {
        "name": "test", "data": {"path": str(data)},
        "languages": {"source": "en", "target": "ko_KR"},
        "strategies": ["seg", "seq", "full", "exp", "ante"], "k": 2,
        "models": models, "output_dir": str(tmp_path / "run"),
    }
    config.update(overrides)
    path = tmp_path / "sweep.yaml"
    path.write_text(yaml.safe_dump(config, allow_unicode=True), encoding="utf-8")
    return path


def api_model(url: str, **overrides) -> dict:
    """An openai-backend model pointed at the loopback server, with fast retries."""
    return {"name": "loop", "backend": "openai", "model": "echo-1", "base_url": url,
            "concurrency": 4, "timeout_s": 1.0, "max_retries": 3, "backoff_initial_s": 0.01,
            "backoff_max_s": 0.05, **overrides}


@pytest.fixture
def chat_server():
    server = ChatServer().start()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def _no_tiktoken_download(tmp_path_factory, monkeypatch):
    """tiktoken must never fetch its BPE files: point its cache at an empty folder."""
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(tmp_path_factory.mktemp("tiktoken")))
