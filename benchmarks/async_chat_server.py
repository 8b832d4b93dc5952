#!/usr/bin/env python
"""A lean chat-completions server on loopback for throughput benchmarks: every reply after
``--delay`` seconds, the user message's machine translation echoed as the post-edit.

It stands in for a replica of a model on a GPU box, which would not share the client's CPU;
built on aiohttp's asyncio server it costs little CPU per request, so a benchmark measures the
client rather than the stand-in. (``tests/ape/chat_server.py`` is the fault-injecting server
the tests use: a thread per connection, closer to a toy than to vLLM.) On SIGTERM it prints
``answered N`` and exits.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import signal

from aiohttp import web

_MT = re.compile(r"Machine translation:\n(.*?)(?:\n\n|$)", re.S)


def make_app(delay: float, counter: list[int]) -> web.Application:
    async def chat(request: web.Request) -> web.Response:
        body = await request.json()
        user = body["messages"][-1]["content"]
        match = _MT.search(user)
        text = match.group(1) if match else user
        await asyncio.sleep(delay)
        counter[0] += 1
        prompt = sum(len(m["content"].split()) for m in body["messages"])
        reply = {"id": f"bench-{counter[0]}", "object": "chat.completion",
                 "model": body.get("model"),
                 "choices": [{"index": 0, "finish_reason": "stop",
                              "message": {"role": "assistant", "content": text}}],
                 "usage": {"prompt_tokens": prompt, "completion_tokens": len(text.split())}}
        return web.Response(text=json.dumps(reply), content_type="application/json")

    app = web.Application()
    app.router.add_post("/v1/chat/completions", chat)
    return app


async def serve(port: int, delay: float) -> None:
    counter = [0]
    runner = web.AppRunner(make_app(delay, counter), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", port, backlog=1024).start()
    print(f"serving on 127.0.0.1:{port}", flush=True)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    await stop.wait()
    await runner.cleanup()
    print(f"answered {counter[0]}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--delay", type=float, default=0.2, help="seconds before each reply")
    args = parser.parse_args()
    asyncio.run(serve(args.port, args.delay))


if __name__ == "__main__":
    main()
