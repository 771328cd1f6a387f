import sys


def announce(stage):
    print(f"[solver] entering {stage}", file=sys.stderr)  # expect: JXL201
