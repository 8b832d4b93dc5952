"""The loopback chat server the APE tests run against keeps quiet when a client hangs up."""

from __future__ import annotations

import json
import socket
import struct
import time

from tests.ape.chat_server import ChatServer


def test_a_client_that_hangs_up_before_its_reply_leaves_nothing_on_stderr(capsys):
    # Each client sends its request, waits until the server has read it, and resets the
    # connection while the server waits delay_s; the reply (a post-edit echoing 200,000
    # characters) then fails to be written, with a broken pipe or a reset. socketserver would
    # print that traceback on stderr, where it lands in the output of whatever other test is
    # capturing stderr at that moment; the server takes it as the expected hang-up it is.
    server = ChatServer(delay_s=0.3).start()
    try:
        host, port = server.httpd.server_address[:2]
        content = ("<source>\nA\n</source>\n<machine_translation>\n" + "y" * 200_000
                   + "\n</machine_translation>")
        body = json.dumps({"model": "m", "messages": [{"role": "user", "content": content}]})
        request = (f"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Length: "
                   f"{len(body.encode())}\r\n\r\n{body}").encode()
        for sent in range(3):
            client = socket.create_connection((host, port))
            client.sendall(request)
            deadline = time.monotonic() + 5
            while sum(server.hits.values()) < sent + 1 and time.monotonic() < deadline:
                time.sleep(0.01)  # the server has read the request and waits delay_s
            # Linger 0: close() resets the connection instead of a graceful shutdown.
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            client.close()
        time.sleep(0.6)  # past delay_s: every reply has been written, or failed to be
        assert sum(server.hits.values()) == 3
    finally:
        server.stop()
    assert capsys.readouterr().err == ""
