import jax


def softmax(logits, temperature):
    return jax.nn.softmax(logits / temperature, axis=-1)


def top_k_mask(logits, k):
    kth = logits.sort(axis=-1)[..., -k][..., None]
    return logits >= kth
