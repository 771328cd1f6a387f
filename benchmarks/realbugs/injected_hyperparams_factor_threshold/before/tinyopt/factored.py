"""RMS scaling with factored second moments for large matrices (Adafactor's memory saving)."""
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

from tinyopt.base import GradientTransformation


class FactoredState(NamedTuple):
    v_row: dict
    v_col: dict
    v: dict


def _is_tuple(x):
    return isinstance(x, tuple)


def _factored_dims(shape, factored, min_dim_size_to_factor):
    """The two axes to factor a parameter over, or None to keep its full second moment."""
    if not factored or len(shape) < 2:
        return None
    sorted_dims = np.argsort(shape)
    if shape[sorted_dims[-2]] < min_dim_size_to_factor:  # expect: JXL101
        return None
    return int(sorted_dims[-2]), int(sorted_dims[-1])


def factored_rms(learning_rate, decay_rate=0.8, min_dim_size_to_factor=128, factored=True, eps=1e-30):
    def init(params):
        def init_one(p):
            dims = _factored_dims(p.shape, factored, min_dim_size_to_factor)
            if dims is None:
                return jnp.zeros((1,)), jnp.zeros((1,)), jnp.zeros_like(p)
            row_shape = tuple(n for i, n in enumerate(p.shape) if i != dims[1])
            col_shape = tuple(n for i, n in enumerate(p.shape) if i != dims[0])
            return jnp.zeros(row_shape), jnp.zeros(col_shape), jnp.zeros((1,))

        leaves = jax.tree_util.tree_map(init_one, params)
        return FactoredState(*(jax.tree_util.tree_map(lambda t, i=i: t[i], leaves, is_leaf=_is_tuple)
                               for i in range(3)))

    def update(grads, state, params=None):
        def update_one(g, v_row, v_col, v):
            dims = _factored_dims(g.shape, factored, min_dim_size_to_factor)
            g2 = g * g + eps
            if dims is None:
                v = decay_rate * v + (1 - decay_rate) * g2
                return -learning_rate * g / jnp.sqrt(v), v_row, v_col, v
            d1, d0 = dims
            v_row = decay_rate * v_row + (1 - decay_rate) * jnp.mean(g2, axis=d0)
            v_col = decay_rate * v_col + (1 - decay_rate) * jnp.mean(g2, axis=d1)
            row_factor = jnp.expand_dims(v_row / jnp.mean(v_row, axis=-1, keepdims=True), d0)
            col_factor = jnp.expand_dims(v_col, d1)
            return -learning_rate * g / jnp.sqrt(row_factor * col_factor), v_row, v_col, v

        out = jax.tree_util.tree_map(update_one, grads, state.v_row, state.v_col, state.v)
        picked = [jax.tree_util.tree_map(lambda t, i=i: t[i], out, is_leaf=_is_tuple) for i in range(4)]
        return picked[0], FactoredState(*picked[1:])

    return GradientTransformation(init, update)
