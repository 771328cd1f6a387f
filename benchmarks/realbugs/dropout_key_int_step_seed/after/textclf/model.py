import jax
import jax.numpy as jnp


def init_params(key, vocab_size, embed_dim, num_classes):
    k_embed, k_out = jax.random.split(key)
    return {
        "embed": 0.1 * jax.random.normal(k_embed, (vocab_size, embed_dim)),
        "out": 0.1 * jax.random.normal(k_out, (embed_dim, num_classes)),
    }


def forward(params, tokens, dropout_key, rate):
    pooled = params["embed"][tokens].mean(axis=1)
    keep = jax.random.bernoulli(dropout_key, 1.0 - rate, pooled.shape)
    pooled = jnp.where(keep, pooled / (1.0 - rate), 0.0)
    return pooled @ params["out"]
