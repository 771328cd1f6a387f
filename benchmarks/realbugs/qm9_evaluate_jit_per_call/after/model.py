"""A tiny invariant message-passing energy model over padded graphs (node features and a dense adjacency)."""

import jax
import jax.numpy as jnp


def init_params(key, features, hidden):
    k1, k2 = jax.random.split(key)
    return {"embed": 0.1 * jax.random.normal(k1, (features, hidden)), "readout": 0.1 * jax.random.normal(k2, (hidden,))}


def energy(params, nodes, adjacency):
    h = jnp.tanh(nodes @ params["embed"])
    h = h + adjacency @ h
    return jnp.sum(h @ params["readout"])


def batch_loss(params, batch):
    pred = jax.vmap(energy, in_axes=(None, 0, 0))(params, batch["nodes"], batch["adjacency"])
    return jnp.mean((pred - batch["target"]) ** 2)
