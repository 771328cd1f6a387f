import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def step_sums(packed):
    """Sum of the feature vectors at each time step of a packed batch."""
    n_steps = packed.batch_sizes.shape[0]
    sums = jnp.zeros((n_steps, packed.data.shape[1]))

    def body_fun(i, val):
        sums, input_offset = val
        batch_size = packed.batch_sizes[i]
        batch = lax.dynamic_slice_in_dim(packed.data, input_offset, batch_size)  # expect: JXL106
        sums = sums.at[i].set(batch.sum(axis=0))
        return sums, input_offset + batch_size

    sums, _ = lax.fori_loop(0, n_steps, body_fun, (sums, 0))
    return sums


def step_means(packed):
    return step_sums(packed) / packed.batch_sizes[:, None]
