from packnet.config import LAYER_SIZES


def count_parameters():
    total = 0
    for i in range(len(LAYER_SIZES) - 1):
        total += int(LAYER_SIZES[i]) * int(LAYER_SIZES[i + 1]) + int(LAYER_SIZES[i + 1])
    return total


def unflatten(flat_params):
    """Per-layer (weights, bias) views of a flat parameter vector."""
    layers = []
    offset = 0
    for i in range(len(LAYER_SIZES) - 1):
        n_in, n_out = int(LAYER_SIZES[i]), int(LAYER_SIZES[i + 1])  # expect: JXL104
        weights = flat_params[offset:offset + n_in * n_out].reshape(n_in, n_out)
        offset += n_in * n_out
        bias = flat_params[offset:offset + n_out]
        offset += n_out
        layers.append((weights, bias))
    return layers
