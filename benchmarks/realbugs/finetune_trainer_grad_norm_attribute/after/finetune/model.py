"""A frozen feature extractor with a trainable low-rank adapter and a classification head."""

import jax
import jax.numpy as jnp


def init_adapter(key, in_dim, rank, num_classes):
    a_key, head_key = jax.random.split(key)
    return {
        "lora_a": jax.random.normal(a_key, (in_dim, rank)) * 0.01,
        "lora_b": jnp.zeros((rank, in_dim)),
        "head": jax.random.normal(head_key, (in_dim, num_classes)) * 0.1,
    }


def forward(frozen, adapter, x):
    hidden = jnp.tanh(x @ frozen)
    hidden = hidden + hidden @ adapter["lora_a"] @ adapter["lora_b"]
    return hidden @ adapter["head"]


def classification_loss(adapter, frozen, x, labels):
    log_probs = jax.nn.log_softmax(forward(frozen, adapter, x))
    return -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=1))
