"""Bag-of-embeddings text classifier."""

import jax
import jax.numpy as jnp


def init_model(key, vocab_size, dim, num_classes):
    k1, k2 = jax.random.split(key)
    return {
        "embed": jax.random.normal(k1, (vocab_size, dim)) * 0.1,
        "w": jax.random.normal(k2, (dim, num_classes)) * 0.1,
        "b": jnp.zeros(num_classes),
    }


def loss_fn(params, tokens, labels):
    pooled = params["embed"][tokens].mean(axis=1)
    log_probs = jax.nn.log_softmax(pooled @ params["w"] + params["b"])
    return -jnp.take_along_axis(log_probs, labels[:, None], axis=1).mean()
