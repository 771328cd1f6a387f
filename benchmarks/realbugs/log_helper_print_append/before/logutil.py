HISTORY = []


def log(*args):
    print(*args)  # expect: JXL201
    HISTORY.append(args)  # expect: JXL202
