import jax
import jax.numpy as jnp


def init_params(key, vocab=16, dim=32, seq=12):
    keys = jax.random.split(key, 5)
    return {"embed": jax.random.normal(keys[0], (vocab, dim)) * 0.1,
            "pos": jax.random.normal(keys[1], (seq, dim)) * 0.1,
            "wqkv": jax.random.normal(keys[2], (dim, 3 * dim)) / jnp.sqrt(dim),
            "wo": jax.random.normal(keys[3], (dim, dim)) / jnp.sqrt(dim),
            "unembed": jax.random.normal(keys[4], (dim, vocab)) / jnp.sqrt(dim)}


def rms_norm(x, eps=1e-6):
    return x * jax.lax.rsqrt(jnp.mean(x ** 2, axis=-1, keepdims=True) + eps)


def forward(params, tokens):
    seq = tokens.shape[-1]
    x = params["embed"][tokens] + params["pos"][:seq]
    q, k, v = jnp.split(rms_norm(x) @ params["wqkv"], 3, axis=-1)
    att = jnp.einsum("bqd,bkd->bqk", q, k) / jnp.sqrt(q.shape[-1])
    att = jnp.where(jnp.tril(jnp.ones((seq, seq), dtype=bool)), att, -jnp.inf)
    x = x + jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(att, axis=-1), v) @ params["wo"]
    return rms_norm(x) @ params["unembed"]


def next_token_loss(params, tokens):
    logits = forward(params, tokens[:, :-1])
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(log_probs, tokens[:, 1:, None], axis=-1))
