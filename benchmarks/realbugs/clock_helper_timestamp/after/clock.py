import time


def elapsed_since(start):
    return time.time() - start
