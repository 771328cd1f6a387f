import jax
import jax.numpy as jnp


def init_params(key, vocab, dim, num_intents):
    k_embed, k_out = jax.random.split(key)
    return {"embed": 0.1 * jax.random.normal(k_embed, (vocab, dim)), "out": jnp.zeros((dim, num_intents))}


def loss_fn(params, batch):
    pooled = jnp.mean(params["embed"][batch["tokens"]], axis=1)
    log_probs = jax.nn.log_softmax(pooled @ params["out"])
    return -jnp.mean(jnp.take_along_axis(log_probs, batch["labels"][:, None], axis=1))
