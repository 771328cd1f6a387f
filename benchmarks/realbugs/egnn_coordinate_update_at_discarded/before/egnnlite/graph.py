import numpy as np


def fully_connected_edges(num_nodes):
    """Sender and receiver indices of every ordered pair i != j (host arrays: the graph is fixed)."""
    senders, receivers = np.nonzero(~np.eye(num_nodes, dtype=bool))
    return senders.astype(np.int32), receivers.astype(np.int32)
