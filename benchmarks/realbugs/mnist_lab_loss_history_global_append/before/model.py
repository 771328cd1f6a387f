from jax import numpy as np
from jax import random
from jax.nn import relu
from jax.scipy.special import logsumexp


def init_network_params(sizes, key, scale=0.05):
    keys = random.split(key, len(sizes))
    return [(scale * random.normal(k, (n, m)), scale * random.normal(k, (n,)))
            for m, n, k in zip(sizes[:-1], sizes[1:], keys)]


def predict(params, image):
    activations = image
    for w, b in params[:-1]:
        activations = relu(np.dot(w, activations) + b)
    final_w, final_b = params[-1]
    logits = np.dot(final_w, activations) + final_b
    return logits - logsumexp(logits)
