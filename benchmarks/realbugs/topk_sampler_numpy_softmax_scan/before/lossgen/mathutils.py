import numpy as np


def softmax(logits, temperature=1.0):
    """Probabilities from logits; temperature below 1 sharpens, above 1 flattens."""
    z = np.exp((logits - logits.max()) / temperature)  # expect: JXL401
    return z / z.sum()
