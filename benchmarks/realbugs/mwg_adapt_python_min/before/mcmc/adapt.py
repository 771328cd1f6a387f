import jax.numpy as jnp


def mwg_adapt(rw_sd, accept_rate, n_iter, adapt_max=0.01, adapt_rate=0.5):
    """Grow or shrink each random-walk jump size depending on whether its acceptance rate is above 0.44.

    The change on log scale is delta = min(adapt_max, 1 / n_iter ** adapt_rate).
    """
    targ_acc = 0.44
    delta = min(adapt_max, n_iter ** -adapt_rate)  # expect: JXL103
    new_sd = []
    for k in range(rw_sd.shape[0]):
        if accept_rate[k] < targ_acc:  # expect: JXL101
            new_sd.append(rw_sd[k] * jnp.exp(-delta))
        else:
            new_sd.append(rw_sd[k] * jnp.exp(delta))
    return jnp.stack(new_sd)
