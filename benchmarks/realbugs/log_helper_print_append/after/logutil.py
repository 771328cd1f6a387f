HISTORY = []


def log(*args):
    print(*args)
    HISTORY.append(args)
