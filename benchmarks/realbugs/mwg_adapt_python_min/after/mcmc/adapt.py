import jax.numpy as jnp


def mwg_adapt(rw_sd, accept_rate, n_iter, adapt_max=0.01, adapt_rate=0.5):
    """Grow or shrink each random-walk jump size depending on whether its acceptance rate is above 0.44.

    The change on log scale is delta = min(adapt_max, 1 / n_iter ** adapt_rate).
    """
    targ_acc = 0.44
    delta = jnp.minimum(jnp.power(n_iter, -adapt_rate), adapt_max)
    low_acc = jnp.sign(targ_acc - accept_rate)
    return jnp.exp(jnp.log(rw_sd) - delta * low_acc)
