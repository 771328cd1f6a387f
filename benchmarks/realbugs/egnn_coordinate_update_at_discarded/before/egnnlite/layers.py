import jax
import jax.numpy as jnp


def mlp_init(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [{"w": jax.random.normal(k, (a, b)) / jnp.sqrt(a), "b": jnp.zeros(b)}
            for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


def mlp(params, x):
    for layer in params[:-1]:
        x = jax.nn.silu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


class EGNNLayer:
    """E(n)-equivariant message passing (Satorras et al. 2021): invariant messages, equivariant coordinate moves."""

    def __init__(self, features, hidden):
        self.features = features
        self.hidden = hidden

    def init(self, key):
        ke, kx, kh = jax.random.split(key, 3)
        f, h = self.features, self.hidden
        return {"phi_e": mlp_init(ke, (2 * f + 1, h, h)), "phi_x": mlp_init(kx, (h, h, 1)),
                "phi_h": mlp_init(kh, (f + h, h, f))}

    def __call__(self, params, h, x, senders, receivers):
        num_nodes = x.shape[0]
        rel = x[receivers] - x[senders]
        dist2 = jnp.sum(rel ** 2, axis=-1, keepdims=True)
        m = mlp(params["phi_e"], jnp.concatenate([h[receivers], h[senders], dist2], axis=-1))
        weights = mlp(params["phi_x"], m)
        coord_update = jnp.zeros_like(x)
        coord_update.at[receivers].add(rel * weights)  # expect: JXL302
        x = x + coord_update / (num_nodes - 1)
        m_agg = jax.ops.segment_sum(m, receivers, num_segments=num_nodes)
        h = h + mlp(params["phi_h"], jnp.concatenate([h, m_agg], axis=-1))
        return h, x
