import jax
import jax.numpy as jnp


def init_attention(key, d_model):
    keys = jax.random.split(key, 4)
    return {name: jax.random.normal(k, (d_model, d_model)) / jnp.sqrt(d_model)
            for name, k in zip(("q", "k", "v", "o"), keys)}


def split_heads(x, config):
    seq_len = x.shape[0]
    return x.reshape(seq_len, config.num_heads, config.d_model // config.num_heads)


def self_attention(params, x, config):
    q = split_heads(x @ params["q"], config)
    k = split_heads(x @ params["k"], config)
    v = split_heads(x @ params["v"], config)
    scores = jnp.einsum("qhd,khd->hqk", q, k) / jnp.sqrt(q.shape[-1])
    if config.causal:
        mask = jnp.tril(jnp.ones((x.shape[0], x.shape[0]), dtype=bool))
        scores = jnp.where(mask, scores, -1e9)
    out = jnp.einsum("hqk,khd->qhd", jax.nn.softmax(scores, axis=-1), v)
    return out.reshape(x.shape[0], -1) @ params["o"]
