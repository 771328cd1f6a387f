import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.lru_cache(maxsize=32)
def _cached_body_fn(body_fun, transform, start_idx, thinning):
    def _body_fn(i, vals):
        val, collection = vals
        val = body_fun(val)
        idx = (i - start_idx) // thinning
        keep = (i >= start_idx) & ((i - start_idx) % thinning == 0)
        collection = jax.tree_util.tree_map(
            lambda c, v: jnp.where(keep, c.at[idx].set(v), c), collection, transform(val))
        return val, collection
    return _body_fn


def fori_collect(lower, upper, body_fun, init_val, transform=lambda x: x, thinning=1, progbar=True):
    """Run body_fun from init_val for `upper` steps, collecting transform(val) after the first `lower`."""
    num_samples = (upper - lower) // thinning
    example = transform(init_val)
    collection = jax.tree_util.tree_map(lambda x: jnp.zeros((num_samples,) + jnp.shape(x), jnp.result_type(x)), example)
    body = _cached_body_fn(body_fun, transform, lower, thinning)
    if progbar:
        val = init_val
        for i in range(upper):
            val, collection = body(i, (val, collection))
        return collection, val

    def loop_fn(collection):
        return lax.fori_loop(0, upper, body, (init_val, collection))

    last_val, collection = jax.jit(loop_fn, donate_argnums=0)(collection)  # expect: JXL502
    return collection, last_val
