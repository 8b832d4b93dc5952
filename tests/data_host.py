"""A loopback HTTP host laid out like the real ones, for fetching data sets without a network.

It serves a folder whose first level names the host (``huggingface.co/datasets/REPO/resolve/
REV/FILE``, ``raw.githubusercontent.com/...``, ``github.com/...``), which is how
``DDP_DATA_MIRROR`` lays out URLs. Every file response carries what the Hugging Face Hub's
client reads from a HEAD request (``X-Repo-Commit``, ``ETag``, ``Content-Length``). Only
127.0.0.1; every request is logged in ``requests``.

    python -m tests.data_host FOLDER [--port N]   # serve FOLDER until interrupted
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

COMMIT = "0123456789abcdef0123456789abcdef01234567"


class DataHost:
    """Serve ``root`` on 127.0.0.1 (a free port) in a thread, as a context manager."""

    def __init__(self, root: Path, port: int = 0) -> None:
        self.root = Path(root)
        self.requests: list[tuple[str, str]] = []
        host = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:  # quiet
                pass

            def _file(self) -> Path | None:
                path = (host.root / self.path.split("?")[0].lstrip("/")).resolve()
                if host.root.resolve() not in path.parents or not path.is_file():
                    return None
                return path

            def _headers(self, body: bytes) -> None:
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("ETag", f'"{hashlib.sha256(body).hexdigest()}"')
                self.send_header("X-Repo-Commit", COMMIT)
                self.send_header("Content-Type", "application/octet-stream")
                self.end_headers()

            def _serve(self, with_body: bool) -> None:
                host.requests.append((self.command, self.path))
                path = self._file()
                if path is None:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                body = path.read_bytes()
                self._headers(body)
                if with_body:
                    self.wfile.write(body)

            def do_HEAD(self) -> None:  # noqa: N802 - http.server's naming
                self._serve(False)

            def do_GET(self) -> None:  # noqa: N802
                self._serve(True)

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def __enter__(self) -> DataHost:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    with DataHost(args.folder, args.port) as host:
        print(host.url, flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            threading.Event().wait()


if __name__ == "__main__":
    main()
