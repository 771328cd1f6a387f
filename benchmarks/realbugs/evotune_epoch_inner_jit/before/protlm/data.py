import numpy as np

AMINO_ACIDS = "ACDEFGHIKLMNPQRSTVWY"
PAD = 0


def encode(sequence, length):
    """Integer-encode one protein (1..20), right-padded with 0 to a fixed length."""
    codes = [AMINO_ACIDS.index(aa) + 1 for aa in sequence[:length]]
    return np.array(codes + [PAD] * (length - len(codes)), dtype=np.int32)


def make_batches(sequences, batch_size, length):
    encoded = np.stack([encode(s, length) for s in sequences])
    return [encoded[i:i + batch_size] for i in range(0, len(encoded) - batch_size + 1, batch_size)]
