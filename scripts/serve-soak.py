#!/usr/bin/env python3
"""Measures `kiln serve` under hostile clients (issue 39), on 127.0.0.1 only, bounded in count and time.

    scripts/serve-soak.py --kiln .build/release/kiln [--clients 500] [--tokens 2000]

1. Slow readers: a project whose colors page is several MiB (long descriptions); `--clients`
   connections each ask for it and read one byte, then hold. Reports the server's resident memory
   before, at the peak while they hold, and after they close; how many got 200 and how many 503
   (the connection cap).
2. Out of descriptors: the server under `ulimit -n 256`; 300 event streams opened and closed;
   reports whether it said so and how long until a page is answered again.

Prints one line per figure; exits 1 when memory passed --limit-mib or the server did not answer again.
"""
import argparse
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time


def rss_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def make_project(root, tokens):
    os.makedirs(os.path.join(root, "tokens"))
    with open(os.path.join(root, "kiln.yaml"), "w") as config:
        config.write("outputs: [site]\nmodes: [light, dark]\n")
    description = "A long description of where this color is used. " * 60
    with open(os.path.join(root, "tokens", "grid.yaml"), "w") as grid:
        grid.write("grid:\n  $type: color\n")
        for index in range(tokens):
            grid.write(f'  c{index}:\n    $value: "#{index * 2731 % 0xFFFFFF:06X}"\n    $description: "{description}"\n')


class Server:
    def __init__(self, kiln, root, prelude=""):
        command = f'{prelude} exec "$0" serve --project "$1" --port 0 --no-color'
        self.process = subprocess.Popen(["/bin/sh", "-c", command, kiln, root], stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
        self.lines = []
        self.port = None
        self.ready = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()
        if not self.ready.wait(900):
            raise SystemExit("kiln serve did not start: " + "".join(self.lines))

    def _read(self):
        for line in self.process.stderr:
            self.lines.append(line)
            if "serving" in line and "http://127.0.0.1:" in line:
                self.port = int(line.rsplit(":", 1)[1].strip().strip("/"))
                self.ready.set()

    def said(self, text):
        return sum(text in line for line in self.lines)

    def stop(self):
        self.process.terminate()
        self.process.wait(60)


def request(port, path, timeout=60):
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                return data
            data += chunk


def slow_readers(kiln, root, clients, limit_mib):
    server = Server(kiln, root)
    port = server.port
    page = request(port, "/colors.html")
    print(f"colors page: {len(page) / 1048576:.1f} MiB")
    before = rss_kib(server.process.pid)
    peak = before
    sockets, statuses = [], {}
    for _ in range(clients):
        connection = socket.socket()
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        connection.settimeout(60)
        connection.connect(("127.0.0.1", port))
        connection.sendall(f"GET /colors.html HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        first = connection.recv(12)
        status = first[9:12].decode(errors="replace")
        statuses[status] = statuses.get(status, 0) + 1
        sockets.append(connection)
        peak = max(peak, rss_kib(server.process.pid))
    # Held: the connections the server serves are blocked in send; sample a while.
    for _ in range(20):
        peak = max(peak, rss_kib(server.process.pid))
        time.sleep(0.1)
    for connection in sockets:
        connection.close()
    answered = request(port, "/index.html").startswith(b"HTTP/1.1 200")
    after = rss_kib(server.process.pid)
    server.stop()
    print(f"slow readers: {clients} clients, statuses {dict(sorted(statuses.items()))}")
    print(f"server memory: {before / 1024:.1f} MiB before, {peak / 1024:.1f} MiB at the peak, {after / 1024:.1f} MiB after they closed")
    print(f"answers after they closed: {answered}")
    return peak / 1024 <= limit_mib and answered


def out_of_descriptors(kiln, root):
    server = Server(kiln, root, prelude="ulimit -n 256;")
    port = server.port
    streams = []
    for _ in range(300):
        try:
            connection = socket.create_connection(("127.0.0.1", port), timeout=5)
            connection.sendall(f"GET /_kiln/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            streams.append(connection)
        except OSError:
            break
    deadline = time.time() + 120
    while time.time() < deadline and not server.said("open files"):
        time.sleep(0.05)
    said = server.said("open files")
    for connection in streams:
        connection.close()
    start = time.time()
    try:
        answered = request(port, "/index.html", timeout=120).startswith(b"HTTP/1.1 200")
    except OSError:
        answered = False
    seconds = time.time() - start
    server.stop()
    print(f"out of descriptors: {len(streams)} event streams under ulimit -n 256; said so {said} time(s)")
    print(f"answers again after they closed: {answered}, in {seconds:.2f} s")
    return answered


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kiln", required=True)
    parser.add_argument("--clients", type=int, default=500)
    parser.add_argument("--tokens", type=int, default=2000)
    parser.add_argument("--limit-mib", type=float, default=300)
    arguments = parser.parse_args()
    root = tempfile.mkdtemp(prefix="kiln-soak-")
    try:
        make_project(root, arguments.tokens)
        ok = slow_readers(os.path.abspath(arguments.kiln), root, arguments.clients, arguments.limit_mib)
        ok = out_of_descriptors(os.path.abspath(arguments.kiln), root) and ok
    finally:
        shutil.rmtree(root, ignore_errors=True)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
