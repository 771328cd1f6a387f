# Hidden activations of the last forward pass, by layer name, for inspection after a run.
ACTIVATIONS = {}


def remember(activations):
    """Call with the concrete activations a jitted forward pass returned."""
    ACTIVATIONS.update(activations)
