#!/usr/bin/env python3
"""A bounded load test of a running Lucid server (`lucid preview --serve`) on loopback.

    load_test.py PORT

While a prober asks for the page every 100 ms on a new connection, four kinds of load run
one after the other, each for a few seconds: oversized request lines and headers, slow
clients (a byte every half second), many event-stream subscribers, and more idle
connections than the server may open descriptors (start it under `ulimit -n 64`). Then a
request with a foreign Host. Every socket goes to 127.0.0.1 only; every loop is bounded
in count and time, and the whole run ends within about 30 seconds.

Prints one JSON object: per phase, the probes' statuses and slowest answer, what the
load itself was answered, and whether the page is served (200) once the load is gone.
"""
import json
import socket
import sys
import threading
import time

PORT = int(sys.argv[1])
HOST = b"Host: 127.0.0.1:%d\r\n" % PORT


def connect(timeout=5.0):
    s = socket.create_connection(("127.0.0.1", PORT), timeout=timeout)
    s.settimeout(timeout)
    return s


def read_status(s):
    """The status code of the answer on s (None if the connection ends first)."""
    data = b""
    while b"\r\n" not in data:
        chunk = s.recv(4096)
        if not chunk:
            return None
        data += chunk
        if len(data) > 65536:
            return None
    try:
        return int(data.split(b" ", 2)[1])
    except (IndexError, ValueError):
        return None


def request(raw, timeout=5.0):
    """Sends raw on a new connection; returns (status or error text, seconds)."""
    start = time.monotonic()
    try:
        s = connect(timeout)
        try:
            s.sendall(raw)
            status = read_status(s)
        finally:
            s.close()
    except OSError as error:
        status = "error: %s" % error.__class__.__name__
    return status, time.monotonic() - start


class Prober(threading.Thread):
    """Asks for the page every 100 ms and files each answer under the current phase."""

    def __init__(self):
        super().__init__(daemon=True)
        self.phase = "idle"
        self.results = {}
        self.running = True

    def run(self):
        while self.running:
            status, seconds = request(b"GET / HTTP/1.1\r\n" + HOST + b"Connection: close\r\n\r\n", timeout=5.0)
            self.results.setdefault(self.phase, []).append((status, seconds))
            time.sleep(0.1)


def run_threads(count, work):
    threads = [threading.Thread(target=work, args=(i,), daemon=True) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=20)


def oversized(answers):
    def work(i):
        for round in range(5):
            if (i + round) % 2:
                raw = b"GET /" + b"a" * (100 * 1024) + b" HTTP/1.1\r\n" + HOST + b"\r\n"
            else:
                raw = b"GET / HTTP/1.1\r\n" + HOST + b"X-Big: " + b"b" * (100 * 1024) + b"\r\n\r\n"
            answers.append(request(raw)[0])
    run_threads(16, work)


def slow_clients(answers):
    def work(i):
        try:
            s = connect(timeout=15)
            raw = b"GET / HTTP/1.1\r\n" + HOST + b"X-Slow: " + b"s" * 20
            for byte in raw[:12]:
                s.sendall(bytes([byte]))
                time.sleep(0.5)
            answers.append("open after 6 s")
            s.close()
        except OSError as error:
            answers.append("closed: %s" % error.__class__.__name__)
    run_threads(24, work)


def subscribers(answers):
    sockets = []
    for i in range(48):
        try:
            s = connect()
            s.sendall(b"GET /events HTTP/1.1\r\n" + HOST + b"\r\n")
            answers.append(read_status(s))
            sockets.append(s)
        except OSError as error:
            answers.append("error: %s" % error.__class__.__name__)
    time.sleep(2)
    for s in sockets:
        s.close()


def descriptor_pressure(answers):
    sockets = []
    for i in range(160):
        try:
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.settimeout(2)
            s.connect(("127.0.0.1", PORT))
            sockets.append(s)
        except OSError as error:
            answers.append("connect: %s" % error.__class__.__name__)
    answers.append("%d connections held" % len(sockets))
    time.sleep(4)
    for s in sockets:
        s.close()


def main():
    prober = Prober()
    prober.start()
    time.sleep(0.5)
    load = {}
    for name, phase in [("oversized", oversized), ("slow clients", slow_clients),
                        ("subscribers", subscribers), ("descriptor pressure", descriptor_pressure)]:
        prober.phase = name
        answers = []
        phase(answers)
        load[name] = answers
    prober.phase = "after"
    time.sleep(2.5)
    prober.running = False
    prober.join(timeout=10)
    foreign = request(b"GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")[0]
    report = {"phases": {}, "foreign host": foreign}
    for name, results in prober.results.items():
        statuses = {}
        for status, _ in results:
            statuses[str(status)] = statuses.get(str(status), 0) + 1
        report["phases"][name] = {
            "probes": len(results),
            "statuses": statuses,
            "slowest": round(max(seconds for _, seconds in results), 3),
        }
    summary = {}
    for name, answers in load.items():
        counts = {}
        for answer in answers:
            counts[str(answer)] = counts.get(str(answer), 0) + 1
        summary[name] = counts
    report["load answers"] = summary
    print(json.dumps(report, indent=1, sort_keys=True))


main()
