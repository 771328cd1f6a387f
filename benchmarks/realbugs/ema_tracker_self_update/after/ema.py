import jax
import jax.numpy as jnp


def ema_init(params):
    return {"shadow": params, "num_updates": jnp.zeros((), jnp.int32)}


def ema_update(state, params, decay=0.999):
    num_updates = state["num_updates"] + 1
    rate = jnp.minimum(decay, (1 + num_updates) / (10 + num_updates))
    shadow = jax.tree_util.tree_map(lambda s, p: rate * s + (1 - rate) * p, state["shadow"], params)
    return {"shadow": shadow, "num_updates": num_updates}
