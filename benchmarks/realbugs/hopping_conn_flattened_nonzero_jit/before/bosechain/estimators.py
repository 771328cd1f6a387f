from functools import partial

import jax
import jax.numpy as jnp


def log_amplitude(params, x):
    return x @ params["field"] + 0.5 * jnp.sum(x[..., :-1] * x[..., 1:], axis=-1) * params["pair"]


@partial(jax.jit, static_argnums=0)
def local_values(operator, params, x):
    """E_loc(x) = sum_x' H(x, x') psi(x') / psi(x) for each configuration of the batch."""
    xp, mels, batch = operator.get_conn_flattened(x)
    ratios = jnp.exp(log_amplitude(params, xp) - log_amplitude(params, x)[batch])
    return jax.ops.segment_sum(mels * ratios, batch, num_segments=x.shape[0])
