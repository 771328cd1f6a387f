import jax
import jax.numpy as jnp

from ablate.network import accuracy


def zero_layer(params, name):
    return {k: jnp.zeros_like(v) if k == name else v for k, v in params.items()}


def ablation_scores(params, x, y, layer_names):
    scores = {}
    for name in layer_names:
        ablated = zero_layer(params, name)
        score_fn = jax.jit(lambda p: accuracy(p, x, y))  # expect: JXL501
        scores[name] = score_fn(ablated)
    return scores
