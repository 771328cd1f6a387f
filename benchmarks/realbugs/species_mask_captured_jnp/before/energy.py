import jax
import jax.numpy as jnp

from system import EPSILON, SPECIES


def pair_energy(R, eps):
    d = jnp.linalg.norm(R[:, None] - R[None, :] + jnp.eye(R.shape[0])[..., None], axis=-1)
    return eps * jnp.sum(d ** -12 - d ** -6)


@jax.jit
def total_energy(R):
    total = 0.0
    for s, eps in EPSILON.items():
        total = total + pair_energy(R[SPECIES == s], eps)  # expect: JXL107
    return total
