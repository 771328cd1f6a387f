"""A one-block transformer encoder with a non-linear attention score, as plain functions of a params dict."""

import jax
import jax.numpy as jnp


def init_params(key, vocab: int, d_model: int, d_ff: int) -> dict:
    keys = jax.random.split(key, 6)
    scale = 1.0 / jnp.sqrt(d_model)
    return {
        "embed": jax.random.normal(keys[0], (vocab, d_model)) * scale,
        "wq": jax.random.normal(keys[1], (d_model, d_model)) * scale,
        "wk": jax.random.normal(keys[2], (d_model, d_model)) * scale,
        "wv": jax.random.normal(keys[3], (d_model, d_model)) * scale,
        "ff1": jax.random.normal(keys[4], (d_model, d_ff)) * scale,
        "ff2": jax.random.normal(keys[5], (d_ff, d_model)) / jnp.sqrt(d_ff),
    }


def encode(params: dict, tokens):
    x = params["embed"][tokens]
    q, k, v = x @ params["wq"], x @ params["wk"], x @ params["wv"]
    scores = jnp.tanh(q @ k.T / jnp.sqrt(q.shape[-1]))
    x = x + jax.nn.softmax(scores, axis=-1) @ v
    x = x + jax.nn.gelu(x @ params["ff1"]) @ params["ff2"]
    return x @ params["embed"].T


def loss_fn(params: dict, tokens, targets):
    logits = jax.vmap(encode, in_axes=(None, 0))(params, tokens)
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(log_probs, targets[..., None], axis=-1))
