import jax.numpy as jnp


def pair_energy(positions, epsilon):
    """Lennard-Jones energy of a small cluster (unit sigma)."""
    n = positions.shape[0]
    diff = positions[:, None, :] - positions[None, :, :]
    r2 = jnp.sum(diff ** 2, axis=-1) + jnp.eye(n)
    inv6 = (1.0 / r2) ** 3
    return 0.5 * jnp.sum(4.0 * epsilon * (inv6 ** 2 - inv6) * (1.0 - jnp.eye(n)))


def total_energy(positions, epsilon):
    ret = pair_energy(positions, epsilon)
    print("JUtotal: ", ret)  # expect: JXL201
    return ret
