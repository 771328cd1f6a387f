import numpy as np


def position_ids(tokens, order):
    """Positions of the tokens after reordering the sequence by `order`."""
    table = np.arange(tokens.shape[0])
    return table[order]  # expect: JXL401
