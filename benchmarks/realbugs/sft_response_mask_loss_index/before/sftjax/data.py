import jax.numpy as jnp

PAD, SEP = 0, 1


def encode_pair(instruction, response, length):
    """Token ids of `instruction SEP response`, padded; the mask is True on the response tokens only."""
    tokens = list(instruction) + [SEP] + list(response)
    mask = [False] * (len(instruction) + 1) + [True] * len(response)
    tokens = (tokens + [PAD] * length)[:length]
    mask = (mask + [False] * length)[:length]
    return tokens, mask


def make_batch(pairs, length):
    encoded = [encode_pair(instruction, response, length) for instruction, response in pairs]
    tokens = jnp.array([t for t, _ in encoded], jnp.int32)
    mask = jnp.array([m for _, m in encoded], bool)
    # predict token i + 1 from token i: inputs drop the last position, targets the first
    return tokens[:, :-1], tokens[:, 1:], mask[:, 1:]
