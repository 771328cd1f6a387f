# Hidden activations of the last forward pass, by layer name, for inspection after a run.
ACTIVATIONS = {}


def remember(name, value):
    ACTIVATIONS[name] = value  # expect: JXL202
    return value
