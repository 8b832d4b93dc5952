"""A chat-completions server on loopback for tests and benchmarks (standard library only).

It post-edits by echoing the machine translation found in the prompt, and misbehaves on
request when the source segment carries a marker:

| marker | behaviour |
|---|---|
| ``[429]`` | first request: 429 with ``Retry-After: 1``; then normal |
| ``[500x2]`` | first two requests: 500; then normal |
| ``[always500]`` | always 500 |
| ``[slow]`` | first request: answers after ``slow_s`` seconds (past the client timeout) |
| ``[badjson]`` | first request: a 200 whose body is not JSON; then normal |
| ``[think]`` | the reply starts with a ``<think>`` block |
| ``[empty]`` | the reply is empty |
| ``[nousage]`` | the reply has no ``usage`` |
| ``[auth]`` | 401 whose message quotes the request's bearer token (as some APIs do) |
| ``[always429]`` | always 429 with ``Retry-After: 0`` |
| ``[filter]`` | ``finish_reason: content_filter`` with the first half of the post-edit |
| ``[filternull]`` | ``finish_reason: content_filter`` with ``content: null`` |
| ``[null]`` | ``finish_reason: stop`` with ``content: null`` |
| ``[length]`` | ``finish_reason: length`` with the first half of the post-edit |
| ``[html502]`` | always 502 with a proxy's HTML error page |

With ``served_model`` set, a request for any other model gets a 404 "model does not exist"
(as vLLM answers); with ``answer_as`` set, every reply names that model (whatever was asked);
with ``refuse_key`` set, every request gets a 401.

``hits`` counts requests per content key (model + messages), ``answered`` the replies sent
in full per key, ``max_in_flight`` the most requests served at once; ``delay_s`` delays every
reply and ``suffix`` is appended to every post-edit (to tell servers apart). ``kill()`` stops
the server as a crash would: new connections are refused, open ones are dropped, and replies
still being prepared are never sent.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
import signal
import socket
import sys
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

_SOURCE = re.compile(r"<source>\n(.*?)\n</source>", re.DOTALL)
_MT = re.compile(r"<machine_translation>\n(.*?)\n</machine_translation>", re.DOTALL)


class ChatServer:
    """Start with ``start()``; ``url`` is the base URL to give a client (ends in /v1)."""

    def __init__(self, delay_s: float = 0.0, slow_s: float = 3.0, port: int = 0,
                 suffix: str = "", served_model: str | None = None,
                 answer_as: str | None = None, refuse_key: bool = False) -> None:
        self.delay_s = delay_s
        self.answer_as = answer_as
        self.refuse_key = refuse_key
        self.served_model = served_model
        self.slow_s = slow_s
        self.suffix = suffix
        self.hits: Counter[str] = Counter()
        self.answered: Counter[str] = Counter()
        self.killed = False
        self.connections: set[socket.socket] = set()
        self.total = 0
        self.lock = threading.Lock()
        self.auth_headers: list[str] = []
        self.in_flight = 0
        self.max_in_flight = 0
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            # Headers and body go out as separate writes: without this, Nagle's algorithm and
            # the client's delayed ACK add ~40 ms to every reply.
            disable_nagle_algorithm = True

            def log_message(self, *args: object) -> None:
                pass

            def setup(self) -> None:
                super().setup()
                with server.lock:
                    server.connections.add(self.connection)

            def finish(self) -> None:
                with server.lock:
                    server.connections.discard(self.connection)
                with contextlib.suppress(OSError):
                    super().finish()

            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                request = json.loads(body)
                status, headers, payload = server.respond(
                    request, self.headers.get("Authorization", ""))
                with server.lock:  # a reply is either sent whole before a kill, or not at all
                    if server.killed:
                        self.close_connection = True
                        return
                    self.send_response(status)
                    for name, value in headers.items():
                        self.send_header(name, value)
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                    self.wfile.flush()
                    if status == 200:
                        server.answered[server.key(request)] += 1

        class Server(ThreadingHTTPServer):
            daemon_threads = True
            request_queue_size = 256

            def handle_error(self, request: Any, client_address: Any) -> None:
                # A client that gave up (the "[slow]" reply past its timeout) leaves a broken
                # pipe when the reply is finally written: expected, and its traceback on
                # stderr would land in whatever output another test is capturing then.
                if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
                    return
                super().handle_error(request, client_address)

        self.httpd = Server(("127.0.0.1", port), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.05,),
                                       daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def start(self) -> ChatServer:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def kill(self) -> None:
        """Stop as a crashed server does: refuse new connections and drop the open ones."""
        with self.lock:
            self.killed = True
            for connection in list(self.connections):
                with contextlib.suppress(OSError):
                    connection.shutdown(socket.SHUT_RDWR)
        self.stop()

    @staticmethod
    def key(request: dict) -> str:
        blob = json.dumps([request.get("model"), request.get("messages")], sort_keys=True)
        return hashlib.sha256(blob.encode()).hexdigest()

    def respond(self, request: dict, auth: str) -> tuple[int, dict[str, str], bytes]:
        with self.lock:
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            return self._respond(request, auth)
        finally:
            with self.lock:
                self.in_flight -= 1

    def _respond(self, request: dict, auth: str) -> tuple[int, dict[str, str], bytes]:
        key = self.key(request)
        with self.lock:
            self.hits[key] += 1
            self.total += 1
            n = self.hits[key]
        user = request["messages"][-1]["content"]
        source = (_SOURCE.search(user) or [None, ""])[1]
        mt = (_MT.search(user) or [None, ""])[1]
        if self.delay_s:
            time.sleep(self.delay_s)
        if self.served_model is not None and request.get("model") != self.served_model:
            return _error(404, f"The model `{request.get('model')}` does not exist.")
        if self.refuse_key:
            return _error(401, "Invalid authentication credentials")
        if "[html502]" in source:
            page = ("<html>\r\n<head><title>502 Bad Gateway</title>\n<style>body{color:red}"
                    "</style></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n"
                    "<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n")
            return 502, {"Content-Type": "text/html"}, page.encode()
        if "[always429]" in source:
            status, headers, payload = _error(429, "rate limited")
            return status, {**headers, "Retry-After": "0"}, payload
        if "[auth]" in source:
            self.auth_headers.append(auth)
            return _error(401, f"Incorrect API key provided: {auth.removeprefix('Bearer ')}")
        if "[429]" in source and n == 1:
            status, headers, payload = _error(429, "rate limited")
            return status, {**headers, "Retry-After": "1"}, payload
        if ("[500x2]" in source and n <= 2) or "[always500]" in source:
            return _error(500, "internal error")
        if "[slow]" in source and n == 1:
            time.sleep(self.slow_s)
        if "[badjson]" in source and n == 1:
            return 200, {"Content-Type": "application/json"}, b'{"choices": [{"mess'
        text = mt + self.suffix
        if "[think]" in source:
            text = "<think>\nThe segment looks fine; keep it.\n</think>\n" + mt
        if "[empty]" in source:
            text = ""
        finish: str = "stop"
        content: str | None = text
        if "[filter]" in source or "[length]" in source:
            finish = "content_filter" if "[filter]" in source else "length"
            content = text[: len(text) // 2]
        if "[filternull]" in source or "[null]" in source:
            finish = "content_filter" if "[filternull]" in source else "stop"
            content = None
        reply = {
            "id": f"chatcmpl-{n}", "object": "chat.completion", "created": 0,
            "model": self.answer_as or request.get("model"),
            "choices": [{"index": 0, "finish_reason": finish,
                         "message": {"role": "assistant", "content": content}}],
        }
        if "[nousage]" not in source:
            prompt = sum(len(m["content"].split()) for m in request["messages"])
            out = len((content or "").split())
            reply["usage"] = {"prompt_tokens": prompt, "completion_tokens": out,
                              "total_tokens": prompt + out}
        return 200, {"Content-Type": "application/json"}, json.dumps(reply).encode()


def _error(status: int, message: str) -> tuple[int, dict[str, str], bytes]:
    payload = json.dumps({"error": {"message": message, "type": "error", "code": status}})
    return status, {"Content-Type": "application/json"}, payload.encode()


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--delay", type=float, default=0.0, help="seconds before each reply")
    parser.add_argument("--suffix", default="", help="appended to every post-edit")
    parser.add_argument("--report-on-exit", action="store_true",
                        help="on SIGTERM or Ctrl-C, print 'answered N' (replies sent in full)")
    args = parser.parse_args()
    chat = ChatServer(delay_s=args.delay, port=args.port, suffix=args.suffix)

    def interrupt(*_: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupt)
    print(f"serving {chat.url}", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        chat.httpd.serve_forever()
    if args.report_on_exit:
        with chat.lock:
            print(f"answered {sum(chat.answered.values())}", flush=True)
