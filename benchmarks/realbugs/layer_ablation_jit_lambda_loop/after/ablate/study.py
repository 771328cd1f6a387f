import jax
import jax.numpy as jnp

from ablate.network import accuracy


def zero_layer(params, name):
    return {k: jnp.zeros_like(v) if k == name else v for k, v in params.items()}


score_fn = jax.jit(accuracy)


def ablation_scores(params, x, y, layer_names):
    scores = {}
    for name in layer_names:
        scores[name] = score_fn(zero_layer(params, name), x, y)
    return scores
