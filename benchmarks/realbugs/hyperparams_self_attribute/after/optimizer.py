import functools

import jax

from factored import FactoredSecondMoment


@functools.partial(jax.jit, static_argnames=("min_dim_size_to_factor",))
def init_state(decay, params, min_dim_size_to_factor=128):
    moment = FactoredSecondMoment(min_dim_size_to_factor, decay)
    return jax.tree_util.tree_map(moment.init, params)
